// The business a quote's PDF names in its header, for the specs that render one without a stack.
import type { BusinessDetails } from '../../../server/presupuestos/presupuestoDocument';

export const PDF_BUSINESS: BusinessDetails = {
  tradeName: 'Vasos Fiesta S.L.',
  nif: 'B12345678',
  address: 'Calle Mayor 1, 28013 Madrid',
  phone: '+34 912 345 678',
  email: 'hola@vasosfiesta.es',
};
