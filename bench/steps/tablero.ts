// The board (Mis peticiones) with 2,000 taken requests: its load, a move made in a request's
// dialog, and a change arriving over the events stream.
import { measureTablero, type TableroChangeSample } from '../measures/tablero';
import { BENCH_DEFAULTS } from '../seed/benchData';
import { figure } from '../stats';
import type { Step } from './step';

export const tableroStep: Step = {
  name: 'board',
  uses: 'browser',
  async run({ browser, urls, runs, log }) {
    log(
      `board (${BENCH_DEFAULTS.assigned} taken requests): ${runs.board} loads, moves, live changes…`,
    );
    const board = await measureTablero(browser(), urls, runs.board);
    if (board.listed < BENCH_DEFAULTS.assigned) {
      throw new Error(
        `The board listed ${board.listed} taken requests, not ${BENCH_DEFAULTS.assigned}`,
      );
    }
    const of = (type: TableroChangeSample['type']) => board.changes.filter((s) => s.type === type);
    const changeFigures = (type: TableroChangeSample['type'], what: string, from: string) => [
      figure(
        {
          id: `board${type === 'move' ? 'Move' : 'Live'}ToPaint`,
          label: `board: ${what} → painted`,
          unit: 'ms',
          method: `${from} → first task after the paint of the frame that showed the new column counts`,
        },
        of(type).map((s) => s.ms),
      ),
      figure(
        {
          id: `board${type === 'move' ? 'Move' : 'Live'}Frames`,
          label: '… frames to that paint',
          unit: 'frames',
          budget: 1,
          budgetOn: 'max',
          method: 'requestAnimationFrame starts after the arrival, up to the frame that showed it',
        },
        of(type).map((s) => s.frames),
      ),
      figure(
        {
          id: `board${type === 'move' ? 'Move' : 'Live'}CardsRendered`,
          label: `cards re-rendered by ${type === 'move' ? 'a move' : 'a live change'}`,
          unit: 'cards',
          budget: 2,
          budgetOn: 'max',
          method: "distinct board cards whose React component rendered (React's commit hook)",
        },
        of(type).map((s) => s.cardsRendered),
      ),
    ];
    const figures = [
      figure(
        {
          id: 'boardAnswerToPaint',
          label: `board (${BENCH_DEFAULTS.assigned.toLocaleString('en')} taken): answer received → cards painted`,
          unit: 'ms',
          budget: 100,
          method:
            'resource timing responseEnd of GET asignadas → first task after the paint of the frame in which the MutationObserver saw the first card',
        },
        board.load.map((s) => s.answerToPaint),
      ),
      figure(
        {
          id: 'boardAnswerToCommit',
          label: '… of which answer → cards committed to the DOM',
          unit: 'ms',
          method: 'responseEnd → MutationObserver callback for the inserted cards',
        },
        board.load.map((s) => s.answerToCommit),
      ),
      ...changeFigures(
        'move',
        "a move in the request's dialog",
        "the etapa call's answer read by the app (or the move's event in the page, if sooner)",
      ),
      ...changeFigures('live', 'live change arrived', "the event's arrival in the page"),
    ];
    return { figures, details: { board } };
  },
};
