// The standard PDF fonts write WinAnsi, one byte a character: Latin-1 plus € and a few signs. A
// customer's name can hold anything; what WinAnsi lacks would print as other letters, so it is
// written without its accent when it has one (ł has none: ?) and as ? otherwise.

/** WinAnsi's characters beyond Latin-1 (its bytes 0x80 to 0x9F). */
const EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The character's code point; -1 for no character at all. */
export const codeOf = (char: string) => char.codePointAt(0) ?? -1;

/** Whether the standard fonts write `char` (one character) as it is. */
export const isWinAnsi = (char: string) => {
  const code = codeOf(char);
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRAS.has(char);
};

/** A control character (a tab, a line break) reads as a space; the rest as described above. */
export function winAnsiText(text: string): string {
  let written = '';
  for (const char of text) {
    if (isWinAnsi(char)) written += char;
    else if (/\p{Cc}/u.test(char)) written += ' ';
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      written += bare.length > 0 && [...bare].every(isWinAnsi) ? bare : '?';
    }
  }
  return written;
}
