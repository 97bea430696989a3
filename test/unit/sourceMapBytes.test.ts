import { bytesBySource, decodeVlq, packageOf, UNMAPPED } from '../../bench/measures/sourceMapBytes';

test('Base64 VLQ segments decode to their signed numbers', () => {
  expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
  expect(decodeVlq('CACD')).toEqual([1, 0, 1, -1]);
  // Two digits: g (continued, 0) then B (1 × 32); the lowest bit is the sign: +16.
  expect(decodeVlq('gB')).toEqual([16]);
  expect(() => decodeVlq('A*')).toThrow('Not a Base64 VLQ digit');
});

test("each segment owns the bytes up to the next one's column; the rest is unmapped", () => {
  // Line 1: `ab` from a.js (column 0), `cde` from b.js (column 2); line 2: ` ` glue, `fg` from a.js.
  const code = 'abcde\n fg';
  const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,EC;CDA' };
  const bytes = bytesBySource(code, map);
  expect(bytes.get('a.js')).toBe(4);
  expect(bytes.get('b.js')).toBe(3);
  // The line break and the leading space.
  expect(bytes.get(UNMAPPED)).toBe(2);
});

test('a source in node_modules counts under its package, scoped or not', () => {
  expect(packageOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
  expect(packageOf('node_modules/firebase/node_modules/@firebase/auth/dist/esm/index.js')).toBe(
    '@firebase/auth',
  );
  expect(packageOf('src/app/store.ts')).toBe('src/app/store.ts');
});
