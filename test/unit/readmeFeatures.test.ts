import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The README names the dashboard's features twice, in the architecture drawing and in the list
// below it: both must name every folder of src/features/, and nothing else, so that a feature
// added, renamed or removed shows there too.

const ROOT = join(__dirname, '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

const sorted = (names: Iterable<string>) => [...names].sort();

/** The folders of src/features/: the dashboard's features. */
const folders = sorted(
  readdirSync(join(ROOT, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/**
 * The drawing's `features/` row: the names after it, up to the drawing's next column (three spaces
 * or more), separated by `·`; a row that ends with `·` goes on in the next line.
 */
function drawnFeatures(readme: string): string[] {
  const lines = readme.split('\n');
  let at = lines.findIndex((line) => /^\s*features\/\s/.test(line));
  if (at < 0) throw new Error('README.md draws no features/ row');
  let text = lines[at]!.replace(/^\s*features\//, '');
  const leftColumn = (line: string) => line.trim().split(/\s{3,}/)[0]!;
  let row = leftColumn(text);
  while (row.endsWith('·')) row += ` ${leftColumn((text = lines[++at] ?? ''))}`;
  return sorted(
    row
      .split('·')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** The list of features: its items read "- `name`: what it does". */
function listedFeatures(readme: string): string[] {
  const intro = readme.indexOf("The dashboard's features, one folder each in `src/features/`");
  if (intro < 0) throw new Error("README.md has no list of the dashboard's features");
  const lines = readme.slice(intro).split('\n');
  const first = lines.findIndex((line) => line.startsWith('- '));
  const names: string[] = [];
  for (const line of lines.slice(first)) {
    if (line.startsWith('- ')) names.push(/^- `([^`]+)`:/.exec(line)?.[1] ?? line);
    else if (!line.startsWith('  ')) break;
  }
  return sorted(names);
}

describe("the README's features", () => {
  it('src/features/ has folders to compare with', () => {
    expect(folders.length).toBeGreaterThan(1);
  });

  it('the architecture drawing names every feature folder, and only those', () => {
    expect(drawnFeatures(README)).toEqual(folders);
  });

  it('the list of features names every feature folder, and only those', () => {
    expect(listedFeatures(README)).toEqual(folders);
  });

  it('reads a drawing that lacks a feature, or names one too many, as such', () => {
    const drawing =
      '  features/  auth · precios ·     scripts/  npm start\n             usuarios\n';
    expect(drawnFeatures(drawing)).toEqual(['auth', 'precios', 'usuarios']);
    const list =
      "The dashboard's features, one folder each in `src/features/`:\n\n- `auth`: a\n  b\n- `x`: c\n\nNext.";
    expect(listedFeatures(list)).toEqual(['auth', 'x']);
  });
});
