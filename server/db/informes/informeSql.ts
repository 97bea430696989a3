// The pieces every query of a report shares (docs/decisions.md, "Informes"). Each query takes the
// same five parameters: $1 the time zone, $2 and $3 the period's first and last local days, $4
// whose requests (an e-mail, or null for the team's), $5 the channel (or null for any).

/** The instant the period's first local day starts, and the one after its last day ends. */
export const PERIOD_START = `(($2::date)::timestamp AT TIME ZONE $1::text)`;
export const PERIOD_END = `(($3::date + 1)::timestamp AT TIME ZONE $1::text)`;

/**
 * True, and names every parameter with its type: a query that needs fewer still takes all five
 * (PostgreSQL refuses a parameter it cannot type).
 */
export const EVERY_PARAMETER = `num_nulls($1::text, $2::date, $3::date, $4::text, $5::text) >= 0`;

/** The request `p` came through the asked channel. */
export const FROM_ORIGEN = `($5::text IS NULL OR p.origen = $5::text)`;

/** The request `p` is the asked person's (any, without one) and came through the asked channel. */
export const WHOSE = `($4::text IS NULL OR lower(p.asignado) = lower($4::text))
  AND ${FROM_ORIGEN}`;

/**
 * The request `p`'s latest quote (none: nulls), as `q`: its id and totals, the first of its
 * request's quotes newest first, read from the index of quotes by request (which holds the
 * totals: no quote itself is read). A join, not a lookup per request: over a period's thousands
 * of requests the planner reads that index once instead of probing it once per request.
 */
export const LATEST_QUOTE = `LEFT JOIN (
    SELECT DISTINCT ON (peticion_id) peticion_id, id, base_cents, total_cents
    FROM presupuestos
    ORDER BY peticion_id, id DESC
  ) AS q ON q.peticion_id = p.id`;

/**
 * The requests `p` accepted (first reaching `aceptada`, `p.aceptada_first_at`) from `start` to
 * `end`, with their latest quote as `q`.
 */
export const acceptedBetween = (start: string, end: string, whose = WHOSE) => `
  FROM peticiones AS p
  ${LATEST_QUOTE}
  WHERE p.aceptada_first_at >= ${start} AND p.aceptada_first_at < ${end} AND ${whose}
    AND ${EVERY_PARAMETER}`;

/** A word of the code's own (a stage, a channel, a reason) as an SQL text: letters and `_` only. */
export function sqlWord(word: string): string {
  if (!/^[a-z_]+$/.test(word)) throw new Error(`Not a word of the code: ${word}`);
  return `'${word}'`;
}

/** The parameters, in the order the queries name them. */
export type InformeParams = readonly [
  zona: string,
  desde: string,
  hasta: string,
  usuario: string | null,
  origen: string | null,
];
