/**
 * `npm run bench:sales-cpu -w server [-- --profile]`: the point-of-sale sale's CPU per request
 * (issue 31), as checkout-cpu.ts measures the check-out: the sales bench's seed (sales-seed.ts) on
 * a fresh PostgreSQL database, BENCH_CPU_WARM sales to warm up, then a fixed BENCH_CPU_COUNT from
 * the eight cashiers at once (a new Idempotency-Key each): the server process's CPU and the
 * database's backends' CPU per sale.
 */
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { localDate } from '../src/lib/clock';
import { cpuBenchSettings, measureCpu, report } from './cpu';
import { benchApp, freshPostgres, openRegisters } from './harness';
import { SALES_BENCH_PASSWORD, seedSalesBench } from './sales-seed';
import { settleSeed } from './settle';

const { warm: WARM, count: COUNT, database: DATABASE, profile } = cpuBenchSettings('posada_bench_cpu_ventas');

const database = await freshPostgres(DATABASE, 16);
if (!database) throw new Error('PostgreSQL no responde');
await database.migrate();
await seedCatalogs(database.db);
await seedSecurity(database.db);
const seed = await seedSalesBench(database.db, localDate(new Date(), 'America/Bogota'));
await settleSeed(database);
const app = await benchApp(database);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const tokens = await openRegisters(address, seed.users, SALES_BENCH_PASSWORD);
const r = await measureCpu(
  DATABASE,
  {
    url: `${address}/api/ventaCrear`,
    bodies: [seed.body],
    tokens,
    concurrency: 8,
    warm: WARM,
    count: COUNT,
    uniqueHeader: 'idempotency-key',
  },
  profile,
);
await app.close();
await database.close();
report('venta POS, PostgreSQL, 8 cajeros', WARM, r, profile);
