// A step of the bench: it measures one thing and returns its figures (what the table prints and
// the budgets judge) and its details (every run's raw values, kept in bench/results.json).
import type { Browser } from 'playwright-core';
import type { StackUrls } from '../../scripts/stack';
import type { Runs } from '../runs';
import type { Figure } from '../stats';
import type { Running } from '../holder';

export type StepResult = {
  figures: Figure[];
  /** Merged into results.json's `details`: each key is the step's own. */
  details: Record<string, unknown>;
};

export type StepContext = {
  /** The bench's stack: the production build on `vite preview`, the API with the bench data. */
  urls: StackUrls;
  /** gzip size of every .js file of that build, by file name. */
  sizes: ReadonlyMap<string, number>;
  /** The scripts of the customer's link page (enlace.html), by file name. */
  enlaceScripts: ReadonlySet<string>;
  /** Of those, the ones no staff page loads nor any other script imports. */
  enlaceOwnScripts: ReadonlySet<string>;
  /** A temporary directory of the run, removed at the end. */
  workDir: string;
  runs: Runs;
  /** The headless browser; only for steps that use it. */
  browser(): Browser;
  log(message: string): void;
  /** Something the step started (undefined once it stopped it): stopped too if the bench ends early. */
  hold(name: string, running: Running | undefined): void;
};

export type Step = {
  /** What `BENCH_ONLY` calls it. */
  name: string;
  /**
   * What it needs running: the stack and a browser ('browser'; the browser is launched for the
   * first such step and closed after the last), the stack ('stack'), or the machine to itself
   * ('machine': the stack is stopped first, so these steps come last).
   */
  uses: 'browser' | 'stack' | 'machine';
  run(context: StepContext): Promise<StepResult>;
};
