// Figures: what a step measured, summed up over its runs and judged against its budget.

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
