// What an account action's failure alert says. A 409 is a rule of the API about this very account
// (the last active administrator keeps the role and stays active): its reason is told after the
// action's own text, so the person knows why, not only that it failed.
type Failure = { status?: unknown; data?: unknown };

function conflictReason(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, data } = error as Failure;
  if (status !== 409 || typeof data !== 'object' || data === null) return undefined;
  const reason = (data as { error?: unknown }).error;
  return typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : undefined;
}

/** `Error al … la cuenta`, or `Error al … la cuenta: {reason}` for a 409 that gives one. */
export function failureText(message: string, error: unknown): string {
  const reason = conflictReason(error);
  return reason ? `${message}: ${reason}` : message;
}
