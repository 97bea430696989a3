import { DEFAULT_DATA_DIR, dataDirOf } from '../../server/dataDir';

// The API, its command-line tools and `npm start` all read DATA_DIR through dataDirOf: one meaning.
test('DATA_DIR unset is the project’s .data/db, empty is a fresh database, else that directory', () => {
  expect(DEFAULT_DATA_DIR).toBe('.data/db');
  expect(dataDirOf({})).toBe('.data/db');
  expect(dataDirOf({ DATA_DIR: '' })).toBe('memory');
  expect(dataDirOf({ DATA_DIR: 'memory' })).toBe('memory');
  expect(dataDirOf({ DATA_DIR: '.data/restaurada' })).toBe('.data/restaurada');
});
