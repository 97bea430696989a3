// A report (`GET …/informes`, docs/api.md "Informes"): every figure counted by the database in the
// business's time zone, in one snapshot of the data (a read-only transaction), so the figures
// agree with one another.
import type { Informe, InformeQuery } from '../../../contract';
import type { Database } from '../engine/open';
import { funnelFigures } from './informeFunnel';
import { aceptadoPorMes, enJuego } from './informeMoney';
import { lineFigures } from './informeAccepted';
import { topClientes } from './informeClientes';
import type { InformeParams } from './informeSql';

/**
 * The report of `query`. `team`: whether the caller may read the team's figures; without it the
 * caller's own requests are counted (`own`, their e-mail), whatever `query.usuario` says.
 */
export function readInforme(
  db: Database,
  query: InformeQuery,
  access: { team: boolean; own: string },
): Promise<Informe> {
  const usuario = access.team ? (query.usuario ?? null) : access.own;
  const origen = query.origen ?? null;
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    // For this transaction only (PostgreSQL; the embedded engine has no JIT). A year team-wide,
    // each query reads tens of thousands of rows, which the planner prices past its JIT
    // thresholds: compiling them cost more (a quarter of a second) than running them. Their
    // sorts and hashes spilled to disk in the default 4 MB of memory. Parallel workers: each
    // query is tens of milliseconds of work, less than starting workers costs on a busy server.
    // A page read out of order priced as one in memory (1.1, not 4): the indexes the figures read
    // are, and at 4 the planner read a whole year's requests from the table instead of from their
    // narrower index, at half again the time. With the time zone: one round trip, not two.
    const { rows } = await tx.query<{ zona: string }>(
      `SELECT set_config('jit', 'off', true), set_config('work_mem', '32MB', true),
              set_config('max_parallel_workers_per_gather', '0', true),
              set_config('random_page_cost', '1.1', true),
              (SELECT zona_horaria FROM ajustes) AS zona`,
    );
    const zonaHoraria = rows[0].zona;
    const params: InformeParams = [zonaHoraria, query.desde, query.hasta, usuario, origen];
    const funnel = await funnelFigures(tx, params);
    const lines = await lineFigures(tx, params);
    return {
      desde: query.desde,
      hasta: query.hasta,
      usuario,
      origen,
      zonaHoraria,
      ...funnel,
      enJuego: await enJuego(tx, params),
      aceptadoPorMes: await aceptadoPorMes(tx, params, access.team),
      ...lines,
      clientes: await topClientes(tx, params),
    };
  });
}
