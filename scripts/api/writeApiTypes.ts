// `npm run api:types`: writes the dashboard's types of the API (scripts/api/apiTypes.ts) from the
// document the server builds. Run it after changing a route's schema; test/server/apiTypes.spec.ts
// fails until then.
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { API_TYPES_PATH, apiTypesOf } from './apiTypes';
import { builtApiDocument } from './builtApiDocument';

await writeFile(API_TYPES_PATH, await apiTypesOf(await builtApiDocument()));
console.log(`Wrote ${relative(process.cwd(), API_TYPES_PATH)}.`);
