// How many times each step measures. BENCH_QUICK=1: fewer runs and shorter loads, to try a change.
// Written into bench/results.json as `runs`: a new step adds its own counts here.
export const quick = process.env.BENCH_QUICK === '1';

export const RUNS = {
  firstPaint: quick ? 2 : 5,
  mobileFcp: quick ? 2 : 5,
  mobileCoverage: quick ? 1 : 2,
  // Cold loads of the customer's link page on the mobile preset.
  mobileEnlace: quick ? 2 : 5,
  peticiones: quick ? 2 : 5,
  findKeystrokes: quick ? 12 : 30,
  // The search step: API calls, and keystrokes in the shell's search box.
  searchApiCalls: quick ? 60 : 200,
  informesApiCalls: quick ? 20 : 60,
  // Loads of /informes (Últimos 12 meses), each timed from the report's answer to its paint.
  informesPaint: quick ? 3 : 7,
  searchKeystrokes: quick ? 20 : 60,
  // Each run posts one request through the order form, whose limit is 10 a minute.
  live: quick ? 3 : 5,
  // Board loads, and as many moves in the dialog and live changes.
  board: quick ? 2 : 5,
  keystrokeRuns: quick ? 1 : 3,
  keystrokes: quick ? 20 : 50,
  quoteKeystrokeRuns: quick ? 1 : 3,
  quoteKeystrokes: quick ? 20 : 40,
  spreadsheet: quick ? 1 : 3,
  arrowMoves: quick ? 20 : 40,
  save: quick ? 2 : 7,
  apiLoad: quick ? 1 : 3,
  quotePdf: quick ? 1 : 3,
  quotePdfCalls: quick ? 40 : 100,
  apiLoadMs: quick ? 4000 : 10_000,
  mixedLoad: quick ? 1 : 3,
  // BENCH_MIXED_S: another length for the mixed load's runs, to try a change (not for figures).
  mixedLoadMs: 1000 * Number(process.env.BENCH_MIXED_S ?? (quick ? 15 : 60)),
  startup: quick ? 1 : 3,
};

export type Runs = typeof RUNS;
