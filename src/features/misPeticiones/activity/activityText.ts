// A request's history in words (docs/screens.md, "Mis peticiones": Actividad).
import type { AuditEntry, LostInfo } from '../../../../contract';
import { AUDIT_TEXTS, type ActivityContext } from './auditTexts';

/** What an entry of an action this dashboard does not know yet (a newer API's) says. */
export const UNKNOWN_ACTIVITY = 'Cambio';

const NO_CONTEXT: ActivityContext = { currentLoss: null };

/** What happened, as a sentence (who did it and when are told beside it). */
export function activityText(entry: AuditEntry, context: ActivityContext = NO_CONTEXT): string {
  if (!Object.hasOwn(AUDIT_TEXTS, entry.action)) return UNKNOWN_ACTIVITY;
  const change = (field: string) => entry.changes.find((each) => each.field === field);
  return AUDIT_TEXTS[entry.action].text(change, entry, context);
}

const losesIt = (entry: AuditEntry | undefined) =>
  entry?.changes.some(({ field, to }) => field === 'estado' && to === 'perdida') === true;

/**
 * Each entry in words, in the order given (newest first). The newest move of a request that is
 * lost now made the loss it has, and tells its text too (a history read before that move, while
 * the request itself is newer, tells none).
 */
export function activityTexts(entries: readonly AuditEntry[], perdida: LostInfo | null): string[] {
  const lastMove = entries.find((entry) => entry.action === 'stage_change');
  const loss = perdida && losesIt(lastMove) ? lastMove : undefined;
  return entries.map((entry) =>
    activityText(entry, entry === loss ? { currentLoss: perdida } : NO_CONTEXT),
  );
}
