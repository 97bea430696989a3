// `Logotipo` of Ajustes (docs/server.md, "Ajustes"): the business's logo, kept whole in the
// settings' row (both engines) with the type its content was checked to be. Each change is one
// audit entry, `settings_update` with the field `logotipo` (the SHA-256s of the old and new one).
import { createHash } from 'node:crypto';
import { LOGOTIPO_MAX_BYTES, type Logotipo, type LogotipoTipo } from '../../contract';
import { fileTypeOf } from '../archivos/fileType';
import { fieldChange, recordAudit, type AuditActor } from './audit';
import type { Database, Queryable } from './engine/open';

/** The logo kept, with its bytes. */
export type StoredLogotipo = Logotipo & { bytes: Buffer };

/** Why a logo is refused, in the words the Ajustes screen shows (docs/messages.md, "Ajustes"). */
export const logotipoMessages = {
  empty: 'El archivo está vacío.',
  tooBig: `El logotipo pasa de ${LOGOTIPO_MAX_BYTES / 1024} KB: envía uno más pequeño. Nada se ha guardado.`,
  notAnImage:
    'El logotipo no es un PNG, JPEG ni SVG completo: puede estar dañado o cortado. Nada se ha guardado.',
} as const;

const IMAGES: readonly string[] = ['image/png', 'image/jpeg', 'image/svg+xml'];

/** The bytes' image type, or why they are no logo (the content alone decides). */
export function checkLogotipo(bytes: Buffer): { tipo: LogotipoTipo } | { message: string } {
  if (bytes.length === 0) return { message: logotipoMessages.empty };
  if (bytes.length > LOGOTIPO_MAX_BYTES) return { message: logotipoMessages.tooBig };
  const tipo = fileTypeOf(bytes);
  if (!tipo || !IMAGES.includes(tipo)) return { message: logotipoMessages.notAnImage };
  return { tipo: tipo as LogotipoTipo };
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The logo kept, or null. */
export async function readLogotipo(tx: Queryable): Promise<StoredLogotipo | null> {
  const { rows } = await tx.query<{ logotipo: Uint8Array | null; tipo: LogotipoTipo | null }>(
    'SELECT logotipo, logotipo_tipo AS tipo FROM ajustes',
  );
  const { logotipo, tipo } = rows[0];
  if (!logotipo || !tipo) return null;
  const bytes = Buffer.from(logotipo.buffer, logotipo.byteOffset, logotipo.byteLength);
  return { tipo, size: bytes.length, sha256: sha256Of(bytes), bytes };
}

/**
 * Keeps `bytes` as the logo (checked: `refused` with the words to show, nothing changed), or
 * removes it (`null`), with its audit entry, in one transaction. The same logo again, or none
 * removed, writes nothing and records nothing.
 */
export function saveLogotipo(
  db: Database,
  bytes: Buffer | null,
  actor: AuditActor,
): Promise<
  { outcome: 'saved'; logotipo: Logotipo | null } | { outcome: 'refused'; message: string }
> {
  const checked = bytes ? checkLogotipo(bytes) : null;
  if (checked && 'message' in checked) {
    return Promise.resolve({ outcome: 'refused', message: checked.message });
  }
  return db.transaction(async (tx) => {
    // Locked: two changes at once queue up, and each entry's `from` is what it replaced.
    await tx.query('SELECT 1 FROM ajustes FOR UPDATE');
    const before = await readLogotipo(tx);
    const after =
      bytes && checked ? { tipo: checked.tipo, size: bytes.length, sha256: sha256Of(bytes) } : null;
    if ((before?.sha256 ?? null) !== (after?.sha256 ?? null) || before?.tipo !== after?.tipo) {
      await tx.query('UPDATE ajustes SET logotipo = $1, logotipo_tipo = $2', [
        bytes,
        after?.tipo ?? null,
      ]);
      await recordAudit(tx, {
        actor,
        action: 'settings_update',
        target: 'ajustes',
        changes: [
          fieldChange<'settings_update'>('logotipo', before?.sha256 ?? null, after?.sha256 ?? null),
        ],
      });
    }
    return { outcome: 'saved', logotipo: after };
  });
}
