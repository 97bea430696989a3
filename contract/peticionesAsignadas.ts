// The requests staff have taken, as the API sends them, and the bodies of what can be done to one:
// move it (contract/etapas.ts), give it back, hand it to a colleague, note it, set its follow-up.
import type { AuditEntry } from './audit';
import type { Peticion } from './peticiones';
import type { TableroEtapa, Motivo, Etapa } from './etapas';

/** Why and from where a request was lost: `Reabrir` puts it back in `desde`. */
export type LostInfo = { desde: TableroEtapa; motivo: Motivo; texto: string | null };

/** The latest quote of a request: its number and its total with VAT, in cents. */
export type PresupuestoSummary = { numero: string; totalCents: number };

/** A request someone has taken: a `Peticion` with its stage, assignee and what follows it up. */
export type AssignedPeticion = Omit<Peticion, 'estado' | 'asignado'> & {
  estado: Etapa;
  /** The assignee's e-mail. */
  asignado: string;
  /** When it was last taken or handed over: ISO 8601, UTC. */
  asignadoAt: string;
  /**
   * Raised by one when it is taken and on each move, release, reassignment and follow-up change
   * (a note leaves it). A write based on an older version is refused with 409 and the request as
   * it is now (`StalePeticionAnswer`).
   */
  version: number;
  /** Set while the request is `perdida`. */
  perdida: LostInfo | null;
  /** The next follow-up, a calendar day YYYY-MM-DD, or null. */
  proximoSeguimiento: string | null;
  /** The latest quote, once there is one. */
  ultimoPresupuesto: PresupuestoSummary | null;
  /** The customer accepted the quote through their link, and its assignee has not opened it since. */
  clienteAcepto: boolean;
  /** The customer's messages (`Pedir cambios`) its assignee has not read yet. */
  mensajesCliente: number;
};

/**
 * A taken request as the board's list sends it: what its card shows (the customer's name, the
 * order, the event's day, the latest quote's total, the next follow-up, why it was lost, the
 * assignee) and what the board sorts, filters, sums, moves and follows it by (id, stage, channel,
 * when it was received, the stage a lost one left, version). The request's
 * dialog reads the whole request (`PeticionDetail`). A whole `AssignedPeticion` is one too, as the
 * events stream and the writes' answers carry it.
 */
export type TableroPeticion = Pick<
  AssignedPeticion,
  | 'id'
  | 'estado'
  | 'asignado'
  | 'version'
  | 'peticiones'
  | 'fecha_evento'
  | 'proximoSeguimiento'
  | 'origen'
  | 'createdAt'
  | 'clienteAcepto'
  | 'mensajesCliente'
> & {
  /** Its name only (`nombre`); a whole request carries the rest. */
  cliente: { nombre?: unknown; [key: string]: unknown } | null;
  /** Why it was lost, and the stage `Reabrir` (or a drop on that column) puts it back in. */
  perdida: Pick<LostInfo, 'motivo' | 'desde'> | null;
  ultimoPresupuesto: Pick<PresupuestoSummary, 'totalCents'> | null;
};

/**
 * `GET …/peticiones/asignadas/avisos?hoy=YYYY-MM-DD`: the sidebar's badge on `Mis peticiones`,
 * counted by the API for the signed-in person, so that no page but the board loads the taken list:
 * their requests still on their way (neither delivered nor lost) with a follow-up on `hoy` (their
 * calendar's day) or earlier, the customer's messages to them not read yet, and the ids of the
 * requests either count holds (a change to one of them, or to any of theirs, counts again).
 */
export type PeticionesAvisos = { paraHoy: number; mensajes: number; ids: number[] };

/** The query of `GET …/peticiones/asignadas/avisos`. */
export type AvisosQuery = { hoy: string };

/** Whether a request from the API has been taken (an unassigned one says `asignado: false`). */
export const isAssignedPeticion = (
  peticion: Peticion | AssignedPeticion,
): peticion is AssignedPeticion => typeof peticion.asignado === 'string';

/** A note on a request: never edited nor deleted. */
export type Nota = {
  id: number;
  texto: string;
  /** A message the customer sent through their link (`Mensaje del cliente`), not staff's. */
  deCliente: boolean;
  autor: { uid: string; email: string | null };
  /** ISO 8601, UTC. */
  at: string;
};

/** Longest note (characters); an empty or blank note is refused. */
export const NOTA_MAX_LENGTH = 2000;

/** Another request of the same customer (same phone number), for the dialog's list. */
export type OtraPeticion = {
  id: number;
  estado: string;
  asignado: string | false;
  fecha_evento: string;
  createdAt: string;
};

/**
 * How many notes, and how many entries of its activity, the dialog reads at first and adds with
 * each `Mostrar notas anteriores` / `Mostrar actividad anterior`: a request noted every day for
 * years still opens as fast as a new one. 20 fill the dialog; at 50 its read cost the API about a
 * third more CPU time under the bench's mixed load (bench/README.md, "The mixed load").
 */
export const HISTORIAL_PAGE = 20;
/** The most of either a read may ask for (`PeticionDetailQuery`). */
export const HISTORIAL_MAX = 5000;

/**
 * `GET …/peticiones/{id}`: how many of the newest notes and activity entries to answer (each
 * HISTORIAL_PAGE when not given, at most HISTORIAL_MAX).
 */
export type PeticionDetailQuery = { notas?: number; actividad?: number };

/** `GET …/peticiones/{id}`: the request and what the dialog shows under it. */
export type PeticionDetail = {
  peticion: Peticion | AssignedPeticion;
  /** The newest notes, newest first, as many as asked. */
  notas: Nota[];
  /** Whether the request has older notes than these. */
  masNotas: boolean;
  /** The newest of the request's own entries of the audit log, newest first, as many as asked. */
  actividad: AuditEntry[];
  /** Whether the request has older entries than these. */
  masActividad: boolean;
  /** The customer's other requests, matched by phone number, newest first. */
  otras: OtraPeticion[];
};

/**
 * `POST …/etapa`: the stage to move to; a loss says why (`texto` with `otro`, up to LOST_TEXT_MAX).
 * `override`: an administrator's reason to move into `en_produccion` though the customer has not
 * approved the latest design proof (up to OVERRIDE_REASON_MAX, contract/archivos.ts).
 */
export type MoveBody = {
  etapa: Etapa;
  version: number;
  motivo?: Motivo;
  texto?: string;
  override?: string;
};

/** `POST …/liberar`: back to the unassigned list. */
export type ReleaseBody = { version: number };

/** `POST …/reasignar`: to another active member of staff, by e-mail. */
export type ReassignBody = { asignado: string; version: number };

/** `POST …/notas`. */
export type NotaBody = { texto: string };

/** `POST …/seguimiento`: a calendar day YYYY-MM-DD, or null to clear it. */
export type SeguimientoBody = { fecha: string | null; version: number };

/** A move, release, reassignment or follow-up based on an old version: the request as it is now. */
export type StalePeticionAnswer = { error: string; data: Peticion | AssignedPeticion };
