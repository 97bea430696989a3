// A request's files as rows of the database (migration 13): read as the API sends them, and the
// latest design proof as the move rules read it. The bytes are the file store's
// (server/archivos/fileStore.ts).
import type { Archivo, ArchivoKind, LatestProof } from '../../../contract';
import type { CheckedFile } from '../../archivos/fileChecks';
import type { Queryable } from '../engine/open';
import { isoUtc } from '../peticiones/peticionRows';

const ARCHIVO_COLUMNS = `
  id, peticion_id AS "peticionId", kind, version, nombre, tipo, size, sha256, sender,
  ${isoUtc('created_at')} AS "createdAt",
  CASE WHEN aprobado_at IS NULL THEN NULL ELSE ${isoUtc('aprobado_at')} END AS "aprobadoAt"`;

/** Every file of the request, oldest first (a proof's versions in their order). */
export async function listArchivos(q: Queryable, peticionId: number): Promise<Archivo[]> {
  const { rows } = await q.query<Archivo>(
    `SELECT ${ARCHIVO_COLUMNS} FROM peticion_archivos WHERE peticion_id = $1 ORDER BY id`,
    [peticionId],
  );
  return rows;
}

/** One file of the request (a file of another request is none). */
export async function readArchivo(
  q: Queryable,
  peticionId: number,
  archivoId: number,
): Promise<Archivo | undefined> {
  const { rows } = await q.query<Archivo>(
    `SELECT ${ARCHIVO_COLUMNS} FROM peticion_archivos WHERE peticion_id = $1 AND id = $2`,
    [peticionId, archivoId],
  );
  return rows[0];
}

/** A version of the request's design proof. */
export async function readArchivoByVersion(
  q: Queryable,
  peticionId: number,
  version: number,
): Promise<Archivo | undefined> {
  const { rows } = await q.query<Archivo>(
    `SELECT ${ARCHIVO_COLUMNS} FROM peticion_archivos
     WHERE peticion_id = $1 AND kind = 'boceto' AND version = $2`,
    [peticionId, version],
  );
  return rows[0];
}

/** How many files of this kind the request has, and its proof's latest version (0: none). */
export async function countArchivos(
  q: Queryable,
  peticionId: number,
  kind: ArchivoKind,
): Promise<{ count: number; latestVersion: number }> {
  const { rows } = await q.query<{ count: number; latest: number }>(
    `SELECT count(*)::int AS count, COALESCE(max(version), 0)::int AS latest
     FROM peticion_archivos WHERE peticion_id = $1 AND kind = $2`,
    [peticionId, kind],
  );
  return { count: rows[0]?.count ?? 0, latestVersion: rows[0]?.latest ?? 0 };
}

/** The request's latest design proof, and whether the customer approved it; null without one. */
export async function latestProof(q: Queryable, peticionId: number): Promise<LatestProof | null> {
  const { rows } = await q.query<LatestProof>(
    `SELECT version, aprobado_at IS NOT NULL AS aprobado FROM peticion_archivos
     WHERE peticion_id = $1 AND kind = 'boceto' ORDER BY version DESC LIMIT 1`,
    [peticionId],
  );
  return rows[0] ?? null;
}

/** Writes the file's row (its bytes are the store's to keep), answered as the API sends it. */
export async function insertArchivo(
  tx: Queryable,
  peticionId: number,
  file: CheckedFile,
  origin: { kind: ArchivoKind; version: number | null; sender: string },
): Promise<Archivo> {
  const { rows } = await tx.query<Archivo>(
    `INSERT INTO peticion_archivos (peticion_id, kind, version, nombre, tipo, size, sha256, sender)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING ${ARCHIVO_COLUMNS}`,
    [
      peticionId,
      origin.kind,
      origin.version,
      file.nombre,
      file.tipo,
      file.size,
      file.sha256,
      origin.sender,
    ],
  );
  return rows[0];
}
