// Migration 5 (index.ts lists it): the settings a quote carries, saved quotes and the
// counter that numbers them. Limits are written out (contract/presupuestos.ts as it is now): a released
// migration never changes, so a later change of the contract is a new one.
import type { Migration } from '../../migrate';

export const migration005: Migration = {
  version: 5,
  name: 'quotes: settings, saved quotes and their numbers',
  sql: `
    -- A saved quote and a change of the settings join the audit log's actions (drop and re-add:
    -- a CHECK cannot be altered).
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
      CHECK (action IN ('price_update', 'assignment', 'user_created', 'user_deactivated',
                        'user_reactivated', 'stage_change', 'release', 'reassignment', 'note',
                        'follow_up', 'quote_saved', 'settings_update'));

    -- Ajustes: one row, from the start with the defaults (no business details, Spain's general
    -- VAT rate, 30 days), so a save always has a row to lock.
    CREATE TABLE ajustes (
      single           boolean PRIMARY KEY DEFAULT true CHECK (single),
      nombre_comercial text NOT NULL CHECK (char_length(nombre_comercial) <= 120),
      nif              text NOT NULL CHECK (char_length(nif) <= 20),
      direccion        text NOT NULL CHECK (char_length(direccion) <= 200),
      telefono         text NOT NULL CHECK (char_length(telefono) <= 40),
      correo           text NOT NULL CHECK (char_length(correo) <= 254),
      iva_percent      numeric(5, 2) NOT NULL CHECK (iva_percent BETWEEN 0 AND 100),
      validez_dias     integer NOT NULL CHECK (validez_dias BETWEEN 1 AND 365)
    );
    INSERT INTO ajustes (nombre_comercial, nif, direccion, telefono, correo, iva_percent,
                         validez_dias)
    VALUES ('', '', '', '', '', 21, 30);

    -- The last sequence given in each year: P-{year}-{sequence}. A save takes the next one by
    -- updating its year's row, which it holds locked until it commits, so two saves at once get
    -- consecutive numbers in the order they commit, and a save rolled back gives its number back.
    CREATE TABLE presupuesto_numeros (
      year          integer PRIMARY KEY CHECK (year BETWEEN 1000 AND 9999),
      last_sequence integer NOT NULL CHECK (last_sequence >= 1)
    );

    -- Saved quotes, never changed: a new version of a quote is a new row with the same year and
    -- sequence. Each keeps what it was priced from (the lines as asked, every table row used, the
    -- settings) and its totals in cents, so a price or a setting changed later changes none.
    CREATE TABLE presupuestos (
      id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      peticion_id    integer NOT NULL REFERENCES peticiones (id),
      year           integer NOT NULL CHECK (year BETWEEN 1000 AND 9999),
      sequence       integer NOT NULL CHECK (sequence >= 1),
      version        integer NOT NULL CHECK (version >= 1),
      autor_uid      text NOT NULL CHECK (autor_uid <> ''),
      autor_email    text,
      created_at     timestamptz NOT NULL DEFAULT now(),
      -- Days on the business's calendar (Europe/Madrid): the prices' day and the last valid one.
      precios_del    date NOT NULL,
      valido_hasta   date NOT NULL CHECK (valido_hasta > precios_del),
      input          jsonb NOT NULL CHECK (jsonb_typeof(input) = 'object'),
      snapshot       jsonb NOT NULL CHECK (jsonb_typeof(snapshot) = 'object'),
      ajustes        jsonb NOT NULL CHECK (jsonb_typeof(ajustes) = 'object'),
      subtotal_cents bigint NOT NULL CHECK (subtotal_cents >= 0),
      discount_rate  integer NOT NULL CHECK (discount_rate BETWEEN 0 AND 10000),
      discount_cents bigint NOT NULL CHECK (discount_cents >= 0),
      base_cents     bigint NOT NULL CHECK (base_cents >= 0),
      iva_rate       integer NOT NULL CHECK (iva_rate BETWEEN 0 AND 10000),
      iva_cents      bigint NOT NULL CHECK (iva_cents >= 0),
      total_cents    bigint NOT NULL CHECK (total_cents >= 0),
      UNIQUE (year, sequence, version),
      CHECK (base_cents = subtotal_cents - discount_cents AND total_cents = base_cents + iva_cents)
    );
    -- A request's quotes, newest first (its list, and the board's latest total).
    CREATE INDEX presupuestos_by_peticion ON presupuestos (peticion_id, id DESC);
  `,
};
