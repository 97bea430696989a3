// `Ajustes`, as `GET …/ajustes` answers them and `POST …/ajustes` takes them whole: what every
// quote carries (contract/presupuestos.ts) and how long customers' data is kept (contract/clienteDatos.ts).
import { DEFAULT_RETENTION_MONTHS, type RetentionAjustes } from './clienteDatos';
import { DEFAULT_IVA_PERCENT } from './presupuestoRules';
import { BUSINESS_TIME_ZONE, DEFAULT_VALIDEZ_DIAS, type PresupuestoAjustes } from './presupuestos';

/** `Zona horaria`: the IANA time zone Informes count days and months in ('Europe/Madrid'). */
export type InformeAjustes = { zonaHoraria: string };

/** The longest time zone name the settings hold (characters). */
export const ZONA_HORARIA_MAX = 64;

/** `Condiciones`: the terms the customer accepts on their link's page (plain text, lines kept). */
export type CondicionesAjustes = { condiciones: string };

/** The longest `Condiciones` (characters), as migration 12 holds them. */
export const CONDICIONES_MAX = 4000;

export type Ajustes = PresupuestoAjustes & RetentionAjustes & InformeAjustes & CondicionesAjustes;

/** What an installation has before anyone saves Ajustes (as migrations 5, 7 and 14 make the row). */
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
  zonaHoraria: BUSINESS_TIME_ZONE,
  condiciones: '',
};
