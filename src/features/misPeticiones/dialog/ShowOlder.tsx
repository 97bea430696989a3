import { isRepeatClick } from '../../../components/isRepeatClick';

/** What a history cut at its newest needs to offer its older lines (`HistoryLog`). */
export type OlderLines = {
  /** There are older lines than those shown. */
  more: boolean;
  /** They are being read: the button waits (a second click would ask twice). */
  reading: boolean;
  /** The last read failed: the lines shown stay, and the button tries again. */
  failed: boolean;
  onShow: () => void;
};

export const OLDER_FAILED = 'No se han podido cargar las anteriores. Inténtalo de nuevo.';

/** Under a history that shows its newest lines only: the button that shows older ones. */
export function ShowOlder({
  label,
  more,
  reading,
  failed,
  onShow,
}: OlderLines & { label: string }) {
  if (!more) return null;
  return (
    <div className="pipeline-older">
      <button
        type="button"
        disabled={reading}
        aria-busy={reading}
        onClick={(event) => {
          if (!isRepeatClick(event)) onShow();
        }}
      >
        {label}
      </button>
      {failed ? (
        <p className="pipeline-error" role="alert">
          {OLDER_FAILED}
        </p>
      ) : null}
    </div>
  );
}
