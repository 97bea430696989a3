// A report (`Informe`, contract/informes.ts) as JSON Schema: what `GET …/informes` answers.
import { Type } from '@fastify/type-provider-typebox';
import {
  EMBUDO_PASOS,
  EN_JUEGO_ETAPAS,
  INFORME_CLIENTES,
  INFORME_MESES,
  MOTIVOS,
  ORIGENES,
  type Informe,
} from '../../../contract';
import { typedAs } from '../validation/wireSchema';

const closed = { additionalProperties: false } as const;
const Count = Type.Integer({ minimum: 0, examples: [12] });
const Cents = Type.Number({ minimum: 0, description: 'Cents', examples: [36300] });
const Share = Type.Union([
  Type.Number({ minimum: 0, maximum: 100, examples: [62.5] }),
  Type.Null(),
]);
const Days = Type.Union([Type.Number({ minimum: 0, examples: [1.5] }), Type.Null()]);
const Day = Type.String({ format: 'date', examples: ['2026-03-01'] });
const Importe = Type.Object({ baseCents: Cents, totalCents: Cents }, closed);

export const InformeSchema = typedAs<Informe>()(
  Type.Object(
    {
      desde: Day,
      hasta: Day,
      usuario: Type.Union([Type.String({ examples: ['personal@vasos.test'] }), Type.Null()]),
      origen: Type.Union([Type.Enum([...ORIGENES]), Type.Null()]),
      zonaHoraria: Type.String({ examples: ['Europe/Madrid'] }),
      recibidas: Type.Array(
        Type.Object({ origen: Type.Enum([...ORIGENES]), peticiones: Count }, closed),
        { maxItems: ORIGENES.length },
      ),
      embudo: Type.Array(
        Type.Object(
          { paso: Type.Enum([...EMBUDO_PASOS]), peticiones: Count, conversion: Share },
          closed,
        ),
        { maxItems: EMBUDO_PASOS.length },
      ),
      perdidas: Count,
      perdidasPorMotivo: Type.Array(
        Type.Object({ motivo: Type.Enum([...MOTIVOS]), peticiones: Count, parte: Share }, closed),
        { maxItems: MOTIVOS.length },
      ),
      medianaDias: Type.Object({ asignada: Days, presupuestada: Days, aceptada: Days }, closed),
      enJuego: Type.Array(
        Type.Object(
          {
            etapa: Type.Enum([...EN_JUEGO_ETAPAS]),
            peticiones: Count,
            baseCents: Cents,
            totalCents: Cents,
          },
          closed,
        ),
        { maxItems: EN_JUEGO_ETAPAS.length },
      ),
      aceptadoPorMes: Type.Array(
        Type.Object(
          {
            mes: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$', examples: ['2026-03'] }),
            equipo: Type.Union([Importe, Type.Null()]),
            persona: Type.Union([Importe, Type.Null()]),
          },
          closed,
        ),
        { maxItems: INFORME_MESES },
      ),
      vasos: Type.Array(
        Type.Object(
          {
            vaso: Type.String({ examples: ['vasos/200'] }),
            unidades: Type.Number({ minimum: 0, examples: [500] }),
            importeCents: Cents,
          },
          closed,
        ),
      ),
      serigrafias: Type.Array(
        Type.Object(
          {
            serigrafia: Type.Union([
              Type.String({ examples: ['serigrafia_1_color_vf'] }),
              Type.Null(),
            ]),
            unidades: Type.Number({ minimum: 0, examples: [500] }),
            importeCents: Cents,
          },
          closed,
        ),
      ),
      clientes: Type.Array(
        Type.Object(
          {
            telefono: Type.String({ examples: ['611 22 23 33'] }),
            nombre: Type.Union([Type.String({ examples: ['Lucía Peña'] }), Type.Null()]),
            aceptadas: Count,
            peticionId: Type.Integer({ examples: [42] }),
            baseCents: Cents,
            totalCents: Cents,
          },
          closed,
        ),
        { maxItems: INFORME_CLIENTES },
      ),
    },
    closed,
  ),
);
