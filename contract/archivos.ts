// A request's files: what the customer sends (their logo…) and the design proofs staff upload
// (`Boceto v1`, `v2`…), as the API sends them, and the limits both programs read. docs/api.md,
// "Files".
import type { ErrorAnswer } from './answers';

/** Largest file the API keeps, in bytes (10 MB). */
export const ARCHIVO_MAX_BYTES = 10 * 1024 * 1024;

/** How many files the customer may send for one request. */
export const CLIENTE_ARCHIVOS_MAX = 5;

/** How many versions of a request's design proof staff may upload. */
export const BOCETO_VERSIONS_MAX = 20;

/** Longest file name kept (characters). */
export const ARCHIVO_NAME_MAX = 200;

/** Longest reason an administrator gives to move a request on without the proof approved. */
export const OVERRIDE_REASON_MAX = 500;

/** The types the API keeps, as its content says (never its name). */
export const ARCHIVO_TIPOS = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/svg+xml',
] as const;

export type ArchivoTipo = (typeof ARCHIVO_TIPOS)[number];

/** Who a file came from: the customer (through their link), or staff (a design proof). */
export const ARCHIVO_KINDS = ['cliente', 'boceto'] as const;

export type ArchivoKind = (typeof ARCHIVO_KINDS)[number];

/**
 * The header that names an uploaded file (its body is the bytes alone): the name as
 * `encodeURIComponent` writes it, so any letter travels in an HTTP header.
 */
export const ARCHIVO_NAME_HEADER = 'X-File-Name';

/** `sender` of a file the customer sent (staff's files name the e-mail of who uploaded them). */
export const CLIENTE_SENDER = 'cliente';

/** One file of a request, without its bytes (`GET …/archivos/{archivoId}` gives them). */
export type Archivo = {
  id: number;
  peticionId: number;
  kind: ArchivoKind;
  /** A design proof's version (1, 2…); null for the customer's files. */
  version: number | null;
  nombre: string;
  tipo: ArchivoTipo;
  /** In bytes. */
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  /** `cliente` (CLIENTE_SENDER), or the e-mail of the member of staff who uploaded it. */
  sender: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** When the customer approved this version of the proof (ISO 8601, UTC); null if not. */
  aprobadoAt: string | null;
};

/**
 * What is recorded when the customer approves a version of the proof. The name is required, as
 * an acceptance of a quote requires `Nombre de quien acepta` (docs/api.md, "The customer's link").
 */
export type ProofApprovalRecord = {
  /** Who approves (`Nombre de quien aprueba`), as typed: kept without the spaces around it. */
  nombre: string;
  /** The client's address, as the API sees it (behind a trusted proxy: the forwarded one). */
  ip: string;
  userAgent: string;
};

/** Why a move was refused though the way allows it: the latest proof is not approved. */
export const PROOF_NOT_APPROVED = 'boceto_sin_aprobar';

/** The 409 of a move to `en_produccion` while the latest proof waits for the customer. */
export type ProofGateConflict = ErrorAnswer & { reason: typeof PROOF_NOT_APPROVED };

/** The latest design proof of a request as the move rules read it. */
export type LatestProof = { version: number; aprobado: boolean };

/** Whether a file of `nombre` names the right kind for `tipo`: `.pdf`, `.png`, `.jpg`/`.jpeg`, `.svg`. */
export const ARCHIVO_EXTENSIONS: { readonly [T in ArchivoTipo]: readonly string[] } = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/svg+xml': ['svg'],
};
