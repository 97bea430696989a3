/**
 * The first key that appears twice in one object of a JSON text, nested objects included; undefined
 * when there is none. JSON.parse silently keeps the last value, so a body such as
 * `{"coste": 1, "coste": 1000}` would otherwise mean something other than it seems to say.
 * The text must already be valid JSON (parse it first): this only follows its structure.
 */
export function findDuplicateKey(json: string): string | undefined {
  // One entry per open container: the keys seen so far in an object, null for an array.
  const open: (Set<string> | null)[] = [];
  let expectingKey = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (char === '"') {
      const end = closingQuote(json, i);
      if (expectingKey) {
        // Decoded, so that "a" and "\u0061" count as the same key, as they are.
        const key = JSON.parse(json.slice(i, end + 1)) as string;
        // A key is expected only inside an object: the innermost entry is its set.
        const keys = open.at(-1);
        if (keys?.has(key)) return key;
        keys?.add(key);
        expectingKey = false;
      }
      i = end;
    } else if (char === '{') {
      open.push(new Set());
      expectingKey = true;
    } else if (char === '[') {
      open.push(null);
      expectingKey = false;
    } else if (char === '}' || char === ']') {
      open.pop();
      expectingKey = false;
    } else if (char === ',') {
      expectingKey = open.at(-1) instanceof Set;
    }
  }
  return undefined;
}

function closingQuote(json: string, opening: number): number {
  let i = opening + 1;
  while (i < json.length && json[i] !== '"') i += json[i] === '\\' ? 2 : 1;
  return i;
}
