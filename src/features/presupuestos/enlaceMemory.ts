// What this tab knows of the customer's links: a link's token is shown once, when made, so it is
// kept here (memory only, gone with the tab) by request; and which quotes were just saved here,
// whose screen then makes their link at once (saving a quote gives it a link).
const tokens = new Map<number, string>();
const justSaved = new Set<number>();

export const enlaceToken = (peticionId: number) => tokens.get(peticionId);
export const rememberEnlaceToken = (peticionId: number, token: string) => {
  tokens.set(peticionId, token);
};
export const forgetEnlaceToken = (peticionId: number) => {
  tokens.delete(peticionId);
};

export const markJustSaved = (presupuestoId: number) => {
  justSaved.add(presupuestoId);
};
/** Whether the quote was just saved in this tab; asked once (a second look says no). */
export const takeJustSaved = (presupuestoId: number) => justSaved.delete(presupuestoId);
