// The checks run after the frame that shows a keystroke, and each row listens to its own warning
// only: a keystroke still renders one row, and a warning that changes renders just its row.
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useAppSelector } from '../../../app/hooks';
import { whenIdle } from '../../../components/whenIdle';
import type { Tabla } from '../catalog';
import { selectIsSaving, selectRows, type RowId } from '../drafts';
import { priceWarnings } from './priceChecks';

// Soon after typing pauses; within a quarter of a second on a busy page.
const CHECK_TIMEOUT_MS = 250;
const CHECK_FALLBACK_MS = 50;

type Listener = () => void;

/** The latest warnings of one table, for rows and the count to subscribe to. */
class WarningsStore {
  private warnings: ReadonlyMap<RowId, string> = new Map();
  private readonly listeners = new Set<Listener>();

  readonly subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  warningOf(id: RowId): string | undefined {
    return this.warnings.get(id);
  }

  count(): number {
    return this.warnings.size;
  }

  publish(warnings: ReadonlyMap<RowId, string>) {
    this.warnings = warnings;
    for (const listener of this.listeners) listener();
  }
}

const WarningsContext = createContext<WarningsStore | null>(null);
const noSubscription = () => () => {};

/** Checks the table's rows as shown (drafts included) whenever they change, and shares the result. */
export function PriceWarningsProvider({ table, children }: { table: Tabla; children: ReactNode }) {
  const [store] = useState(() => new WarningsStore());
  const rows = useAppSelector((state) => selectRows(state, table.key));
  // As the chart: checked again once a save ends, not between its rows.
  const saving = useAppSelector((state) => selectIsSaving(state, table.key));
  useEffect(() => {
    if (!rows || saving) return;
    const idle = whenIdle(
      () => store.publish(priceWarnings(table, rows)),
      CHECK_TIMEOUT_MS,
      CHECK_FALLBACK_MS,
    );
    return idle.cancel;
  }, [store, table, rows, saving]);
  return <WarningsContext.Provider value={store}>{children}</WarningsContext.Provider>;
}

/** This row's warning text, if any. */
export function useRowWarning(id: RowId): string | undefined {
  const store = useContext(WarningsContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, () => store?.warningOf(id));
}

/** How many rows have a warning. */
export function useWarningCount(): number {
  const store = useContext(WarningsContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, () => store?.count() ?? 0);
}

/**
 * "3 filas para revisar" above the table; nothing while every row looks right. Not a live region:
 * it would speak up at every pause in typing.
 */
export function WarningCount() {
  const count = useWarningCount();
  if (count === 0) return null;
  return (
    <p className="warning-count">
      {count === 1 ? '1 fila para revisar' : `${count} filas para revisar`}
    </p>
  );
}
