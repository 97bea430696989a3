// A report on the fake network: March's figures of Informes' known history (the server's tests,
// test/server/support/informeKnownHistory.ts), and one with nothing in it.
import { apiPaths, type Informe } from '../../contract';
import { apiUrl, http, HttpResponse, server } from './server';

const importe = (baseCents: number, totalCents: number) => ({ baseCents, totalCents });
const MONTHS = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
];

export const MARCH_INFORME: Informe = {
  desde: '2026-03-01',
  hasta: '2026-03-31',
  usuario: null,
  origen: null,
  zonaHoraria: 'Europe/Madrid',
  recibidas: [
    { origen: 'telefono', peticiones: 2 },
    { origen: 'whatsapp', peticiones: 1 },
    { origen: 'correo', peticiones: 1 },
    { origen: 'en_persona', peticiones: 0 },
    { origen: 'web', peticiones: 2 },
  ],
  embudo: [
    { paso: 'recibida', peticiones: 6, conversion: null },
    { paso: 'asignada', peticiones: 5, conversion: 83.3 },
    { paso: 'presupuestada', peticiones: 4, conversion: 80 },
    { paso: 'aceptada', peticiones: 2, conversion: 50 },
    { paso: 'entregada', peticiones: 0, conversion: 0 },
  ],
  perdidas: 2,
  perdidasPorMotivo: [
    { motivo: 'precio', peticiones: 1, parte: 50 },
    { motivo: 'plazo', peticiones: 1, parte: 50 },
    { motivo: 'sin_respuesta', peticiones: 0, parte: 0 },
    { motivo: 'otro', peticiones: 0, parte: 0 },
  ],
  medianaDias: { asignada: 1, presupuestada: 2, aceptada: 18 },
  enJuego: [
    { etapa: 'asignada', peticiones: 0, ...importe(0, 0) },
    { etapa: 'presupuestada', peticiones: 1, ...importe(30_000, 36_300) },
    { etapa: 'aceptada', peticiones: 1, ...importe(20_000, 24_200) },
    { etapa: 'en_produccion', peticiones: 1, ...importe(40_000, 48_400) },
  ],
  aceptadoPorMes: MONTHS.map((mes) => ({
    mes,
    equipo: mes === '2026-03' ? importe(90_000, 108_900) : importe(0, 0),
    persona: null,
  })),
  vasos: [
    { vaso: 'vasos/200', unidades: 1800, importeCents: 90_000 },
    { vaso: 'vasos/330', unidades: 200, importeCents: 10_000 },
  ],
  serigrafias: [
    { serigrafia: null, unidades: 1800, importeCents: 90_000 },
    { serigrafia: 'serigrafia_1_color_metalizado', unidades: 200, importeCents: 10_000 },
  ],
  clientes: [
    {
      telefono: '611 22 33 44',
      nombre: 'Lucía Peña',
      aceptadas: 2,
      peticionId: 8,
      ...importe(90_000, 108_900),
    },
  ],
};

export const EMPTY_INFORME: Informe = {
  ...MARCH_INFORME,
  recibidas: MARCH_INFORME.recibidas.map((row) => ({ ...row, peticiones: 0 })),
  embudo: MARCH_INFORME.embudo.map((step) => ({ ...step, peticiones: 0, conversion: null })),
  perdidas: 0,
  perdidasPorMotivo: MARCH_INFORME.perdidasPorMotivo.map((row) => ({
    ...row,
    peticiones: 0,
    parte: null,
  })),
  medianaDias: { asignada: null, presupuestada: null, aceptada: null },
  enJuego: MARCH_INFORME.enJuego.map((row) => ({ ...row, peticiones: 0, ...importe(0, 0) })),
  aceptadoPorMes: MONTHS.map((mes) => ({ mes, equipo: importe(0, 0), persona: null })),
  vasos: [],
  serigrafias: [],
  clientes: [],
};

/** GET informes answers `informe` (whatever it is asked), and the accounts list `emails`. */
export function serveInforme(informe: Informe = MARCH_INFORME, emails: string[] = []) {
  server.use(
    http.get(apiUrl(apiPaths.informes), () => HttpResponse.json({ data: informe })),
    http.get(apiUrl(apiPaths.users), () =>
      HttpResponse.json(emails.map((email, i) => ({ email, uid: `uid-${i}` }))),
    ),
  );
}
