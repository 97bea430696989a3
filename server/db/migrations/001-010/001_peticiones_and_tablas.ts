// Migration 1 (index.ts lists it): the requests, and the price tables with their rows. A released
// migration never changes: a later change of the schema is a new one. Its SQL keeps the indentation
// it was released with.
import type { Migration } from '../../migrate';

export const migration001: Migration = {
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
};
