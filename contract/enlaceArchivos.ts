// The files of the customer's link (docs/api.md, "The customer's link"): what the customer sent
// (`Enviar logotipo`), and the design proof's latest version with its approval (`Aprobar diseño`,
// `Pedir cambios al diseño`). Each call answers only what its token names.
import type { ArchivoTipo } from './archivos';
import { formatCalendarDate } from './calendarDate';
import { PUBLIC_ENLACE_PREFIX } from './enlaces';

/** Longest `Nombre de quien aprueba` and `Pedir cambios al diseño` message (characters). */
export const BOCETO_LIMITS = { nombre: 120, mensaje: 2000 } as const;

/**
 * `Diseño aprobado el 05/12/2026 por Ana Gil`: the proof's approval, as the link's page and the
 * request's `Actividad` both say it (an acceptance of a quote: `aceptadoText`).
 */
export function disenoAprobadoText(day: string, nombre: string): string {
  return `Diseño aprobado el ${formatCalendarDate(day) ?? day} por ${nombre}`;
}

const base = (token: string) => `${PUBLIC_ENLACE_PREFIX}/${encodeURIComponent(token)}`;

/** The public calls about files, as a client calls them. */
export const publicArchivoPaths = {
  /** GET: the customer's files and the latest proof; POST: a file (the bytes, its name in X-File-Name). */
  archivos: (token: string) => `${base(token)}/archivos`,
  /** GET: the bytes of version `version` of the proof (the latest one only). */
  boceto: (token: string, version: number | string) => `${base(token)}/boceto/${version}`,
  /** POST: approve the proof's latest version. */
  aprobar: (token: string) => `${base(token)}/boceto/aprobar`,
  /** POST: ask for changes to the proof's latest version. */
  cambios: (token: string) => `${base(token)}/boceto/cambios`,
} as const;

/** A file the customer sent, as their page lists it. */
export type EnlaceArchivo = { nombre: string; tipo: ArchivoTipo; size: number };

/** Who approved a version of the proof, and the business's day they did (YYYY-MM-DD). */
export type BocetoAprobacion = { nombre: string; dia: string };

/** The proof's latest version, as the page shows it (`Boceto vN`). */
export type EnlaceBoceto = {
  version: number;
  nombre: string;
  tipo: ArchivoTipo;
  size: number;
  aprobacion: BocetoAprobacion | null;
};

/** `GET …/archivos`: the customer's files, how many more they may send, and the latest proof. */
export type EnlaceArchivos = {
  archivos: EnlaceArchivo[];
  /** How many files the customer may still send. */
  quedan: number;
  boceto: EnlaceBoceto | null;
};

/** `POST …/boceto/aprobar`: who approves, and the version they saw. */
export type AprobarBocetoBody = { nombre: string; version: number };

/** `POST …/boceto/cambios`: what to change, about the version they saw. */
export type CambiosBocetoBody = { mensaje: string; version: number };
