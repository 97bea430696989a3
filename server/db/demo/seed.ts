import { tablaKeys, type TablaKey } from '../../../contract';
import { readAjustes, writeAjustes } from '../ajustes';
import { DEMO_AJUSTES } from './demoAjustes';
import { demoPeticiones, type NewPeticion } from './demoPeticiones';
import { demoPriceRows } from './demoPrices';
import type { Database, Queryable } from '../engine/open';
import { countPriceRows, insertPriceRows } from '../tablas/priceRows';
import { seededRandom } from './random';

export const DEMO_PETICIONES = 60;

export async function insertPeticiones(db: Queryable, peticiones: readonly NewPeticion[]) {
  for (const p of peticiones) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO peticiones (estado, asignado, asignado_at, peticiones, cliente, fecha_evento,
         pais, codigo_postal, created_at, perdida_desde, perdida_motivo, perdida_texto,
         proximo_seguimiento)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING id`,
      [
        p.estado,
        p.asignado,
        p.asignadoAt,
        JSON.stringify(p.peticiones),
        p.cliente === null ? null : JSON.stringify(p.cliente),
        p.fechaEvento,
        p.pais,
        p.codigoPostal,
        p.createdAt,
        p.perdida?.desde ?? null,
        p.perdida?.motivo ?? null,
        p.perdida?.texto ?? null,
        p.proximoSeguimiento,
      ],
    );
    for (const nota of p.notas) {
      // Demo authors have no account of the identity provider: their uid says so.
      await db.query(
        `INSERT INTO peticion_notas (peticion_id, autor_uid, autor_email, texto, at)
         VALUES ($1, 'demo', $2, $3, $4)`,
        [rows[0].id, nota.autor, nota.texto, nota.at],
      );
    }
  }
}

/**
 * Fills what is empty, and only that: a database that already has requests or rows keeps them
 * (staff edits survive restarts), while a table added to the catalogue later gets its demo rows.
 * The settings get the demo business while they name none.
 */
export async function seedDemoData(
  db: Database,
  now = new Date(),
): Promise<{ peticiones: number; tablas: TablaKey[]; ajustes: boolean }> {
  return db.transaction(async (tx) => {
    const seeded = { peticiones: 0, tablas: [] as TablaKey[], ajustes: false };
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM peticiones');
    if (rows[0].n === 0) {
      await insertPeticiones(tx, demoPeticiones(seededRandom(2026), DEMO_PETICIONES, now));
      seeded.peticiones = DEMO_PETICIONES;
    }
    for (const key of tablaKeys) {
      if ((await countPriceRows(tx, key)) > 0) continue;
      await insertPriceRows(tx, key, demoPriceRows(key));
      seeded.tablas.push(key);
    }
    if ((await readAjustes(tx)).nombreComercial === '') {
      await writeAjustes(tx, DEMO_AJUSTES);
      seeded.ajustes = true;
    }
    return seeded;
  });
}
