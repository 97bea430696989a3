import type { ReactNode } from 'react';
import './peticionFields.css';
import { formatCalendarDate, formatInstantDate } from './formatDate';
import { origenLabel } from './origenLabels';
import {
  asignadoText,
  FIELD_LABELS,
  FIXED_CANTIDAD,
  noPhoneText,
  nombreOf,
  pedidoItems,
  plainText,
  telefonoOf,
  type ReceivedPeticion,
} from './peticion';
import { NO_VALUE } from './text';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="peticion-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type PeticionFieldsProps = {
  peticion: ReceivedPeticion;
  /** How the request's stage reads, when it has one the dashboard names (else `estado` as is). */
  estado?: string;
};

/**
 * Every field of a request, as the dialog of one request shows it: the whole order as a list, the
 * customer, when and where, its state and who has it.
 */
export function PeticionFields({ peticion, estado }: PeticionFieldsProps) {
  const items = pedidoItems(peticion.peticiones);
  const telefono = telefonoOf(peticion);
  return (
    <dl className="peticion-details">
      <div className="peticion-field peticion-field--wide">
        <dt>{FIELD_LABELS.peticiones}</dt>
        <dd>
          {items.length ? (
            <ul>
              {items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          ) : (
            NO_VALUE
          )}
        </dd>
      </div>
      <Field label={FIELD_LABELS.cliente}>{nombreOf(peticion) ?? NO_VALUE}</Field>
      <Field label={FIELD_LABELS.telefono}>
        {telefono ? <a href={telefono.href}>{telefono.text}</a> : noPhoneText(peticion)}
      </Field>
      <Field label={FIELD_LABELS.fecha_evento}>{formatCalendarDate(peticion.fecha_evento)}</Field>
      <Field label={FIELD_LABELS.pais}>{plainText(peticion.pais)}</Field>
      <Field label={FIELD_LABELS.codigo_postal}>{plainText(peticion.codigo_postal)}</Field>
      <Field label={FIELD_LABELS.correo}>
        {typeof peticion.correo === 'string' && peticion.correo ? (
          <a href={`mailto:${peticion.correo}`}>{peticion.correo}</a>
        ) : (
          NO_VALUE
        )}
      </Field>
      <Field label={FIELD_LABELS.origen}>{origenLabel(peticion.origen)}</Field>
      <Field label={FIELD_LABELS.createdAt}>{formatInstantDate(peticion.createdAt)}</Field>
      <Field label={FIELD_LABELS.estado}>{estado ?? plainText(peticion.estado)}</Field>
      <Field label={FIELD_LABELS.asignado}>{asignadoText(peticion.asignado)}</Field>
      <Field label={FIELD_LABELS.cantidad}>{FIXED_CANTIDAD}</Field>
    </dl>
  );
}
