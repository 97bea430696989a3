// The printed table and bench/results.json, from the figures every step returned.
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { Figure } from './stats';

function format(value: number, unit: string): string {
  if (!Number.isFinite(value)) return '—';
  if (unit === 'KB' || unit === 'MB' || unit === 's') return value.toFixed(1);
  if (unit === 'ms')
    return value < 1 ? value.toFixed(3) : value < 100 ? value.toFixed(1) : value.toFixed(0);
  if (unit === '×') return value.toFixed(3);
  if (unit === '%') return value.toFixed(1);
  if (unit === 'req/s') return value < 10 ? value.toFixed(1) : value.toFixed(0);
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(1);
}

function budgetText(f: Figure): string {
  if (f.budget === undefined) return '—';
  const on = f.budgetOn === 'max' ? 'max ' : '';
  return `${on}${f.atLeast ? '≥' : '≤'} ${format(f.budget, f.unit)} ${f.unit}`.trim();
}

function verdict(f: Figure): string {
  if (f.notMeasured) return `not measured: ${f.notMeasured}`;
  if (f.pass === undefined) return '';
  return f.pass ? 'ok' : 'OVER';
}

/** A Markdown table (readable as is in a terminal): figure, median, min–max, runs, budget, verdict. */
export function markdownTable(figures: readonly Figure[]): string {
  const header = ['figure', 'median', 'min – max', 'runs', 'budget', ''];
  const rows = figures.map((f) => [
    f.label,
    f.notMeasured ? '—' : `${format(f.median, f.unit)} ${f.unit}`.trim(),
    f.notMeasured ? '—' : `${format(f.min, f.unit)} – ${format(f.max, f.unit)}`,
    String(f.runs.length),
    budgetText(f),
    verdict(f),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** bench/results.json: the run's date, the machine, the run counts, every figure and detail. */
export async function writeResults(
  root: string,
  run: { figures: readonly Figure[]; details: Record<string, unknown>; runs: unknown },
): Promise<void> {
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      node: process.version,
      chromium: run.details.chromium,
    },
    runs: run.runs,
    figures: run.figures,
    details: run.details,
    table: markdownTable(run.figures),
  };
  await writeFile(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
}
