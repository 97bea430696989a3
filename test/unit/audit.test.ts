import { DEFAULT_AJUSTES } from '../../contract/ajustes';
import {
  AUDIT_ACTIONS,
  AUDIT_FIELDS,
  AUDIT_PAGE_DEFAULT,
  AUDIT_PAGE_MAX,
} from '../../contract/audit';
import { editableFields, tablaKeys } from '../../contract/tablas';

describe('the audit log’s vocabulary (docs/server.md, "Audit log")', () => {
  it('names every kind of entry, in the order they came to the product', () => {
    expect(AUDIT_ACTIONS).toEqual([
      'price_update',
      'assignment',
      'user_created',
      'user_deactivated',
      'user_reactivated',
      'stage_change',
      'release',
      'reassignment',
      'note',
      'follow_up',
      'quote_saved',
      'settings_update',
      'role_changed',
      'retention_run',
      'customer_export',
      'customer_erasure',
      'peticion_created',
      'peticion_edited',
      'link_created',
      'link_revoked',
      'quote_accepted',
      'file_uploaded',
      'proof_approved',
      'proof_override',
      'proof_changes_requested',
      'customer_message',
      'customer_marks_seen',
    ]);
    expect(Object.keys(AUDIT_FIELDS)).toEqual(AUDIT_ACTIONS);
  });

  it('lists the fields each action writes in its changes', () => {
    const { price_update: priceFields, settings_update: settingsFields, ...others } = AUDIT_FIELDS;
    expect(others).toEqual({
      assignment: ['asignado'],
      user_created: ['email'],
      user_deactivated: [],
      user_reactivated: [],
      stage_change: ['estado', 'perdida_motivo'],
      release: ['asignado', 'estado'],
      reassignment: ['asignado'],
      note: ['nota'],
      follow_up: ['proximo_seguimiento'],
      quote_saved: ['presupuesto', 'total'],
      role_changed: ['rol'],
      retention_run: ['cerradas', 'sinAsignar'],
      customer_export: ['peticiones'],
      customer_erasure: ['peticiones', 'notas'],
      peticion_created: ['origen', 'asignado'],
      peticion_edited: [
        'peticiones',
        'nombre',
        'telefono',
        'correo',
        'fecha_evento',
        'pais',
        'codigo_postal',
      ],
      link_created: ['enlace'],
      link_revoked: ['enlace'],
      quote_accepted: ['presupuesto', 'nombre', 'dia'],
      file_uploaded: ['archivo', 'boceto'],
      proof_approved: ['boceto', 'nombre', 'dia'],
      proof_override: ['boceto', 'motivo'],
      proof_changes_requested: ['boceto', 'mensaje'],
      customer_message: ['nota'],
      customer_marks_seen: ['aceptado', 'mensajes'],
    });
    // Settings: every field of Ajustes. A price update: every field staff can change, each once.
    // The logo is kept apart from the body of Ajustes (its own route), audited by its SHA-256.
    expect(settingsFields).toEqual([...Object.keys(DEFAULT_AJUSTES), 'logotipo']);
    const editable = new Set(tablaKeys.flatMap((key) => editableFields(key)));
    expect(new Set(priceFields)).toEqual(editable);
    expect(priceFields).toHaveLength(editable.size);
    expect(priceFields).not.toContain('QCajas');
  });

  it('pages 50 entries by default, 200 at most', () => {
    expect(AUDIT_PAGE_DEFAULT).toBe(50);
    expect(AUDIT_PAGE_MAX).toBe(200);
  });
});
