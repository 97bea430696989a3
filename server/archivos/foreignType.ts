// What a file that is none of the four kept really is, when it is one of the kinds most often sent
// by mistake (a web page saved as `.svg`, a program or an archive renamed `.png`): read from its
// bytes, never its name, so that its refusal can say what was found (docs/messages.md, "Files").
// Each kind is recognised by its own structure, not a two-byte guess: a text starting `MZ` is no
// program.

const startsWith = (bytes: Buffer, prefix: string, at = 0) =>
  bytes.length >= at + prefix.length && bytes.toString('latin1', at, at + prefix.length) === prefix;

/** A web page: its text opens with a doctype or one of HTML's own elements. */
function isHtml(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .replace(/^(\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->))*/, '')
    .trimStart()
    .toLowerCase();
  return /^(<!doctype html[\s>]|<(html|head|body|script|iframe)[\s>/])/.test(head);
}

/** A Windows program: the DOS header `MZ`, whose field at 0x3C points at the `PE\0\0` header. */
function isExe(bytes: Buffer): boolean {
  if (!startsWith(bytes, 'MZ') || bytes.length < 0x40) return false;
  return startsWith(bytes, 'PE\0\0', bytes.readUInt32LE(0x3c));
}

/** What each kind is called in a refusal, with its article (`su contenido es …`). */
const KINDS: readonly [name: string, check: (bytes: Buffer) => boolean][] = [
  ['una página web (HTML)', isHtml],
  ['un programa (EXE)', isExe],
  ['un archivo comprimido (ZIP, o un documento de Office)', (b) => startsWith(b, 'PK\x03\x04')],
  ['un archivo comprimido (RAR)', (b) => startsWith(b, 'Rar!\x1a\x07')],
  ['una imagen GIF', (b) => startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a')],
  ['una imagen WebP', (b) => startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8)],
  [
    'una imagen HEIC',
    (b) => startsWith(b, 'ftyp', 4) && /^hei[cx]|^mif1/.test(b.toString('latin1', 8, 12)),
  ],
];

/** The name, with its article, of the kind the bytes are; undefined when none of these. */
export function foreignTypeOf(bytes: Buffer): string | undefined {
  return KINDS.find(([, check]) => check(bytes))?.[0];
}
