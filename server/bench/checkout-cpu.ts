/**
 * `npm run bench:checkout-cpu -w server [-- --profile]`: the check-out's CPU per request (issue 33),
 * the figure that judges a change on a machine whose req/s moves more than the 5 % budget. The
 * check-out bench's seed (checkout-harness.ts) on a fresh PostgreSQL database, BENCH_CPU_WARM
 * check-outs to warm up, then a fixed BENCH_CPU_COUNT from 8 receptionists at once (a child
 * process drives them): the server process's CPU and the database's backends' CPU per check-out.
 * To compare two commits, run this same file in a detached worktree of the other (the harness it
 * imports is the same since 355b730), alternating, at the same load.
 */
import { openCheckoutBench } from './checkout-harness';
import { cpuBenchSettings, measureCpu, report } from './cpu';
import { freshPostgres } from './harness';

const {
  warm: WARM,
  count: COUNT,
  database: DATABASE,
  profile,
} = cpuBenchSettings('posada_bench_cpu_salidas');

const database = await freshPostgres(DATABASE, 16);
if (!database) throw new Error('PostgreSQL no responde');
const { app, address, tokens, bodies } = await openCheckoutBench('PostgreSQL', database, WARM + COUNT + 5);
const r = await measureCpu(
  DATABASE,
  {
    url: `${address}/api/desocuparHabitacionCliente`,
    bodies,
    tokens,
    concurrency: 8,
    warm: WARM,
    count: COUNT,
  },
  profile,
);
await app.close();
await database.close();
report('salida con factura, PostgreSQL, 8 recepcionistas', WARM, r, profile);
