// A fixed time of what staff do, on one API: each member of staff with the events stream open, in
// a closed loop over the calls of a working day (the queue, the board, a request's dialog, a price
// table, a quote's PDF, a note, a move), and the public order form posted at its limit. Every
// answer is timed from the call to its last byte as it came (not decoded: see rawHttp.ts); any
// status but the expected one is an error.
import { apiPaths, PUBLIC_PETICIONES_PATH, type NewPeticionBody } from '../../contract';
import { percentile } from '../stats';
import { cpuTimeMs } from './load';
import { decodedText, rawClient, type RawAnswer, type RawCall } from './rawHttp';

/** One member of staff, and the request of theirs that the loop moves, notes and quotes. */
export type StaffMember = {
  headers: Record<string, string>;
  peticionId: number;
  presupuestoId: number;
  /** The request's stage and version now: a move sends the version, and answers the next one. */
  estado: string;
  version: number;
};

export const CALLS = [
  'sinasignar',
  'board',
  'dialog',
  'priceTable',
  'pdf',
  'note',
  'move',
  'publicOrder',
] as const;
export type CallName = (typeof CALLS)[number];

export type CallFigures = { answers: number; throughput: number; p50: number; p99: number };

export type MixedRun = {
  durationMs: number;
  calls: Partial<Record<CallName, CallFigures>>;
  /** Answers with a status other than the call's own (the order form's 429s aside), or none. */
  errors: number;
  /** Each error: when in the run, the call, its path, and the status and message (or failure). */
  errorSamples: string[];
  /** The order form's 429s: its limit doing its job. */
  expected429: number;
  /** Events the open streams received (each change is a pair, sent to every stream). */
  streamEvents: number;
  /** CPU time (user + system) of the API process over the run ÷ the answers, ms. */
  cpuMsPerRequest: number;
};

/** What a browser sends: answers come back compressed as they would to the dashboard. */
const ACCEPT = { 'Accept-Encoding': 'gzip, deflate, br' };

const order = (n: number): NewPeticionBody => ({
  peticiones: `Vasos reutilizables 500 ml con logo (${n})`,
  cliente: { nombre: 'Peña La Parra' },
  fecha_evento: '2027-06-24',
  pais: 'España',
  codigo_postal: '31001',
});

/** What an answer in error said: its JSON `error` (the API's), else the start of its body. */
function errorMessage(answer: RawAnswer): string {
  const text = decodedText(answer);
  try {
    const { error } = JSON.parse(text) as { error?: unknown };
    if (typeof error === 'string') return `"${error}" (${answer.headers['x-request-id']})`;
  } catch {
    // Not JSON: shown as it came.
  }
  return JSON.stringify(text.slice(0, 200));
}

/** Why a call got no answer: the error and its code (a connection reset: ECONNRESET). */
function failure(error: unknown): string {
  const { message, code } = error as Error & { code?: string };
  return code ? `${code} ${message}` : message;
}

/** The events stream of one member of staff, read until `signal` aborts it: events counted. */
async function readStream(url: string, headers: Record<string, string>, signal: AbortSignal) {
  let events = 0;
  try {
    const response = await fetch(url, { headers: { ...headers, ...ACCEPT }, signal });
    if (response.status !== 200 || !response.body) throw new Error(`HTTP ${response.status}`);
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      events += decoder.decode(chunk as Uint8Array, { stream: true }).split('event: ').length - 1;
    }
  } catch (error) {
    if (!signal.aborted) throw new Error(`events stream: ${(error as Error).message}`);
  }
  return events;
}

export async function runMixedLoad(options: {
  url: string;
  staff: StaffMember[];
  priceTable: string;
  /** The order form's limit a minute: it is posted at twice that pace, half answered 429. */
  publicPerMinute: number;
  durationMs: number;
  pid: number;
}): Promise<MixedRun> {
  const times = new Map<CallName, number[]>(CALLS.map((name) => [name, []]));
  let started = performance.now();
  const errorSamples: string[] = [];
  let errors = 0;
  let expected429 = 0;
  const aborter = new AbortController();
  const streams = options.staff.map((member) =>
    readStream(options.url + apiPaths.peticionesEventos, member.headers, aborter.signal),
  );

  const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  // Node's fetch decodes what comes: 25 ms of CPU for each 188 KB brotli queue (30 times what
  // reading its bytes costs), on the API's two cores, and every answer waited for it.
  const client = rawClient(options.staff.length + 1);
  const call = async (name: CallName, path: string, init: RawCall, ok: number) => {
    const sent = performance.now();
    let answer: RawAnswer;
    try {
      answer = await client.send(options.url + path, init);
    } catch (error) {
      // No answer at all (a connection reset, a body cut short): an error too, with its cause.
      errors++;
      errorSamples.push(`${at()} ${name} ${init.method ?? 'GET'} ${path}: ${failure(error)}`);
      return undefined;
    }
    const took = performance.now() - sent;
    if (answer.status === ok) times.get(name)!.push(took);
    else if (name === 'publicOrder' && answer.status === 429) expected429++;
    else {
      errors++;
      const said = errorMessage(answer);
      const method = init.method ?? 'GET';
      errorSamples.push(`${at()} ${name} ${method} ${path}: HTTP ${answer.status} ${said}`);
    }
    return answer;
  };

  const cpuBefore = await cpuTimeMs(options.pid);
  started = performance.now();
  const deadline = started + options.durationMs;
  const member = async (me: StaffMember, index: number) => {
    const get = { headers: { ...me.headers, ...ACCEPT } };
    const post = (body: unknown) => ({
      method: 'POST',
      headers: { ...me.headers, ...ACCEPT, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    for (let round = 0; performance.now() < deadline; round++) {
      // Each member starts at a different call, so the calls are spread over the run.
      const step = (round + index) % 7;
      if (step === 0) await call('sinasignar', apiPaths.peticionesSinAsignar, get, 200);
      if (step === 1) await call('board', apiPaths.peticionesAsignadas, get, 200);
      if (step === 2) await call('dialog', apiPaths.peticion(me.peticionId), get, 200);
      if (step === 3) await call('priceTable', `/api/admin/tablas/${options.priceTable}`, get, 200);
      if (step === 4) await call('pdf', apiPaths.presupuestoPdf(me.presupuestoId), get, 200);
      if (step === 5)
        await call('note', apiPaths.notas(me.peticionId), post({ texto: `Nota ${round}` }), 201);
      if (step === 6) {
        const etapa = me.estado === 'asignada' ? 'presupuestada' : 'asignada';
        const moved = await call(
          'move',
          apiPaths.etapa(me.peticionId),
          post({ etapa, version: me.version }),
          200,
        );
        if (moved?.status === 200) {
          const { data } = JSON.parse(decodedText(moved)) as {
            data: { estado: string; version: number };
          };
          Object.assign(me, { estado: data.estado, version: data.version });
        }
      }
    }
  };
  const publicForm = async () => {
    const pause = 60_000 / options.publicPerMinute / 2;
    for (let n = 0; performance.now() < deadline; n++) {
      const init = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(order(n)),
      };
      await call('publicOrder', PUBLIC_PETICIONES_PATH, init, 201);
      const left = deadline - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(pause, left))));
    }
  };
  try {
    await Promise.all([...options.staff.map(member), publicForm()]);
  } finally {
    aborter.abort();
    client.close();
  }
  const streamEvents = (await Promise.all(streams)).reduce((sum, n) => sum + n, 0);
  const elapsed = performance.now() - started;
  const cpuMs = (await cpuTimeMs(options.pid)) - cpuBefore;
  const answered = [...times.values()].reduce((sum, list) => sum + list.length, 0);
  const calls: MixedRun['calls'] = {};
  for (const [name, list] of times) {
    calls[name] = {
      answers: list.length,
      throughput: list.length / (elapsed / 1000),
      p50: percentile(list, 50),
      p99: percentile(list, 99),
    };
  }
  return {
    durationMs: elapsed,
    calls,
    errors,
    errorSamples,
    expected429,
    streamEvents,
    cpuMsPerRequest: cpuMs / (answered + errors + expected429),
  };
}
