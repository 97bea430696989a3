// What staff call each stage of a taken request and each reason for losing one.
import type { Motivo, Etapa } from '../../../contract';

export const STAGE_LABELS: Readonly<Record<Etapa, string>> = {
  asignada: 'Asignada',
  presupuestada: 'Presupuestada',
  aceptada: 'Aceptada',
  en_produccion: 'En producción',
  entregada: 'Entregada',
  perdida: 'Perdida',
};

export const LOST_REASON_LABELS: Readonly<Record<Motivo, string>> = {
  precio: 'Precio',
  plazo: 'Plazo',
  sin_respuesta: 'Sin respuesta',
  otro: 'Otro',
};

/** A stage's name; a value the dashboard does not know is shown as received. */
export const stageLabel = (stage: unknown): string =>
  typeof stage === 'string' && stage in STAGE_LABELS
    ? STAGE_LABELS[stage as Etapa]
    : String(stage ?? '');
