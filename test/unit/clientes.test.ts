import { ACEPTADA_ETAPAS } from '../../contract/clientes';
import { ETAPAS } from '../../contract/etapas';

// docs/api.md, "Customers": `aceptadoCents` sums the latest quotes of the requests `aceptada`,
// `en_produccion`, `entregada`; a quote not yet accepted, or a lost request's, counts for nothing.
describe("the stages in which a customer's quote counts as accepted", () => {
  it('are aceptada and every stage after it on the way', () => {
    expect(ACEPTADA_ETAPAS).toEqual(['aceptada', 'en_produccion', 'entregada']);
  });

  it('leave out the stages before a quote is accepted, and a lost request', () => {
    const notAccepted = ETAPAS.filter((etapa) => !ACEPTADA_ETAPAS.includes(etapa as never));
    expect(notAccepted).toEqual(['asignada', 'presupuestada', 'perdida']);
  });
});
