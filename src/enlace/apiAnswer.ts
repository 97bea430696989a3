// How the link's page reads every answer of the API (docs/messages.md, "The customer's link"): the
// page's content, a newer version in its place, the link closed (404, 410), a refusal of what was
// sent (any other 4xx), or no usable answer at all (the network, a 5xx), which alone is blamed on
// the connection. No cookie, no credentials, no Referer: the token is in the path.
import type { EnlaceCaducado } from '../../contract/enlaces';
import { config } from '../services/config';

/**
 * Why the API refused what was sent: its status; the field a body's `400` names (`nombre: …`);
 * and its `error` only when the answer says it is in Spanish (`Content-Language: es`), as the
 * customer's file refusals are: a field's `400` is worded in English and never shown.
 */
export type Refusal = { status: number; field?: string; spanish?: string };

/** Where the link stopped opening: expired or revoked (whom to ask for a new one), or unknown. */
export type Closed = { kind: 'caducado'; negocio: EnlaceCaducado['negocio'] } | { kind: 'unknown' };

export type ApiAnswer<Data> =
  | { kind: 'ok'; data: Data }
  | { kind: 'newer'; data: Data }
  | Closed
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'failed' };

const init: RequestInit = { credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The field a body's `400` is about: its message starts with the field's name (`nombre: …`). */
const FIELD = /^([a-z]+): /;

function refusalOf(response: Response, body: Record<string, unknown> | undefined): Refusal {
  const error = typeof body?.error === 'string' ? body.error : undefined;
  const spanish = response.headers.get('Content-Language')?.trim().toLowerCase() === 'es';
  const field = error === undefined ? undefined : FIELD.exec(error)?.[1];
  return {
    status: response.status,
    ...(error && spanish ? { spanish: error } : {}),
    ...(field === undefined ? {} : { field }),
  };
}

/** What an answer says, read once for every form of the page. */
export async function readAnswer<Data>(response: Response): Promise<ApiAnswer<Data>> {
  const parsed: unknown = await response.json().catch(() => undefined);
  const body = isObject(parsed) ? parsed : undefined;
  const { status } = response;
  if (status === 404 && body) return { kind: 'unknown' };
  if (status === 410 && isObject(body?.negocio)) {
    return { kind: 'caducado', negocio: body.negocio as EnlaceCaducado['negocio'] };
  }
  if (isObject(body?.data)) {
    const data = body.data as Data;
    if (response.ok) return { kind: 'ok', data };
    if (status === 409) return { kind: 'newer', data };
  }
  // Whatever the body is (a proxy's 413 is not even JSON), a 4xx refused what was sent.
  if (status >= 400 && status < 500) return { kind: 'refused', refusal: refusalOf(response, body) };
  return { kind: 'failed' };
}

/** Calls the API at `path` (of contract/); a call that never got an answer is `failed`. */
export async function callApi<Data>(path: string, extra: RequestInit = {}) {
  try {
    return await readAnswer<Data>(await fetch(`${config.apiUrl}${path}`, { ...init, ...extra }));
  } catch {
    return { kind: 'failed' } as const;
  }
}

/** A JSON body sent by POST. */
export const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const TOO_MANY_TRIES =
  'Demasiados intentos seguidos: espera un minuto y vuelve a intentarlo.';

/** A form's own words for a refusal: by the field it names, by its status, or else `otherwise`. */
export type RefusalWords = {
  fields?: Readonly<Record<string, string>>;
  statuses?: Readonly<Partial<Record<number, string>>>;
  otherwise: string;
};

/** What a form says of a refusal: the API's own Spanish words, else the form's most precise. */
export function refusalText(refusal: Refusal, words: RefusalWords): string {
  if (refusal.spanish) return refusal.spanish;
  const { field } = refusal;
  const byField =
    field !== undefined && words.fields && Object.hasOwn(words.fields, field)
      ? words.fields[field]
      : undefined;
  const byStatus = words.statuses?.[refusal.status];
  return byField ?? byStatus ?? (refusal.status === 429 ? TOO_MANY_TRIES : words.otherwise);
}
