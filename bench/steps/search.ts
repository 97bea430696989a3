// The search among 100,000 requests and 20,000 quotes (bench/README.md, "Search"): the API's
// answer on PostgreSQL and a keystroke → results painted, each a p95.
import { measureSearch, type SearchSample } from '../measures/search';
import { figure, percentile } from '../stats';
import type { Step } from './step';

export const searchStep: Step = {
  name: 'search',
  uses: 'browser',
  async run({ browser, runs, log, hold }) {
    const samples = await measureSearch({
      browser: browser(),
      apiCalls: runs.searchApiCalls,
      informesCalls: runs.informesApiCalls,
      keystrokes: runs.searchKeystrokes,
      hold,
      log,
    });
    const ms = (list: { ms: number }[]) => list.map((sample) => sample.ms);
    // A keystroke whose text was asked a moment before is answered from the page's cache: no call.
    const answered = (list: SearchSample[]) =>
      list.flatMap((sample) => (Number.isFinite(sample.answered) ? [sample.answered!] : []));
    // The slowest keystrokes, by the text they made: where to look when the figure is over.
    const slowest = [...samples.keystrokes].sort((a, b) => b.ms - a.ms).slice(0, 5);
    log(
      `search: slowest keystrokes ${slowest
        .map(
          (s) =>
            `"${s.q}" ${s.ms.toFixed(0)} ms (asked at ${s.asked?.toFixed(0)}, sent at ${s.sent?.toFixed(0)}, first byte at ${s.firstByte?.toFixed(0)}, answered at ${s.answered?.toFixed(0)} ms)`,
        )
        .join(', ')}`,
    );
    const figures = [
      figure(
        {
          id: 'searchApiP95_postgres',
          label: 'Search among 100,000 requests: API answer on PostgreSQL, p95',
          unit: 'ms',
          budget: 50,
          method: 'GET …/search?q= one call at a time, call → last byte; p95 of the calls',
        },
        [percentile(ms(samples.api), 95)],
      ),
      figure(
        {
          id: 'searchKeystrokeP95',
          label: 'Search box: keystroke → results painted, p95',
          unit: 'ms',
          budget: 100,
          method: 'keydown → first task after the paint of the results answering the new text',
        },
        [percentile(ms(samples.keystrokes), 95)],
      ),
      figure(
        {
          id: 'searchKeystrokeAnsweredP95',
          label: '… of which keystroke → answer received, p95',
          unit: 'ms',
          method: 'keydown → responseEnd of the search call that answered (resource timing)',
        },
        [percentile(answered(samples.keystrokes), 95)],
      ),
      figure(
        {
          id: 'informesApiP95_postgres',
          label:
            'Informes, Últimos 12 meses, team-wide, among 100,000 requests: API on PostgreSQL, p95',
          unit: 'ms',
          budget: 300,
          method:
            'GET …/informes one call at a time on the search step\u2019s database, call → last byte; p95',
        },
        [percentile(ms(samples.informes), 95)],
      ),
    ];
    return { figures, details: { search: samples } };
  },
};
