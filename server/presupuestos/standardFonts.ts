// PDFKit builds a standard font's metrics (its widths and kerning pairs, thousands of them) anew
// for every document: a tenth of the API's CPU time under the bench's mixed load went to building
// Helvetica's. They never change, so each is built once per process and every later document
// gets a font of its own (its id, its document) that shares them (docs/server.md, "The quote's
// PDF").
import PDFDocument from 'pdfkit';
import { FONT } from './pdfCell';

/** What PDFKit keeps of a document's fonts (pdfkit's `font()`, in its fonts mixin). */
type FontsOf = {
  _fontFamilies: Record<string, object | undefined>;
  _fontCount: number;
  _registeredFonts: Record<string, unknown>;
  _font: { name?: string } | null;
};

/** A standard font's fields that depend on the font alone, not on the document it is in. */
const SHARED_FIELDS = [
  'name',
  'font',
  'ascender',
  'descender',
  'bbox',
  'lineGap',
  'xHeight',
  'capHeight',
] as const;

const CACHED: ReadonlySet<string> = new Set(Object.values(FONT));
const built = new Map<string, Record<string, unknown>>();

/** How many standard fonts PDFKit built in this process: one per font, however many PDFs. */
export const standardFontsBuilt = () => built.size;

/**
 * Before a document first uses a cached font, puts in its fonts a copy of the one built before,
 * under the id PDFKit would have given it (the next `F<n>`), so that the bytes are the same.
 */
function useBuilt(doc: FontsOf, name: string): void {
  const template = built.get(name);
  if (!template || doc._fontFamilies[name] || doc._registeredFonts[name]) return;
  const font = Object.create(Object.getPrototypeOf(template) as object) as Record<string, unknown>;
  for (const field of SHARED_FIELDS) font[field] = template[field];
  font.document = doc;
  font.id = `F${++doc._fontCount}`;
  doc._fontFamilies[name] = font;
}

type FontMethod = (this: FontsOf, src: unknown, ...rest: unknown[]) => unknown;

const prototype = PDFDocument.prototype as unknown as { font: FontMethod };
const buildingFont = prototype.font;

// The document's constructor asks for its default font (Helvetica) through this too.
prototype.font = function font(this: FontsOf, src: unknown, ...rest: unknown[]) {
  const cached = typeof src === 'string' && typeof rest[0] !== 'string' && CACHED.has(src);
  if (cached) useBuilt(this, src);
  const answer = buildingFont.call(this, src, ...rest);
  if (cached && !built.has(src) && this._font?.name === src) {
    built.set(src, this._font);
  }
  return answer;
};
