// `Ajustes`, as `GET …/ajustes` answers them and `POST …/ajustes` takes them whole: what every
// quote carries (contract/presupuestos.ts) and how long customers' data is kept (contract/clienteDatos.ts).
import { DEFAULT_RETENTION_MONTHS, type RetentionAjustes } from './clienteDatos';
import { DEFAULT_IVA_PERCENT } from './presupuestoRules';
import { DEFAULT_VALIDEZ_DIAS, type PresupuestoAjustes } from './presupuestos';

export type Ajustes = PresupuestoAjustes & RetentionAjustes;

/** What an installation has before anyone saves Ajustes (as migrations 5 and 7 make the row). */
export const DEFAULT_AJUSTES: Ajustes = {
  nombreComercial: '',
  nif: '',
  direccion: '',
  telefono: '',
  correo: '',
  ivaPercent: DEFAULT_IVA_PERCENT,
  validezDias: DEFAULT_VALIDEZ_DIAS,
  conservarCerradasMeses: DEFAULT_RETENTION_MONTHS.cerradas,
  conservarSinAsignarMeses: DEFAULT_RETENTION_MONTHS.sinAsignar,
};
