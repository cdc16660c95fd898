import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_BENCH_PASSWORD, STAY_TOTAL, seedCheckoutBench } from '../bench/checkout-seed';
import { E_INVOICING, prepareHotel, startBenchDian, switchOn } from '../bench/e-invoicing-setup';
import { type Database, openDatabase } from '../src/db/client';
import { localDate } from '../src/lib/clock';
import type { TFakeDian, TReceived } from './helpers/fake-dian';
import { freePort, type ServerProcess, startServer, stopServer } from './helpers/server-process';
import { databaseUrl, withAdmin } from './template';

/**
 * Issue 27, the outbox across real server processes on one PostgreSQL: two processes whose jobs
 * send one queue to the fake DIAN send each document once; a process killed (SIGKILL) while DIAN
 * holds its answer loses nothing — another process takes its rows over when the lease ends and
 * resends the same signed bytes, which DIAN answers "procesado anteriormente" and the sender settles
 * by GetStatus: nothing accepted twice, nothing signed twice. Runs where DATABASE_URL is set (CI's
 * PostgreSQL stage), like cluster.test.ts.
 */
const adminUrl = process.env.DATABASE_URL ?? '';

type TRow = {
  id: number;
  estado: string;
  intentos: number;
  cufe: string | null;
  xml_firmado: string | null;
  bloqueado_hasta: Date | null;
  numero: string;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(adminUrl !== '')('several server processes sending one DIAN queue', () => {
  const name = `posada_dian_processes_${process.pid}`;
  let root: string;
  let url: string;
  let fake: TFakeDian;
  let database: Database;
  let seed: Awaited<ReturnType<typeof seedCheckoutBench>>;
  const processes: ServerProcess[] = [];
  const apis = new Map<ServerProcess, string>();
  const tokens: string[] = [];

  async function start(): Promise<ServerProcess> {
    const port = await freePort();
    const server = startServer(path.join(root, `p${port}`), {
      env: {
        DATABASE_URL: url,
        PORT: String(port),
        DEMO_DATA: 'base',
        LOG_LEVEL: 'info',
        POSADA_SECRET_KEY: E_INVOICING.secretKey,
        DIAN_URL: fake.url,
      },
    });
    processes.push(server);
    apis.set(server, `http://127.0.0.1:${port}/api`);
    return server;
  }
  const api = (server: ServerProcess) => apis.get(server) ?? '';

  async function post(server: ServerProcess, route: string, token: string, body: unknown) {
    const res = await fetch(`${api(server)}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  }
  const checkOut = (server: ServerProcess, token: string, roomId: number) =>
    post(server, '/desocuparHabitacionCliente', token, {
      habitacion_id: roomId,
      pagos: [{ forma_pago_id: seed.tarjeta, monto: STAY_TOTAL }],
    });

  /** The hotel's outbox rows with their invoice's number, by id. */
  async function rows(): Promise<TRow[]> {
    const { rows: found } = await database.db.execute<TRow>(sql`
      select d.id, d.estado, d.intentos, d.cufe, d.xml_firmado, d.bloqueado_hasta,
        f.prefijo || f.numero as numero
      from documentos_electronicos d join facturas f on f.id = d.documento_id and d.clase = 'factura'
      where d.hotel_id = ${seed.hotelId} order by d.id`);
    return found.map((r) => ({ ...r, bloqueado_hasta: r.bloqueado_hasta && new Date(r.bloqueado_hasta) }));
  }

  async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`${what}: no ocurrió en ${timeoutMs / 1000} s`);
      await sleep(250);
    }
  }
  const allAccepted = (count: number) =>
    until(`${count} documentos aceptados`, async () => {
      const found = await rows();
      return found.length === count && found.every((r) => r.estado === 'aceptado') ? found : undefined;
    });

  const sends = (from = 0) => fake.received.slice(from).filter((r) => r.operation === 'SendBillSync');
  const numberOf = (r: TReceived) => r.checked?.doc.number ?? '';
  const accepted = (received: TReceived[]) => received.filter((r) => r.answer?.isValid);

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'posada-dian-processes-'));
    url = databaseUrl(adminUrl, name);
    await withAdmin(adminUrl, async (c) => {
      await c.query(`drop database if exists ${name} with (force)`);
      await c.query(`create database ${name}`);
    });
    fake = await startBenchDian({ xmlsec: true });
    // Started together: the migrations and the seed run once, under the setup lock.
    const [a, b] = [await start(), await start()];
    await Promise.all([a.ready(), b.ready()]);
    database = openDatabase({ kind: 'postgres', url, poolSize: 2 });
    seed = await seedCheckoutBench(database.db, localDate(new Date(), 'America/Bogota'), 30);
    await prepareHotel(database.db, seed.hotelId);
    // Two receptionists, one per process, each with their register open.
    for (const [i, server] of [a, b].entries()) {
      const user = seed.users[i];
      if (!user) throw new Error('usuario');
      const login = await fetch(`${api(server)}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: CHECKOUT_BENCH_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const opened = await post(server, '/cajaAbrir', token, {
        caja_id: user.cajaId,
        efectivo: 0,
        password: 'AUTOAPROBACION',
      });
      expect(opened.status, opened.text).toBe(200);
      tokens.push(token);
    }
    await switchOn(api(a), tokens[0] ?? '');
  }, 240_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => stopServer(p, 'SIGKILL')));
    await fake?.close();
    await database?.close();
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('two processes’ jobs send 20 check-outs’ invoices: DIAN gets each once, all accepted', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const answers = await Promise.all(
      seed.roomIds.slice(0, 20).map((id, i) => checkOut(i % 2 === 0 ? a : b, tokens[i % 2] ?? '', id)),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));

    const done = await allAccepted(20);
    // Claimed once each: no row went to a second process or a second pass.
    expect(done.map((r) => r.intentos)).toEqual(done.map(() => 1));
    const sent = sends();
    expect(sent).toHaveLength(20);
    expect(new Set(sent.map(numberOf))).toEqual(new Set(done.map((r) => r.numero)));
    for (const r of sent) {
      expect(r.security).toBe('válida');
      expect(r.checked?.rules).toEqual([]);
      expect(r.answer?.isValid).toBe(true);
      // What DIAN got is what the row keeps, and what /facturaXml answers.
      expect(r.xml).toBe(done.find((row) => row.numero === numberOf(r))?.xml_firmado);
    }
    // The processes' own reports add up to what DIAN got. Which process sends which rows is timing
    // (on a loaded machine one process's two passes may take all 20 before the other's turns): the
    // hand-over between processes is held by the kill -9 test below.
    const reported = () =>
      [a, b]
        .flatMap((server) => [...server.output().matchAll(/Documentos electrónicos: (\d+) aceptado/g)])
        .reduce((sum, m) => sum + Number(m[1]), 0);
    // A pass writes its line once all its rows are settled: a moment after the last shows accepted.
    await until('los informes de los procesos', async () => (reported() >= 20 ? true : undefined));
    expect(reported()).toBe(20);
  }, 180_000);

  it('kill -9 while DIAN holds the answer: the rows wait for the lease, then another process sends the same bytes; none lost, none accepted twice', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    // Only A sends now.
    await stopServer(b);
    const before = fake.received.length;
    // DIAN takes the document in and holds its answer.
    fake.behave({ kind: 'timeout', ms: 600_000 });
    const rooms = seed.roomIds.slice(20, 26);
    for (const id of rooms) {
      // The check-out does not wait for DIAN.
      const res = await checkOut(a, tokens[0] ?? '', id);
      expect(res.status, res.text).toBe(200);
    }
    const inFlight = await until('un envío en curso', async () => {
      const got = sends(before);
      return got.length > 0 ? got : undefined;
    });
    a.child.kill('SIGKILL');
    await a.exited();
    expect(a.child.signalCode).toBe('SIGKILL');
    const heldNumbers = new Set(inFlight.map(numberOf));
    expect(heldNumbers.size).toBe(1);

    const killedAt = new Date();
    const orphaned = (await rows()).slice(20);
    expect(orphaned).toHaveLength(rooms.length);
    expect(orphaned.every((r) => r.estado === 'pendiente')).toBe(true);
    // A's claim: its rows leased (about 5 minutes ahead); the one in flight signed and sent.
    const leased = orphaned.filter((r) => r.bloqueado_hasta && r.bloqueado_hasta > killedAt);
    expect(leased.map((r) => r.numero)).toEqual(expect.arrayContaining([...heldNumbers]));
    for (const r of leased)
      expect(r.bloqueado_hasta?.getTime()).toBeGreaterThan(killedAt.getTime() + 240_000);
    const held = orphaned.find((r) => heldNumbers.has(r.numero));
    expect(held?.xml_firmado).toBe(inFlight[0]?.xml);

    // DIAN answers again; a new process runs the queue. While A's lease holds, its rows wait.
    fake.behave({ kind: 'validate' });
    const c = await start();
    await c.ready();
    const cPass = sql`select 1 from trabajos where nombre = 'facturacion-electronica'
      and proceso = ${`${hostname()}:${c.child.pid}`} and en_curso_desde is null and ultimo_exito is not null`;
    await until('una pasada del proceso nuevo', async () =>
      (await database.db.execute(cPass)).rows.length > 0 ? true : undefined,
    );
    const afterPass = await rows();
    for (const r of leased) {
      expect(afterPass.find((x) => x.id === r.id)).toMatchObject({
        estado: 'pendiente',
        intentos: r.intentos,
      });
    }
    expect(sends(before).filter((s) => leased.some((r) => r.numero === numberOf(s)))).toHaveLength(
      inFlight.length,
    );

    // The 5 minutes of the lease pass (moved in the database rather than waited for).
    await database.db.execute(sql`
      update documentos_electronicos set bloqueado_hasta = now() - interval '1 second'
      where id in (${sql.join(
        leased.map((r) => sql`${r.id}`),
        sql`, `,
      )})`);

    const done = await allAccepted(26);
    const mine = done.slice(20);
    const sent = sends(before);
    for (const row of mine) {
      const ofRow = sent.filter((s) => numberOf(s) === row.numero);
      // Accepted once by DIAN; every copy it got is the same signed document (signed once: a new
      // signature would carry another random Id), the one the row keeps.
      expect(accepted(ofRow), row.numero).toHaveLength(1);
      expect(new Set(ofRow.map((s) => s.xml))).toEqual(new Set([row.xml_firmado]));
      if (heldNumbers.has(row.numero)) {
        // Sent before the crash and again after it: DIAN said "procesado anteriormente", and the
        // sender took DIAN's verdict by the CUFE.
        expect(ofRow.map((s) => s.answer?.alreadyProcessed)).toEqual([false, true]);
        const status = fake.received.slice(before).filter((r) => r.operation === 'GetStatus');
        expect(status.map((s) => s.answer?.documentKey)).toContain(row.cufe);
        expect(row.intentos).toBe(2);
      } else {
        expect(ofRow).toHaveLength(1);
      }
    }
    // Nothing of the whole run was accepted twice.
    const everAccepted = accepted(sends()).map(numberOf);
    expect(everAccepted).toHaveLength(26);
    expect(new Set(everAccepted).size).toBe(26);
  }, 240_000);
});
