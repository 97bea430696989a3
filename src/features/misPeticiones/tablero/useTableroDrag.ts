// The two ends of dragging a card, in the browser's own drag and drop: the card that may be
// dragged, the column that takes it.
import { useContext, useEffect, useState, type RefObject } from 'react';
import type { Etapa, TableroPeticion } from '../../../../contract';
import {
  acceptsDrop,
  cardDragData,
  cardDragEnded,
  cardDragStarted,
  cardDropped,
  draggedCard,
  MayDragContext,
} from './cardDrag';

const DRAGGING_CLASS = 'pipeline-card--dragging';
/** The type a card's drag carries its request's id as (a drag needs some data to start anywhere). */
const CARD_TYPE = 'application/x-vasos-peticion';

/**
 * Makes the card draggable when the signed-in person may move its request; it carries the moves
 * the way allows from where the request is now. Nothing is rendered again for it: the card looks
 * dragged by a class of its own.
 */
export function useCardDrag(ref: RefObject<HTMLElement | null>, peticion: TableroPeticion) {
  const mayDrag = useContext(MayDragContext);
  useEffect(() => {
    const element = ref.current;
    if (!element || !mayDrag(peticion)) return undefined;
    const start = (event: DragEvent) => {
      event.dataTransfer?.setData(CARD_TYPE, String(peticion.id));
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      element.classList.add(DRAGGING_CLASS);
      cardDragStarted(cardDragData(peticion));
    };
    const end = () => {
      element.classList.remove(DRAGGING_CLASS);
      cardDragEnded();
    };
    element.draggable = true;
    element.addEventListener('dragstart', start);
    element.addEventListener('dragend', end);
    return () => {
      element.removeEventListener('dragstart', start);
      element.removeEventListener('dragend', end);
      element.removeAttribute('draggable');
    };
  }, [ref, peticion, mayDrag]);
}

/**
 * Makes the column a place to drop a card whose request may move to `stage`; whether one such is
 * over it now (to show where it would land).
 */
export function useColumnDrop(ref: RefObject<HTMLElement | null>, stage: Etapa): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const takes = () => {
      const card = draggedCard();
      return card !== undefined && acceptsDrop(card, stage);
    };
    // dragover, not only dragenter: cancelling it (at every move over the column) is what lets the
    // card be dropped here. The pointer entering a card inside the column leaves the column for it.
    const overColumn = (event: DragEvent) => {
      if (!takes()) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      setOver(true);
    };
    const left = (event: DragEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setOver(false);
    };
    const drop = (event: DragEvent) => {
      setOver(false);
      if (!takes()) return;
      event.preventDefault();
      cardDropped(stage);
    };
    const ended = () => setOver(false);
    element.addEventListener('dragenter', overColumn);
    element.addEventListener('dragover', overColumn);
    element.addEventListener('dragleave', left);
    element.addEventListener('drop', drop);
    // A drag given up (Esc, or dropped outside) ends on the card: no column stays highlighted.
    document.addEventListener('dragend', ended);
    return () => {
      element.removeEventListener('dragenter', overColumn);
      element.removeEventListener('dragover', overColumn);
      element.removeEventListener('dragleave', left);
      element.removeEventListener('drop', drop);
      document.removeEventListener('dragend', ended);
    };
  }, [ref, stage]);
  return over;
}
