import { activityText } from '../../src/features/misPeticiones/activity';
import { entry } from '../support/misPeticionesFixtures';

// What the customer did through their link, in a request's Actividad: who accepted the quote and
// who approved the design proof, and on which day, in the words the link itself shows.
const cliente = { actor: { uid: 'cliente', email: null } };

describe('the customer’s acceptance and approval in Actividad', () => {
  it('tells a quote accepted with its number, who accepted it and the day', () => {
    expect(
      activityText(
        entry(
          1,
          'quote_accepted',
          [
            { field: 'presupuesto', from: null, to: 'P-2026-0007' },
            { field: 'nombre', from: null, to: 'Ana Gil' },
            { field: 'dia', from: null, to: '2026-12-05' },
          ],
          cliente,
        ),
      ),
    ).toBe('Aceptado el 05/12/2026 por Ana Gil (P-2026-0007)');
  });

  it('tells a proof approved with who approved it and the day, as the link says it, and its version', () => {
    expect(
      activityText(
        entry(
          1,
          'proof_approved',
          [
            { field: 'boceto', from: null, to: 2 },
            { field: 'nombre', from: null, to: 'Ana Gil' },
            { field: 'dia', from: null, to: '2026-12-05' },
          ],
          cliente,
        ),
      ),
    ).toBe('Diseño aprobado el 05/12/2026 por Ana Gil (Boceto v2)');
  });

  it('tells an approval recorded before approvals named anyone by its version alone', () => {
    expect(
      activityText(entry(1, 'proof_approved', [{ field: 'boceto', from: null, to: 1 }], cliente)),
    ).toBe('El cliente aprobó el Boceto v1');
  });
});
