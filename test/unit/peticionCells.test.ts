import { formatCalendarDate, formatInstantDate } from '../../src/components/formatDate';
import { asignadoText, pedidoText, telefonoOf } from '../../src/components/peticion';
import { columnById } from '../../src/features/peticiones/peticionColumns';

describe('request cells', () => {
  it('Asignado: true → Sí, false or missing → No, an e-mail as is', () => {
    expect(asignadoText(true)).toBe('Sí');
    expect(asignadoText(false)).toBe('No');
    expect(asignadoText(undefined)).toBe('No');
    expect(asignadoText('ana@vasos.test')).toBe('ana@vasos.test');
  });

  it('Pedido: text as is, lists joined, objects as clave: valor, never [object Object]', () => {
    expect(pedidoText('Vasos 500')).toBe('Vasos 500');
    expect(pedidoText(['a', 'b'])).toBe('a, b');
    expect(pedidoText({ vaso: '200', unidades: 500 })).toBe('vaso: 200, unidades: 500');
    expect(pedidoText([{ vaso: '200' }])).not.toContain('[object Object]');
    expect(pedidoText(null)).toBe('');
  });

  it('Telefono: tel: keeps digits and a leading +, the text as received; blank is no phone', () => {
    expect(telefonoOf({ id: 1, cliente: { telefono: '+34 (600) 12-34-56' } })).toEqual({
      text: '+34 (600) 12-34-56',
      href: 'tel:+34600123456',
    });
    expect(telefonoOf({ id: 1, cliente: { telefono: 600123456 } })?.href).toBe('tel:600123456');
    expect(telefonoOf({ id: 1 })).toBeUndefined();
    expect(telefonoOf({ id: 1, cliente: null })).toBeUndefined();
    expect(telefonoOf({ id: 1, cliente: { telefono: '  ' } })).toBeUndefined();
  });

  it('Telefono: an erased number reads Datos suprimidos, none at all Sin teléfono', () => {
    const telefono = columnById('telefono')!;
    const erased = { id: 1, cliente: { nombre: 'Datos suprimidos', telefono: 'Datos suprimidos' } };
    expect(telefono.text(erased)).toBe('Datos suprimidos');
    expect(telefono.text({ id: 1, cliente: { telefono: '' } })).toBe('Sin teléfono');
  });
});

describe('dates', () => {
  it('a date-only string is its calendar day in a time zone west of UTC', () => {
    expect(process.env.TZ).toBe('America/Mexico_City');
    expect(formatCalendarDate('2026-12-05')).toBe('05/12/2026');
    expect(formatCalendarDate('2026-12-05T00:00:00.000Z')).toBe('05/12/2026');
    expect(formatInstantDate('2026-12-05')).toBe('05/12/2026');
  });

  it('a moment is shown on the local calendar', () => {
    expect(formatInstantDate('2026-12-05T03:00:00.000Z')).toBe('04/12/2026');
    expect(formatInstantDate({ _seconds: Date.UTC(2026, 0, 15, 12) / 1000 })).toBe('15/01/2026');
    expect(formatInstantDate(Date.UTC(2026, 0, 15, 12))).toBe('15/01/2026');
  });

  it('missing or unparseable dates show —, never Invalid Date', () => {
    for (const value of [undefined, null, '', 'mañana', {}, Number.NaN]) {
      expect(formatInstantDate(value)).toBe('—');
      expect(formatCalendarDate(value)).toBe('—');
    }
  });
});
