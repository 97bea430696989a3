// The way of a request once someone has taken it: its stages, in order, and which moves between
// them are allowed. One table, applied alike by the dashboard (it offers only these moves) and by
// the API (any other is a 400, nothing written). Labels are the dashboard's (UI text).
import type { LatestProof } from './archivos';

/** Every stage of a taken request, in the order of the way (`perdida` stands apart). */
export const ETAPAS = [
  'asignada',
  'presupuestada',
  'aceptada',
  'en_produccion',
  'entregada',
  'perdida',
] as const;

export type Etapa = (typeof ETAPAS)[number];

/** The stages of the way itself, each a column of the board; a lost request leaves it. */
export const TABLERO_ETAPAS = [
  'asignada',
  'presupuestada',
  'aceptada',
  'en_produccion',
  'entregada',
] as const satisfies readonly Etapa[];

export type TableroEtapa = (typeof TABLERO_ETAPAS)[number];

/** The stage a request is in as soon as it is taken. */
export const FIRST_ETAPA: TableroEtapa = 'asignada';

/** The last stage of the way: a delivered request can no longer be lost. */
export const LAST_ETAPA: TableroEtapa = 'entregada';

export const LOST_ETAPA = 'perdida' satisfies Etapa;

/** Why a request was lost; `otro` comes with a text. */
export const MOTIVOS = ['precio', 'plazo', 'sin_respuesta', 'otro'] as const;

export type Motivo = (typeof MOTIVOS)[number];

/** Longest text of a lost request's `otro` reason (characters). */
export const LOST_TEXT_MAX = 500;

export const isEtapa = (value: unknown): value is Etapa =>
  typeof value === 'string' && (ETAPAS as readonly string[]).includes(value);

export const isTableroEtapa = (value: unknown): value is TableroEtapa =>
  typeof value === 'string' && (TABLERO_ETAPAS as readonly string[]).includes(value);

export const isMotivo = (value: unknown): value is Motivo =>
  typeof value === 'string' && (MOTIVOS as readonly string[]).includes(value);

/**
 * The stages a request may move to from `from`: one stage forward or back along the way, and
 * `perdida` from any stage before `entregada`. A lost request may only be reopened, back into the
 * stage it left (`lostFrom`).
 */
export function allowedMoves(from: Etapa, lostFrom?: TableroEtapa | null): Etapa[] {
  if (from === LOST_ETAPA) return lostFrom ? [lostFrom] : [];
  const index = TABLERO_ETAPAS.indexOf(from);
  const moves: Etapa[] = [];
  if (index > 0) moves.push(TABLERO_ETAPAS[index - 1]);
  if (index < TABLERO_ETAPAS.length - 1) moves.push(TABLERO_ETAPAS[index + 1]);
  if (from !== LAST_ETAPA) moves.push(LOST_ETAPA);
  return moves;
}

export function isAllowedMove(from: Etapa, to: Etapa, lostFrom?: TableroEtapa | null): boolean {
  return allowedMoves(from, lostFrom).includes(to);
}

/** The stage a request with a design proof enters only once its latest version is approved. */
export const PROOF_GATED_ETAPA: Etapa = 'en_produccion';

/**
 * Whether a move the way allows must still wait for the customer: into `en_produccion` while the
 * request's latest design proof is not approved. A request without a proof never waits; an
 * administrator may move it anyway, giving a reason (docs/server.md, "Files").
 */
export const waitsForProofApproval = (to: Etapa, latest: LatestProof | null): boolean =>
  to === PROOF_GATED_ETAPA && latest !== null && !latest.aprobado;
