// Migrations, in order. A migration once released is never edited: add a new one instead.
export type Migration = { version: number; name: string; sql: string };

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'peticiones and price tables',
    sql: `
      CREATE TABLE peticiones (
        id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        estado        text NOT NULL
                      CHECK (estado IN ('nueva', 'pendiente', 'asignada', 'presupuestada', 'cerrada')),
        asignado      text CHECK (asignado IS NULL OR asignado <> ''),
        asignado_at   timestamptz,
        -- The order description: mostly a sentence, sometimes a list of lines.
        peticiones    jsonb NOT NULL CHECK (jsonb_typeof(peticiones) IN ('string', 'array')),
        cliente       jsonb CHECK (cliente IS NULL OR jsonb_typeof(cliente) = 'object'),
        fecha_evento  date NOT NULL,
        pais          text NOT NULL,
        codigo_postal text NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        CHECK ((asignado IS NULL) = (asignado_at IS NULL))
      );
      -- The dashboard only ever lists the requests nobody has taken yet.
      CREATE INDEX peticiones_sin_asignar ON peticiones (created_at DESC, id DESC)
        WHERE asignado IS NULL;

      -- One row per price table of the catalogue; the rows below point at it.
      CREATE TABLE price_tables (
        key  text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('serigrafia', 'vaso'))
      );

      CREATE TABLE serigrafia_rows (
        table_key  text NOT NULL REFERENCES price_tables (key),
        id         integer NOT NULL CHECK (id > 0),
        cantidad   numeric NOT NULL CHECK (cantidad >= 0),
        coste      numeric NOT NULL CHECK (coste >= 0),
        venta_real numeric NOT NULL CHECK (venta_real >= 0),
        PRIMARY KEY (table_key, id)
      );

      -- valor is the cup-size column (v200, v500l…): its API name depends on the table.
      CREATE TABLE vaso_rows (
        table_key text NOT NULL REFERENCES price_tables (key),
        id        integer NOT NULL CHECK (id > 0),
        valor     numeric NOT NULL CHECK (valor >= 0),
        cv        numeric NOT NULL CHECK (cv >= 0),
        qcajas    integer NOT NULL CHECK (qcajas >= 0),
        euro      numeric NOT NULL CHECK (euro >= 0),
        metalicos numeric NOT NULL CHECK (metalicos >= 0),
        PRIMARY KEY (table_key, id)
      );
    `,
  },
  {
    version: 2,
    name: 'audit log',
    sql: `
      -- Who changed what, appended in the same transaction as the change. The API only ever
      -- inserts and reads here: an entry is never updated or deleted.
      CREATE TABLE audit_log (
        id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at          timestamptz NOT NULL DEFAULT now(),
        actor_uid   text NOT NULL CHECK (actor_uid <> ''),
        actor_email text,
        action      text NOT NULL CHECK (action IN ('price_update', 'assignment', 'user_created',
                                                    'user_deactivated', 'user_reactivated')),
        -- The price table a price_update belongs to; NULL for every other action.
        tabla       text REFERENCES price_tables (key),
        -- The row id, request id or account uid the action was about.
        target      text NOT NULL,
        -- [{ field, from, to }] for a price update; [] when the action itself says it all.
        changes     jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(changes) = 'array')
      );
      -- The Historial screen reads one table's entries, newest first, page by page.
      CREATE INDEX audit_log_by_table ON audit_log (tabla, id DESC);
    `,
  },
  {
    version: 3,
    name: 'price row versions',
    sql: `
      -- Raised by one on each write that changes the row, so a client can say which version its
      -- values were based on and a stale save is refused instead of undoing a colleague's. Rows
      -- that exist already, and rows inserted without it (seeds), start at 1.
      ALTER TABLE serigrafia_rows
        ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
      ALTER TABLE vaso_rows
        ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
    `,
  },
];
