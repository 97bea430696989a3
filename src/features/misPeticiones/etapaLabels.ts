// What staff call each stage of a taken request and each reason for losing one.
import type { Motivo, Etapa } from '../../../contract';

export const ETAPA_LABELS: Readonly<Record<Etapa, string>> = {
  asignada: 'Asignada',
  presupuestada: 'Presupuestada',
  aceptada: 'Aceptada',
  en_produccion: 'En producción',
  entregada: 'Entregada',
  perdida: 'Perdida',
};

export const MOTIVO_LABELS: Readonly<Record<Motivo, string>> = {
  precio: 'Precio',
  plazo: 'Plazo',
  sin_respuesta: 'Sin respuesta',
  otro: 'Otro',
};

/** A stage's name; a value the dashboard does not know is shown as received. */
export const etapaLabel = (stage: unknown): string =>
  typeof stage === 'string' && stage in ETAPA_LABELS
    ? ETAPA_LABELS[stage as Etapa]
    : String(stage ?? '');
