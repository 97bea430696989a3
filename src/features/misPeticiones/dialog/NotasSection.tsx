import { useId } from 'react';
import { NOTA_MAX_LENGTH, type Nota } from '../../../../contract';
import { isRepeatClick } from '../../../components/isRepeatClick';
import { useAddNotaMutation } from '../misPeticionesApi';
import { useWrite, ActionError } from '../writes';
import { MENSAJE_MARK } from '../clienteMarks';
import { HistoryLog } from './HistoryLog';
import { ShowOlder, type OlderLines } from './ShowOlder';

const thousands = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });
const MAX_TEXT = thousands.format(NOTA_MAX_LENGTH);

export const NOTA_HINT = `Hasta ${MAX_TEXT} caracteres.`;
export const NO_NOTAS = 'Todavía no hay notas.';
export const OLDER_NOTAS = 'Mostrar notas anteriores';
/** Who wrote a customer's message, beside when. */
export const CLIENTE_AUTHOR = 'El cliente';
export const notaTooLong = (length: number) =>
  `La nota tiene ${thousands.format(length)} caracteres: el máximo es ${MAX_TEXT}.`;

type NotasSectionProps = {
  id: string;
  /** The newest notes, newest first. */
  notas: readonly Nota[];
  /** Whether there are older ones, and how to show them. */
  older: OlderLines;
  /** Whether a note can be added (the request is still taken). */
  canAdd: boolean;
  /** What is being typed: the dialog keeps it through a failure or a change of the request. */
  text: string;
  onText: (text: string) => void;
  onStale: (stale: boolean) => void;
};

/**
 * Notas: the newest first, with who wrote each and when, and older ones on demand; never edited
 * nor deleted.
 */
export function NotasSection({
  id,
  notas,
  older,
  canAdd,
  text,
  onText,
  onStale,
}: NotasSectionProps) {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const [addNota] = useAddNotaMutation();
  const { run, pending, message } = useWrite('note', onStale);
  const tooLong = text.length > NOTA_MAX_LENGTH;

  const save = () => {
    // A blank note is nothing to send; a long one is told before it is sent.
    if (!text.trim() || tooLong) return;
    void run(() => addNota({ id, body: { texto: text } }).unwrap()).then(
      (done) => done && onText(''),
    );
  };

  return (
    <section className="pipeline-section" aria-labelledby={headingId}>
      <h4 id={headingId}>Notas</h4>
      {canAdd ? (
        <div className="pipeline-note-form">
          <label htmlFor={inputId}>Añadir nota</label>
          <textarea
            id={inputId}
            rows={3}
            value={text}
            aria-invalid={tooLong}
            aria-describedby={hintId}
            onChange={(event) => onText(event.target.value)}
          />
          <p id={hintId} className={tooLong ? 'pipeline-error' : 'pipeline-hint'}>
            {tooLong ? notaTooLong(text.length) : NOTA_HINT}
          </p>
          <button
            type="button"
            disabled={pending}
            onClick={(event) => {
              if (!isRepeatClick(event)) save();
            }}
          >
            Guardar nota
          </button>
          <ActionError message={message} />
        </div>
      ) : null}
      {notas.length ? (
        <HistoryLog
          items={notas.map((nota) => ({
            key: nota.id,
            text: nota.deCliente ? (
              <>
                <strong className="pipeline-note__cliente">{MENSAJE_MARK}:</strong> {nota.texto}
              </>
            ) : (
              nota.texto
            ),
            textClassName: 'pipeline-note__text',
            // The customer has no account: their message is theirs, not a uid's.
            by: nota.deCliente ? { uid: CLIENTE_AUTHOR, email: null } : nota.autor,
            at: nota.at,
          }))}
        />
      ) : (
        <p className="pipeline-hint">{NO_NOTAS}</p>
      )}
      <ShowOlder label={OLDER_NOTAS} {...older} />
    </section>
  );
}
