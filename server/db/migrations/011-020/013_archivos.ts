// Migration 13 (index.ts lists it): a request's files (the customer's and the design proofs, with
// the customer's approval of a proof), their bytes as the database store keeps them, and the audit
// log's actions about them (contract/audit.ts, every action before them included). Written out:
// a released migration never changes.
import type { Migration } from '../../migrate';

export const migration013: Migration = {
  version: 13,
  name: 'request files',
  sql: `
    CREATE TABLE peticion_archivos (
      id serial PRIMARY KEY,
      -- Deleted with the request; an erasure of the customer's data deletes them itself.
      peticion_id integer NOT NULL REFERENCES peticiones (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('cliente', 'boceto')),
      -- A proof's version, 1 and up, once per request; none for the customer's files.
      version integer CHECK (version >= 1),
      nombre text NOT NULL CHECK (char_length(nombre) BETWEEN 1 AND 200),
      tipo text NOT NULL
        CHECK (tipo IN ('application/pdf', 'image/png', 'image/jpeg', 'image/svg+xml')),
      size integer NOT NULL CHECK (size BETWEEN 1 AND 10485760),
      sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      -- 'cliente', or the e-mail of who uploaded it.
      sender text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      -- The customer's approval of this version: when, from where, with which browser, and the
      -- SHA-256 of the file approved.
      aprobado_at timestamptz,
      aprobado_ip text,
      aprobado_user_agent text,
      aprobado_sha256 text,
      CHECK ((kind = 'boceto') = (version IS NOT NULL)),
      CHECK (kind = 'boceto' OR aprobado_at IS NULL),
      CHECK ((aprobado_at IS NULL) = (aprobado_sha256 IS NULL)),
      UNIQUE (peticion_id, version)
    );
    CREATE INDEX peticion_archivos_peticion ON peticion_archivos (peticion_id, id);

    -- The bytes, as the default store keeps them (server/archivos/fileStore.ts): apart from the
    -- list, so reading the list never reads a file.
    CREATE TABLE archivo_contenidos (
      archivo_id integer PRIMARY KEY REFERENCES peticion_archivos (id) ON DELETE CASCADE,
      contenido bytea NOT NULL
    );

    -- Drop and re-add: a CHECK cannot be altered.
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
      CHECK (action IN ('price_update', 'assignment', 'user_created', 'user_deactivated',
                        'user_reactivated', 'stage_change', 'release', 'reassignment', 'note',
                        'follow_up', 'quote_saved', 'settings_update', 'role_changed',
                        'retention_run', 'customer_export', 'customer_erasure',
                        'peticion_created', 'peticion_edited', 'link_created', 'link_revoked',
                        'quote_accepted', 'file_uploaded', 'proof_approved', 'proof_override'));
  `,
};
