import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// One name per thing (docs/glossary.md): no file or folder of the code is named with a word the
// glossary sets aside for one of the business's nouns (`quote` for presupuesto, `board` for the
// tablero of Mis peticiones…). The words are read from the glossary's own table, so a word set
// aside there is enforced here at once.

const ROOT = join(__dirname, '..', '..');
const CODE_ROOTS = ['src', 'server', 'contract', 'scripts', 'bench', 'test'];
const SET_ASIDE_COLUMN = 'Set aside in names';

/** A name's words, lower-cased: split at `-`, `_`, `.` and where camelCase starts a word. */
function wordsOf(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((word) => word.toLowerCase());
}

/** The words of the glossary's `Set aside in names` column, each as its words (`priceTable`). */
function setAsideWords(glossary: string): string[][] {
  const rows = glossary.split('\n').filter((line) => line.startsWith('|'));
  const cells = (row: string) => row.split('|').slice(1, -1);
  const header = rows.findIndex((row) => cells(row).some((c) => c.trim() === SET_ASIDE_COLUMN));
  if (header < 0) throw new Error(`docs/glossary.md has no "${SET_ASIDE_COLUMN}" column`);
  const column = cells(rows[header]!).findIndex((c) => c.trim() === SET_ASIDE_COLUMN);
  // The rows of that table: from below its |---| line to the first line that is no row.
  const table: string[] = [];
  const lines = glossary.split('\n');
  for (let at = lines.indexOf(rows[header]!) + 2; lines[at]?.startsWith('|'); at++) {
    table.push(lines[at]!);
  }
  return table.flatMap((row) =>
    [...(cells(row)[column] ?? '').matchAll(/`([^`]+)`/g)].map((match) => wordsOf(match[1]!)),
  );
}

/** Whether `words` holds `entry`'s words in sequence, each a whole word. */
function uses(words: string[], entry: string[]): boolean {
  return words.some((_, start) => entry.every((word, i) => words[start + i] === word));
}

/** Every file and folder under `dir`, as paths from the repository's root. */
function pathsUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? [path, ...pathsUnder(path)] : [path];
  });
}

/** The set-aside entries a path's last name uses, as written in the glossary (`price table`). */
function misnamed(path: string, entries: string[][]): string[] {
  const words = wordsOf(path.slice(path.lastIndexOf('/') + 1));
  return entries.filter((entry) => uses(words, entry)).map((entry) => entry.join(' '));
}

const entries = setAsideWords(readFileSync(join(ROOT, 'docs', 'glossary.md'), 'utf8'));
const paths = CODE_ROOTS.flatMap(pathsUnder);

describe('names of files and folders (docs/glossary.md)', () => {
  it('reads the words the glossary sets aside', () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        ['quote'],
        ['stage'],
        ['board'],
        ['price', 'table'],
        ['lost', 'reason'],
      ]),
    );
  });

  it('splits a name into whole words, as the glossary compares them', () => {
    expect(wordsOf('PriceTablesMenuPage.tsx')).toEqual(['price', 'tables', 'menu', 'page', 'tsx']);
    expect(wordsOf('pipeline-dialog_v2.css')).toEqual(['pipeline', 'dialog', 'v', '2', 'css']);
    expect(misnamed('src/x/longPriceTable.ts', entries)).toEqual(['price table']);
    expect(misnamed('src/x/QuoteEditor.tsx', entries)).toEqual(['quote']);
    // Whole words only: a use of a word is no `user`, a quoted amount no `quote`, a notice no `note`.
    expect(misnamed('src/x/useNarrowScreen.ts', entries)).toEqual([]);
    expect(misnamed('test/ui/amountsAsQuoted.test.tsx', entries)).toEqual([]);
    expect(misnamed('src/x/pasteNotice.ts', entries)).toEqual([]);
    // Both words in sequence: a price and, elsewhere, a table are no `priceTable`.
    expect(misnamed('src/x/priceOfTable.ts', entries)).toEqual([]);
  });

  it('no file or folder is named with a word set aside', () => {
    const found = paths.flatMap((path) =>
      misnamed(path, entries).map((entry) => `${path} (${entry})`),
    );
    expect(found).toEqual([]);
  });
});
