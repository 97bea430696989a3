// The customer's link to a request's quote (docs/api.md, "The customer's link"): its address, the
// public calls its page makes, and what they answer. The page is public: it answers only what the
// token names, and the token itself is never stored (the server keeps its SHA-256).
import type { ClientePresupuesto } from './clientePresupuesto';

/** The page's path on the dashboard's site: `/c/{token}`. */
export const ENLACE_PAGE_PREFIX = '/c/';

/** The public calls of the link's page live under this prefix, with the token next. */
export const PUBLIC_ENLACE_PREFIX = '/api/public/c';

/** A token: 32 random bytes in base64url (256 bits), 43 characters. */
export const ENLACE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** A link lasts until its quote's `Válido hasta` plus these days (or until it is revoked). */
export const ENLACE_EXTRA_DIAS = 30;

/** Longest `Nombre de quien acepta` and `Pedir cambios` message (characters). */
export const ENLACE_LIMITS = { nombre: 120, mensaje: 2000 } as const;

/** The link's full address on `origin` (the dashboard's site). */
export const enlaceUrl = (origin: string, token: string) =>
  `${origin}${ENLACE_PAGE_PREFIX}${encodeURIComponent(token)}`;

/** The token a page path names, or undefined when the path is no link's. */
export function tokenOfPath(path: string): string | undefined {
  if (!path.startsWith(ENLACE_PAGE_PREFIX)) return undefined;
  const token = path.slice(ENLACE_PAGE_PREFIX.length).replace(/\/$/, '');
  return new RegExp(ENLACE_TOKEN_PATTERN).test(token) ? token : undefined;
}

const tokenSegment = (token: string) => encodeURIComponent(token);

/** The public calls of a token's page, as a client calls them. */
export const publicEnlacePaths = {
  /** GET: the business and the latest quote, or why not (410, 404). */
  enlace: (token: string) => `${PUBLIC_ENLACE_PREFIX}/${tokenSegment(token)}`,
  /** GET: the quote's PDF. */
  pdf: (token: string) => `${PUBLIC_ENLACE_PREFIX}/${tokenSegment(token)}/pdf`,
  /** POST: accept the quote shown. */
  aceptar: (token: string) => `${PUBLIC_ENLACE_PREFIX}/${tokenSegment(token)}/aceptar`,
  /** POST: a message asking for changes. */
  cambios: (token: string) => `${PUBLIC_ENLACE_PREFIX}/${tokenSegment(token)}/cambios`,
} as const;

/** The business as the link's page shows it (from Ajustes). */
export type EnlaceNegocio = {
  nombreComercial: string;
  nif: string;
  direccion: string;
  telefono: string;
  correo: string;
  /** The terms the customer accepts with the quote. */
  condiciones: string;
};

/** Who accepted the quote shown, and the business's day they did (YYYY-MM-DD). */
export type EnlaceAceptacion = { nombre: string; dia: string };

/** `GET …/c/{token}`: what the page shows. */
export type PublicEnlace = {
  negocio: EnlaceNegocio;
  /** The request's latest quote, as its PDF shows it. */
  presupuesto: ClientePresupuesto;
  /** SHA-256 (hex) of the quote as shown: an acceptance names it. */
  huella: string;
  /** Its acceptance, if it has one. */
  aceptacion: EnlaceAceptacion | null;
  /** Whether `Aceptar presupuesto` is offered: not yet accepted, and still valid. */
  aceptable: boolean;
};

/** `410` of an expired or revoked link: only enough to ask the business for a new one. */
export type EnlaceCaducado = {
  error: string;
  negocio: { nombreComercial: string; telefono: string };
};

/** `POST …/aceptar`: who accepts the quote they saw (its `huella`), having read the terms. */
export type AceptarBody = { nombre: string; huella: string; acepto: true };

/** `POST …/cambios`: the customer's message. */
export type CambiosBody = { mensaje: string };

/** Staff's view of a request's link: whether one is active and until when (never its token). */
export type EnlaceEstado = {
  activo: boolean;
  /** The last day it opens (YYYY-MM-DD); null without an active link. */
  caduca: string | null;
};

/** The answer that makes a link: the token, once, for staff to send. */
export type NuevoEnlace = EnlaceEstado & { token: string };
