// Which source each byte of a built script came from, read from its source map (version 3). Used
// by bench/bundleSources.ts to tell where the production build's gzip bytes are.

export type SourceMapV3 = { sources: (string | null)[]; mappings: string };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, value) => [char, value]));

/** The numbers of one segment of `mappings` (Base64 VLQ, as the source map format writes them). */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a Base64 VLQ digit: ${char}`);
    value += (digit & 31) * 2 ** shift;
    shift += 5;
    if (digit & 32) continue;
    values.push(value % 2 === 1 ? -Math.floor(value / 2) : value / 2);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Where a generated line's segment starts and the source it maps to (undefined: unmapped). */
type Segment = { column: number; source: number | undefined };

/** `mappings` as segments per generated line (columns absolute, source indexes resolved). */
export function decodeMappings(mappings: string): Segment[][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter((segment) => segment !== '')
      .map((segment) => {
        const [columnDelta = 0, sourceDelta] = decodeVlq(segment);
        column += columnDelta;
        if (sourceDelta === undefined) return { column, source: undefined };
        source += sourceDelta;
        return { column, source };
      });
  });
}

/** Name given to the bytes no segment maps to (the bundler's own glue, whitespace). */
export const UNMAPPED = '(unmapped)';

/**
 * The UTF-8 bytes of `code` per source of `map`: each segment owns the bytes from its column to the
 * next segment's (or the end of its line); line breaks and unmapped bytes go to UNMAPPED.
 */
export function bytesBySource(code: string, map: SourceMapV3): Map<string, number> {
  const bytes = new Map<string, number>();
  const add = (name: string, count: number) => bytes.set(name, (bytes.get(name) ?? 0) + count);
  const lines = code.split('\n');
  const segments = decodeMappings(map.mappings);
  lines.forEach((text, index) => {
    const line = segments[index] ?? [];
    const firstColumn = line[0]?.column ?? text.length;
    add(UNMAPPED, Buffer.byteLength(text.slice(0, firstColumn)) + (index > 0 ? 1 : 0));
    line.forEach((segment, at) => {
      const end = line[at + 1]?.column ?? text.length;
      const name =
        segment.source === undefined ? UNMAPPED : (map.sources[segment.source] ?? UNMAPPED);
      add(name, Buffer.byteLength(text.slice(segment.column, end)));
    });
  });
  return bytes;
}

/**
 * What a source is counted under: its npm package (`react-dom`, `@firebase/auth`) for a file in
 * node_modules, else its path from the project's root.
 */
export function packageOf(source: string): string {
  const normalized = source.replaceAll('\\', '/');
  const inModules = normalized.lastIndexOf('node_modules/');
  if (inModules === -1) return normalized;
  const [scope = '', name = ''] = normalized.slice(inModules + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}
