// What the bench installs in every page before the app's own code runs (Playwright init script).
// Everything here is serialised into the page: it may use nothing from outside the function.
//
// All times are performance.now() values of the page (event.timeStamp shares that clock).
// "After paint" = a user-blocking task posted from a requestAnimationFrame callback: rAF runs right
// before the frame's style, layout and paint, and that task is the first one after them.

/** Rows whose React component rendered during a window of interest, and rows whose DOM changed. */
export type RowActivity = { rendered: string[]; mutated: string[] };

export type KeystrokeSample = {
  /** keydown's event.timeStamp. */
  start: number;
  /** The first task after the paint of the first frame that included the app's commit. */
  painted: number;
  /** requestAnimationFrame callback of that frame (the frame's rendering starts here). */
  frameStart: number;
  /** The end of the input event's dispatch: the app has rendered and committed the keystroke. */
  workEnd: number;
  /** Frames waited for a commit to show (1 unless the app committed late). */
  frames: number;
};

export type FirstRowsSample = {
  /** The MutationObserver callback that saw the first data row (React's commit just ended). */
  inserted: number;
  /** After the paint of the frame that showed it. */
  painted: number;
  tableNodes: number;
  rowsInDom: number;
  /** The rows were committed inside a frame's rendering steps (painted by that same frame). */
  duringFrame: boolean;
};

export type Probe = {
  /** performance.now() of every React commit (React calls the DevTools hook in production too). */
  commits: number[];
  /**
   * Each commit walks React's fiber tree to follow the table rows: set for the whole page (see
   * installProbe), so that rows are known from their first render; off, timings are left alone.
   */
  trackRows: boolean;
  /** While true, rows that render or change in the DOM are listed in `activity`. */
  countRows: boolean;
  activity: RowActivity;
  /** While true (the default), the first row inserted (`tr.fixed-row`, or a card) is timed to its paint. */
  watchFirstRows: boolean;
  /** When true, each keydown is followed until the frame that shows its effect has painted. */
  followKeys: boolean;
  keystrokes: KeystrokeSample[];
  firstRows: FirstRowsSample | null;
  alerts: { at: number; message: string }[];
  clicks: { at: number; text: string }[];
  /** With liveStream: each opening of the requests' events stream, and each event's arrival. */
  live: { opened: number[]; events: number[] };
  /** With answers: when the app had read each answer of those calls whole. */
  answers: number[];
};

declare global {
  interface Window {
    __bench: Probe;
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
  }
}

/** tsx (esbuild keepNames) wraps named inner functions in __name(): the page needs that helper. */
export const NAME_HELPER = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

export type ProbeOptions = {
  trackRows: boolean;
  /**
   * What a row is: a data row of a table (the default), or a card of the board (Mis peticiones),
   * which is also what `firstRows` waits for.
   */
  rows?: 'table' | 'cards';
  /**
   * The requests' events stream (apiPaths.peticionesEventos, PETICION_EVENT), to time its events
   * as they reach the page: the page's fetch is then wrapped. Unset: fetch is left alone.
   */
  liveStream?: { path: string; event: string };
  /**
   * Calls whose path ends so (`/etapa`): the moment the app has read each answer whole is noted
   * in `answers`. Unset: fetch is left alone for them.
   */
  answers?: { pathEnd: string };
};

/**
 * Installed with context.addInitScript(installProbe, options): runs in every document before its
 * scripts.
 */
export function installProbe({
  trackRows,
  rows = 'table',
  liveStream,
  answers,
}: ProbeOptions): void {
  const firstRowSelector = rows === 'cards' ? 'li.pipeline-card' : 'tr.fixed-row';
  const probe: Probe = {
    commits: [],
    trackRows,
    countRows: false,
    activity: { rendered: [], mutated: [] },
    watchFirstRows: true,
    followKeys: false,
    keystrokes: [],
    firstRows: null,
    alerts: [],
    clicks: [],
    live: { opened: [], events: [] },
    answers: [],
  };
  window.__bench = probe;

  // The first task after now: inside a frame's rendering steps, the first one after its paint.
  // A user-blocking task (Chromium's scheduler.postTask) runs before the ordinary ones already
  // queued, such as React's passive effects, which would otherwise delay the reading.
  const nextTask = (callback: () => void) => {
    if ('scheduler' in window)
      void window.scheduler.postTask(callback, { priority: 'user-blocking' });
    else setTimeout(callback, 0);
  };
  const afterNextPaint = (callback: (frameStart: number, painted: number) => void) => {
    requestAnimationFrame((frameStart) => nextTask(() => callback(frameStart, performance.now())));
  };

  // Whether code runs inside a frame's rendering steps (its requestAnimationFrame callbacks and the
  // microtasks after them): RTK batches store notifications into requestAnimationFrame, so React
  // may render and commit there, and that same frame paints the result. Every rAF callback of the
  // page goes through this wrapper (the app's libraries read window.requestAnimationFrame later).
  let renderingFrame: number | null = null;
  const requestFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    requestFrame((time) => {
      if (probe.watchFirstRows && renderingFrame === null) {
        renderingFrame = time;
        nextTask(() => (renderingFrame = null)); // The first task after this frame's paint.
      }
      callback(time);
    });
  /** Like afterNextPaint, but when called during a frame's rendering steps, that frame counts. */
  const afterPaintShowing = (callback: (frameStart: number, painted: number) => void) => {
    const frame = renderingFrame;
    if (frame === null) afterNextPaint(callback);
    else nextTask(() => callback(frame, performance.now()));
  };

  // --- Which rows rendered: React's own commit notifications (the DevTools hook). ---
  // A function component that rendered gets a new props object (its parent rendered it) or a new
  // hook list (its own state or selector changed); one that bailed out (memo) keeps both. Each row
  // is keyed by its <tr>, which stays the same element while the row is mounted.
  type Fiber = {
    tag: number;
    type: unknown;
    stateNode: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
    return: Fiber | null;
    memoizedProps: unknown;
    memoizedState: unknown;
  };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const HOST_COMPONENT = 5;
  const seen = new WeakMap<Element, { props: unknown; state: unknown }>();
  const isTableRow = (fiber: Fiber) =>
    fiber.type === 'tr' &&
    (fiber.stateNode as Element).parentElement?.tagName === 'TBODY' &&
    !(fiber.stateNode as Element).classList.contains('spacer-row');
  const isCard = (fiber: Fiber) =>
    fiber.type === 'li' && (fiber.stateNode as Element).classList.contains('pipeline-card');
  const isDataRow = (fiber: Fiber): fiber is Fiber & { stateNode: HTMLElement } =>
    fiber.tag === HOST_COMPONENT && (rows === 'cards' ? isCard(fiber) : isTableRow(fiber));
  const rowLabel = (row: Element) =>
    (rows === 'cards'
      ? row.querySelector('[data-card-id]')?.getAttribute('data-card-id')
      : row.getAttribute('aria-rowindex')) ?? '?';

  const recordRenderedRows = (root: { current: Fiber }) => {
    const stack: Fiber[] = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop()!;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (isDataRow(fiber)) {
        let owner = fiber.return;
        while (owner && !COMPONENT_TAGS.has(owner.tag)) owner = owner.return;
        if (owner) {
          const before = seen.get(fiber.stateNode);
          const rendered =
            !before || before.props !== owner.memoizedProps || before.state !== owner.memoizedState;
          if (rendered && probe.countRows) {
            probe.activity.rendered.push(rowLabel(fiber.stateNode));
          }
          seen.set(fiber.stateNode, { props: owner.memoizedProps, state: owner.memoizedState });
        }
        continue; // Cells are not rows.
      }
      if (fiber.child) stack.push(fiber.child);
    }
  };

  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      probe.commits.push(performance.now());
      if (probe.trackRows) recordRenderedRows(root);
    },
  };

  // --- Which rows changed in the DOM, and when the first data row appeared. ---
  const rowOf = (node: Node | null): Element | null => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    if (rows === 'cards') return element?.closest('li.pipeline-card') ?? null;
    const row = element?.closest('tbody > tr');
    return row && !row.classList.contains('spacer-row') ? row : null;
  };
  const observer = new MutationObserver((mutations) => {
    if (probe.watchFirstRows && !probe.firstRows) {
      const added = mutations.some((m) =>
        [...m.addedNodes].some(
          (n) =>
            n instanceof Element &&
            (n.matches(firstRowSelector) || !!n.querySelector?.(firstRowSelector)),
        ),
      );
      if (added) {
        const inserted = performance.now();
        const duringFrame = renderingFrame !== null;
        afterPaintShowing((_frame, painted) => {
          probe.firstRows = {
            inserted,
            painted,
            duringFrame,
            tableNodes: document.querySelectorAll('table *').length,
            rowsInDom: document.querySelectorAll(firstRowSelector).length,
          };
        });
      }
    }
    if (probe.countRows) {
      for (const mutation of mutations) {
        // A row removed from the DOM has no tbody any more: only changes inside live rows count.
        const row = rowOf(mutation.target);
        if (row) probe.activity.mutated.push(rowLabel(row));
      }
    }
  });
  const observe = () =>
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  if (document.documentElement) observe();
  else document.addEventListener('readystatechange', observe, { once: true });

  // --- Keystroke → next paint. ---
  let current: { start: number; commitsBefore: number; workEnd: number } | null = null;
  window.addEventListener(
    'keydown',
    (event) => {
      if (!probe.followKeys) return;
      const sample = { start: event.timeStamp, commitsBefore: probe.commits.length, workEnd: 0 };
      current = sample;
      let frames = 0;
      const onFrame = (frameStart: number, painted: number) => {
        frames += 1;
        // A frame whose rendering began before the app committed does not show the keystroke.
        const committedBefore = probe.commits.some(
          (at, i) => i >= sample.commitsBefore && at <= frameStart,
        );
        if (!committedBefore && frames < 30) {
          afterNextPaint(onFrame);
          return;
        }
        probe.keystrokes.push({
          start: sample.start,
          painted,
          frameStart,
          workEnd: sample.workEnd,
          frames,
        });
      };
      afterNextPaint(onFrame);
    },
    true,
  );
  // React handles the input event at its root and, for a discrete event like this one, renders and
  // commits synchronously before the dispatch returns; a bubbling listener on window runs after it.
  // (A posted task would not do: Chromium defers ordinary tasks after an input until the next frame.)
  window.addEventListener('input', () => {
    if (current) current.workEnd = performance.now();
  });

  // --- Save: the Guardar click and the alert that reports the result. ---
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button') : null;
      if (target) probe.clicks.push({ at: event.timeStamp, text: target.textContent ?? '' });
    },
    true,
  );
  const alert = window.alert.bind(window);
  window.alert = (message?: unknown) => {
    probe.alerts.push({ at: performance.now(), message: String(message) });
    alert(message);
  };

  // --- Live changes and answers: when each event of the requests' stream, or each answer of the
  // calls named, reaches the app. ---
  // The app reads them with fetch. The stream's answer is handed on through a stream that notes
  // the moment each whole event (`event: <name>`, up to its blank line) passes, just before the
  // app's reader gets it. Only in the pages that measure it: every other call goes untouched.
  if (liveStream || answers) {
    const eventLine = `event: ${liveStream?.event}`;
    const pageFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await pageFetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      const path = new URL(url, location.href).pathname;
      if (answers && path.endsWith(answers.pathEnd)) {
        // The app reads an answer whole with text() (fetchBaseQuery does): once that read is
        // done the answer is in the app's hands, and what the app does with it follows in the
        // same task.
        const read = response.text.bind(response);
        response.text = () =>
          read().then((text) => {
            probe.answers.push(performance.now());
            return text;
          });
        return response;
      }
      if (!liveStream || !path.endsWith(liveStream.path) || !response.body) {
        return response;
      }
      if (response.ok) probe.live.opened.push(performance.now());
      const decoder = new TextDecoder();
      let pending = '';
      const timed = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pending += decoder.decode(chunk, { stream: true });
          const blocks = pending.split(/\r?\n\r?\n/);
          pending = blocks.pop()!;
          for (const block of blocks) {
            const lines = block.split(/\r?\n/);
            if (lines.includes(eventLine)) probe.live.events.push(performance.now());
          }
          controller.enqueue(chunk);
        },
      });
      const { status, statusText, headers } = response;
      return new Response(response.body.pipeThrough(timed), { status, statusText, headers });
    };
  }
}
