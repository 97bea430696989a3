import { expect, test } from '@playwright/test';
import type { Database } from '../../server/db/engine/open';
import { readInforme } from '../../server/db/informes/informe';
import { freshTestDatabase } from '../support/testDatabase';
import { insertHistory, type HistoryRequest } from './support/informeHistory';

// Clientes principales on both engines when more customers accepted than it lists: those whose
// quotes add up to the most, the ties at the last place kept by their acceptances counted whole
// (quoted or not), and requests counted for the customer they belong to.
let db: Database | undefined;
test.afterAll(async () => {
  await db?.close();
});

const accepted = (
  nombre: string,
  telefono: string,
  day: number,
  baseCents: number | null,
): HistoryRequest => {
  const at = `2026-06-${String(day).padStart(2, '0')}T10:00:00Z`;
  return {
    createdAt: at,
    origen: 'telefono',
    nombre,
    telefono,
    asignado: 'admin@vasos.test',
    etapas: { asignada: at, presupuestada: at, aceptada: at },
    estado: 'aceptada',
    quotes: baseCents === null ? [] : [{ baseCents, ivaCents: 0, lines: [] }],
  };
};

test('lists the customers whose accepted quotes add up to the most, a tie settled by their acceptances', async () => {
  db = await freshTestDatabase({ seedDemo: false });
  // Nine customers of 3,000 to 11,000; two of 2,000 for the tenth place, one of whom accepted
  // twice (once with nothing quoted, their phone written another way); one who accepted the most
  // times with nothing quoted.
  for (let n = 3; n <= 11; n++) {
    await insertHistory(db, accepted(`Cliente ${n}`, `611 000 0${10 + n}`, n, n * 1000));
  }
  await insertHistory(db, accepted('Una vez', '622 000 001', 12, 2000));
  await insertHistory(db, accepted('Dos veces', '633 000 001', 13, 2000));
  const again = await insertHistory(db, accepted('Dos veces', '633000001', 14, null));
  for (const day of [15, 16, 17]) {
    await insertHistory(db, accepted('Sin presupuesto', '644 000 001', day, null));
  }

  const june = await readInforme(
    db,
    { desde: '2026-06-01', hasta: '2026-06-30' },
    { team: true, own: '' },
  );

  expect(
    june.clientes.map(({ nombre, aceptadas, baseCents }) => [nombre, aceptadas, baseCents]),
  ).toEqual([
    ...[11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => [`Cliente ${n}`, 1, n * 1000]),
    ['Dos veces', 2, 2000],
  ]);
  expect(june.clientes.at(-1)).toMatchObject({ telefono: '633000001', peticionId: again });
});
