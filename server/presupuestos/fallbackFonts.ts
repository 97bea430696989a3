// The fonts a PDF embeds for what the standard fonts cannot write (docs/server.md, "The quote's
// PDF"): Noto Sans Arabic, Noto Sans Hebrew and Noto Sans SC, as Fontsource packages them. Each
// package splits its font into files by Unicode range, listed in its CSS (`400.css`, `700.css`);
// a character is written with the file whose range holds it, so a name loads only the few small
// files it needs. Nothing here is read until a PDF holds such a character.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { sfntOfWoff } from './woff';

/** In the order they are asked: the first whose ranges hold a character writes it. */
export const FALLBACK_PACKAGES = [
  '@fontsource/noto-sans-arabic',
  '@fontsource/noto-sans-hebrew',
  '@fontsource/noto-sans-sc',
] as const;

export type Weight = 400 | 700;

/** One file of a package: the name PDFKit registers it under, and where it is on disk. */
export type FallbackFont = { readonly key: string; readonly path: string };

type Slice = FallbackFont & { readonly ranges: readonly (readonly [number, number])[] };

// Resolved from this file, wherever it runs: server/ under tsx, dist/server/ once built. The
// packages export their LICENSE (and their CSS), not package.json: the LICENSE finds the folder.
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/LICENSE`));

/** `U+0600-06FF`, `U+200C`, `U+4??` (CSS's wildcard) as first and last code point. */
function range(text: string): readonly [number, number] {
  const bounds = text.trim().replace(/^U\+/i, '').split('-');
  const [from] = bounds;
  const to = bounds.at(1);
  if (to !== undefined) return [parseInt(from, 16), parseInt(to, 16)];
  return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'F'), 16)];
}

/** The WOFF files a Fontsource CSS lists, each with its Unicode ranges. */
export function slicesOf(css: string, dir: string): Slice[] {
  const slices: Slice[] = [];
  for (const [block] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    const file = /url\(\.\/files\/([^)]+\.woff)\)\s*format\('woff'\)/.exec(block)?.[1];
    const ranges = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !ranges) continue;
    slices.push({
      key: file.replace(/\.woff$/, ''),
      path: join(dir, 'files', file),
      ranges: ranges.split(',').map(range),
    });
  }
  return slices;
}

const slicesByWeight = new Map<Weight, Slice[]>();

function slices(weight: Weight): Slice[] {
  let found = slicesByWeight.get(weight);
  if (!found) {
    found = FALLBACK_PACKAGES.flatMap((name) => {
      const dir = packageDir(name);
      const listed = slicesOf(readFileSync(join(dir, `${weight}.css`), 'utf8'), dir);
      if (listed.length === 0) throw new Error(`${name}: no WOFF file listed in ${weight}.css`);
      return listed;
    });
    slicesByWeight.set(weight, found);
  }
  return found;
}

/** The file that writes `codePoint` at `weight`, or none when no package has it (an emoji). */
export function fallbackFontFor(codePoint: number, weight: Weight): FallbackFont | undefined {
  return slices(weight).find(({ ranges }) =>
    ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
  );
}

const bytes = new Map<string, Buffer>();

/** The font in the file, unwrapped from its WOFF once per process. */
export function fontBytes(font: FallbackFont): Buffer {
  let read = bytes.get(font.key);
  if (!read) {
    read = sfntOfWoff(readFileSync(font.path), inflateSync);
    bytes.set(font.key, read);
  }
  return read;
}
