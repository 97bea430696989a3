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
  /**
   * What must run while it measures: the stack and a browser; the stack alone (the browser is
   * closed first); or nothing of the bench's (the stack is stopped first). Steps run in the order
   * listed, so every 'browser' step comes before the 'stack' ones, and those before 'nothing'.
   */
  uses: 'browser' | 'stack' | 'nothing';
  run(context: StepContext): Promise<StepResult>;
};
