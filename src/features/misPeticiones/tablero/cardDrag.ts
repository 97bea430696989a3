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

/** Whether the card dragged may be dropped on `stage`'s column (the dialog's moves, no others). */
export const acceptsDrop = (card: CardDragData, stage: Etapa): boolean =>
  card.moves.includes(stage);

/** Who hears the board's drags: the board, which makes a drop the dialog's move. */
export type CardDropListener = {
  onDragStart(): void;
  onDrop(card: CardDragData, stage: Etapa): void;
};

// The browser tells a column what a drag carries only when it is dropped (during the drag, only
// its types), and whether a column takes a card must be known as the card comes over it: the card
// being dragged is kept here from its dragstart to its dragend. One pointer drags one card.
let dragged: CardDragData | undefined;
const listeners = new Set<CardDropListener>();

/** The board's card being dragged now, if any. */
export const draggedCard = (): CardDragData | undefined => dragged;

export function cardDragStarted(card: CardDragData): void {
  dragged = card;
  listeners.forEach((listener) => listener.onDragStart());
}

export function cardDragEnded(): void {
  dragged = undefined;
}

/** A column took the card being dragged: its listeners make it a move. */
export function cardDropped(stage: Etapa): void {
  const card = dragged;
  dragged = undefined;
  if (card) listeners.forEach((listener) => listener.onDrop(card, stage));
}

/** Hears every drag of a card and its drop on a column; returns how to stop. */
export function monitorCardDrags(listener: CardDropListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether the signed-in person may drag a request's card (the assignee may move it): none on a
 * phone, where one column shows at a time. Given by the board, read by each card as it mounts.
 */
export const MayDragContext = createContext<(peticion: TableroPeticion) => boolean>(() => false);
