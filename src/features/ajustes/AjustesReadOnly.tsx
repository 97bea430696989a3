import { NO_VALUE } from '../../components/text';
import { AJUSTES_FIELDS, type AjustesTexts } from './ajustesForm';

/**
 * The settings for a role that may not change them (docs/access.md, "Roles"): each field's label
 * and its value as text, in the form's order, as a read-only price table shows its values.
 */
export function AjustesReadOnly({ texts }: { texts: AjustesTexts }) {
  return (
    <dl className="ajustes-form ajustes-read-only">
      {AJUSTES_FIELDS.map((spec) => (
        <div key={spec.field} className="ajustes-field">
          <dt>{spec.label}</dt>
          <dd>{texts[spec.field] || NO_VALUE}</dd>
        </div>
      ))}
    </dl>
  );
}
