/**
 * `npm run bench:sizes -w server`: how much one server process serves (docs/operations.md
 * "Sizes"). The real server (src/main.ts, as `npm start` runs it, logs included) on the demo
 * hotel, on PostgreSQL (when one answers) and on PGlite. STAFF receptionists, each with a register
 * and a live-updates stream of their own, take stays through the API as the web app calls it:
 * the calendar and availability, a booking, the check-in, two charges, a look at the account, the
 * check-out with its invoice printed, the room cleaned — each change followed by SCREENS rack
 * reads (the acting screen's and the others' refresh by the live stream). Measured from outside:
 * the server process's CPU time (/proc) per request and per stay, its throughput at that
 * concurrency, and on PostgreSQL its backends' CPU and how many connections were busy at once.
 * Then the rack polled from its cache, and STREAMS idle live-update streams (CPU and memory).
 * Loopback only, each phase BENCH_SECONDS long.
 */
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@posada/contracts/dates';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../src/db/client';
import { openEmbeddedDatabase } from '../src/db/data-folder';
import { hoteles } from '../src/db/schema';
import { setupDatabase } from '../src/db/seed';
import { readHotel } from '../src/demo/hotel';
import { seedDemoPeople } from '../src/demo/people';
import { localDate } from '../src/lib/clock';
import { seedCashiers } from './cashiers-seed';
import { ADMIN_URL, freshPostgres, openRegisters, SECONDS } from './harness';

const STAFF = 8; // seedCashiers' eight users
const SCREENS = 3; // open screens of one hotel: each refreshes on every change, polls the rack once a minute
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const PASSWORD = 'Bench-tamanos-2026';
const DB_NAME = 'posada_bench_sizes';

/** The server process's CPU time so far (user + system, all threads), in ms. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in 1/100 s
};
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The demo hotel (no life), eight receptionists with a register each, and what the stays need. */
async function prepare(database: Database) {
  await setupDatabase(database, {
    demoData: true,
    adminEmail: 'admin@posada.local',
    adminPassword: PASSWORD,
  });
  const [{ id } = { id: 0 }] = await database.db.select({ id: hoteles.id }).from(hoteles);
  await database.db.transaction((tx) => seedDemoPeople(tx, id));
  const codes = (
    (await database.db.execute(sql`select code from permisos`)) as unknown as { rows: { code: string }[] }
  ).rows.map((p) => p.code);
  const users = await seedCashiers(database.db, id, {
    role: 'Recepción benchmark',
    codes,
    slug: 'tamanos',
    name: 'Recepcionista',
    caja: 'Recepción',
    password: PASSWORD,
  });
  const hotel = await readHotel(database.db);
  await database.close();
  return { hotel, users };
}
type Hotel = Awaited<ReturnType<typeof prepare>>['hotel'];

/** `npm start`'s server on `env`, answering on loopback. */
async function startServer(env: Record<string, string>, logFile: string) {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), DEMO_DATA: 'base', ...env },
    stdio: ['ignore', log, log],
  });
  const address = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`${address}/api/ready`).catch(() => null);
    if (ready?.ok) return { child, address, pid: child.pid ?? 0 };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`el servidor no respondió: ${logFile}`);
}

/** One receptionist's API calls, counted; a refusal is counted with its first message. */
function desk(address: string, authorization: string, tally: Tally) {
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown, headers = {}) => {
    const res = await fetch(`${address}/api${url}`, {
      method,
      headers: {
        authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    tally.requests++;
    const type = res.headers.get('content-type') ?? '';
    const answer = type.includes('json') ? await res.json() : await res.arrayBuffer();
    if (!res.ok) {
      tally.errors++;
      tally.firstError ??= `${method} ${url} ${res.status}: ${JSON.stringify(answer).slice(0, 200)}`;
      throw new Error(tally.firstError);
    }
    return answer as T;
  };
  return {
    get: <T = unknown>(url: string) => call<T>('GET', url),
    post: <T = unknown>(url: string, body: unknown, headers?: Record<string, string>) =>
      call<T>('POST', url, body, headers),
    /** A change: then every open screen reads the rack again (its own and the live stream's refresh). */
    async changed() {
      for (let i = 0; i < SCREENS; i++) await call('GET', '/habitacionesDashboard');
    },
  };
}
interface Tally {
  requests: number;
  errors: number;
  stays: number;
  firstError?: string;
}
type Desk = ReturnType<typeof desk>;

/** The `n`-th guest's stay in `room`, from the booking to the room cleaned, as the screens call it. */
async function stay(d: Desk, hotel: Hotel, room: Hotel['rooms'][number], n: number) {
  const hoy = localDate(new Date(), 'America/Bogota');
  await d.post('/calendario', { desde: addDays(hoy, -1), hasta: addDays(hoy, 30) });
  const nights = { llegada: hoy, salida: addDays(hoy, 2), adultos: 1, ninos: 0 };
  await d.post('/disponibilidad', nights);
  const guest = hotel.guests[n % hotel.guests.length];
  const booked = await d.post<{ data: { id: number; lineas: { id: number }[] } }>(
    '/reservaCrear',
    {
      cliente_id: guest,
      canal: 'telefono',
      lineas: [{ ...nights, tipo_habitacion_id: room.tipo_habitacion_id, habitacion_id: room.id }],
    },
    { 'idempotency-key': `tamanos-${process.pid}-${room.id}-${n}` },
  );
  await d.changed();
  await d.get(`/getRoomDashBoard/${room.id}`);
  await d.post('/checkinReserva', {
    reserva_id: booked.data.id,
    linea_id: booked.data.lineas[0]?.id,
    habitacion_id: room.id,
    huespedes: [
      {
        cliente_id: guest,
        fecha_nacimiento: '1980-05-15',
        residencia: 'Bogotá',
        procedencia: 'Cali',
        destino: 'Medellín',
        motivo_viaje: 'negocios',
      },
    ],
  });
  await d.changed();
  const openAccount = async () => {
    const detail = await d.get<{ data: { estancia: { cuenta_id: number } } }>(`/getRoomDashBoard/${room.id}`);
    await d.get(`/cuentaMostrar/${detail.data.estancia.cuenta_id}`);
  };
  // Breakfast and laundry (services: the base demo hotel has no stock for the minibar yet).
  for (const codigo of ['DESA', 'LAVA']) {
    await openAccount();
    await d.post('/saveDetalleRoom', {
      habitacion_id: room.id,
      lineas: [{ product_id: hotel.product(codigo), cantidad: '1' }],
    });
    await d.changed();
  }
  await openAccount();
  await openAccount();
  const out = await d.post<{ factura: { id: number } }>('/desocuparHabitacionCliente', {
    habitacion_id: room.id,
    uso_dia: 'tarifa',
    liquidacion: { forma_pago_id: hotel.method('Efectivo') },
  });
  await d.changed();
  await d.get(`/facturaPdf/${out.factura.id}?formato=tirilla`);
  await d.post('/habitacion/habilitar', { habitacion_id: room.id, empleado_id: hotel.maids[0] });
  await d.changed();
}

/** A live-updates stream kept open, counting the changes it hears. */
async function openStream(address: string, authorization: string) {
  const stop = new AbortController();
  const res = await fetch(`${address}/api/eventos`, {
    headers: { authorization, accept: 'text/event-stream' },
    signal: stop.signal,
  });
  const heard = { events: 0 };
  void (async () => {
    const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      heard.events += (read.value.match(/^event: /gm) ?? []).length;
    }
  })().catch(() => undefined);
  return { heard, close: () => stop.abort() };
}

/** PostgreSQL's side: the CPU of the database's backends and how many were busy, sampled 5 times a second. */
function watchBackends() {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  const seen = new Map<number, { from: number; to: number }>();
  const busy: number[] = [];
  let on = true;
  const sampling = (async () => {
    await client.connect();
    while (on) {
      const { rows } = await client.query<{ pid: number; state: string }>(
        'select pid, state from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [DB_NAME],
      );
      busy.push(rows.filter((r) => r.state === 'active').length);
      for (const { pid } of rows) {
        try {
          const now = cpuMs(pid);
          // A backend already there at the first sample counts from then; a later one, its whole life.
          seen.set(pid, { from: seen.get(pid)?.from ?? (busy.length === 1 ? now : 0), to: now });
        } catch {} // ended between the query and the read
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await client.end();
  })();
  return async () => {
    on = false;
    await sampling;
    const cpu = [...seen.values()].reduce((sum, b) => sum + b.to - b.from, 0);
    return { cpu, busyMean: busy.reduce((a, b) => a + b, 0) / busy.length, busyMax: Math.max(...busy) };
  };
}

/** Runs `work` in STAFF loops until `seconds` have passed (each loop ends its current piece of work). */
async function during(seconds: number, work: (staff: number, n: number) => Promise<void>) {
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: STAFF }, async (_, staff) => {
      for (let n = 0; performance.now() < until; n++) await work(staff, n).catch(() => undefined);
    }),
  );
}

/** The server's CPU and the wall time of `run`, with PostgreSQL's backends when watched. */
async function measure(pid: number, postgres: boolean, run: () => Promise<void>) {
  const stopWatching = postgres ? watchBackends() : null;
  const [wall, cpu] = [performance.now(), cpuMs(pid)];
  await run();
  const result = { seconds: (performance.now() - wall) / 1000, cpu: cpuMs(pid) - cpu };
  return { ...result, backends: await stopWatching?.() };
}

async function bench(
  kind: 'PostgreSQL' | 'PGlite',
  database: Database,
  env: Record<string, string>,
  dir: string,
) {
  console.log(`${kind}: el hotel demo y ${STAFF} recepcionistas…`);
  const { hotel, users } = await prepare(database);
  const server = await startServer(env, path.join(dir, `${kind}.log`));
  const postgres = kind === 'PostgreSQL';
  try {
    const tokens = await openRegisters(server.address, users, PASSWORD);
    const streams = await Promise.all(tokens.map((t) => openStream(server.address, t)));
    const tally: Tally = { requests: 0, errors: 0, stays: 0 };
    const desks = tokens.map((t) => desk(server.address, t, tally));
    let stays = 0; // numbers the guests and the bookings' idempotency keys, warm-up included
    // Each receptionist keeps to rooms of their own, one stay at a time.
    const rooms = hotel.rooms.filter((_, i) => i < Math.floor(hotel.rooms.length / STAFF) * STAFF);
    const staysOf = async (staff: number, n: number) => {
      const d = desks[staff] as Desk;
      const room = rooms[staff + STAFF * (n % (rooms.length / STAFF))] as Hotel['rooms'][number];
      await stay(d, hotel, room, stays++);
      tally.stays++;
    };
    await during(Math.min(5, SECONDS), staysOf); // warm-up
    Object.assign(tally, { requests: 0, errors: 0, stays: 0 });
    const mix = { ...(await measure(server.pid, postgres, () => during(SECONDS, staysOf))), ...tally };
    const heard = streams.reduce((sum, s) => sum + s.heard.events, 0);

    Object.assign(tally, { requests: 0, errors: 0 });
    const rack = (desks[0] as Desk).get;
    const polls = {
      ...(await measure(server.pid, postgres, () =>
        during(SECONDS / 2, () => rack('/habitacionesDashboard').then(() => undefined)),
      )),
      requests: tally.requests,
    };

    // Idle live-update streams (browsers left open): their heartbeats re-check the session every 25 s.
    const idle = await Promise.all(
      Array.from({ length: STREAMS }, (_, i) => openStream(server.address, tokens[i % STAFF] ?? '')),
    );
    const open = await measure(server.pid, postgres, () => new Promise((r) => setTimeout(r, 30_000)));
    const rss = rssMb(server.pid);
    for (const s of [...idle, ...streams]) s.close();
    return { kind, mix, heard, polls, open, rss };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }
}

/**
 * The reference hotel: 40 rooms at 65 % with stays of 2 nights (13 arrivals and 13 departures a
 * day), its busiest hour holding a fifth of the day's stays' work, SCREENS screens open all hour
 * (each polling the rack once a minute and holding a live stream). Budget: 70 % of one core for
 * the Node process (it runs the app on one thread), 70 % of both cores when PostgreSQL shares the
 * machine.
 */
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const ROOMS = 40;
const PEAK_STAYS = ((ROOMS * 0.65) / 2) * 0.2;
const f = (v: number, d = 1) =>
  v.toLocaleString('es-CO', { maximumFractionDigits: d, minimumFractionDigits: d });
/** One side's costs (the server process, or PostgreSQL's backends): per piece of work and per busiest hour. */
function costs(mix: number, polls: number, open: number, r: Awaited<ReturnType<typeof bench>>) {
  const c = {
    request: mix / r.mix.requests,
    stay: mix / r.mix.stays,
    poll: polls / r.polls.requests,
    streamHour: (open / STREAMS / r.open.seconds) * 3600,
  };
  return { ...c, peak: (PEAK_STAYS * c.stay + SCREENS * 60 * c.poll + SCREENS * c.streamHour) / 1000 };
}

function report(r: Awaited<ReturnType<typeof bench>>) {
  const { mix, polls, open } = r;
  console.log(`\n${r.kind} — ${STAFF} recepcionistas a la vez, ${f(mix.seconds, 0)} s (carga ${load()})`);
  console.log(
    `  estadías ${mix.stays} · solicitudes ${mix.requests} (${f(mix.requests / mix.stays)} por estadía) · errores ${mix.errors}${mix.firstError ? ` (${mix.firstError})` : ''} · eventos oídos ${r.heard}`,
  );
  console.log(
    `  rendimiento ${f(mix.requests / mix.seconds)} solicitudes/s, ${f((mix.stays / mix.seconds) * 3600, 0)} estadías/hora (el proceso usó ${f(mix.cpu / 10 / mix.seconds, 0)} % de un núcleo); rack desde su caché ${f(polls.requests / polls.seconds, 0)} solicitudes/s`,
  );
  const sides = [{ side: 'proceso', ...costs(mix.cpu, polls.cpu, open.cpu, r) }];
  if (mix.backends && polls.backends && open.backends) {
    sides.push({ side: 'PostgreSQL', ...costs(mix.backends.cpu, polls.backends.cpu, open.backends.cpu, r) });
    console.log(
      `  conexiones de PostgreSQL ocupadas a la vez: media ${f(mix.backends.busyMean)}, máximo ${mix.backends.busyMax}`,
    );
  }
  for (const c of sides) {
    console.log(
      `  CPU (${c.side}): ${f(c.request)} ms por solicitud, ${f(c.stay, 0)} ms por estadía, ${f(c.poll)} ms por lectura del rack en caché, ${f(c.streamHour)} ms por flujo en vivo inactivo y hora; hora pico de un hotel de ${ROOMS} habitaciones ${f(c.peak)} s`,
    );
  }
  console.log(`  memoria del proceso con ${STREAMS + STAFF} flujos abiertos: ${f(r.rss, 0)} MB`);
  const [own, db] = [sides[0]?.peak ?? 0, sides[1]?.peak ?? 0];
  const hotels = Math.floor(Math.min((0.7 * 3600) / own, (0.7 * 2 * 3600) / (own + db)));
  console.log(`  → un proceso en 2 núcleos: unos ${hotels} hoteles así (${hotels * ROOMS} habitaciones)`);
}

console.log(`carga del equipo al empezar: ${load()}`);
const dir = await mkdtemp(path.join(tmpdir(), 'posada-tamanos-'));
const postgres = await freshPostgres(DB_NAME, 2);
if (postgres) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  report(await bench('PostgreSQL', postgres, { DATABASE_URL: url.toString() }, dir));
} else console.log(`PostgreSQL no responde en ${ADMIN_URL}: solo PGlite`);
const dataDir = path.join(dir, 'data');
report(await bench('PGlite', await openEmbeddedDatabase(dataDir, () => {}), { DATA_DIR: dataDir }, dir));
console.log(`\ncarga del equipo al terminar: ${load()}`);
await rm(dir, { recursive: true, force: true });
