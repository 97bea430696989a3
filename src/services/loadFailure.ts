import { notify } from './notify';
import { isDroppedWithSession } from './sessionEnd';

export const LOAD_ERROR_MESSAGE = 'Error al cargar los datos';

type QueryFailure = { error?: { status?: unknown; name?: string; error?: string } };

/**
 * onQueryStarted hook for the loads of the requests and the price tables: one alert per failed
 * request (docs/messages.md). RTK Query runs it once per request, not per subscriber, so
 * StrictMode's double mount still shows a single alert.
 */
export async function alertOnLoadFailure(
  _arg: unknown,
  { queryFulfilled }: { queryFulfilled: Promise<unknown> },
): Promise<void> {
  try {
    await queryFulfilled;
  } catch (failure) {
    const error = (failure as QueryFailure | undefined)?.error;
    // A session that ended is told on /signin, not by an alert for the call that revealed it.
    if (isDroppedWithSession(error)) return;
    console.error(describeFailure(error));
    notify(LOAD_ERROR_MESSAGE);
  }
}

function describeFailure(error: QueryFailure['error']): Error {
  if (typeof error?.status === 'number') return new Error(`HTTP error: ${error.status}`);
  return new Error(error?.error ?? 'Error desconocido');
}
