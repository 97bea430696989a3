import {
  isSearchable,
  SEARCH_GROUP_LIMIT,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from '../../contract/search';

// docs/api.md, "Search": under 2 characters, spaces at either end left out, nothing is searched.
describe('the search box text (contract/search.ts)', () => {
  it('searches from 2 characters, at most 200, 8 results of each kind', () => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(SEARCH_MAX_LENGTH).toBe(200);
    expect(SEARCH_GROUP_LIMIT).toBe(8);
  });

  it('searches a text of 2 characters or more', () => {
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable('Ana López')).toBe(true);
  });

  it('does not search a text shorter than 2 characters', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('a')).toBe(false);
  });

  it('leaves out the spaces at either end, not those between words', () => {
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('\t a\n')).toBe(false);
    expect(isSearchable('     ')).toBe(false);
    expect(isSearchable(' a b ')).toBe(true);
  });
});
