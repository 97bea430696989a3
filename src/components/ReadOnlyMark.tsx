/** The words that mark a screen its viewer may read but not change. */
export const READ_ONLY_MARK = 'Solo lectura';

/**
 * Under a screen's heading when the signed-in person's role may read it but not change it (a
 * price table, Ajustes, for Personal: docs/access.md, "Roles").
 */
export function ReadOnlyMark() {
  return <p className="read-only-mark">{READ_ONLY_MARK}</p>;
}
