// Keeping a request's files: a version of the design proof staff upload, and a file the customer
// sends through their link (the public link's routes call storeCustomerFile). Each is checked
// whole first (server/archivos/fileChecks.ts), then stored with its row, its audit entry and its
// place in the change feed in one transaction: refused, nothing is stored.
import {
  BOCETO_VERSIONS_MAX,
  CLIENTE_ARCHIVOS_MAX,
  CLIENTE_SENDER,
  type Archivo,
} from '../../../contract';
import { archivoMessages } from '../../archivos/archivoMessages';
import { checkFile, type IncomingFile } from '../../archivos/fileChecks';
import type { FileStore } from '../../archivos/fileStore';
import { recordAudit, type AuditActor, type NewAuditEntry } from '../audit';
import type { Database } from '../engine/open';
import { recordChange } from '../peticiones/peticionChanges';
import {
  writeTaken,
  type StaffActor,
  type TakenWriteResult,
} from '../peticionesAsignadas/writeTaken';
import { countArchivos, insertArchivo } from './archivoRows';

/** The database and where the bytes go. */
export type ArchivoStore = { db: Database; files: FileStore };

/** Who the audit log names for what the customer does through their link (no account). */
export const CLIENTE_ACTOR: AuditActor = { uid: CLIENTE_SENDER, email: undefined };

/**
 * A new version of the request's design proof (`Boceto v2`…), by its assignee: the file checked,
 * then, the request locked, at most BOCETO_VERSIONS_MAX versions. A refusal is `not-allowed`
 * with the words to show.
 */
export function storeProof(
  store: ArchivoStore,
  peticionId: number,
  file: IncomingFile,
  actor: StaffActor,
): Promise<TakenWriteResult<Archivo>> {
  const checked = checkFile(file);
  if (!checked.ok) return Promise.resolve({ outcome: 'not-allowed', reason: checked.message });
  const guard = { actor, action: 'uploadBoceto' } as const;
  return writeTaken(store.db, peticionId, guard, async (tx) => {
    const { latestVersion } = await countArchivos(tx, peticionId, 'boceto');
    if (latestVersion >= BOCETO_VERSIONS_MAX) {
      return { outcome: 'not-allowed', reason: archivoMessages.tooManyBocetos };
    }
    const sender = actor.email ?? actor.uid;
    const origin = { kind: 'boceto', version: latestVersion + 1, sender } as const;
    const archivo = await insertArchivo(tx, peticionId, checked.file, origin);
    await store.files.put(tx, archivo.id, checked.file.bytes);
    const uploaded: NewAuditEntry = {
      actor,
      action: 'file_uploaded',
      target: peticionId,
      changes: [
        { field: 'archivo', from: null, to: archivo.id },
        { field: 'boceto', from: null, to: origin.version },
      ],
    };
    return { outcome: 'done', value: archivo, audit: [uploaded] };
  });
}

export type CustomerFileResult =
  | { outcome: 'stored'; archivo: Archivo }
  /** The file, or one more file, is not accepted: `message` says why, in the customer's words. */
  | { outcome: 'refused'; message: string }
  /** No such request, or its customer's data was erased. */
  | { outcome: 'not-found' };

/**
 * A file the customer sends for request `peticionId` (their logo…), whoever has the request:
 * checked, then, the request locked, at most CLIENTE_ARCHIVOS_MAX of them. `sender` is what
 * `Archivos` shows as its sender (CLIENTE_SENDER unless the link knows better).
 */
export async function storeCustomerFile(
  store: ArchivoStore,
  peticionId: number,
  file: IncomingFile,
  sender: string = CLIENTE_SENDER,
): Promise<CustomerFileResult> {
  const checked = checkFile(file);
  if (!checked.ok) return { outcome: 'refused', message: checked.message };
  return store.db.transaction(async (tx): Promise<CustomerFileResult> => {
    const { rows } = await tx.query<{ suprimida: boolean }>(
      'SELECT suprimida FROM peticiones WHERE id = $1 FOR UPDATE',
      [peticionId],
    );
    if (!rows[0] || rows[0].suprimida) return { outcome: 'not-found' };
    const { count } = await countArchivos(tx, peticionId, 'cliente');
    if (count >= CLIENTE_ARCHIVOS_MAX) {
      return { outcome: 'refused', message: archivoMessages.tooManyCliente };
    }
    const origin = { kind: 'cliente', version: null, sender } as const;
    const archivo = await insertArchivo(tx, peticionId, checked.file, origin);
    await store.files.put(tx, archivo.id, checked.file.bytes);
    await recordAudit(tx, {
      actor: CLIENTE_ACTOR,
      action: 'file_uploaded',
      target: peticionId,
      changes: [{ field: 'archivo', from: null, to: archivo.id }],
    });
    await recordChange(tx, peticionId);
    return { outcome: 'stored', archivo };
  });
}
