import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { AssignedPeticion, Peticion } from '../../../../contract';
import { useAppDispatch } from '../../../app/hooks';
import { saveFile } from '../../../components/saveFile';
import { isDroppedWithSession } from '../../../services/sessionEnd';
import { useCan } from '../../auth';
import { fetchArchivo } from './archivoDownload';
import {
  approvedText,
  BOCETO_ACCEPT,
  DOWNLOAD_FAILED_MESSAGE,
  kindText,
  NO_ARCHIVOS_TEXT,
  NOT_ASSIGNEE_UPLOAD_MESSAGE,
  senderText,
  sizeText,
  UPLOAD_FAILED_MESSAGE,
} from './archivoLabels';
import { useGetArchivosQuery, useUploadBocetoMutation } from './archivosApi';
import './archivos.css';

type ArchivosProps = {
  /** The request as the dialog shows it: a new copy (a colleague's change) reads the list again. */
  peticion: Peticion | AssignedPeticion;
};

/** What an upload's failure says: the API's own words for a file it refused (400, 413). */
function uploadFailure(error: unknown): string | undefined {
  if (isDroppedWithSession(error)) return undefined;
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { error?: unknown } };
  if ((status === 400 || status === 413) && typeof data?.error === 'string') return data.error;
  if (status === 403) return NOT_ASSIGNEE_UPLOAD_MESSAGE;
  return UPLOAD_FAILED_MESSAGE;
}

/**
 * Archivos: the request's files (the customer's, and each version of the design proof), each with
 * its name, size and sender, downloaded by a click on its name; `Subir boceto` for whoever may
 * upload a proof to this request (its assignee). The list follows the request's live copy, so a
 * colleague's upload shows while the dialog is open.
 */
export function Archivos({ peticion }: ArchivosProps) {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const id = String(peticion.id);
  const canUpload = useCan('uploadBoceto', peticion);
  const { data: archivos = [], refetch } = useGetArchivosQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  const [upload, { isLoading: uploading }] = useUploadBocetoMutation();
  const [message, setMessage] = useState<string>();
  const seen = useRef(peticion);

  useEffect(() => {
    if (seen.current !== peticion) void refetch();
    seen.current = peticion;
  }, [peticion, refetch]);

  const download = async (archivo: (typeof archivos)[number]) => {
    setMessage(undefined);
    const result = await fetchArchivo(archivo, { dispatch });
    if ('blob' in result) saveFile(result.blob, archivo.nombre);
    else if (!isDroppedWithSession(result.error)) setMessage(DOWNLOAD_FAILED_MESSAGE);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setMessage(undefined);
    try {
      await upload({ id, file }).unwrap();
    } catch (error) {
      setMessage(uploadFailure(error));
    } finally {
      // The same file chosen again is a new upload (a new version).
      input.value = '';
    }
  };

  return (
    <section className="pipeline-section" aria-labelledby={headingId}>
      <h4 id={headingId}>Archivos</h4>
      {archivos.length === 0 ? (
        <p className="pipeline-hint">{NO_ARCHIVOS_TEXT}</p>
      ) : (
        <ul className="archivos-list">
          {archivos.map((archivo) => (
            <li key={archivo.id}>
              <button
                type="button"
                className="archivos-name"
                onClick={() => void download(archivo)}
              >
                {archivo.nombre}
              </button>
              <span>
                {kindText(archivo)} · {sizeText(archivo.size)} · {senderText(archivo)}
              </span>
              {archivo.aprobadoAt ? <span>{approvedText(archivo)}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {canUpload ? (
        <label className="archivos-upload">
          Subir boceto
          <input
            type="file"
            accept={BOCETO_ACCEPT}
            disabled={uploading}
            onChange={(e) => void choose(e)}
          />
        </label>
      ) : null}
      {message ? (
        <p className="pipeline-error" role="alert">
          {message}
        </p>
      ) : null}
    </section>
  );
}
