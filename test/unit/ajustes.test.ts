import { DEFAULT_AJUSTES } from '../../contract/ajustes';
import {
  DEFAULT_RETENTION_MONTHS,
  ERASED_TEXT,
  RETENTION_MONTHS_RANGE,
} from '../../contract/clienteDatos';
import {
  AJUSTES_LIMITS,
  BUSINESS_TIME_ZONE,
  DEFAULT_VALIDEZ_DIAS,
} from '../../contract/presupuestos';

describe('Ajustes (docs/api.md, "Quotes")', () => {
  it('start with no details, VAT at 21 %, quotes valid 30 days, data kept 24 and 12 months', () => {
    expect(DEFAULT_AJUSTES).toEqual({
      nombreComercial: '',
      nif: '',
      direccion: '',
      telefono: '',
      correo: '',
      ivaPercent: 21,
      validezDias: 30,
      conservarCerradasMeses: 24,
      conservarSinAsignarMeses: 12,
      zonaHoraria: 'Europe/Madrid',
      condiciones: '',
    });
    expect(DEFAULT_VALIDEZ_DIAS).toBe(30);
    expect(DEFAULT_RETENTION_MONTHS).toEqual({ cerradas: 24, sinAsignar: 12 });
  });

  it('bound each text, the validity and the retention periods', () => {
    expect(AJUSTES_LIMITS).toEqual({
      nombreComercial: 120,
      nif: 20,
      direccion: 200,
      telefono: 40,
      correo: 254,
      validezDias: 365,
    });
    expect(RETENTION_MONTHS_RANGE).toEqual({ min: 1, max: 120 });
  });

  it('read a quote’s days on the business’s calendar, and an erased text as Datos suprimidos', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Europe/Madrid');
    expect(ERASED_TEXT).toBe('Datos suprimidos');
  });
});
