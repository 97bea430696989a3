// The requests in view as a CSV file that Excel set to Spanish opens right (see components/csv).
import { csvText, downloadCsvFile, fileDay } from '../../components/csv';
import type { ReceivedPeticion } from '../../components/peticion';
import { DATA_COLUMNS } from './peticionColumns';

export { csvField } from '../../components/csv';

/** Header line and one line per request, each cell's text as the table shows it. */
export function peticionesCsv(peticiones: readonly ReceivedPeticion[]): string {
  return csvText([
    DATA_COLUMNS.map((column) => column.header),
    ...peticiones.map((peticion) => DATA_COLUMNS.map((column) => column.text(peticion))),
  ]);
}

/** `peticiones-2026-11-22.csv`, on the viewer's calendar. */
export function csvFileName(today: Date): string {
  return `peticiones-${fileDay(today)}.csv`;
}

/** Hands the file to the browser's downloads. */
export function downloadCsv(peticiones: readonly ReceivedPeticion[], today = new Date()): void {
  downloadCsvFile(peticionesCsv(peticiones), csvFileName(today));
}
