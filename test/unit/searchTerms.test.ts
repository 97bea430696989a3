import { searchTerms } from '../../server/db/search/searchTerms';

// What a search text asks the database (docs/server.md, "Search"): the cost of a keystroke is in
// the patterns the requests' text must match.
describe('searchTerms', () => {
  it('a quote number written as one asks the quotes only: no pattern reads every request', () => {
    for (const text of ['P-2', 'P-20', 'P-2026-0012', 'p 2026 12', '12 v2']) {
      const terms = searchTerms(text);
      expect(terms.patterns).toEqual([]);
      expect(terms.presupuesto).toMatchObject({ sequence: expect.any(Number) });
    }
  });

  it('digits alone stay a phone, a request number and a quote number at once', () => {
    expect(searchTerms('2026')).toEqual({
      patterns: ['%2026%'],
      peticionId: 2026,
      presupuesto: { sequence: 2026 },
    });
    expect(searchTerms('2026-0012').patterns).toEqual(['%20260012%']);
  });

  it('words look for the requests: short ones beside long ones are left out', () => {
    expect(searchTerms('vasos de cava')).toEqual({ patterns: ['%vasos%', '%cava%'] });
    expect(searchTerms('lu').patterns).toEqual(['% lu%']);
  });
});
