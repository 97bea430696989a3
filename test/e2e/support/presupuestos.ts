// A request made and taken through the API, as a customer and the demo account would, for a quote
// to be written in the browser; and the price row a quote line reads, to change it underneath.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download } from '@playwright/test';
import {
  apiPaths,
  type DataAnswer,
  type NewPeticionBody,
  type PriceRow,
  type TablaKey,
} from '../../../contract';
import { authHeaders, DEMO_ACCOUNT } from '../../support/stack/auth';
import { apiUrl } from '../../support/stack/stackEnv';
import { postPeticion } from './api';

/** A new request, taken by the demo account; its id. */
export async function takenRequest(order: NewPeticionBody): Promise<number> {
  const { id } = await postPeticion(order);
  const taken = await fetch(apiUrl(apiPaths.asignar(id)), {
    method: 'POST',
    headers: { ...(await authHeaders()), 'Content-Type': 'application/json' },
    body: JSON.stringify({ asignado: DEMO_ACCOUNT.email }),
  });
  if (!taken.ok) throw new Error(`Taking request ${id}: HTTP ${taken.status}`);
  return id;
}

/** The row of a cup table a line of `quantity` units is priced from (docs/decisions.md, "Quotes"). */
export async function cupRowFor(
  table: TablaKey,
  sizeField: string,
  quantity: number,
): Promise<PriceRow> {
  const response = await fetch(apiUrl(apiPaths.tabla(table)), {
    headers: await authHeaders(),
  });
  const rows = ((await response.json()) as DataAnswer<PriceRow[]>).data;
  const fitting = rows
    .filter((row) => Number(row[sizeField]) <= quantity)
    .sort((a, b) => Number(b[sizeField]) - Number(a[sizeField]));
  if (!fitting[0]) throw new Error(`No row of ${table} for ${quantity} units`);
  return fitting[0];
}

/** Writes `values` into the row at its current version; the row as stored. */
export async function updateRow(
  table: TablaKey,
  row: PriceRow,
  values: Record<string, number>,
): Promise<PriceRow> {
  const response = await fetch(apiUrl(apiPaths.tablaUpdate(table)), {
    method: 'POST',
    headers: { ...(await authHeaders()), 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: row.id, version: row.version, ...values }),
  });
  if (!response.ok) throw new Error(`Updating ${table} row ${row.id}: HTTP ${response.status}`);
  return ((await response.json()) as DataAnswer<PriceRow>).data;
}

/** The text of a downloaded PDF, as poppler's pdftotext reads it, with its spaces made plain. */
export async function pdfText(download: Download): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'presupuesto-'));
  try {
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return text.replace(/[\s\u00a0\u202f]+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
