// The two ends of dragging a card: the card that may be dragged, the column that takes it.
import { useContext, useEffect, useState, type RefObject } from 'react';
import {
  draggable,
  dropTargetForElements,
} from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import type { Etapa, TableroPeticion } from '../../../../contract';
import { acceptsDrop, cardDragData, columnDropData, MayDragContext } from './cardDrag';

const DRAGGING_CLASS = 'pipeline-card--dragging';

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
    return draggable({
      element,
      getInitialData: () => cardDragData(peticion),
      onDragStart: () => element.classList.add(DRAGGING_CLASS),
      onDrop: () => element.classList.remove(DRAGGING_CLASS),
    });
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
    return dropTargetForElements({
      element,
      getData: () => columnDropData(stage),
      canDrop: ({ source }) => acceptsDrop(source.data, stage),
      onDragEnter: () => setOver(true),
      onDragLeave: () => setOver(false),
      onDrop: () => setOver(false),
    });
  }, [ref, stage]);
  return over;
}
