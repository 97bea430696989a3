// Migration 10 (index.ts lists it): what the search box finds, kept by the database itself
// (docs/server.md, "Search"). Each request carries its searchable text, written once per change
// by generated columns, folded (lower case, no accents) by one function the query uses too, and
// indexed by trigrams (pg_trgm, on both engines), so a part of a word is found without reading
// every row. A quote is found by its number through an index on its sequence.
import type { Migration } from '../../migrate';

export const migration010: Migration = {
  version: 10,
  name: 'search',
  sql: `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    -- Lower case, and the accents and marks of the Latin letters Spanish, Catalan, Portuguese and
    -- French write dropped: peña finds Peña, and pena too. translate() and lower() are immutable,
    -- so generated columns and their indexes may use it.
    CREATE FUNCTION search_fold(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(translate(value,
        'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ',
        'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy')) $$;
    -- The order as one text, whether one line or several. A function, as a generated column may
    -- not hold a subquery itself.
    CREATE FUNCTION order_text(peticiones jsonb) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT CASE jsonb_typeof(peticiones)
        WHEN 'string' THEN peticiones #>> '{}'
        ELSE (SELECT string_agg(line, ' ') FROM jsonb_array_elements_text(peticiones) AS line)
      END $$;
    -- These two call the schema's own functions: each names its search path (public, where the
    -- migrations make everything), or a restore, run with an empty one, could not find them.
    -- The customer's part (name, phone as its key, e-mail) and the whole request (the order too), each
    -- starting with a space so that a search of two letters matches the start of a word
    -- (LIKE '% ab%' gives trigrams an index can use). In functions declared immutable, as
    -- concat_ws is not (it takes any type): on texts it is.
    CREATE FUNCTION cliente_search_text(cliente jsonb, correo text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = public
      AS $$ SELECT ' ' || search_fold(concat_ws(' ', cliente ->> 'nombre',
        phone_key(cliente ->> 'telefono'), correo)) $$;
    CREATE FUNCTION peticion_search_text(cliente jsonb, correo text, peticiones jsonb)
      RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = public
      AS $$ SELECT cliente_search_text(cliente, correo) || ' '
        || search_fold(order_text(peticiones)) $$;
    ALTER TABLE peticiones
      ADD COLUMN busqueda_cliente text
        GENERATED ALWAYS AS (cliente_search_text(cliente, correo)) STORED,
      ADD COLUMN busqueda text
        GENERATED ALWAYS AS (peticion_search_text(cliente, correo, peticiones)) STORED;
    CREATE INDEX peticiones_busqueda ON peticiones USING gin (busqueda gin_trgm_ops)
      WHERE NOT suprimida;
    CREATE INDEX peticiones_busqueda_cliente ON peticiones USING gin (busqueda_cliente gin_trgm_ops)
      WHERE NOT suprimida;
    CREATE INDEX presupuestos_by_sequence ON presupuestos (sequence, year);
  `,
};
