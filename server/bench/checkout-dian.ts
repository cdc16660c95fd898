/**
 * `npm run bench:checkout-dian -w server`: the check-out with electronic invoicing against the
 * check-out without it, in the same run (issue 27's goal: ≥ 80 % of the throughput without it —
 * signing and sending never inside the check-out's lock). The check-out bench's hotel
 * (checkout-seed.ts: 54 invoice lines a stay, eight receptionists with their registers, 8
 * connections), a fake DIAN on loopback in its own process; on PostgreSQL (when a server answers)
 * and on PGlite. Routes in this order, each on rooms of its own:
 *
 * 1. the bare route (one inserted row), the machine's speed of the moment;
 * 2. check-out, electronic invoicing off;
 * 3. on (certificate, settings, `emitir`): the issuing transaction queues the document (a trigger),
 *    and this process's sender passes every 10 s (the job's interval, E_INVOICING_INTERVAL_MS);
 * 4. on, with the sender passing back to back (never idle): every document signed and sent while
 *    the check-outs run — the most the sending can take from them in one process;
 * then the sender alone for as long (no check-outs): documents accepted per second.
 */
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { createSender, type EInvoicingSender } from '../src/modules/e-invoicing';
import { E_INVOICING_INTERVAL_MS } from '../src/modules/e-invoicing/e-invoicing.job';
import { openCheckoutBench } from './checkout-harness';
import { E_INVOICING, forkFakeDian, prepareHotel, switchOn } from './e-invoicing-setup';
import { ADMIN_URL, freshPostgres, type LoadResult, load, SECONDS } from './harness';

const CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 8);
/** Enough stays for three loads and their warm-ups: every check-out needs its own room. */
const ROOMS = Number(process.env.BENCH_CHECKOUT_ROOMS ?? 3000);
const ms = (v: number) => `${v.toFixed(1)} ms`;

/** The sender's passes in this process, `pauseMs` apart, until stopped. */
function passes(sender: EInvoicingSender, pauseMs: number) {
  let running = true;
  let failures = 0;
  const done = (async () => {
    while (running) {
      await sender.sendDue().catch(() => {
        failures++;
      });
      const until = Date.now() + pauseMs;
      while (running && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return failures;
    },
  };
}

async function bench(kind: string, database: Database) {
  const dian = await forkFakeDian();
  const config = { secretKey: E_INVOICING.secretKey, dianUrl: dian.url };
  const { app, address, seed, seeded, tokens, headers, bodies } = await openCheckoutBench(
    kind,
    database,
    ROOMS,
    { config, beforeLogin: (hotelId) => prepareHotel(database.db, hotelId) },
  );
  const third = Math.floor(bodies.length / 3);
  const checkouts = (part: number) =>
    load({
      url: `${address}/api/desocuparHabitacionCliente`,
      headers,
      connections: CONNECTIONS,
      bodies: bodies.slice(part * third, (part + 1) * third),
      perConnection: { name: 'authorization', values: tokens },
    });
  const queue = async () =>
    (
      (await database.db.execute(
        sql`select estado, count(*)::int as n from documentos_electronicos where hotel_id = ${seed.hotelId} group by estado order by estado`,
      )) as unknown as { rows: { estado: string; n: number }[] }
    ).rows
      .map((r) => `${r.n} ${r.estado}`)
      .join(', ');

  const bare = await load({
    url: `${address}/bench/insert`,
    headers,
    connections: CONNECTIONS,
    bodies: ['{}'],
  });
  const off = await checkouts(0);
  await switchOn(`${address}/api`, tokens[0] ?? '');
  const sender = createSender({ db: database.db, clock: systemClock, config });
  const job = passes(sender, E_INVOICING_INTERVAL_MS);
  const onJob = await checkouts(1);
  const jobFailures = await job.stop();
  const afterJob = await queue();
  const eager = passes(sender, 0);
  const onEager = await checkouts(2);
  const eagerFailures = await eager.stop();
  const afterEager = await queue();
  // The sender alone (no check-outs): documents accepted per second by back-to-back passes.
  const acceptedNow = async () =>
    (
      (await database.db.execute(
        sql`select count(*)::int as n from documentos_electronicos where hotel_id = ${seed.hotelId} and estado = 'aceptado'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n ?? 0;
  const drainFrom = await acceptedNow();
  const drainStarted = performance.now();
  const drain = passes(sender, 0);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const drainFailures = await drain.stop();
  const senderRate = ((await acceptedNow()) - drainFrom) / ((performance.now() - drainStarted) / 1000);
  const fake = await dian.counts();
  await app.close();
  await database.close();
  await dian.close();
  return {
    kind,
    seeded,
    bare,
    off,
    onJob,
    onEager,
    afterJob,
    afterEager,
    fake,
    senderRate,
    failures: jobFailures + eagerFailures + drainFailures,
  };
}

const runs = [];
const postgres = await freshPostgres('posada_bench_salidas_dian', 16);
if (postgres) runs.push(await bench('PostgreSQL', postgres));
else console.log(`PostgreSQL no responde en ${ADMIN_URL}: solo PGlite`);
if (process.env.BENCH_SKIP_PGLITE !== '1') runs.push(await bench('PGlite', openDatabase({ kind: 'pglite' })));

console.log(
  `\nSalida con factura, con y sin facturación electrónica: ${CONNECTIONS} conexiones (8 recepcionistas), ${SECONDS} s por ruta\n`,
);
console.log('| base | ruta | req/s | p50 | p99 | errores | razón con/sin |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of runs) {
  const row = (route: string, m: LoadResult, ratio = '') =>
    console.log(
      `| ${r.kind} | ${route} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.errors} | ${ratio} |`,
    );
  const pct = (m: LoadResult) => `${((100 * m.rps) / r.off.rps).toFixed(0)} %`;
  row('POST /bench/insert (una fila)', r.bare);
  row('salida, facturación electrónica apagada', r.off);
  row('salida, encendida, envío cada 10 s', r.onJob, pct(r.onJob));
  row('salida, encendida, envío sin pausa', r.onEager, pct(r.onEager));
}
console.log('');
for (const r of runs) {
  console.log(
    `${r.kind}: cola tras la 2.ª carga: ${r.afterJob}; tras la 3.ª: ${r.afterEager}; el envío solo: ${r.senderRate.toFixed(1)} documentos/s; DIAN falsa: ${r.fake.received} recibidos, ${r.fake.accepted} aceptados; pasadas fallidas: ${r.failures}; siembra ${r.seeded} s`,
  );
  const worst = Math.min(r.onJob.rps, r.onEager.rps) / r.off.rps;
  console.log(`Objetivo (≥ 80 % sin facturación electrónica): ${worst >= 0.8 ? 'cumplido' : 'NO cumplido'}`);
}
