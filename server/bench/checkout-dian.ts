/**
 * `npm run bench:checkout-dian -w server`: the check-out with electronic invoicing against the
 * check-out without it, in the same run (issue 27's goal: ≥ 80 % of the throughput without it —
 * signing and sending never inside the check-out's lock). The check-out bench's hotel
 * (checkout-seed.ts: 54 invoice lines a stay, eight receptionists with their registers, 8
 * connections), a fake DIAN on loopback in its own process; on PostgreSQL (when a server answers)
 * and on PGlite. Routes in this order, each on rooms of its own:
 *
 * 1. the bare route (one inserted row), the machine's speed of the moment;
 * 2. rounds (BENCH_DIAN_ROUNDS, 2; off then on, then on then off) of: check-out with electronic
 *    invoicing off (`emitir` off, nothing sent), and on (certificate, settings, `emitir`): the
 *    issuing transaction queues the document (a trigger) and this process's sender passes every
 *    10 s, as the job (E_INVOICING_INTERVAL_MS) does in every server process — the goal's
 *    comparison;
 * 3. on, with the sender passing back to back (never idle): documents signed and sent while the
 *    check-outs run, as fast as one process can — what the sending's own CPU takes from them;
 * then the sender alone for as long (no check-outs): documents accepted per second and this
 * process's CPU per document (the fake DIAN's is its own process's).
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { createSender, type EInvoicingSender } from '../src/modules/e-invoicing';
import { E_INVOICING_INTERVAL_MS } from '../src/modules/e-invoicing/e-invoicing.job';
import { openCheckoutBench } from './checkout-harness';
import { configure, E_INVOICING, forkFakeDian, prepareHotel, switchOn } from './e-invoicing-setup';
import { ADMIN_URL, freshPostgres, type LoadResult, load, SECONDS } from './harness';

const CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 8);
/** Rounds of off then on, alternating so a change of the machine's load falls on both. */
const ROUNDS = Number(process.env.BENCH_DIAN_ROUNDS ?? 2);
/** Enough stays for every load and its warm-up: every check-out needs its own room. */
const ROOMS = Number(process.env.BENCH_CHECKOUT_ROOMS ?? 4000);
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

/** CPU milliseconds this process (server and sender) spent since `from`. */
const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

async function bench(kind: string, database: Database) {
  const dian = await forkFakeDian();
  const config = { secretKey: E_INVOICING.secretKey, dianUrl: dian.url };
  const { app, address, seed, seeded, tokens, headers, bodies } = await openCheckoutBench(
    kind,
    database,
    ROOMS,
    { config, beforeLogin: (hotelId) => prepareHotel(database.db, hotelId) },
  );
  const api = `${address}/api`;
  const token = tokens[0] ?? '';
  const slice = Math.floor(bodies.length / (2 * ROUNDS + 1));
  let part = 0;
  /** A load of check-outs on rooms of its own, with this process's CPU per check-out. */
  const checkouts = async () => {
    const from = process.cpuUsage();
    const measured = await load({
      url: `${api}/desocuparHabitacionCliente`,
      headers,
      connections: CONNECTIONS,
      bodies: bodies.slice(part * slice, ++part * slice),
      perConnection: { name: 'authorization', values: tokens },
    });
    // The CPU spans the load's 2 s warm-up too; its requests are not counted: scaled to the measure.
    const cpu = (cpuMs(from) * SECONDS) / (SECONDS + 2);
    // Errors (a room already out: the slice ran short) answer fast: only check-outs done count.
    const done = measured.requests - measured.errors;
    if (measured.errors > 0)
      console.log(`${kind}: ${measured.errors} errores en una carga (¿faltan habitaciones?)`);
    return { ...measured, okRps: done / SECONDS, cpuPerRequest: cpu / Math.max(1, done) };
  };
  const count = async (estado: string) =>
    (
      (await database.db.execute(
        sql`select count(*)::int as n from documentos_electronicos where hotel_id = ${seed.hotelId} and estado = ${estado}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n ?? 0;

  const bare = await load({
    url: `${address}/bench/insert`,
    headers,
    connections: CONNECTIONS,
    bodies: ['{}'],
  });
  await switchOn(api, token);
  const sender = createSender({ db: database.db, clock: systemClock, config });
  const off = async () => {
    // Off: nothing queued, nothing sent.
    await configure(api, token, false);
    return checkouts();
  };
  const on = async () => {
    // On: every invoice queued by its transaction, the job's passes running.
    await configure(api, token, true);
    const job = passes(sender, E_INVOICING_INTERVAL_MS);
    const measured = await checkouts();
    return { ...measured, failures: await job.stop() };
  };
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Off then on, then on then off: a drift of the machine's load falls on both alike.
    if (i % 2 === 0) {
      const o = await off();
      rounds.push({ off: o, on: await on() });
    } else {
      const n = await on();
      rounds.push({ on: n, off: await off() });
    }
  }
  await configure(api, token, true);
  const eager = passes(sender, 0);
  const onEager = await checkouts();
  const eagerFailures = await eager.stop();
  const pending = await count('pendiente');
  // The sender alone (no check-outs): documents accepted per second, and this process's CPU each.
  const drainFrom = await count('aceptado');
  const drainCpu = process.cpuUsage();
  const drainStarted = performance.now();
  const drain = passes(sender, 0);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const drainFailures = await drain.stop();
  const drained = (await count('aceptado')) - drainFrom;
  const sending = {
    rate: drained / ((performance.now() - drainStarted) / 1000),
    cpuPerDocument: cpuMs(drainCpu) / Math.max(1, drained),
  };
  const fake = await dian.counts();
  await app.close();
  await database.close();
  await dian.close();
  const failures = rounds.reduce((n, r) => n + r.on.failures, eagerFailures + drainFailures);
  return { kind, seeded, bare, rounds, onEager, pending, sending, fake, failures };
}

const runs = [];
const postgres = await freshPostgres('posada_bench_salidas_dian', 16);
if (postgres) runs.push(await bench('PostgreSQL', postgres));
else console.log(`PostgreSQL no responde en ${ADMIN_URL}: solo PGlite`);
if (process.env.BENCH_SKIP_PGLITE !== '1') runs.push(await bench('PGlite', openDatabase({ kind: 'pglite' })));

console.log(
  `\nSalida con factura, con y sin facturación electrónica: ${CONNECTIONS} conexiones (8 recepcionistas), ${SECONDS} s por carga, ${ROUNDS} rondas alternadas; carga de la máquina ${loadavg()[0]?.toFixed(1)}\n`,
);
console.log('| base | carga | req/s hechas | p50 | p99 | errores | CPU del proceso por salida | con / sin |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const summary: string[] = [];
for (const r of runs) {
  const row = (route: string, m: LoadResult & { okRps?: number; cpuPerRequest?: number }, ratio = '') =>
    console.log(
      `| ${r.kind} | ${route} | ${(m.okRps ?? m.rps).toFixed(1)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.errors} | ${m.cpuPerRequest === undefined ? '' : ms(m.cpuPerRequest)} | ${ratio} |`,
    );
  const pct = (v: number) => `${(100 * v).toFixed(0)} %`;
  row('POST /bench/insert (una fila)', r.bare);
  const ratios = r.rounds.map(({ off, on }, i) => {
    row(`ronda ${i + 1}: salida, facturación electrónica apagada`, off);
    row(`ronda ${i + 1}: salida, encendida (envío cada 10 s)`, on, pct(on.okRps / off.okRps));
    return on.okRps / off.okRps;
  });
  const offs = r.rounds.map((x) => x.off.okRps);
  row('salida, encendida, envío sin pausa', r.onEager, pct(r.onEager.okRps / median(offs)));
  summary.push(
    `${r.kind}: con / sin, mediana de las rondas ${pct(median(ratios))} (objetivo ≥ 80 %: ${median(ratios) >= 0.8 ? 'cumplido' : 'NO cumplido'}); ` +
      `el envío solo: ${r.sending.rate.toFixed(1)} documentos/s, ${ms(r.sending.cpuPerDocument)} de CPU del proceso por documento; ` +
      `pendientes al final de las cargas: ${r.pending}; DIAN falsa (otro proceso): ${r.fake.received} recibidos, ${r.fake.accepted} aceptados, ${ms(r.fake.cpuMs / Math.max(1, r.fake.received))} de CPU por documento; pasadas fallidas: ${r.failures}; siembra ${r.seeded} s`,
  );
}
console.log(`\n${summary.join('\n')}`);
