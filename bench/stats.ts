// Summaries of repeated runs, and the printed table.

export type Figure = {
  id: string;
  label: string;
  unit: string;
  /** Upper bound the figure must not pass; undefined for figures reported for context only. */
  budget?: number;
  /** What the budget bounds: the median (default) or the worst run. */
  budgetOn?: 'median' | 'max';
  /** The budget is a floor (the figure must reach it) rather than a ceiling. */
  atLeast?: boolean;
  /** Why the figure could not be measured on this machine (then it has no runs and no verdict). */
  notMeasured?: string;
  /** One value per run. */
  runs: number[];
  median: number;
  min: number;
  max: number;
  /** Within budget (undefined without a budget). */
  pass?: boolean;
  /** How the value is obtained, in one line. */
  method: string;
};

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Nearest-rank percentile (p in 0…100): the smallest value with at least p% of values at or below it. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** `central` replaces the median of the runs when the figure is not one (a ratio of medians). */
export function figure(
  spec: Omit<Figure, 'median' | 'min' | 'max' | 'pass' | 'runs'>,
  runs: readonly number[],
  central: number = median(runs),
): Figure {
  const min = Math.min(...runs);
  const max = Math.max(...runs);
  const bounded = spec.budgetOn === 'max' ? max : central;
  const within = (budget: number) => (spec.atLeast ? bounded >= budget : bounded <= budget);
  return {
    ...spec,
    runs: [...runs],
    median: central,
    min,
    max,
    pass: spec.budget === undefined ? undefined : within(spec.budget),
  };
}

/** A figure this machine cannot measure (say why): shown, with its budget, and no verdict. */
export function notMeasured(
  spec: Omit<Figure, 'median' | 'min' | 'max' | 'pass' | 'runs' | 'notMeasured'>,
  reason: string,
): Figure {
  return { ...spec, runs: [], median: NaN, min: NaN, max: NaN, notMeasured: reason };
}

function format(value: number, unit: string): string {
  if (!Number.isFinite(value)) return '—';
  if (unit === 'KB' || unit === 'MB' || unit === 's') return value.toFixed(1);
  if (unit === 'ms')
    return value < 1 ? value.toFixed(3) : value < 100 ? value.toFixed(1) : value.toFixed(0);
  if (unit === '×') return value.toFixed(3);
  if (unit === '%') return value.toFixed(1);
  if (unit === 'req/s') return value.toFixed(0);
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
