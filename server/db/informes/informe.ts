// A report (`GET …/informes`, docs/api.md "Informes"): every figure counted by the database in the
// business's time zone, in one snapshot of the data (Database.readSnapshot: read-only
// transactions that all see the data as of one instant), so the figures agree with one another.
import type { Informe, InformeQuery } from '../../../contract';
import type { Database } from '../engine/open';
import { funnelFigures } from './informeFunnel';
import { aceptadoPorMes, enJuego } from './informeMoney';
import { lineFigures } from './informeAccepted';
import { topClientes } from './informeClientes';
import type { InformeParams } from './informeSql';

// For each transaction of the report only (PostgreSQL; the embedded engine has no JIT). A year
// team-wide, each query reads tens of thousands of rows, which the planner prices past its JIT
// thresholds: compiling them cost more (a quarter of a second) than running them. Their sorts and
// hashes spilled to disk in the default 4 MB of memory. Parallel workers: each query is tens of
// milliseconds of work, less than starting workers costs on a busy server. A page read out of
// order priced as one in memory (1.1, not 4): the indexes the figures read are, and at 4 the
// planner read a whole year's requests from the table instead of from their narrower index, at
// half again the time.
const REPORT_SETTINGS = `SELECT set_config('jit', 'off', true), set_config('work_mem', '32MB', true),
  set_config('max_parallel_workers_per_gather', '0', true),
  set_config('random_page_cost', '1.1', true)`;

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
  return db.readSnapshot(REPORT_SETTINGS, async ({ tx, alongside }) => {
    const { rows } = await tx.query<{ zona: string }>('SELECT zona_horaria AS zona FROM ajustes');
    const zonaHoraria = rows[0].zona;
    const params: InformeParams = [zonaHoraria, query.desde, query.hasta, usuario, origen];
    // Each figure its own read of the one snapshot: on PostgreSQL on connections of their own at
    // once, the report as long as its longest figure; the longest asked first, so that those
    // left to wait for a connection already busy are the short ones.
    const [lines, funnel, clientes, enJuegoNow, months] = await Promise.all([
      alongside((read) => lineFigures(read, params)),
      alongside((read) => funnelFigures(read, params)),
      alongside((read) => topClientes(read, params)),
      alongside((read) => enJuego(read, params)),
      alongside((read) => aceptadoPorMes(read, params, access.team)),
    ]);
    return {
      desde: query.desde,
      hasta: query.hasta,
      usuario,
      origen,
      zonaHoraria,
      ...funnel,
      enJuego: enJuegoNow,
      aceptadoPorMes: months,
      ...lines,
      clientes,
    };
  });
}
