import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modalDialog.css';

/** Nothing has the focus: what had it was removed from the page. */
export const focusIsLost = () =>
  document.activeElement === null || document.activeElement === document.body;

type ModalDialogProps = {
  title: string;
  /** Cerrar, Escape or the browser closing it: called once per dialog. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal dialog over the page, opened as it mounts: headed by `title`, with `Cerrar` at its foot.
 * It takes the focus itself (its name is read out), not its first control: Enter must not call a
 * customer or press a button nobody chose. Whoever shows it puts the focus back when it goes.
 * When the focused control goes away (a button no longer offered), the dialog takes the focus
 * back: it stays in the dialog, never on the page behind it.
 */
export function ModalDialog({ title, onClose, children }: ModalDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      dialog.focus();
    }
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const observer = new MutationObserver(() => {
      if (dialog.open && focusIsLost()) dialog.focus();
    });
    observer.observe(dialog, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const close = () => {
    // Escape fires cancel, then may fire close too: one close is one step back.
    if (closing.current) return;
    closing.current = true;
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={close}
    >
      <h3 id={titleId}>{title}</h3>
      {children}
      <div className="modal-dialog__close">
        <button type="button" onClick={close}>
          Cerrar
        </button>
      </div>
    </dialog>
  );
}
