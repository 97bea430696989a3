// A quote accepted through its link: recorded once per quote version with who, when, from where
// and the fingerprint of what they read; the request moves from `presupuestada` to `aceptada`,
// marked for its assignee, and every open board hears of it through the change feed.
import type { AceptarBody, PublicEnlace } from '../../../contract';
import { recordAudit, type AuditActor } from '../audit';
import type { Database } from '../engine/open';
import { recordChange } from '../peticiones/peticionChanges';
import { updateTaken } from '../peticionesAsignadas/updateTaken';
import { PRESUPUESTADA_ETAPA } from '../presupuestos/presupuestoSave';
import { readEnlaceView } from './publicEnlace';

/** Whom the audit log names for what a customer did through a link (they have no account). */
export const CLIENTE_ACTOR: AuditActor = { uid: 'cliente', email: undefined };

/** Where an acceptance came from, as the request reached the API. */
export type AcceptanceOrigin = { ip: string; userAgent: string };

export type AceptarResult =
  | { outcome: 'unknown' }
  | { outcome: 'caducado'; negocio: { nombreComercial: string; telefono: string } }
  /** A newer version was saved since the page was read: the page as it is now. */
  | { outcome: 'newer'; answer: PublicEnlace }
  /** Past `Válido hasta`, or the request was lost: nothing recorded. */
  | { outcome: 'not-acceptable'; answer: PublicEnlace }
  | { outcome: 'accepted'; answer: PublicEnlace };

const ACEPTADA = 'aceptada';

export function aceptarPresupuesto(
  db: Database,
  token: string,
  body: AceptarBody,
  origin: AcceptanceOrigin,
): Promise<AceptarResult> {
  return db.transaction(async (tx): Promise<AceptarResult> => {
    const view = await readEnlaceView(tx, token, { forUpdate: true });
    if (view.kind === 'unknown') return { outcome: 'unknown' };
    if (view.kind === 'caducado') return { outcome: 'caducado', negocio: view.negocio };
    if (view.answer.huella !== body.huella) return { outcome: 'newer', answer: view.answer };
    // Accepted already: a second acceptance (a double tap, a second device) changes nothing.
    if (view.answer.aceptacion) return { outcome: 'accepted', answer: view.answer };
    if (!view.answer.aceptable) return { outcome: 'not-acceptable', answer: view.answer };
    const { quote, peticion } = view;
    await tx.query(
      `INSERT INTO aceptaciones (presupuesto_id, peticion_id, enlace_id, nombre, ip, user_agent,
         numero, version, quote_sha256)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        quote.id,
        peticion.id,
        view.enlaceId,
        body.nombre.trim(),
        origin.ip.slice(0, 64),
        origin.userAgent.slice(0, 512),
        quote.numero,
        quote.version,
        view.answer.huella,
      ],
    );
    const after = await readEnlaceView(tx, token);
    const aceptacion = after.kind === 'vigente' ? after.answer.aceptacion : null;
    await recordAudit(tx, {
      actor: CLIENTE_ACTOR,
      action: 'quote_accepted',
      target: peticion.id,
      changes: [
        { field: 'presupuesto', from: null, to: quote.numero },
        { field: 'nombre', from: null, to: body.nombre.trim() },
        { field: 'dia', from: null, to: aceptacion?.dia ?? null },
      ],
    });
    if (peticion.estado === PRESUPUESTADA_ETAPA) {
      await updateTaken(tx, peticion.id, CLIENTE_ACTOR, {
        set: 'estado = $2, cliente_acepto = true',
        values: [ACEPTADA],
        action: 'stage_change',
        changes: [{ field: 'estado', from: PRESUPUESTADA_ETAPA, to: ACEPTADA }],
      });
    }
    await recordChange(tx, peticion.id);
    if (after.kind !== 'vigente') throw new Error('An accepted link stopped opening');
    return { outcome: 'accepted', answer: after.answer };
  });
}
