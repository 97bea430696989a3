import { useState, type SubmitEvent } from 'react';
import { Loading } from '../../components/Loading';
import { ReadOnlyMark } from '../../components/ReadOnlyMark';
import { SubmitButton } from '../../components/SubmitButton';
import { notify } from '../../services/notify';
import { isDroppedWithSession } from '../../services/sessionEnd';
import { useCan } from '../auth';
import { AjustesFieldInput } from './AjustesFieldInput';
import { AjustesReadOnly } from './AjustesReadOnly';
import { LogotipoField } from './LogotipoField';
import { AJUSTES_FIELDS, readTexts, textsOf, type AjustesTexts } from './ajustesForm';
import { useGetAjustesQuery, useSaveAjustesMutation } from './ajustesApi';
import './ajustes.css';

export const SAVED_MESSAGE = 'Ajustes guardados con éxito';
export const SAVE_ERROR_MESSAGE = 'Error al guardar los ajustes';
export const LOAD_FAILED_TEXT = 'No se han podido cargar los ajustes.';

/**
 * /ajustes: the business's details every quote carries, its VAT rate and its validity, and how
 * long customers' data is kept. A form for a role that may change them, read-only otherwise.
 */
export function AjustesPage() {
  const editable = useCan('editAjustes');
  const { data, isLoading, isError } = useGetAjustesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section className="ajustes-page">
      <h2>Ajustes</h2>
      {!editable && <ReadOnlyMark />}
      {data ? (
        editable ? (
          <AjustesForm initial={textsOf(data)} />
        ) : (
          <AjustesReadOnly texts={textsOf(data)} />
        )
      ) : isLoading ? (
        <Loading />
      ) : isError ? (
        <p role="status">{LOAD_FAILED_TEXT}</p>
      ) : (
        <Loading />
      )}
      {data && <LogotipoField editable={editable} />}
    </section>
  );
}

/**
 * The form over the settings as loaded. What is typed stays until a save succeeds (then the
 * settings as stored show): a failed save, or a field that cannot be saved, loses nothing.
 */
function AjustesForm({ initial }: { initial: AjustesTexts }) {
  const [texts, setTexts] = useState(initial);
  // A field is marked from its first change on, and every field once Guardar was pressed.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saveAjustes, { isLoading: saving }] = useSaveAjustesMutation();

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const read = readTexts(texts);
    if (!read.ok) {
      // Nothing is sent; the marked fields say what to fix.
      setTouched(new Set(AJUSTES_FIELDS.map((spec) => spec.field)));
      return;
    }
    const result = await saveAjustes(read.ajustes);
    if ('error' in result) {
      if (!isDroppedWithSession(result.error)) notify(SAVE_ERROR_MESSAGE);
      return;
    }
    setTexts(textsOf(result.data));
    setTouched(new Set());
    notify(SAVED_MESSAGE);
  }

  return (
    <form
      className="ajustes-form"
      aria-label="Ajustes"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      {AJUSTES_FIELDS.map((spec) => (
        <AjustesFieldInput
          key={spec.field}
          spec={spec}
          value={texts[spec.field]}
          marked={touched.has(spec.field)}
          onChange={(text) => {
            setTexts((before) => ({ ...before, [spec.field]: text }));
            setTouched((before) => new Set(before).add(spec.field));
          }}
        />
      ))}
      <SubmitButton disabled={saving}>Guardar</SubmitButton>
    </form>
  );
}
