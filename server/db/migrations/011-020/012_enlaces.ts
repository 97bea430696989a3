// Migration 12 (index.ts lists it): the customer's link to a request's quote, what the customer
// answered through it (an acceptance, a message), the settings the link's page shows (Condiciones,
// Logotipo), and the audit log's actions of all three (contract/audit.ts, every action before them
// included). Written out: a released migration never changes, so a later limit is a new one.
import type { Migration } from '../../migrate';

export const migration012: Migration = {
  version: 12,
  name: 'customer links, acceptances and messages',
  sql: `
    -- A link opens the latest quote of its request. Only the SHA-256 of its token is kept: the
    -- token itself exists only in the link staff send (docs/decisions.md, "The customer's link").
    CREATE TABLE enlaces (
      id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      peticion_id integer NOT NULL REFERENCES peticiones (id),
      token_hash  bytea NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
      autor_uid   text NOT NULL CHECK (autor_uid <> ''),
      created_at  timestamptz NOT NULL DEFAULT now(),
      revoked_at  timestamptz
    );
    CREATE INDEX enlaces_by_peticion ON enlaces (peticion_id, id DESC);

    -- A quote accepted through its link: one per quote version (a second acceptance changes
    -- nothing), with what shows who accepted what and when.
    CREATE TABLE aceptaciones (
      presupuesto_id integer PRIMARY KEY REFERENCES presupuestos (id),
      peticion_id    integer NOT NULL REFERENCES peticiones (id),
      enlace_id      integer NOT NULL REFERENCES enlaces (id),
      nombre         text NOT NULL CHECK (char_length(nombre) BETWEEN 1 AND 120),
      accepted_at    timestamptz NOT NULL DEFAULT now(),
      ip             text NOT NULL CHECK (char_length(ip) <= 64),
      user_agent     text NOT NULL CHECK (char_length(user_agent) <= 512),
      numero         text NOT NULL CHECK (char_length(numero) <= 40),
      version        integer NOT NULL CHECK (version >= 1),
      quote_sha256   text NOT NULL CHECK (quote_sha256 ~ '^[0-9a-f]{64}$')
    );
    CREATE INDEX aceptaciones_by_peticion ON aceptaciones (peticion_id);

    -- What the customer did that its assignee has not seen yet: the card's marks.
    ALTER TABLE peticiones
      ADD COLUMN cliente_acepto boolean NOT NULL DEFAULT false;

    -- Condiciones: the terms the customer accepts; Logotipo: a small image, checked by content.
    ALTER TABLE ajustes
      ADD COLUMN condiciones text NOT NULL DEFAULT '' CHECK (char_length(condiciones) <= 4000),
      ADD COLUMN logotipo bytea CHECK (octet_length(logotipo) <= 65536),
      ADD COLUMN logotipo_tipo text CHECK (logotipo_tipo IN ('image/png', 'image/jpeg'));

    -- Drop and re-add: a CHECK cannot be altered.
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
      CHECK (action IN ('price_update', 'assignment', 'user_created', 'user_deactivated',
                        'user_reactivated', 'stage_change', 'release', 'reassignment', 'note',
                        'follow_up', 'quote_saved', 'settings_update', 'role_changed',
                        'retention_run', 'customer_export', 'customer_erasure',
                        'peticion_created', 'peticion_edited', 'link_created', 'link_revoked',
                        'quote_accepted'));
  `,
};
