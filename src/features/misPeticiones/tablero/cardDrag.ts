// Dragging a card to another column: what a dragged card carries, which columns take it, and who
// may drag at all (docs/screens.md, "Mis peticiones"). The move itself is the dialog's (useDropMove).
import { createContext } from 'react';
import { allowedMoves, type Etapa, type TableroPeticion } from '../../../../contract';

/** What a dragged card tells the columns: its request and the stages the way allows from there. */
export type CardDragData = { tableroCard: number; moves: readonly Etapa[] };

export const cardDragData = (peticion: TableroPeticion): CardDragData => ({
  tableroCard: peticion.id,
  moves: allowedMoves(peticion.estado, peticion.perdida?.desde),
});

/** The request a drag carries, if it is one of the board's cards. */
export const draggedCardId = (data: Record<string | symbol, unknown>): number | undefined =>
  typeof data.tableroCard === 'number' ? data.tableroCard : undefined;

/** Whether the card dragged may be dropped on `stage`'s column (the dialog's moves, no others). */
export const acceptsDrop = (data: Record<string | symbol, unknown>, stage: Etapa): boolean =>
  Array.isArray(data.moves) && (data.moves as unknown[]).includes(stage);

/** What a column says it is, to the drop. */
export const columnDropData = (stage: Etapa) => ({ tableroStage: stage });

export const droppedOnStage = (data: Record<string | symbol, unknown>): Etapa | undefined =>
  typeof data.tableroStage === 'string' ? (data.tableroStage as Etapa) : undefined;

/**
 * Whether the signed-in person may drag a request's card (the assignee may move it): none on a
 * phone, where one column shows at a time. Given by the board, read by each card as it mounts.
 */
export const MayDragContext = createContext<(peticion: TableroPeticion) => boolean>(() => false);
