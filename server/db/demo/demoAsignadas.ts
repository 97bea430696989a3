// What the demo's taken requests carry, so the board has something real to show: every stage of
// the way (some lost, each reason), notes, follow-ups due today, overdue or ahead, and customers
// who asked more than once, their phone written differently each time.
import {
  TABLERO_ETAPAS,
  MOTIVOS,
  LOST_ETAPA,
  ETAPAS,
  type LostInfo,
  type Etapa,
} from '../../../contract';

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export type DemoNota = { texto: string; autor: string; at: Date };

export type TakenState = {
  estado: Etapa;
  perdida: LostInfo | null;
  proximoSeguimiento: string | null;
  notas: DemoNota[];
};

const notas = [
  'Llamado: quiere el logo a dos colores, envía el diseño esta semana.',
  'Pide muestra física antes de confirmar.',
  'Presupuesto enviado por WhatsApp; dice que lo mira con la comisión.',
  'Confirma cantidad, pero pregunta si llegamos antes del puente.',
  'Le interesa también la pinza para colgar el vaso.',
];

const textosOtro = [
  'Lo hacen al final con vasos de plástico de un solo uso.',
  'Se suspende la fiesta.',
];

// Follow-ups relative to the seed's day: overdue, today, and ahead.
const FOLLOW_UP_DAYS = [-3, 0, 0, -1, 2, 5, 9];

/**
 * The state of the `taken`-th taken request (0, 1, 2…): the stages in turn, so each is on the
 * board; a loss from a stage of the way with each reason in turn; a follow-up and notes for most
 * of those still under way.
 */
export function takenState(taken: number, asignadoAt: Date, now: Date): TakenState {
  const estado = ETAPAS[taken % ETAPAS.length];
  const round = Math.floor(taken / ETAPAS.length);
  // 'otro' first: the first lost request shows a text.
  const motivo = MOTIVOS[(round + MOTIVOS.length - 1) % MOTIVOS.length];
  const perdida: LostInfo | null =
    estado === LOST_ETAPA
      ? {
          desde: TABLERO_ETAPAS[round % (TABLERO_ETAPAS.length - 1)],
          motivo,
          texto: motivo === 'otro' ? textosOtro[round % textosOtro.length] : null,
        }
      : null;
  const underWay = estado !== LOST_ETAPA && estado !== 'entregada';
  const followUp = FOLLOW_UP_DAYS[taken % FOLLOW_UP_DAYS.length];
  const proximoSeguimiento =
    underWay && taken % 4 !== 3 ? isoDay(new Date(now.getTime() + followUp * DAY_MS)) : null;
  const count = underWay || estado === LOST_ETAPA ? (taken % 3) + (taken % 2) : 0;
  const notasOf = Array.from({ length: count }, (_, i) => ({
    texto: notas[(taken + i) % notas.length],
    autor: i === 1 ? 'maria.lopez@vasos.test' : 'admin@vasos.test',
    at: new Date(Math.min(now.getTime(), asignadoAt.getTime() + (i + 1) * 3600_000)),
  }));
  return { estado, perdida, proximoSeguimiento, notas: notasOf };
}

/**
 * Customers who asked more than once: the requests at each group's positions share the first one's
 * customer, with the same phone written as customers do (the API matches them all).
 */
export const REPEAT_CLIENTES: readonly { at: readonly number[]; phones: readonly string[] }[] = [
  { at: [0, 13, 25], phones: ['+34 612 345 678', '0034612345678', '612-345-678'] },
  { at: [4, 22], phones: ['648 20 11 93', '+34648201193'] },
  { at: [7, 38, 52], phones: ['(+34) 976-55-12-30', '976.55.12.30', '34976551230'] },
];
