// Demo customer requests: Spanish products, places and phone formats as customers really type them.
import type { LostInfo } from '../../../contract';
import { REPEAT_CLIENTES, takenState, type DemoNota } from './demoAsignadas';
import type { Random } from './random';

export type NewPeticion = {
  estado: string;
  asignado: string | null;
  asignadoAt: Date | null;
  perdida: LostInfo | null;
  proximoSeguimiento: string | null;
  notas: DemoNota[];
  peticiones: string | string[];
  cliente: Record<string, string> | null;
  fechaEvento: string;
  pais: string;
  codigoPostal: string;
  createdAt: Date;
};

const productos = [
  'Vasos reutilizables 500 ml con logo',
  'Vasos reutilizables 330 ml, impresión a 1 color',
  'Vasos de sidra 500 ml serigrafiados',
  'Vasos de tubo 300 ml transparentes con logo de la peña',
  'Copas de cava reutilizables con grabado',
  'Vasos de chupito 40 ml para despedida de soltero',
  'Vasos 200 ml compostables para boda',
  'Jarras de cerveza de 1 litro con asa',
  'Vasos metalizados oro 500 ml para fiestas patronales',
  'Vasos de caña 250 ml para festival de música',
  'Vasos 900 ml para cócteles con tapa y pajita',
  'Vasos 600 ml a dos colores para carrera popular',
  'Ceniceros de bolsillo con logo',
  'Pinzas para colgar el vaso del cuello',
];

const lineasExtra = [
  'Pinzas para colgar vasos',
  'Impresión a 2 colores',
  'Tinta metalizada plata',
  'Entrega antes del evento',
  'Ceniceros de playa',
  'Diseño propio, enviamos el logo en PDF',
];

const clientes = [
  'Lucía Fernández',
  'Javier Martín',
  'Peña El Botijo',
  'Ayuntamiento de Tudela',
  'Asociación Cultural Los Gigantes',
  'Marta Ruiz Ortega',
  'Discoteca La Cúpula',
  'Club Deportivo Arenas',
  'Comisión de Fiestas de Lekeitio',
  'Sergio Navarro',
  'Bodas Olivares',
  'Cervecería La Espiga',
];

type Lugar = { pais: string; codigos: readonly string[]; telefono: (r: Random) => string };

const digits = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');

const lugares: readonly Lugar[] = [
  {
    pais: 'España',
    codigos: [
      '28013',
      '08001',
      '46001',
      '41001',
      '48001',
      '31001',
      '50001',
      '15001',
      '29001',
      '07001',
      '33201',
      '03001',
    ],
    telefono: (r) =>
      r.pick([
        () => `6${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
        () => `+34 6${digits(r, 8)}`,
        () => `(+34) 9${digits(r, 2)}-${digits(r, 2)}-${digits(r, 2)}-${digits(r, 2)}`,
        () => `7${digits(r, 8)}`,
      ])(),
  },
  {
    pais: 'Portugal',
    codigos: ['1100-148', '4000-322', '8000-079'],
    telefono: (r) => `+351 9${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
  },
  {
    pais: 'Francia',
    codigos: ['75001', '64100', '31000', '66000'],
    telefono: (r) => `+33 6 ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
  },
  {
    pais: 'Andorra',
    codigos: ['AD500', 'AD700', 'AD100'],
    telefono: (r) => `+376 ${digits(r, 6)}`,
  },
];

const staff = ['admin@vasos.test', 'maria.lopez@vasos.test', 'carlos.gil@vasos.test'];
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function lugarFor(r: Random): Lugar {
  const roll = r.next();
  return lugares[roll < 0.75 ? 0 : roll < 0.85 ? 1 : roll < 0.95 ? 2 : 3];
}

function clienteFor(r: Random, lugar: Lugar, index: number): Record<string, string> | null {
  // Every seventh request or so comes without a usable phone, in the shapes seen in real data.
  if (index % 7 === 3) {
    const sinTelefono: (Record<string, string> | null)[] = [
      null,
      {},
      { nombre: r.pick(clientes), telefono: '' },
      { nombre: r.pick(clientes), telefono: '   ' },
    ];
    return r.pick(sinTelefono);
  }
  return { nombre: r.pick(clientes), telefono: lugar.telefono(r) };
}

function pedidoFor(r: Random, index: number): string | string[] {
  if (index % 8 === 5) return [r.pick(productos), r.pick(lineasExtra), r.pick(lineasExtra)];
  return r.pick(productos);
}

/** Gives the requests of each repeat customer one customer, the phone written differently. */
function shareCustomers(peticiones: NewPeticion[]) {
  for (const { at, phones } of REPEAT_CLIENTES) {
    const nombre = peticiones[at[0]]?.cliente?.nombre ?? 'Peña El Botijo';
    at.forEach((index, i) => {
      const peticion = peticiones.at(index);
      if (peticion) peticion.cliente = { nombre, telefono: phones[i] };
    });
  }
}

/**
 * `count` requests created over the two years before `now`; one in three already taken, spread
 * over every stage of the way (demoAsignadas.ts).
 */
export function demoPeticiones(r: Random, count: number, now: Date): NewPeticion[] {
  const peticiones = Array.from({ length: count }, (_, index): NewPeticion => {
    const lugar = lugarFor(r);
    const createdAt = new Date(now.getTime() - r.int(0, 729) * DAY_MS - r.int(0, 86_399) * 1000);
    const fechaEvento = new Date(createdAt.getTime() + r.int(7, 200) * DAY_MS);
    const assigned = index % 3 === 1;
    const asignadoAt = new Date(
      Math.min(now.getTime(), createdAt.getTime() + r.int(1, 96) * 3600_000),
    );
    const base = {
      peticiones: pedidoFor(r, index),
      cliente: clienteFor(r, lugar, index),
      fechaEvento: isoDay(fechaEvento),
      pais: lugar.pais,
      codigoPostal: r.pick(lugar.codigos),
      createdAt,
    };
    if (!assigned) {
      return {
        ...base,
        estado: r.pick(['nueva', 'pendiente']),
        asignado: null,
        asignadoAt: null,
        perdida: null,
        proximoSeguimiento: null,
        notas: [],
      };
    }
    const taken = takenState((index - 1) / 3, asignadoAt, now);
    return { ...base, ...taken, asignado: r.pick(staff), asignadoAt };
  });
  shareCustomers(peticiones);
  return peticiones;
}
