import { createContext, useContext } from 'react';
import type { ReceivedPeticion } from '../../components/peticion';
import { returnFocus } from '../../components/returnFocus';

/**
 * Opens a request's dialog. Given once by the page and never changed, so that the rows' Ver
 * buttons do not render again when the address (search, filters) changes.
 */
export const PeticionOpenerContext = createContext<(id: ReceivedPeticion['id']) => void>(() => {});

export const usePeticionOpener = () => useContext(PeticionOpenerContext);

/** Marks a Ver button with its request's id: focus goes back to it when the dialog closes. */
export const VER_ID_ATTRIBUTE = 'data-ver-id';

/** Marks the search box: where focus goes when the closed request's row is not on screen. */
export const SEARCH_ATTRIBUTE = 'data-peticiones-search';

/** Puts focus back on the request's Ver button (or, when its row is not shown, on the search). */
export const returnFocusTo = (id: string): void =>
  returnFocus(VER_ID_ATTRIBUTE, id, SEARCH_ATTRIBUTE);

/** The history state of a dialog opened from the list (Cerrar then goes back to that entry). */
const FROM_LIST = { peticionFromList: true } as const;
export const fromListState = () => FROM_LIST;
export const isFromList = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'peticionFromList' in state;
