import { expect, test } from '@playwright/test';
import { findDuplicateKey } from '../../server/http/validation/jsonKeys';

test('finds a key sent twice, at the top or nested in objects and arrays', () => {
  expect(findDuplicateKey('{"id": 1, "coste": 1, "coste": 1000}')).toBe('coste');
  expect(findDuplicateKey('{"a": {"b": 1, "b": 2}}')).toBe('b');
  expect(findDuplicateKey('[{"x": 1}, {"y": [{"z": 1, "z": 1}]}]')).toBe('z');
  // The same key once escaped and once not is still the same key.
  expect(findDuplicateKey('{"cv": 1, "\\u0063v": 2}')).toBe('cv');
});

test('keys repeated in different objects, and strings that look like keys, are not duplicates', () => {
  expect(findDuplicateKey('{"id": 1, "cv": 0.5}')).toBeUndefined();
  expect(findDuplicateKey('[{"id": 1}, {"id": 2}]')).toBeUndefined();
  expect(findDuplicateKey('{"a": {"id": 1}, "id": 2}')).toBeUndefined();
  expect(findDuplicateKey('{"a": "id", "b": "id"}')).toBeUndefined();
  expect(
    findDuplicateKey('{"a": ["a", "a"], "b": {"c": "\\"a\\": 1, \\"a\\": 2"}}'),
  ).toBeUndefined();
  expect(findDuplicateKey('{"a\\\\": 1, "a": 2}')).toBeUndefined();
  expect(findDuplicateKey('"text"')).toBeUndefined();
  expect(findDuplicateKey('{}')).toBeUndefined();
});
