// `Informes`: what `GET …/informes` answers, the figures of a period counted by the API in the
// database (docs/api.md, "Informes"; how each is counted: docs/decisions.md, "Informes").
import type { Motivo } from './etapas';
import type { Origen } from './origenes';

/** A period and whose requests: local days (YYYY-MM-DD) of the business's time zone, inclusive. */
export type InformeQuery = {
  desde: string;
  hasta: string;
  /** One staff member's requests (their e-mail); none: the whole team's. */
  usuario?: string;
  origen?: Origen;
};

/** The longest period one report covers (days): ten years. */
export const INFORME_MAX_DAYS = 3660;

/** How many customers `Clientes principales` lists. */
export const INFORME_CLIENTES = 10;

/** How many months `Aceptado por mes` covers, ending with the period's last. */
export const INFORME_MESES = 12;

/** The steps of the funnel: received, then each stage of the way a request reached. */
export const EMBUDO_PASOS = [
  'recibida',
  'asignada',
  'presupuestada',
  'aceptada',
  'entregada',
] as const;
export type EmbudoPaso = (typeof EMBUDO_PASOS)[number];

/** The stages whose requests are still in play. */
export const EN_JUEGO_ETAPAS = ['asignada', 'presupuestada', 'aceptada', 'en_produccion'] as const;
export type EnJuegoEtapa = (typeof EN_JUEGO_ETAPAS)[number];

/** An amount without IVA and with it, in cents. */
export type Importe = { baseCents: number; totalCents: number };

export type Informe = {
  desde: string;
  hasta: string;
  /** Whose requests: the one asked for, or for Personal always their own; null: the team's. */
  usuario: string | null;
  origen: Origen | null;
  /** The IANA time zone days and months are counted in (Ajustes' `Zona horaria`). */
  zonaHoraria: string;
  /** Requests received in the period, by the channel they came through (every channel listed). */
  recibidas: { origen: Origen; peticiones: number }[];
  /** Of those, how many reached each step by now, and the share of the step before (%, 1 decimal). */
  embudo: { paso: EmbudoPaso; peticiones: number; conversion: number | null }[];
  /** Of those, how many are lost now, and why (every reason listed). */
  perdidas: number;
  perdidasPorMotivo: { motivo: Motivo; peticiones: number; parte: number | null }[];
  /** Median days from received to first reaching each stage, among those that reached it. */
  medianaDias: { asignada: number | null; presupuestada: number | null; aceptada: number | null };
  /** Open requests now, whatever the period: count and their latest quotes' totals by stage. */
  enJuego: ({ etapa: EnJuegoEtapa; peticiones: number } & Importe)[];
  /**
   * The latest quotes of the requests accepted in each month (oldest first, INFORME_MESES of them
   * ending with `hasta`'s): the team's (null for Personal) and the person's (null for the team).
   */
  aceptadoPorMes: { mes: string; equipo: Importe | null; persona: Importe | null }[];
  /** The lines of the latest quotes of the requests accepted in the period: units and amounts. */
  vasos: { vaso: string; unidades: number; importeCents: number }[];
  /** `serigrafia` null: lines without a print. */
  serigrafias: { serigrafia: string | null; unidades: number; importeCents: number }[];
  /** The customers (as Clientes groups requests) with the most accepted in the period, largest first. */
  clientes: ({
    telefono: string;
    nombre: string | null;
    aceptadas: number;
    /** Their latest accepted request: the report links to their customer's page by it. */
    peticionId: number;
  } & Importe)[];
};

/** `part` as a percentage of `whole`, to one decimal; none of nothing. */
export function shareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 1000) / whole) / 10;
}
