import { expect, test } from '@playwright/test';
import type { AssignedPeticion, Presupuesto } from '../../contract';
import { signIn } from '../support/stack/auth';
import { asMember, newColleague, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';
import { presupuestoCalls } from './support/presupuestoCalls';

// Quote numbers P-{year}-{NNNN}: unique and in order within the year, also when several people
// save at once (on PostgreSQL the saves run on connections of their own, truly at once). An API of
// this file's own, so its numbers are this file's alone.
const api = useOwnApi();
const { takeOne } = peticionesAsignadasCalls(api);
const quotes = presupuestoCalls(api);

let me: Member;
let colleague: Member;
test.beforeAll(async () => {
  me = asMember(await signIn());
  colleague = await newColleague(api, me);
});

const SMALL = { lines: [{ cup: 'vasos/200', quantity: 500 }] };

test('saves made at once by two people get consecutive numbers, none twice, in the order they were stored', async ({
  request,
}) => {
  const first = await quotes.saved(
    request,
    me.headers,
    (await takeOne(request, me.headers)).id,
    SMALL,
  );
  const jobs: { who: Member; peticion: AssignedPeticion }[] = [];
  for (let i = 0; i < 6; i++) {
    for (const who of [me, colleague])
      jobs.push({ who, peticion: await takeOne(request, who.headers) });
  }

  const saved: Presupuesto[] = await Promise.all(
    jobs.map(({ who, peticion }) => quotes.saved(request, who.headers, peticion.id, SMALL)),
  );

  const byId = [first, ...saved].sort((a, b) => a.id - b.id);
  expect(new Set(byId.map((quote) => quote.year))).toEqual(new Set([first.year]));
  // Each number once, with no gap after the first one, rising as the rows were stored.
  expect(byId.map((quote) => quote.sequence)).toEqual(
    byId.map((_, index) => first.sequence + index),
  );
  expect(byId.map((quote) => quote.numero)).toEqual(
    byId.map((_, index) => `P-${first.year}-${String(first.sequence + index).padStart(4, '0')}`),
  );
  expect(saved.map((quote) => quote.version)).toEqual(saved.map(() => 1));
});

test('a refused save takes no number: the next save gets the one after the last stored', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const before = await quotes.saved(request, me.headers, taken.id, SMALL);
  const refused = await quotes.save(request, me.headers, taken.id, {
    lines: [{ cup: 'vasos/200', quantity: 1 }],
  });
  expect(refused.status()).toBe(400);
  const after = await quotes.saved(request, me.headers, taken.id, SMALL);
  expect(after.sequence).toBe(before.sequence + 1);
});
