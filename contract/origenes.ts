// Where a request came from: the channel the customer used. Staff typing a request in say which;
// the public order form's requests are `web`. Stored and sent as these keys, as the stages are
// (contract/etapas.ts); the dashboard holds their labels (UI text).

/** Every channel a request may come through, in the order the dashboard offers them. */
export const ORIGENES = ['telefono', 'whatsapp', 'correo', 'en_persona', 'web'] as const;

export type Origen = (typeof ORIGENES)[number];

/** The public order form's channel, and every request's from before channels were recorded. */
export const WEB_ORIGEN = 'web' satisfies Origen;

export const isOrigen = (value: unknown): value is Origen =>
  typeof value === 'string' && (ORIGENES as readonly string[]).includes(value);
