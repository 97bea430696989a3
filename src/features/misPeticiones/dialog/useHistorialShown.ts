import { useState } from 'react';
import { HISTORIAL_MAX, HISTORIAL_PAGE, type PeticionDetailQuery } from '../../../../contract';
import type { OlderLines } from './ShowOlder';

type Shown = Required<PeticionDetailQuery>;
type History = keyof Shown;

/** What the detail's read says about the older lines. */
type DetailState = {
  data?: { masNotas: boolean; masActividad: boolean };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
};

const MORE_OF: Record<History, 'masNotas' | 'masActividad'> = {
  notas: 'masNotas',
  actividad: 'masActividad',
};

/**
 * How much of its notes and activity the dialog shows (the newest HISTORIAL_PAGE of each at
 * first), and each one's button for older lines: another page each time, up to what the API
 * answers (HISTORIAL_MAX). A failed read keeps what is shown, and the button reads it again.
 */
export function useHistorialShown() {
  const [shown, setShown] = useState<Shown>({ notas: HISTORIAL_PAGE, actividad: HISTORIAL_PAGE });
  const olderOf = (history: History, detail: DetailState): OlderLines => ({
    more: detail.data?.[MORE_OF[history]] === true && shown[history] < HISTORIAL_MAX,
    reading: detail.isFetching,
    failed: detail.isError && shown[history] > HISTORIAL_PAGE,
    onShow: () => {
      if (detail.isError) void detail.refetch();
      else
        setShown((current) => ({
          ...current,
          [history]: Math.min(current[history] + HISTORIAL_PAGE, HISTORIAL_MAX),
        }));
    },
  });
  return { shown, olderOf };
}
