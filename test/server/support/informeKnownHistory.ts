// The history Informes' tests assert (test/server/informes.spec.ts), in UTC. Madrid is UTC+1 until
// 01:00 UTC on 29 March 2026, UTC+2 after: its 29 March has 23 hours.
import { DEMO_ACCOUNT, PERSONAL_ACCOUNT } from '../../support/stack/auth';
import type { HistoryRequest, QuoteLine } from './informeHistory';

const ADMIN = DEMO_ACCOUNT.email;
const PERSONAL = PERSONAL_ACCOUNT.email;

const line = (
  cup: string,
  quantity: number,
  euros: number,
  print: QuoteLine['print'] = null,
): QuoteLine => ({
  cup,
  quantity,
  print,
  unitPriceOverride: null,
  cupRow: { id: 1, Euro: euros, Metalicos: euros + 0.1, cv: 0.1, version: 1 },
  printRow:
    print === null ? null : { id: 1, cantidad: 1, venta_real: 0.2, coste: 0.05, version: 1 },
});

export const KNOWN_HISTORY = {
  // 00:30 on 1 March in Madrid; accepted at 00:30 on 1 April there, still accepted, quoted twice.
  firstOfMarch: {
    createdAt: '2026-02-28T23:30:00Z',
    origen: 'telefono',
    nombre: 'Ana Ruiz',
    telefono: '600 000 001',
    asignado: PERSONAL,
    etapas: {
      asignada: '2026-03-01T23:30:00Z',
      presupuestada: '2026-03-03T23:30:00Z',
      aceptada: '2026-03-31T22:30:00Z',
    },
    estado: 'aceptada',
    quotes: [
      { baseCents: 10_000, ivaCents: 2_100, lines: [line('vasos/200', 100, 1)] },
      { baseCents: 20_000, ivaCents: 4_200, lines: [line('vasos/200', 400, 0.5)] },
    ],
  },
  // 23:30 on 31 March in Madrid; lost for its price the next day.
  lastOfMarch: {
    createdAt: '2026-03-31T21:30:00Z',
    origen: 'whatsapp',
    nombre: 'Bruno Gil',
    telefono: '600 000 002',
    asignado: ADMIN,
    etapas: { asignada: '2026-04-01T09:30:00Z', perdida: '2026-04-02T09:30:00Z' },
    estado: 'perdida',
    perdida: { desde: 'asignada', motivo: 'precio' },
  },
  // 00:30 on 1 April in Madrid: April's, nobody's.
  firstOfApril: {
    createdAt: '2026-03-31T22:30:00Z',
    origen: 'web',
    nombre: 'Carla Sanz',
    telefono: '600 000 003',
    estado: 'nueva',
  },
  // 23:30 on 28 February in Madrid: February's; accepted and delivered in March. Two lines: one
  // at a price typed in (0.50), one with a metallic print (the cup's Metalicos, 0.30, plus the print's
  // 0.20).
  lastOfFebruary: {
    createdAt: '2026-02-28T22:30:00Z',
    origen: 'en_persona',
    nombre: 'Lucia Pena',
    telefono: '+34 611223344',
    asignado: PERSONAL,
    etapas: {
      asignada: '2026-03-01T10:00:00Z',
      presupuestada: '2026-03-05T10:00:00Z',
      aceptada: '2026-03-10T10:00:00Z',
      en_produccion: '2026-03-12T10:00:00Z',
      entregada: '2026-03-20T10:00:00Z',
    },
    estado: 'entregada',
    quotes: [
      {
        baseCents: 50_000,
        ivaCents: 10_500,
        lines: [
          { ...line('vasos/200', 1000, 0.2), unitPriceOverride: 0.5 },
          line('vasos/330', 200, 0.2, 'serigrafia_1_color_metalizado'),
        ],
      },
    ],
  },
  // 01:30 on 29 March in Madrid, half an hour before the clocks go forward; taken an hour later
  // (03:30 there), quoted the next day, lost for the time it would take.
  beforeSummerTime: {
    createdAt: '2026-03-29T00:30:00Z',
    origen: 'web',
    nombre: 'Diego Mora',
    telefono: '600 000 005',
    asignado: ADMIN,
    etapas: {
      asignada: '2026-03-29T01:30:00Z',
      presupuestada: '2026-03-30T00:30:00Z',
      perdida: '2026-03-30T12:00:00Z',
    },
    estado: 'perdida',
    perdida: { desde: 'presupuestada', motivo: 'plazo' },
  },
  // 00:30 on 30 March in Madrid (22:30 UTC on the 29th): the 30th's.
  afterSummerTime: {
    createdAt: '2026-03-29T22:30:00Z',
    origen: 'web',
    nombre: 'Elena Vidal',
    telefono: '600 000 006',
    estado: 'nueva',
  },
  quoted: {
    createdAt: '2026-03-15T10:00:00Z',
    origen: 'correo',
    nombre: 'Fede Ortiz',
    telefono: '600 000 007',
    asignado: ADMIN,
    etapas: { asignada: '2026-03-16T10:00:00Z', presupuestada: '2026-03-17T10:00:00Z' },
    estado: 'presupuestada',
    quotes: [{ baseCents: 30_000, ivaCents: 6_300, lines: [line('vasos/200', 600, 0.5)] }],
  },
  // The customer of lastOfFebruary again, their phone written another way.
  enProduccion: {
    createdAt: '2026-03-20T10:00:00Z',
    origen: 'telefono',
    nombre: 'Lucía Peña',
    telefono: '611 22 33 44',
    asignado: ADMIN,
    etapas: {
      asignada: '2026-03-21T10:00:00Z',
      presupuestada: '2026-03-22T10:00:00Z',
      aceptada: '2026-03-25T10:00:00Z',
      en_produccion: '2026-03-26T10:00:00Z',
    },
    estado: 'en_produccion',
    quotes: [{ baseCents: 40_000, ivaCents: 8_400, lines: [line('vasos/200', 800, 0.5)] }],
  },
} satisfies Record<string, HistoryRequest>;
