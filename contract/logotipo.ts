// `Logotipo` of Ajustes (docs/api.md, "Ajustes"): the business's logo, an image its link's page
// shows in its header. Its bytes travel alone (application/octet-stream), never in the settings'
// JSON; its type is read from its content, and it is kept whole or not at all.
import { ADMIN_PREFIX } from './apiPaths';
import { PUBLIC_ENLACE_PREFIX } from './enlaces';

/** The images a logo may be, as its content says. */
export const LOGOTIPO_TIPOS = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogotipoTipo = (typeof LOGOTIPO_TIPOS)[number];

/** The largest logo kept: 256 KB, plenty for a page header, small enough for every answer. */
export const LOGOTIPO_MAX_BYTES = 256 * 1024;

/** The logo kept: its type, its size in bytes and its SHA-256 (hex). */
export type Logotipo = { tipo: LogotipoTipo; size: number; sha256: string };

/** Staff's calls: GET its bytes, PUT new ones, DELETE it (under ADMIN_PREFIX). */
export const LOGOTIPO_ADMIN_PATH = '/ajustes/logotipo';
export const LOGOTIPO_API_PATH = ADMIN_PREFIX + LOGOTIPO_ADMIN_PATH;

/** The link's page shows it from here: the business's logo, to anyone with a live link. */
export const publicLogotipoPath = (token: string) =>
  `${PUBLIC_ENLACE_PREFIX}/${encodeURIComponent(token)}/logotipo`;
