import { Writable } from 'node:stream';
import { expect, test } from '@playwright/test';
import { apiPaths, PUBLIC_PETICIONES_PATH } from '../../contract';
import { signIn } from '../support/stack/auth';
import { startInProcessApi } from '../support/stack/inProcessApi';
import { asMember } from './support/colleague';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { presupuestoCalls } from './support/presupuestoCalls';

// No audit entry and no server log line holds a customer's name or phone number (docs/server.md,
// "Customers' data"): a customer's whole way through the API, with the log captured.
const NAME = 'Zacarías Quintanilla';
const PHONE = '+34 633 444 555';
const FORMS_OF_THE_PHONE = [PHONE, '633444555', '633 444 555', '34633444555'];

test('a customer through the form, taking, a note, a quote, export and erasure: neither the log nor the audit log holds their name or phone', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      done();
    },
  });
  const api = await startInProcessApi({ auth: 'emulator', logger: { level: 'trace', stream } });
  try {
    const admin = asMember(await signIn());
    const created = await request.post(api.url(PUBLIC_PETICIONES_PATH), {
      data: {
        peticiones: 'Vasos 500 ml',
        cliente: { nombre: NAME, telefono: PHONE },
        fecha_evento: '2027-06-12',
        pais: 'España',
        codigo_postal: '28013',
      },
    });
    expect(created.status()).toBe(201);
    const { rows } = await api.db.query<{ id: number }>(
      `SELECT id FROM peticiones WHERE cliente ->> 'nombre' = $1`,
      [NAME],
    );
    const id = rows[0]!.id;
    const post = (path: string, data: unknown) =>
      request.post(api.url(path), { headers: admin.headers, data });
    expect((await post(apiPaths.asignar(id), {})).status()).toBe(200);
    expect((await post(apiPaths.notas(id), { texto: `Llamar a ${NAME}` })).status()).toBe(201);
    await presupuestoCalls(api).saved(request, admin.headers, id, TEN_LINES);
    expect(
      (await request.get(api.url(apiPaths.peticion(id)), { headers: admin.headers })).status(),
    ).toBe(200);
    expect((await post(apiPaths.clientesExportar, { telefono: PHONE })).status()).toBe(200);
    expect((await post(apiPaths.clientesSuprimir, { telefono: PHONE })).status()).toBe(200);

    const audit = await api.db.query<{ entry: unknown }>(
      'SELECT to_jsonb(audit_log) AS entry FROM audit_log ORDER BY id',
    );
    const actions = audit.rows.map((row) => (row.entry as { action: string }).action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'assignment',
        'note',
        'quote_saved',
        'customer_export',
        'customer_erasure',
      ]),
    );
    const log = raw.join('');
    // The capture saw the calls: one line per request at least.
    expect(log).toContain(apiPaths.clientesSuprimir);
    for (const secret of [NAME, 'Quintanilla', ...FORMS_OF_THE_PHONE]) {
      expect(log, secret).not.toContain(secret);
      expect(JSON.stringify(audit.rows), secret).not.toContain(secret);
    }
  } finally {
    await api.close();
  }
});
