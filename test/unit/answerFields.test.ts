import { isPresupuesto } from '../../src/features/presupuestos/presupuestosApi';

describe('the dashboard’s readers of the answers', () => {
  it('takes a stored quote only with its id, number, days, snapshot and totals', () => {
    const quote = {
      id: 1,
      numero: 'P-2026-0001',
      preciosDel: '2026-05-01',
      validoHasta: '2026-05-31',
      snapshot: {},
      totals: {},
    };
    expect(isPresupuesto(quote)).toBe(true);
    for (const field of Object.keys(quote)) {
      expect(isPresupuesto({ ...quote, [field]: undefined })).toBe(false);
    }
    expect(isPresupuesto({ ...quote, totals: 'none' })).toBe(false);
  });
});
