-- The database's schema as the migrations (server/db/migrations/) leave it. Generated from a
-- freshly migrated database by `npm run db:schema`: never edited by hand.
-- test/server/schemaSql.spec.ts fails when it no longer matches.

-- Functions

CREATE OR REPLACE FUNCTION public.archivo_borrado()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO 'public'
AS $function$
      BEGIN
        INSERT INTO archivo_borrados (archivo_id) VALUES (OLD.id) ON CONFLICT DO NOTHING;
        RETURN OLD;
      END $function$;

CREATE OR REPLACE FUNCTION public.cliente_of(peticion integer, clave text, mail text)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO 'public'
AS $function$
      DECLARE
        found integer[];
        earliest integer;
      BEGIN
        IF clave IS NOT NULL THEN
          PERFORM pg_advisory_xact_lock(hashtext('cliente telefono ' || clave));
        END IF;
        IF mail IS NOT NULL THEN
          PERFORM pg_advisory_xact_lock(hashtext('cliente correo ' || mail));
        END IF;
        -- Two lookups, each on its own index (their conditions repeat the partial indexes'): one
        -- with OR would read the whole table for every request, as a bulk insert's cached plan does.
        SELECT array_agg(DISTINCT cliente_id) INTO found FROM (
          SELECT cliente_id FROM peticiones
          WHERE telefono_clave = clave AND telefono_clave IS NOT NULL
            AND id <> peticion AND NOT suprimida AND cliente_id IS NOT NULL
          UNION ALL
          SELECT cliente_id FROM peticiones
          WHERE lower(correo) = mail AND correo IS NOT NULL
            AND id <> peticion AND NOT suprimida AND cliente_id IS NOT NULL
        ) AS same;
        IF found IS NULL THEN
          RETURN peticion;
        END IF;
        SELECT min(known) INTO earliest FROM unnest(found) AS known;
        -- Never this request's own row: its trigger is writing it.
        UPDATE peticiones SET cliente_id = earliest
        WHERE cliente_id = ANY(found) AND cliente_id <> earliest AND id <> peticion;
        RETURN earliest;
      END $function$;

CREATE OR REPLACE FUNCTION public.cliente_search_text(cliente jsonb, correo text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO 'public'
AS $function$ SELECT ' ' || search_fold(concat_ws(' ', cliente ->> 'nombre',
        phone_key(cliente ->> 'telefono'), correo)) $function$;

CREATE OR REPLACE FUNCTION public.etapa_rank(etapa text)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT array_position(
        ARRAY['asignada', 'presupuestada', 'aceptada', 'en_produccion', 'entregada'], etapa) $function$;

CREATE OR REPLACE FUNCTION public.gin_extract_query_trgm(text, internal, smallint, internal, internal, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gin_extract_query_trgm$function$;

CREATE OR REPLACE FUNCTION public.gin_extract_value_trgm(text, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gin_extract_value_trgm$function$;

CREATE OR REPLACE FUNCTION public.gin_trgm_consistent(internal, smallint, text, integer, internal, internal, internal, internal)
 RETURNS boolean
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gin_trgm_consistent$function$;

CREATE OR REPLACE FUNCTION public.gin_trgm_triconsistent(internal, smallint, text, integer, internal, internal, internal)
 RETURNS "char"
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gin_trgm_triconsistent$function$;

CREATE OR REPLACE FUNCTION public.gtrgm_compress(internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_compress$function$;

CREATE OR REPLACE FUNCTION public.gtrgm_consistent(internal, text, smallint, oid, internal)
 RETURNS boolean
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_consistent$function$;

CREATE OR REPLACE FUNCTION public.gtrgm_decompress(internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_decompress$function$;

CREATE OR REPLACE FUNCTION public.gtrgm_distance(internal, text, smallint, oid, internal)
 RETURNS double precision
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_distance$function$;

CREATE OR REPLACE FUNCTION public.gtrgm_in(cstring)
 RETURNS gtrgm
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_in$function$;

CREATE OR REPLACE FUNCTION public.gtrgm_options(internal)
 RETURNS void
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE
AS '$libdir/pg_trgm', $function$gtrgm_options$function$;

CREATE OR REPLACE FUNCTION public.gtrgm_out(gtrgm)
 RETURNS cstring
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_out$function$;

CREATE OR REPLACE FUNCTION public.gtrgm_penalty(internal, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_penalty$function$;

CREATE OR REPLACE FUNCTION public.gtrgm_picksplit(internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_picksplit$function$;

CREATE OR REPLACE FUNCTION public.gtrgm_same(gtrgm, gtrgm, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_same$function$;

CREATE OR REPLACE FUNCTION public.gtrgm_union(internal, internal)
 RETURNS gtrgm
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_union$function$;

CREATE OR REPLACE FUNCTION public.order_text(peticiones jsonb)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT CASE jsonb_typeof(peticiones)
        WHEN 'string' THEN peticiones #>> '{}'
        ELSE (SELECT string_agg(line, ' ') FROM jsonb_array_elements_text(peticiones) AS line)
      END $function$;

CREATE OR REPLACE FUNCTION public.peticion_cerrada_at()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
        BEGIN
          IF NEW.estado NOT IN ('entregada', 'perdida') THEN
            NEW.cerrada_at := NULL;
          ELSIF TG_OP = 'INSERT' THEN
            NEW.cerrada_at := COALESCE(NEW.cerrada_at, now());
          ELSIF OLD.estado NOT IN ('entregada', 'perdida') THEN
            NEW.cerrada_at := now();
          ELSE
            NEW.cerrada_at := COALESCE(NEW.cerrada_at, OLD.cerrada_at);
          END IF;
          RETURN NEW;
        END
      $function$;

CREATE OR REPLACE FUNCTION public.peticion_cliente()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO 'public'
AS $function$
      BEGIN
        IF NEW.suprimida THEN
          NEW.cliente_id := NULL;
        ELSE
          NEW.cliente_id := cliente_of(NEW.id, phone_key(NEW.cliente ->> 'telefono'),
                                       lower(NEW.correo));
        END IF;
        RETURN NEW;
      END $function$;

CREATE OR REPLACE FUNCTION public.peticion_etapas_record()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
        DECLARE
          reached integer := etapa_rank(CASE WHEN NEW.estado = 'perdida'
                                             THEN NEW.perdida_desde ELSE NEW.estado END);
        BEGIN
          IF TG_OP = 'INSERT' AND reached IS NOT NULL THEN
            INSERT INTO peticion_etapas (peticion_id, etapa, at)
              SELECT NEW.id, stage, COALESCE(NEW.asignado_at, now())
              FROM unnest(ARRAY['asignada', 'presupuestada', 'aceptada', 'en_produccion',
                                'entregada']) WITH ORDINALITY AS way (stage, rank)
              WHERE rank <= reached
              ON CONFLICT DO NOTHING;
          END IF;
          IF (TG_OP = 'INSERT' OR NEW.estado IS DISTINCT FROM OLD.estado)
             AND (etapa_rank(NEW.estado) IS NOT NULL OR NEW.estado = 'perdida') THEN
            INSERT INTO peticion_etapas (peticion_id, etapa, at) VALUES (NEW.id, NEW.estado, now())
              ON CONFLICT DO NOTHING;
          END IF;
          RETURN NULL;
        END
      $function$;

CREATE OR REPLACE FUNCTION public.peticion_first_etapas()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
        DECLARE
          reached integer;
          taken timestamptz := COALESCE(NEW.asignado_at, now());
        BEGIN
          IF TG_OP = 'UPDATE' THEN
            IF NEW.estado IS NOT DISTINCT FROM OLD.estado THEN
              RETURN NEW;
            END IF;
          ELSE
            reached := etapa_rank(CASE WHEN NEW.estado = 'perdida'
                                       THEN NEW.perdida_desde ELSE NEW.estado END);
            IF reached >= 1 THEN
              NEW.asignada_first_at := COALESCE(NEW.asignada_first_at, taken);
            END IF;
            IF reached >= 2 THEN
              NEW.presupuestada_first_at := COALESCE(NEW.presupuestada_first_at, taken);
            END IF;
            IF reached >= 3 THEN
              NEW.aceptada_first_at := COALESCE(NEW.aceptada_first_at, taken);
            END IF;
            IF reached >= 5 THEN
              NEW.entregada_first_at := COALESCE(NEW.entregada_first_at, taken);
            END IF;
          END IF;
          CASE NEW.estado
            WHEN 'asignada' THEN
              NEW.asignada_first_at := COALESCE(NEW.asignada_first_at, now());
            WHEN 'presupuestada' THEN
              NEW.presupuestada_first_at := COALESCE(NEW.presupuestada_first_at, now());
            WHEN 'aceptada' THEN
              NEW.aceptada_first_at := COALESCE(NEW.aceptada_first_at, now());
            WHEN 'entregada' THEN
              NEW.entregada_first_at := COALESCE(NEW.entregada_first_at, now());
            WHEN 'perdida' THEN
              NEW.perdida_first_at := COALESCE(NEW.perdida_first_at, now());
            ELSE
              NULL;
          END CASE;
          RETURN NEW;
        END
      $function$;

CREATE OR REPLACE FUNCTION public.peticion_search_text(cliente jsonb, correo text, peticiones jsonb)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO 'public'
AS $function$ SELECT cliente_search_text(cliente, correo) || ' '
        || search_fold(order_text(peticiones)) $function$;

CREATE OR REPLACE FUNCTION public.phone_key(telefono text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
          SELECT CASE WHEN char_length(local) >= 6 THEN local END
          FROM (
            SELECT replace(CASE
                             WHEN kept LIKE '+34%' THEN substr(kept, 4)
                             WHEN kept LIKE '0034%' THEN substr(kept, 5)
                             WHEN kept ~ '^34[0-9]{9}$' THEN substr(kept, 3)
                             ELSE kept
                           END, '+', '') AS local
            FROM (SELECT regexp_replace(telefono, '[^0-9+]', '', 'g') AS kept) AS digits
          ) AS without_prefix
        $function$;

CREATE OR REPLACE FUNCTION public.presupuesto_linea_cents(line jsonb)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT (round(
        CASE WHEN jsonb_typeof(line -> 'unitPriceOverride') = 'number'
          THEN round((line ->> 'unitPriceOverride')::numeric, 3)
          ELSE round((line -> 'cupRow' ->> CASE WHEN line ->> 'print' IN
                   ('serigrafia_1_color_metalizado', 'serigrafia_2_colores_metalizados')
                   THEN 'Metalicos' ELSE 'Euro' END)::numeric, 3)
               + COALESCE(round((line -> 'printRow' ->> 'venta_real')::numeric, 3), 0)
        END * (line ->> 'quantity')::numeric, 2) * 100)::bigint $function$;

CREATE OR REPLACE FUNCTION public.presupuesto_lineas(snapshot jsonb)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO 'public'
AS $function$ SELECT COALESCE(jsonb_agg(jsonb_build_object(
               'vaso', line ->> 'cup', 'serigrafia', line ->> 'print',
               'unidades', (line ->> 'quantity')::numeric,
               'importe_cents', presupuesto_linea_cents(line)) ORDER BY n), '[]'::jsonb)
             FROM jsonb_array_elements(snapshot -> 'lines') WITH ORDINALITY AS lines (line, n) $function$;

CREATE OR REPLACE FUNCTION public.search_fold(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT lower(translate(value,
        'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ',
        'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy')) $function$;

CREATE OR REPLACE FUNCTION public.set_limit(real)
 RETURNS real
 LANGUAGE c
 STRICT
AS '$libdir/pg_trgm', $function$set_limit$function$;

CREATE OR REPLACE FUNCTION public.show_limit()
 RETURNS real
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$show_limit$function$;

CREATE OR REPLACE FUNCTION public.show_trgm(text)
 RETURNS text[]
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$show_trgm$function$;

CREATE OR REPLACE FUNCTION public.similarity(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$similarity$function$;

CREATE OR REPLACE FUNCTION public.similarity_dist(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$similarity_dist$function$;

CREATE OR REPLACE FUNCTION public.similarity_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$similarity_op$function$;

CREATE OR REPLACE FUNCTION public.strict_word_similarity(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity$function$;

CREATE OR REPLACE FUNCTION public.strict_word_similarity_commutator_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity_commutator_op$function$;

CREATE OR REPLACE FUNCTION public.strict_word_similarity_dist_commutator_op(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity_dist_commutator_op$function$;

CREATE OR REPLACE FUNCTION public.strict_word_similarity_dist_op(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity_dist_op$function$;

CREATE OR REPLACE FUNCTION public.strict_word_similarity_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity_op$function$;

CREATE OR REPLACE FUNCTION public.word_similarity(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity$function$;

CREATE OR REPLACE FUNCTION public.word_similarity_commutator_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity_commutator_op$function$;

CREATE OR REPLACE FUNCTION public.word_similarity_dist_commutator_op(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity_dist_commutator_op$function$;

CREATE OR REPLACE FUNCTION public.word_similarity_dist_op(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity_dist_op$function$;

CREATE OR REPLACE FUNCTION public.word_similarity_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity_op$function$;

-- Tables

CREATE TABLE aceptaciones (
  presupuesto_id integer NOT NULL,
  peticion_id    integer NOT NULL,
  enlace_id      integer NOT NULL,
  nombre         text NOT NULL,
  accepted_at    timestamp with time zone DEFAULT now() NOT NULL,
  ip             text NOT NULL,
  user_agent     text NOT NULL,
  numero         text NOT NULL,
  version        integer NOT NULL,
  quote_sha256   text NOT NULL,
  CONSTRAINT aceptaciones_enlace_id_fkey FOREIGN KEY (enlace_id) REFERENCES enlaces(id),
  CONSTRAINT aceptaciones_ip_check CHECK ((char_length(ip) <= 64)),
  CONSTRAINT aceptaciones_nombre_check CHECK (((char_length(nombre) >= 1) AND (char_length(nombre) <= 120))),
  CONSTRAINT aceptaciones_numero_check CHECK ((char_length(numero) <= 40)),
  CONSTRAINT aceptaciones_peticion_id_fkey FOREIGN KEY (peticion_id) REFERENCES peticiones(id),
  CONSTRAINT aceptaciones_pkey PRIMARY KEY (presupuesto_id),
  CONSTRAINT aceptaciones_presupuesto_id_fkey FOREIGN KEY (presupuesto_id) REFERENCES presupuestos(id),
  CONSTRAINT aceptaciones_quote_sha256_check CHECK ((quote_sha256 ~ '^[0-9a-f]{64}$'::text)),
  CONSTRAINT aceptaciones_user_agent_check CHECK ((char_length(user_agent) <= 512)),
  CONSTRAINT aceptaciones_version_check CHECK ((version >= 1))
);

CREATE TABLE ajustes (
  single                      boolean DEFAULT true NOT NULL,
  nombre_comercial            text NOT NULL,
  nif                         text NOT NULL,
  direccion                   text NOT NULL,
  telefono                    text NOT NULL,
  correo                      text NOT NULL,
  iva_percent                 numeric(5,2) NOT NULL,
  validez_dias                integer NOT NULL,
  conservar_cerradas_meses    integer DEFAULT 24 NOT NULL,
  conservar_sin_asignar_meses integer DEFAULT 12 NOT NULL,
  condiciones                 text DEFAULT ''::text NOT NULL,
  logotipo                    bytea,
  logotipo_tipo               text,
  zona_horaria                text DEFAULT 'Europe/Madrid'::text NOT NULL,
  CONSTRAINT ajustes_condiciones_check CHECK ((char_length(condiciones) <= 4000)),
  CONSTRAINT ajustes_conservar_cerradas_meses_check CHECK (((conservar_cerradas_meses >= 1) AND (conservar_cerradas_meses <= 120))),
  CONSTRAINT ajustes_conservar_sin_asignar_meses_check CHECK (((conservar_sin_asignar_meses >= 1) AND (conservar_sin_asignar_meses <= 120))),
  CONSTRAINT ajustes_correo_check CHECK ((char_length(correo) <= 254)),
  CONSTRAINT ajustes_direccion_check CHECK ((char_length(direccion) <= 200)),
  CONSTRAINT ajustes_iva_percent_check CHECK (((iva_percent >= (0)::numeric) AND (iva_percent <= (100)::numeric))),
  CONSTRAINT ajustes_logotipo_check CHECK (((octet_length(logotipo) >= 1) AND (octet_length(logotipo) <= 262144))),
  CONSTRAINT ajustes_logotipo_tipo_check CHECK ((logotipo_tipo = ANY (ARRAY['image/png'::text, 'image/jpeg'::text, 'image/svg+xml'::text]))),
  CONSTRAINT ajustes_logotipo_whole CHECK (((logotipo IS NULL) = (logotipo_tipo IS NULL))),
  CONSTRAINT ajustes_nif_check CHECK ((char_length(nif) <= 20)),
  CONSTRAINT ajustes_nombre_comercial_check CHECK ((char_length(nombre_comercial) <= 120)),
  CONSTRAINT ajustes_pkey PRIMARY KEY (single),
  CONSTRAINT ajustes_single_check CHECK (single),
  CONSTRAINT ajustes_telefono_check CHECK ((char_length(telefono) <= 40)),
  CONSTRAINT ajustes_validez_dias_check CHECK (((validez_dias >= 1) AND (validez_dias <= 365))),
  CONSTRAINT ajustes_zona_horaria_check CHECK (((char_length(zona_horaria) >= 1) AND (char_length(zona_horaria) <= 64)))
);

CREATE TABLE archivo_borrados (
  archivo_id integer NOT NULL,
  deleted_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT archivo_borrados_pkey PRIMARY KEY (archivo_id)
);

CREATE TABLE archivo_contenidos (
  archivo_id integer NOT NULL,
  contenido  bytea NOT NULL,
  CONSTRAINT archivo_contenidos_archivo_id_fkey FOREIGN KEY (archivo_id) REFERENCES peticion_archivos(id) ON DELETE CASCADE,
  CONSTRAINT archivo_contenidos_pkey PRIMARY KEY (archivo_id)
);

CREATE TABLE audit_log (
  id          bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  at          timestamp with time zone DEFAULT now() NOT NULL,
  actor_uid   text NOT NULL,
  actor_email text,
  action      text NOT NULL,
  tabla       text,
  target      text NOT NULL,
  changes     jsonb DEFAULT '[]'::jsonb NOT NULL,
  CONSTRAINT audit_log_action_check CHECK ((action = ANY (ARRAY['price_update'::text, 'assignment'::text, 'user_created'::text, 'user_deactivated'::text, 'user_reactivated'::text, 'stage_change'::text, 'release'::text, 'reassignment'::text, 'note'::text, 'follow_up'::text, 'quote_saved'::text, 'settings_update'::text, 'role_changed'::text, 'retention_run'::text, 'customer_export'::text, 'customer_erasure'::text, 'peticion_created'::text, 'peticion_edited'::text, 'link_created'::text, 'link_revoked'::text, 'quote_accepted'::text, 'file_uploaded'::text, 'proof_approved'::text, 'proof_override'::text, 'proof_changes_requested'::text, 'customer_message'::text, 'customer_marks_seen'::text]))),
  CONSTRAINT audit_log_actor_uid_check CHECK ((actor_uid <> ''::text)),
  CONSTRAINT audit_log_changes_check CHECK ((jsonb_typeof(changes) = 'array'::text)),
  CONSTRAINT audit_log_pkey PRIMARY KEY (id),
  CONSTRAINT audit_log_tabla_fkey FOREIGN KEY (tabla) REFERENCES price_tables(key)
);

CREATE TABLE enlaces (
  id          integer GENERATED ALWAYS AS IDENTITY NOT NULL,
  peticion_id integer NOT NULL,
  token_hash  bytea NOT NULL,
  autor_uid   text NOT NULL,
  created_at  timestamp with time zone DEFAULT now() NOT NULL,
  revoked_at  timestamp with time zone,
  CONSTRAINT enlaces_autor_uid_check CHECK ((autor_uid <> ''::text)),
  CONSTRAINT enlaces_peticion_id_fkey FOREIGN KEY (peticion_id) REFERENCES peticiones(id),
  CONSTRAINT enlaces_pkey PRIMARY KEY (id),
  CONSTRAINT enlaces_token_hash_check CHECK ((octet_length(token_hash) = 32)),
  CONSTRAINT enlaces_token_hash_key UNIQUE (token_hash)
);

CREATE TABLE peticion_archivos (
  id                  integer DEFAULT nextval('peticion_archivos_id_seq'::regclass) NOT NULL,
  peticion_id         integer NOT NULL,
  kind                text NOT NULL,
  version             integer,
  nombre              text NOT NULL,
  tipo                text NOT NULL,
  size                integer NOT NULL,
  sha256              text NOT NULL,
  sender              text NOT NULL,
  created_at          timestamp with time zone DEFAULT now() NOT NULL,
  aprobado_at         timestamp with time zone,
  aprobado_ip         text,
  aprobado_user_agent text,
  aprobado_sha256     text,
  aprobado_nombre     text,
  CONSTRAINT peticion_archivos_aprobado_nombre_check CHECK (((char_length(aprobado_nombre) >= 1) AND (char_length(aprobado_nombre) <= 120))),
  CONSTRAINT peticion_archivos_check CHECK (((kind = 'boceto'::text) = (version IS NOT NULL))),
  CONSTRAINT peticion_archivos_check1 CHECK (((kind = 'boceto'::text) OR (aprobado_at IS NULL))),
  CONSTRAINT peticion_archivos_check2 CHECK (((aprobado_at IS NULL) = (aprobado_sha256 IS NULL))),
  CONSTRAINT peticion_archivos_kind_check CHECK ((kind = ANY (ARRAY['cliente'::text, 'boceto'::text]))),
  CONSTRAINT peticion_archivos_nombre_check CHECK (((char_length(nombre) >= 1) AND (char_length(nombre) <= 200))),
  CONSTRAINT peticion_archivos_peticion_id_fkey FOREIGN KEY (peticion_id) REFERENCES peticiones(id) ON DELETE CASCADE,
  CONSTRAINT peticion_archivos_peticion_id_version_key UNIQUE (peticion_id, version),
  CONSTRAINT peticion_archivos_pkey PRIMARY KEY (id),
  CONSTRAINT peticion_archivos_sha256_check CHECK ((sha256 ~ '^[0-9a-f]{64}$'::text)),
  CONSTRAINT peticion_archivos_size_check CHECK (((size >= 1) AND (size <= 10485760))),
  CONSTRAINT peticion_archivos_tipo_check CHECK ((tipo = ANY (ARRAY['application/pdf'::text, 'image/png'::text, 'image/jpeg'::text, 'image/svg+xml'::text]))),
  CONSTRAINT peticion_archivos_version_check CHECK ((version >= 1))
);

CREATE TABLE peticion_changes (
  position    bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  peticion_id integer NOT NULL,
  at          timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  CONSTRAINT peticion_changes_peticion_id_fkey FOREIGN KEY (peticion_id) REFERENCES peticiones(id),
  CONSTRAINT peticion_changes_pkey PRIMARY KEY ("position")
);

CREATE TABLE peticion_etapas (
  peticion_id integer NOT NULL,
  etapa       text NOT NULL,
  at          timestamp with time zone NOT NULL,
  CONSTRAINT peticion_etapas_etapa_check CHECK (((etapa_rank(etapa) IS NOT NULL) OR (etapa = 'perdida'::text))),
  CONSTRAINT peticion_etapas_peticion_id_fkey FOREIGN KEY (peticion_id) REFERENCES peticiones(id) ON DELETE CASCADE,
  CONSTRAINT peticion_etapas_pkey PRIMARY KEY (peticion_id, etapa)
);

CREATE TABLE peticion_feed (
  single         boolean DEFAULT true NOT NULL,
  pruned_through bigint DEFAULT 0 NOT NULL,
  pruned_at      timestamp with time zone DEFAULT '-infinity'::timestamp with time zone NOT NULL,
  CONSTRAINT peticion_feed_pkey PRIMARY KEY (single),
  CONSTRAINT peticion_feed_single_check CHECK (single)
);

CREATE TABLE peticion_notas (
  id          bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  peticion_id integer NOT NULL,
  autor_uid   text NOT NULL,
  autor_email text,
  texto       text NOT NULL,
  at          timestamp with time zone DEFAULT now() NOT NULL,
  de_cliente  boolean DEFAULT false NOT NULL,
  leida_at    timestamp with time zone,
  CONSTRAINT peticion_notas_autor_uid_check CHECK ((autor_uid <> ''::text)),
  CONSTRAINT peticion_notas_leida_check CHECK ((de_cliente OR (leida_at IS NULL))),
  CONSTRAINT peticion_notas_peticion_id_fkey FOREIGN KEY (peticion_id) REFERENCES peticiones(id),
  CONSTRAINT peticion_notas_pkey PRIMARY KEY (id),
  CONSTRAINT peticion_notas_texto_check CHECK ((((char_length(texto) >= 1) AND (char_length(texto) <= 2000)) AND (texto ~ '[^[:space:]]'::text)))
);

CREATE TABLE peticiones (
  id                     integer GENERATED ALWAYS AS IDENTITY NOT NULL,
  estado                 text NOT NULL,
  asignado               text,
  asignado_at            timestamp with time zone,
  peticiones             jsonb NOT NULL,
  cliente                jsonb,
  fecha_evento           date NOT NULL,
  pais                   text NOT NULL,
  codigo_postal          text NOT NULL,
  created_at             timestamp with time zone DEFAULT now() NOT NULL,
  version                integer DEFAULT 1 NOT NULL,
  perdida_desde          text,
  perdida_motivo         text,
  perdida_texto          text,
  proximo_seguimiento    date,
  telefono_clave         text GENERATED ALWAYS AS (phone_key((cliente ->> 'telefono'::text))) STORED,
  cerrada_at             timestamp with time zone,
  suprimida              boolean DEFAULT false NOT NULL,
  correo                 text,
  origen                 text DEFAULT 'web'::text NOT NULL,
  busqueda_cliente       text GENERATED ALWAYS AS (cliente_search_text(cliente, correo)) STORED,
  busqueda               text GENERATED ALWAYS AS (peticion_search_text(cliente, correo, peticiones)) STORED,
  cliente_acepto         boolean DEFAULT false NOT NULL,
  cliente_id             integer,
  asignada_first_at      timestamp with time zone,
  presupuestada_first_at timestamp with time zone,
  aceptada_first_at      timestamp with time zone,
  entregada_first_at     timestamp with time zone,
  perdida_first_at       timestamp with time zone,
  CONSTRAINT peticiones_asignado_check CHECK (((asignado IS NULL) OR (asignado <> ''::text))),
  CONSTRAINT peticiones_cerrada_at_check CHECK (((estado = ANY (ARRAY['entregada'::text, 'perdida'::text])) = (cerrada_at IS NOT NULL))),
  CONSTRAINT peticiones_check CHECK (((asignado IS NULL) = (asignado_at IS NULL))),
  CONSTRAINT peticiones_cliente_check CHECK (((cliente IS NULL) OR (jsonb_typeof(cliente) = 'object'::text))),
  CONSTRAINT peticiones_correo_check CHECK (((char_length(correo) >= 3) AND (char_length(correo) <= 254))),
  CONSTRAINT peticiones_estado_check CHECK (
  CASE
      WHEN (asignado IS NULL) THEN (estado = ANY (ARRAY['nueva'::text, 'pendiente'::text]))
      ELSE (estado = ANY (ARRAY['asignada'::text, 'presupuestada'::text, 'aceptada'::text, 'en_produccion'::text, 'entregada'::text, 'perdida'::text]))
  END),
  CONSTRAINT peticiones_origen_check CHECK ((origen = ANY (ARRAY['telefono'::text, 'whatsapp'::text, 'correo'::text, 'en_persona'::text, 'web'::text]))),
  CONSTRAINT peticiones_perdida_check CHECK ((((estado = 'perdida'::text) = (perdida_desde IS NOT NULL)) AND ((perdida_desde IS NULL) = (perdida_motivo IS NULL)))),
  CONSTRAINT peticiones_perdida_desde_check CHECK ((perdida_desde = ANY (ARRAY['asignada'::text, 'presupuestada'::text, 'aceptada'::text, 'en_produccion'::text, 'entregada'::text]))),
  CONSTRAINT peticiones_perdida_motivo_check CHECK ((perdida_motivo = ANY (ARRAY['precio'::text, 'plazo'::text, 'sin_respuesta'::text, 'otro'::text]))),
  CONSTRAINT peticiones_perdida_texto_check CHECK ((((char_length(perdida_texto) >= 1) AND (char_length(perdida_texto) <= 500)) AND (perdida_texto ~ '[^[:space:]]'::text))),
  CONSTRAINT peticiones_perdida_texto_otro_check CHECK (((perdida_texto IS NOT NULL) = (NOT (perdida_motivo IS DISTINCT FROM 'otro'::text)))),
  CONSTRAINT peticiones_peticiones_check CHECK ((jsonb_typeof(peticiones) = ANY (ARRAY['string'::text, 'array'::text]))),
  CONSTRAINT peticiones_pkey PRIMARY KEY (id),
  CONSTRAINT peticiones_seguimiento_check CHECK (((asignado IS NOT NULL) OR (proximo_seguimiento IS NULL))),
  CONSTRAINT peticiones_version_check CHECK ((version >= 1))
);

CREATE TABLE presupuesto_numeros (
  year          integer NOT NULL,
  last_sequence integer NOT NULL,
  CONSTRAINT presupuesto_numeros_last_sequence_check CHECK ((last_sequence >= 1)),
  CONSTRAINT presupuesto_numeros_pkey PRIMARY KEY (year),
  CONSTRAINT presupuesto_numeros_year_check CHECK (((year >= 1000) AND (year <= 9999)))
);

CREATE TABLE presupuestos (
  id             integer GENERATED ALWAYS AS IDENTITY NOT NULL,
  peticion_id    integer NOT NULL,
  year           integer NOT NULL,
  sequence       integer NOT NULL,
  version        integer NOT NULL,
  autor_uid      text NOT NULL,
  autor_email    text,
  created_at     timestamp with time zone DEFAULT now() NOT NULL,
  precios_del    date NOT NULL,
  valido_hasta   date NOT NULL,
  input          jsonb NOT NULL,
  snapshot       jsonb NOT NULL,
  ajustes        jsonb NOT NULL,
  subtotal_cents bigint NOT NULL,
  discount_rate  integer NOT NULL,
  discount_cents bigint NOT NULL,
  base_cents     bigint NOT NULL,
  iva_rate       integer NOT NULL,
  iva_cents      bigint NOT NULL,
  total_cents    bigint NOT NULL,
  cliente_nombre text,
  fecha_evento   date NOT NULL,
  lineas         jsonb GENERATED ALWAYS AS (presupuesto_lineas(snapshot)) STORED NOT NULL,
  CONSTRAINT presupuestos_ajustes_check CHECK ((jsonb_typeof(ajustes) = 'object'::text)),
  CONSTRAINT presupuestos_autor_uid_check CHECK ((autor_uid <> ''::text)),
  CONSTRAINT presupuestos_base_cents_check CHECK ((base_cents >= 0)),
  CONSTRAINT presupuestos_check CHECK ((valido_hasta > precios_del)),
  CONSTRAINT presupuestos_check1 CHECK (((base_cents = (subtotal_cents - discount_cents)) AND (total_cents = (base_cents + iva_cents)))),
  CONSTRAINT presupuestos_discount_cents_check CHECK ((discount_cents >= 0)),
  CONSTRAINT presupuestos_discount_rate_check CHECK (((discount_rate >= 0) AND (discount_rate <= 10000))),
  CONSTRAINT presupuestos_input_check CHECK ((jsonb_typeof(input) = 'object'::text)),
  CONSTRAINT presupuestos_iva_cents_check CHECK ((iva_cents >= 0)),
  CONSTRAINT presupuestos_iva_rate_check CHECK (((iva_rate >= 0) AND (iva_rate <= 10000))),
  CONSTRAINT presupuestos_peticion_id_fkey FOREIGN KEY (peticion_id) REFERENCES peticiones(id),
  CONSTRAINT presupuestos_pkey PRIMARY KEY (id),
  CONSTRAINT presupuestos_sequence_check CHECK ((sequence >= 1)),
  CONSTRAINT presupuestos_snapshot_check CHECK ((jsonb_typeof(snapshot) = 'object'::text)),
  CONSTRAINT presupuestos_subtotal_cents_check CHECK ((subtotal_cents >= 0)),
  CONSTRAINT presupuestos_total_cents_check CHECK ((total_cents >= 0)),
  CONSTRAINT presupuestos_version_check CHECK ((version >= 1)),
  CONSTRAINT presupuestos_year_check CHECK (((year >= 1000) AND (year <= 9999))),
  CONSTRAINT presupuestos_year_sequence_version_key UNIQUE (year, sequence, version)
);

CREATE TABLE price_tables (
  key  text NOT NULL,
  kind text NOT NULL,
  CONSTRAINT price_tables_kind_check CHECK ((kind = ANY (ARRAY['serigrafia'::text, 'vaso'::text]))),
  CONSTRAINT price_tables_pkey PRIMARY KEY (key)
);

CREATE TABLE schema_migrations (
  version    integer NOT NULL,
  name       text NOT NULL,
  applied_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT schema_migrations_pkey PRIMARY KEY (version)
);

CREATE TABLE serigrafia_rows (
  table_key  text NOT NULL,
  id         integer NOT NULL,
  cantidad   numeric NOT NULL,
  coste      numeric NOT NULL,
  venta_real numeric NOT NULL,
  version    integer DEFAULT 1 NOT NULL,
  CONSTRAINT serigrafia_rows_cantidad_check CHECK ((cantidad >= (0)::numeric)),
  CONSTRAINT serigrafia_rows_coste_check CHECK ((coste >= (0)::numeric)),
  CONSTRAINT serigrafia_rows_id_check CHECK ((id > 0)),
  CONSTRAINT serigrafia_rows_pkey PRIMARY KEY (table_key, id),
  CONSTRAINT serigrafia_rows_table_key_fkey FOREIGN KEY (table_key) REFERENCES price_tables(key),
  CONSTRAINT serigrafia_rows_venta_real_check CHECK ((venta_real >= (0)::numeric)),
  CONSTRAINT serigrafia_rows_version_check CHECK ((version >= 1))
);

CREATE TABLE vaso_rows (
  table_key text NOT NULL,
  id        integer NOT NULL,
  valor     numeric NOT NULL,
  cv        numeric NOT NULL,
  qcajas    integer NOT NULL,
  euro      numeric NOT NULL,
  metalicos numeric NOT NULL,
  version   integer DEFAULT 1 NOT NULL,
  CONSTRAINT vaso_rows_cv_check CHECK ((cv >= (0)::numeric)),
  CONSTRAINT vaso_rows_euro_check CHECK ((euro >= (0)::numeric)),
  CONSTRAINT vaso_rows_id_check CHECK ((id > 0)),
  CONSTRAINT vaso_rows_metalicos_check CHECK ((metalicos >= (0)::numeric)),
  CONSTRAINT vaso_rows_pkey PRIMARY KEY (table_key, id),
  CONSTRAINT vaso_rows_qcajas_check CHECK ((qcajas >= 0)),
  CONSTRAINT vaso_rows_table_key_fkey FOREIGN KEY (table_key) REFERENCES price_tables(key),
  CONSTRAINT vaso_rows_valor_check CHECK ((valor >= (0)::numeric)),
  CONSTRAINT vaso_rows_version_check CHECK ((version >= 1))
);

-- Indexes

CREATE INDEX aceptaciones_by_peticion ON public.aceptaciones USING btree (peticion_id);

CREATE INDEX audit_log_by_table ON public.audit_log USING btree (tabla, id DESC);

CREATE INDEX audit_log_by_target ON public.audit_log USING btree (target, id DESC);

CREATE INDEX enlaces_by_peticion ON public.enlaces USING btree (peticion_id, id DESC);

CREATE INDEX peticion_archivos_peticion ON public.peticion_archivos USING btree (peticion_id, id);

CREATE INDEX peticion_etapas_by_etapa ON public.peticion_etapas USING btree (etapa, at);

CREATE INDEX peticion_notas_by_peticion ON public.peticion_notas USING btree (peticion_id, id DESC);

CREATE INDEX peticion_notas_sin_leer ON public.peticion_notas USING btree (peticion_id) WHERE (de_cliente AND (leida_at IS NULL));

CREATE INDEX peticiones_aceptadas ON public.peticiones USING btree (aceptada_first_at) INCLUDE (id, origen, asignado, cliente_id) WHERE (aceptada_first_at IS NOT NULL);

CREATE INDEX peticiones_asignadas ON public.peticiones USING btree (asignado_at DESC, id DESC) WHERE (asignado IS NOT NULL);

CREATE INDEX peticiones_busqueda ON public.peticiones USING gin (busqueda gin_trgm_ops) WHERE (NOT suprimida);

CREATE INDEX peticiones_busqueda_cliente ON public.peticiones USING gin (busqueda_cliente gin_trgm_ops) WHERE (NOT suprimida);

CREATE INDEX peticiones_cerradas ON public.peticiones USING btree (cerrada_at) WHERE (cerrada_at IS NOT NULL);

CREATE INDEX peticiones_en_juego ON public.peticiones USING btree (estado) INCLUDE (id, origen, asignado) WHERE ((asignado IS NOT NULL) AND (estado = ANY (ARRAY['asignada'::text, 'presupuestada'::text, 'aceptada'::text, 'en_produccion'::text])));

CREATE INDEX peticiones_por_cliente ON public.peticiones USING btree (cliente_id, created_at DESC, id DESC) WHERE (cliente_id IS NOT NULL);

CREATE INDEX peticiones_por_correo ON public.peticiones USING btree (lower(correo)) WHERE ((correo IS NOT NULL) AND (NOT suprimida));

CREATE INDEX peticiones_por_telefono ON public.peticiones USING btree (telefono_clave, created_at DESC) WHERE (telefono_clave IS NOT NULL);

CREATE INDEX peticiones_recibidas ON public.peticiones USING btree (created_at) INCLUDE (origen, estado, perdida_motivo, asignado, asignada_first_at, presupuestada_first_at, aceptada_first_at, entregada_first_at);

CREATE INDEX peticiones_sin_asignar ON public.peticiones USING btree (created_at DESC, id DESC) WHERE ((asignado IS NULL) AND (NOT suprimida));

CREATE INDEX presupuestos_by_peticion ON public.presupuestos USING btree (peticion_id, id DESC) INCLUDE (base_cents, total_cents);

CREATE INDEX presupuestos_by_sequence ON public.presupuestos USING btree (sequence, year);

-- Triggers

CREATE TRIGGER peticion_archivos_borrado AFTER DELETE ON public.peticion_archivos FOR EACH ROW EXECUTE FUNCTION archivo_borrado();

CREATE TRIGGER peticiones_cerrada_at BEFORE INSERT OR UPDATE ON public.peticiones FOR EACH ROW EXECUTE FUNCTION peticion_cerrada_at();

CREATE TRIGGER peticiones_cliente BEFORE INSERT OR UPDATE OF cliente, correo, suprimida ON public.peticiones FOR EACH ROW EXECUTE FUNCTION peticion_cliente();

CREATE TRIGGER peticiones_etapas AFTER INSERT OR UPDATE OF estado ON public.peticiones FOR EACH ROW EXECUTE FUNCTION peticion_etapas_record();

CREATE TRIGGER peticiones_first_etapas BEFORE INSERT OR UPDATE OF estado ON public.peticiones FOR EACH ROW EXECUTE FUNCTION peticion_first_etapas();
