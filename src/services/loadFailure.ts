import { notify } from './notify';

export const LOAD_ERROR_MESSAGE = 'Error al cargar los datos';

/**
 * onQueryStarted hook for the specification's table loads: one alert per failed request.
 * RTK Query runs it once per request, not per subscriber, so StrictMode's double mount
 * still shows a single alert.
 */
export async function alertOnLoadFailure(
  _arg: unknown,
  { queryFulfilled }: { queryFulfilled: Promise<unknown> },
): Promise<void> {
  try {
    await queryFulfilled;
  } catch (failure) {
    if (isAborted(failure)) return;
    notify(LOAD_ERROR_MESSAGE);
  }
}

function isAborted(failure: unknown): boolean {
  const error = (failure as { error?: { name?: string; error?: string } } | undefined)?.error;
  return error?.name === 'AbortError' || Boolean(error?.error?.startsWith('AbortError'));
}
