// The demo business whose details the demo's quotes carry (Ajustes).
import { BUSINESS_TIME_ZONE, DEFAULT_RETENTION_MONTHS, type Ajustes } from '../../../contract';

export const DEMO_AJUSTES: Ajustes = {
  nombreComercial: 'Vasos Fiesta S.L.',
  nif: 'B12345678',
  direccion: 'Calle Mayor 1, 28013 Madrid',
  telefono: '+34 912 345 678',
  correo: 'hola@vasosfiesta.es',
  ivaPercent: 21,
  validezDias: 30,
  conservarCerradasMeses: DEFAULT_RETENTION_MONTHS.cerradas,
  conservarSinAsignarMeses: DEFAULT_RETENTION_MONTHS.sinAsignar,
  zonaHoraria: BUSINESS_TIME_ZONE,
  condiciones: '',
};
