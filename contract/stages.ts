// The way of a request once someone has taken it: its stages, in order, and which moves between
// them are allowed. One table, applied alike by the dashboard (it offers only these moves) and by
// the API (any other is a 400, nothing written). Labels are the dashboard's (UI text).

/** Every stage of a taken request, in the order of the way (`perdida` stands apart). */
export const STAGES = [
  'asignada',
  'presupuestada',
  'aceptada',
  'en_produccion',
  'entregada',
  'perdida',
] as const;

export type Stage = (typeof STAGES)[number];

/** The stages of the way itself, each a column of the board; a lost request leaves it. */
export const BOARD_STAGES = [
  'asignada',
  'presupuestada',
  'aceptada',
  'en_produccion',
  'entregada',
] as const satisfies readonly Stage[];

export type BoardStage = (typeof BOARD_STAGES)[number];

/** The stage a request is in as soon as it is taken. */
export const FIRST_STAGE: BoardStage = 'asignada';

/** The last stage of the way: a delivered request can no longer be lost. */
export const LAST_STAGE: BoardStage = 'entregada';

export const LOST_STAGE = 'perdida' satisfies Stage;

/** Why a request was lost; `otro` comes with a text. */
export const LOST_REASONS = ['precio', 'plazo', 'sin_respuesta', 'otro'] as const;

export type LostReason = (typeof LOST_REASONS)[number];

/** Longest text of a lost request's `otro` reason (characters). */
export const LOST_TEXT_MAX = 500;

export const isStage = (value: unknown): value is Stage =>
  typeof value === 'string' && (STAGES as readonly string[]).includes(value);

export const isBoardStage = (value: unknown): value is BoardStage =>
  typeof value === 'string' && (BOARD_STAGES as readonly string[]).includes(value);

export const isLostReason = (value: unknown): value is LostReason =>
  typeof value === 'string' && (LOST_REASONS as readonly string[]).includes(value);

/**
 * The stages a request may move to from `from`: one stage forward or back along the way, and
 * `perdida` from any stage before `entregada`. A lost request may only be reopened, back into the
 * stage it left (`lostFrom`).
 */
export function allowedMoves(from: Stage, lostFrom?: BoardStage | null): Stage[] {
  if (from === LOST_STAGE) return lostFrom ? [lostFrom] : [];
  const index = BOARD_STAGES.indexOf(from);
  const moves: Stage[] = [];
  if (index > 0) moves.push(BOARD_STAGES[index - 1]!);
  if (index < BOARD_STAGES.length - 1) moves.push(BOARD_STAGES[index + 1]!);
  if (from !== LAST_STAGE) moves.push(LOST_STAGE);
  return moves;
}

export function isAllowedMove(from: Stage, to: Stage, lostFrom?: BoardStage | null): boolean {
  return allowedMoves(from, lostFrom).includes(to);
}
