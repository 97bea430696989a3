// Driving the quote being written as staff do: by the fields' names.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const lineField = (label: string, line: number) =>
  screen.getByRole(
    label.startsWith('Vaso') || label.startsWith('Impresión') ? 'combobox' : 'textbox',
    {
      name: `${label} línea ${line}`,
    },
  );

/** The line's row (from 1). */
export const lineRow = (line: number) =>
  lineField('Cantidad', line).closest('tr') as HTMLTableRowElement;

/** The text of the line's cell under `header`. */
export function lineCell(line: number, header: string): string {
  const table = lineRow(line).closest('table')!;
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const cell = lineRow(line).cells[headers.indexOf(header)];
  // Each part of the cell (the price, the note under it) read apart, as the eye does.
  const parts = [...cell.childNodes].map((node) => node.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The totals, label → amount, as shown (spaces of either kind as one). */
export function shownTotals(): Record<string, string> {
  const totals = screen.getByLabelText('Totales');
  const entries: Record<string, string> = {};
  for (const row of totals.querySelectorAll(':scope > div')) {
    const label = row.querySelector('dt')!.textContent ?? '';
    const value = row.querySelector('dd')!;
    const input = value.querySelector('input');
    const text = (value.textContent ?? '').replace(/\s+/g, ' ').trim();
    entries[label.replace(/\s+/g, ' ')] = input ? `[${input.value}] ${text}`.trim() : text;
  }
  return entries;
}

/** Opens the quote page's first line and types a quantity (and picks a print). */
export async function fillLine(
  user: UserEvent,
  line: number,
  { quantity, print, cup }: { quantity?: string; print?: string; cup?: string },
) {
  if (cup) await user.selectOptions(lineField('Vaso', line), cup);
  if (print) await user.selectOptions(lineField('Impresión', line), print);
  if (quantity !== undefined) {
    await user.clear(lineField('Cantidad', line));
    if (quantity) await user.type(lineField('Cantidad', line), quantity);
  }
}
