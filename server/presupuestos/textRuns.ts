// A line of text the standard fonts cannot write whole, as the pieces to draw from left to right:
// each in one font, a right-to-left run (Arabic, Hebrew) turned around as a reader expects.
// The bidirectional algorithm (UAX #9) reduced to what one line of a name needs: the line is
// left-to-right (the PDF is Spanish); letters of a right-to-left script, with the spaces and signs
// between them, form a run shown from right to left; digits and every other letter run left to
// right. PDFKit's font engine (fontkit) shapes each piece and turns a right-to-left piece's glyphs
// around itself: here only the pieces of a run are put in the order they are seen.
import { fallbackFontFor, type FallbackFont, type Weight } from './fallbackFonts';
import { codeOf, isWinAnsi, winAnsiText } from './winAnsi';

/** One piece: its text in reading order, and its font (none: the standard font). */
export type TextPiece = { readonly text: string; readonly font: FallbackFont | undefined };

type Direction = 'ltr' | 'rtl' | 'neutral';

const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** Signs that face the other way in a right-to-left run (Unicode's mirrored pairs). */
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

function directionOf(char: string): Direction {
  if (/\p{Nd}/u.test(char)) return 'ltr';
  if (RIGHT_TO_LEFT.test(char) && /[\p{L}\p{M}\p{Po}]/u.test(char)) return 'rtl';
  return /\p{L}/u.test(char) ? 'ltr' : 'neutral';
}

/**
 * Each character's direction once resolved: a combining mark takes its letter's; a space or sign
 * between two right-to-left characters is right-to-left, anywhere else left-to-right.
 */
function resolvedDirections(chars: readonly string[]): ('ltr' | 'rtl')[] {
  const own: Direction[] = [];
  chars.forEach((char, index) => {
    own.push(/\p{M}/u.test(char) && index > 0 ? own[index - 1] : directionOf(char));
  });
  return own.map((direction, index) => {
    if (direction !== 'neutral') return direction;
    const before = own.slice(0, index).findLast((d) => d !== 'neutral');
    const after = own.slice(index + 1).find((d) => d !== 'neutral');
    return before === 'rtl' && after === 'rtl' ? 'rtl' : 'ltr';
  });
}

/** The character as drawn, and its font: the standard font's if it has it, else a fallback's. */
function fontOf(char: string, weight: Weight): { text: string; font: FallbackFont | undefined } {
  if (isWinAnsi(char)) return { text: char, font: undefined };
  const font = fallbackFontFor(codeOf(char), weight);
  return font ? { text: char, font } : { text: winAnsiText(char), font: undefined };
}

/** Consecutive characters of one font, in reading order. */
function piecesOf(chars: readonly { text: string; font: FallbackFont | undefined }[]) {
  const pieces: { text: string; font: FallbackFont | undefined }[] = [];
  for (const { text, font } of chars) {
    const last = pieces.at(-1);
    if (last && last.font?.key === font?.key) last.text += text;
    else pieces.push({ text, font });
  }
  return pieces;
}

/** `text` (one line, NFC) as the pieces to draw from left to right. */
export function textPieces(text: string, weight: Weight): TextPiece[] {
  const chars = [...text].map((char) => (/\p{Cc}/u.test(char) ? ' ' : char));
  const directions = resolvedDirections(chars);
  const pieces: TextPiece[] = [];
  let start = 0;
  while (start < chars.length) {
    const direction = directions[start];
    let end = start;
    while (end < chars.length && directions[end] === direction) end++;
    const run = chars.slice(start, end);
    if (direction === 'ltr') pieces.push(...piecesOf(run.map((char) => fontOf(char, weight))));
    else {
      const mirrored = run.map((char) => fontOf(MIRRORED[char] ?? char, weight));
      // A piece of the run's own script comes out of the font engine turned around; one of
      // spaces and signs only is turned around here.
      for (const piece of piecesOf(mirrored).reverse()) {
        const text = RIGHT_TO_LEFT.test(piece.text)
          ? piece.text
          : [...piece.text].reverse().join('');
        pieces.push({ text, font: piece.font });
      }
    }
    start = end;
  }
  return pieces;
}
