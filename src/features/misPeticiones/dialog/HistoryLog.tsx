import type { ReactNode } from 'react';
import { formatInstantDateTime } from '../../../components/formatDate';

export type HistoryLogItem = {
  key: number | string;
  text: ReactNode;
  /** The class of the text's paragraph, where it needs one. */
  textClassName?: string;
  /** Who did it: their e-mail, or their uid when the account has none. */
  by: { uid: string; email: string | null };
  /** When, as an instant. */
  at: string;
};

/** A list of what was done to a request, each with who did it and when (Actividad, Notas). */
export function HistoryLog({ items }: { items: readonly HistoryLogItem[] }) {
  return (
    <ol className="pipeline-log">
      {items.map(({ key, text, textClassName, by, at }) => (
        <li key={key}>
          <p className={textClassName}>{text}</p>
          <p className="pipeline-log__meta">
            {by.email ?? by.uid} · <time dateTime={at}>{formatInstantDateTime(at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
