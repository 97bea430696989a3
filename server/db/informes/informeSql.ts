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
 * The request `p`'s latest quote (none: nulls), as `q`: the quote no newer one of its request
 * follows. A join, not a lookup per request: over a period's thousands of requests the planner
 * reads the quotes once (hash anti-join) instead of probing the index once per request.
 */
export const LATEST_QUOTE = `LEFT JOIN (
    SELECT latest.peticion_id, latest.base_cents, latest.total_cents, latest.snapshot
    FROM presupuestos AS latest
    WHERE NOT EXISTS (SELECT FROM presupuestos AS newer
                      WHERE newer.peticion_id = latest.peticion_id AND newer.id > latest.id)
  ) AS q ON q.peticion_id = p.id`;

/**
 * The requests `p` accepted (first reaching `aceptada`) from `start` to `end`, with when as `e.at`
 * and their latest quote as `q`.
 */
export const acceptedBetween = (start: string, end: string, whose = WHOSE) => `
  FROM peticion_etapas AS e
  JOIN peticiones AS p ON p.id = e.peticion_id
  ${LATEST_QUOTE}
  WHERE e.etapa = 'aceptada' AND e.at >= ${start} AND e.at < ${end} AND ${whose}
    AND ${EVERY_PARAMETER}`;

/** The parameters, in the order the queries name them. */
export type InformeParams = readonly [
  zona: string,
  desde: string,
  hasta: string,
  usuario: string | null,
  origen: string | null,
];
