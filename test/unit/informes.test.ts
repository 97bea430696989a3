import { shareOf } from '../../contract/informes';

describe('shareOf: a part as a percentage of the whole, to one decimal', () => {
  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [5, 10, 50],
    [1, 8, 12.5],
    [0, 7, 0],
    [7, 7, 100],
  ])('%i of %i is %p %', (part, whole, share) => {
    expect(shareOf(part, whole)).toBe(share);
  });

  it('is none of nothing', () => {
    expect(shareOf(0, 0)).toBeNull();
  });
});
