import {
  EMPTY_PETICION_FORM,
  peticionBodyOf,
  peticionFormOf,
  peticionFormProblems,
} from '../../src/components/peticionForm';

// A request's details in a form, held to the public form's rules (docs/screens.md).
const filled = {
  ...EMPTY_PETICION_FORM,
  pedido: 'Vasos\n\n  \nPinzas',
  fechaEvento: '2027-06-12',
  pais: ' España ',
  codigoPostal: '28013',
};

test('a form filled as the public form asks has no problem', () => {
  expect(peticionFormProblems(filled)).toEqual({});
});

test('a day the calendar lacks, or a text that is no day, is refused', () => {
  expect(peticionFormProblems({ ...filled, fechaEvento: '2027-02-30' })).toEqual({
    fechaEvento: 'La fecha del evento no es válida.',
  });
  expect(peticionFormProblems({ ...filled, fechaEvento: '12/06/2027' }).fechaEvento).toBe(
    'La fecha del evento no es válida.',
  );
});

test('an order kept as one text is held to 1000 characters, lines to 300 each', () => {
  const long = 'x'.repeat(1001);
  expect(peticionFormProblems({ ...filled, pedido: long }, { pedidoAsText: true }).pedido).toBe(
    'El pedido puede tener hasta 1000 caracteres.',
  );
  expect(peticionFormProblems({ ...filled, pedido: 'x'.repeat(300) })).toEqual({});
  expect(peticionFormProblems({ ...filled, pedido: 'x'.repeat(301) }).pedido).toBe(
    'Cada línea del pedido puede tener hasta 300 caracteres.',
  );
});

test('the body: the order’s lines, blank name and phone left out, a blank e-mail none', () => {
  expect(peticionBodyOf({ ...filled, nombre: '  ', telefono: ' 611 ', correo: ' ' })).toEqual({
    peticiones: ['Vasos', 'Pinzas'],
    cliente: { telefono: '611' },
    correo: null,
    fecha_evento: '2027-06-12',
    pais: 'España',
    codigo_postal: '28013',
  });
  expect(peticionBodyOf(filled, { pedidoAsText: true }).peticiones).toBe('Vasos\n\n  \nPinzas');
});

test('a request reads back into the form as it was', () => {
  const values = peticionFormOf({
    id: 1,
    peticiones: ['Vasos', 'Pinzas'],
    cliente: { nombre: 'Ana', telefono: '600' },
    correo: null,
    fecha_evento: '2026-12-05',
    pais: 'España',
    codigo_postal: '28013',
  });
  expect(values).toEqual({
    pedido: 'Vasos\nPinzas',
    nombre: 'Ana',
    telefono: '600',
    correo: '',
    fechaEvento: '2026-12-05',
    pais: 'España',
    codigoPostal: '28013',
  });
});
