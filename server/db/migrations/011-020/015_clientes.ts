// Migration 15 (index.ts lists it): each request names the customer it belongs to, kept by the
// database itself (docs/decisions.md, "Customers"). A customer is every request reached from one
// another by the same phone number in any format (phone_key) or the same e-mail (capitals aside);
// their id is that of their earliest request, so it survives new requests, and when a request
// joins two customers the later one's requests take the earlier one's id. An erased request
// belongs to nobody. The list of customers groups by it, on an index.
import type { Migration } from '../../migrate';

export const migration015: Migration = {
  version: 15,
  name: 'clientes',
  sql: `
    ALTER TABLE peticiones ADD COLUMN cliente_id integer;

    -- The customer of request 'peticion' with this phone key and e-mail (either may be null):
    -- the earliest of the customers the other requests of either already belong to, which it
    -- joins into one; none, the request starts its own. Locks the phone key and the e-mail for the
    -- transaction (always the phone first), so two requests of a new customer saved at once wait
    -- for each other and end up as one.
    CREATE FUNCTION cliente_of(peticion integer, clave text, mail text) RETURNS integer
      LANGUAGE plpgsql SET search_path = public
      AS $$
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
      END $$;

    -- Written as the request is: when it comes, and when its customer's data or its erasure
    -- change (not on its other writes, nor on cliente_id's own, which the function above writes).
    CREATE FUNCTION peticion_cliente() RETURNS trigger
      LANGUAGE plpgsql SET search_path = public
      AS $$
      BEGIN
        IF NEW.suprimida THEN
          NEW.cliente_id := NULL;
        ELSE
          NEW.cliente_id := cliente_of(NEW.id, phone_key(NEW.cliente ->> 'telefono'),
                                       lower(NEW.correo));
        END IF;
        RETURN NEW;
      END $$;

    CREATE INDEX peticiones_por_correo ON peticiones (lower(correo))
      WHERE correo IS NOT NULL AND NOT suprimida;
    CREATE INDEX peticiones_por_cliente ON peticiones (cliente_id, created_at DESC, id DESC)
      WHERE cliente_id IS NOT NULL;

    -- The requests there are, oldest first, as if they came now.
    DO $$
      DECLARE
        earlier record;
      BEGIN
        FOR earlier IN SELECT id, telefono_clave, lower(correo) AS mail FROM peticiones
                    WHERE NOT suprimida ORDER BY id LOOP
          UPDATE peticiones SET cliente_id = cliente_of(earlier.id, earlier.telefono_clave, earlier.mail)
          WHERE id = earlier.id;
        END LOOP;
      END $$;

    CREATE TRIGGER peticiones_cliente
      BEFORE INSERT OR UPDATE OF cliente, correo, suprimida ON peticiones
      FOR EACH ROW EXECUTE FUNCTION peticion_cliente();
  `,
};
