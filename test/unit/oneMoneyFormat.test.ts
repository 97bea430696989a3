import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { formatCents, formatEuro } from '../../src/components/formatEuro';

// Every euro on a screen is written by contract/moneyText.ts, as in the quote and its PDF
// (docs/decisions.md, "Amounts as text"): the dashboard's two helpers hand amounts to it, and no
// other source writes a euro sign or asks Intl for a currency.

const ROOT = join(__dirname, '..', '..');

/**
 * Sources whose `€` is no amount: a column's name (in the price table, and in Actividad's words
 * for a change to it), and a decoder's table of Windows-1252.
 */
const EURO_SIGN_NOT_AN_AMOUNT = new Set([
  'src/features/precios/catalog.ts',
  'src/features/misPeticiones/activity/fieldLabels.ts',
  'src/features/precios/sheets/tableCsvParse.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Where `code` writes money its own way: a `€` in a text, a currency asked of Intl, toLocaleString. */
function ownMoneyFormats(name: string, code: string): string[] {
  const kind = name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${name}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)
        ? node.text
        : '';
    if (text.includes('€') && !EURO_SIGN_NOT_AN_AMOUNT.has(name)) found.push(`${at(node)}: €`);
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      ['currency', 'style'].includes(node.name.text) &&
      ts.isStringLiteral(node.initializer) &&
      ['currency', 'EUR'].includes(node.initializer.text)
    ) {
      found.push(`${at(node)}: Intl currency`);
    }
    if (ts.isIdentifier(node) && node.text === 'toLocaleString') {
      found.push(`${at(node)}: toLocaleString`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('no screen writes an amount but through contract/moneyText.ts', () => {
  const found = sources(join(ROOT, 'src')).flatMap((file) =>
    ownMoneyFormats(relative(ROOT, file).replace(/\\/g, '/'), readFileSync(file, 'utf8')),
  );
  expect(found).toEqual([]);
});

test.each([
  ["new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });", 'Intl currency'],
  ['const shown = `${(cents / 100).toFixed(2)} €`;', '€'],
  ['const Total = () => <p>{total} €</p>;', '€'],
  ["const shown = total.toLocaleString('es-ES');", 'toLocaleString'],
])('the check catches %s', (code, what) => {
  expect(ownMoneyFormats('src/features/x/Screen.tsx', code)).toContainEqual(
    `src/features/x/Screen.tsx:1: ${what}`,
  );
});

test('the dashboard writes amounts as the quote does, thousands grouped from four digits', () => {
  expect(formatCents(121847)).toBe('1.218,47\u00a0€');
  expect(formatCents(5)).toBe('0,05\u00a0€');
  expect(formatCents(123456789)).toBe('1.234.567,89\u00a0€');
  expect(formatCents(undefined)).toBe('—');
  expect(formatEuro(1234.5)).toBe('1.234,500\u00a0€');
  expect(formatEuro(1e300)).toBe('—');
});
