import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_BENCH_PASSWORD, STAY_TOTAL, seedCheckoutBench } from '../bench/checkout-seed';
import { type Database, openDatabase } from '../src/db/client';
import { localDate } from '../src/lib/clock';
import { openEventStream } from './helpers/event-stream';
import { freePort, type ServerProcess, startServer, stopServer } from './helpers/server-process';
import { databaseUrl, withAdmin } from './template';

/**
 * What a chain runs (issue 26): two Posada processes against one PostgreSQL behind HAProxy (from
 * Debian's packages; `.ci/run` installs it), with the configuration docs/operations.md gives. Runs
 * where DATABASE_URL is set (CI's PostgreSQL stage).
 */
const adminUrl = process.env.DATABASE_URL ?? '';
const PASSWORD = 'Posada2026*';
const ADMIN = 'administrador@posada.demo';
const RECEPTION = 'recepcion@posada.demo';

/** Debian puts it in /usr/sbin, which a non-root PATH may lack. */
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

/** The HAProxy configuration of docs/operations.md, with this run's ports. */
const haproxyConfig = (front: number, backends: number[]) => `
global
  maxconn 512

defaults
  mode http
  option forwardfor
  # One request per connection to a process: a process that stops takes no request it has not read.
  option http-server-close
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # Server-sent events (/api/eventos): an open stream is a tunnel; HAProxy does not buffer it.
  timeout tunnel 1h
  # A process that refuses the connection (stopped), or answers 503 without reading the request
  # (Fastify, while it closes): the request goes to another.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend posada
  bind 127.0.0.1:${front}
  default_backend procesos

backend procesos
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
${backends.map((port, i) => `  server p${i + 1} 127.0.0.1:${port} check`).join('\n')}
`;

describe.runIf(adminUrl !== '')('two processes behind HAProxy', () => {
  const name = `posada_cluster_${process.pid}`;
  let root: string;
  let url: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: ChildProcess;
  let ports: { a: number; b: number; proxy: number };
  let database: Database;
  const at = (port: number) => `http://127.0.0.1:${port}/api`;

  async function call(
    base: string,
    method: string,
    route: string,
    token?: string,
    body?: unknown,
    extra = {},
  ) {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) };
  }
  const login = async (base: string, email: string, password = PASSWORD) =>
    call(base, 'POST', '/login', undefined, { email, password });
  const tokenOf = async (base: string, email: string, password = PASSWORD) => {
    const res = await login(base, email, password);
    expect(res.status, res.text).toBe(200);
    return res.json().token as string;
  };

  const start = (port: number) =>
    startServer(path.join(root, `p${port}`), {
      env: {
        DATABASE_URL: url,
        PORT: String(port),
        DEMO_DATA: 'base',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'info',
      },
    });

  beforeAll(async () => {
    try {
      execFileSync(HAPROXY, ['-v']);
    } catch {
      throw new Error('Esta prueba necesita HAProxy: apt-get install haproxy (lo instala .ci/run)');
    }
    root = mkdtempSync(path.join(tmpdir(), 'posada-cluster-'));
    url = databaseUrl(adminUrl, name);
    await withAdmin(adminUrl, async (c) => {
      await c.query(`drop database if exists ${name} with (force)`);
      await c.query(`create database ${name}`);
    });
    ports = { a: await freePort(), b: await freePort(), proxy: await freePort() };
    // Started together: the migrations and the seed run once, under the setup lock.
    a = start(ports.a);
    b = start(ports.b);
    await Promise.all([a.ready(), b.ready()]);
    const config = path.join(root, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(ports.proxy, [ports.a, ports.b]));
    proxy = spawn(HAPROXY, ['-f', config, '-db'], { stdio: 'ignore' });
    for (let i = 0; ; i++) {
      const ready = await fetch(`${at(ports.proxy)}/ready`).catch(() => null);
      if (ready?.status === 200) break;
      if (i > 100) throw new Error('HAProxy no responde');
      await new Promise((r) => setTimeout(r, 100));
    }
    database = openDatabase({ kind: 'postgres', url, poolSize: 2 });
  }, 240_000);

  afterAll(async () => {
    proxy?.kill('SIGTERM');
    await Promise.all([stopServer(a, 'SIGKILL'), stopServer(b, 'SIGKILL')]);
    await database?.close();
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('a login through one process is valid on the other; the client address passes the proxy', async () => {
    const token = await tokenOf(at(ports.a), RECEPTION);
    expect((await call(at(ports.b), 'GET', '/getPermisosUsuario', token)).status).toBe(200);
    const viaProxy = await call(
      at(ports.proxy),
      'POST',
      '/login',
      undefined,
      { email: ADMIN, password: PASSWORD },
      { 'x-forwarded-for': '203.0.113.7' },
    );
    expect(viaProxy.status).toBe(200);
    const { rows } = await database.db.execute<{ ip: string }>(
      sql`select ip from sesiones order by id desc limit 1`,
    );
    expect(rows[0]?.ip).toBe('203.0.113.7');
  });

  it('the login throttle counts the failures made on both processes', async () => {
    const email = 'amallaves@posada.demo';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await login(at(i % 2 === 0 ? ports.a : ports.b), email, 'equivocada')).status);
    }
    // Past the limit, even the right password waits, on either process.
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect((await login(at(ports.a), email)).status).toBe(429);
    expect((await login(at(ports.b), email)).status).toBe(429);
  });

  it('a room action through A reaches streams on B and through the proxy within 2 s; B’s rack shows it', async () => {
    const token = await tokenOf(at(ports.a), ADMIN);
    const { rows } = await database.db.execute<{ id: number; hotel_id: number }>(
      sql`select id, hotel_id from habitaciones where numero = '301' order by id limit 1`,
    );
    const room = rows[0];
    if (!room) throw new Error('habitación 301');
    const headers = { authorization: `Bearer ${token}`, 'x-hotel-id': String(room.hotel_id) };
    const stateOnB = async () =>
      (await call(at(ports.b), 'GET', '/habitacionesDashboard', token, undefined, headers))
        .json()
        .data.find((r: { id: number }) => r.id === room.id)?.estado;
    // B's cache holds the rack before the change.
    expect(await stateOnB()).not.toBe('Mantenimiento');
    const onB = await openEventStream(`${at(ports.b)}/eventos`, headers);
    const viaProxy = await openEventStream(`${at(ports.proxy)}/eventos`, headers);
    try {
      const started = Date.now();
      const done = await call(
        at(ports.a),
        'POST',
        '/habitacionesMantenimiento',
        token,
        { habitacion_id: room.id, motivo: 'Prueba de dos procesos' },
        headers,
      );
      expect(done.status, done.text).toBe(200);
      await Promise.all([onB.waitFor(1), viaProxy.waitFor(1)]);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await stateOnB()).toBe('Mantenimiento');
    } finally {
      await onB.close();
      await viaProxy.close();
      await call(
        at(ports.a),
        'POST',
        '/habitacionesMantenimientoAnular',
        token,
        { habitacion_id: room.id },
        headers,
      );
    }
  });

  it('runs the business-day close once, whichever process gets there first', async () => {
    const logs = a.output() + b.output();
    const closes = logs.match(/Cierre del día \d{4}-\d{2}-\d{2} del hotel \d+/g) ?? [];
    expect(closes.length).toBeGreaterThan(0);
    expect(new Set(closes).size).toBe(closes.length);
    const jobs = await call(at(ports.proxy), 'GET', '/ready');
    expect(jobs.json().trabajos).toContainEqual({ nombre: 'cierre-del-dia', estado: expect.any(String) });
  });

  it('numbers invoices uniquely and consecutively with check-outs spread over both processes', async () => {
    const hoy = localDate(new Date(), 'America/Bogota');
    const seed = await seedCheckoutBench(database.db, hoy, 12);
    const users = seed.users.slice(0, 2);
    const tokens: string[] = [];
    for (const [i, user] of users.entries()) {
      const token = await tokenOf(at(i === 0 ? ports.a : ports.b), user.email, CHECKOUT_BENCH_PASSWORD);
      const opened = await call(at(ports.a), 'POST', '/cajaAbrir', token, {
        caja_id: user.cajaId,
        efectivo: 0,
        password: 'AUTOAPROBACION',
      });
      expect(opened.status, opened.text).toBe(200);
      tokens.push(token);
    }
    const answers = await Promise.all(
      seed.roomIds.map((id, i) =>
        call(at(i % 2 === 0 ? ports.a : ports.b), 'POST', '/desocuparHabitacionCliente', tokens[i % 2], {
          habitacion_id: id,
          pagos: [{ forma_pago_id: seed.tarjeta, monto: STAY_TOTAL }],
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(seed.roomIds.map(() => 200));
    const { rows } = await database.db.execute<{ numero: number }>(
      sql`select numero from facturas where hotel_id = ${seed.hotelId} order by numero`,
    );
    expect(rows.map((r) => Number(r.numero))).toEqual(seed.roomIds.map((_, i) => i + 1));
  });

  it('an idempotency key used on A and replayed on B has one effect', async () => {
    const token = await tokenOf(at(ports.a), ADMIN);
    const { rows } = await database.db.execute<{ hotel_id: number; tipo: number }>(
      sql`select hotel_id, tipo_habitacion_id as tipo from habitaciones where numero = '301' limit 1`,
    );
    const room = rows[0];
    if (!room) throw new Error('habitación 301');
    const headers = { 'x-hotel-id': String(room.hotel_id) };
    const client = await call(
      at(ports.a),
      'POST',
      '/clienteCrear',
      token,
      {
        tipo_documento_id: (
          await database.db.execute<{ id: number }>(
            sql`select id from tipos_documento where abreviatura = 'CC'`,
          )
        ).rows[0]?.id,
        numero_documento: '1012345678',
        nombres: 'Ana',
        apellidos: 'Dos Procesos',
      },
      headers,
    );
    expect(client.status, client.text).toBeLessThan(300);
    const day = (n: number) => localDate(new Date(Date.now() + n * 86_400_000), 'America/Bogota');
    const body = {
      cliente_id: client.json().data.id,
      canal: 'directo',
      lineas: [{ tipo_habitacion_id: room.tipo, llegada: day(40), salida: day(42), adultos: 1, ninos: 0 }],
    };
    const key = { ...headers, 'idempotency-key': randomUUID() };
    const first = await call(at(ports.a), 'POST', '/reservaCrear', token, body, key);
    const replay = await call(at(ports.b), 'POST', '/reservaCrear', token, body, key);
    expect(first.status, first.text).toBe(200);
    expect(replay.status, replay.text).toBe(200);
    expect(replay.json().data.id).toBe(first.json().data.id);
    const { rows: made } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from reservas where cliente_id = ${client.json().data.id}`,
    );
    expect(made[0]?.n).toBe(1);
  });

  it('serves a logo uploaded through A from B (files live in the database)', async () => {
    const token = await tokenOf(at(ports.a), ADMIN);
    const { rows } = await database.db.execute<{ id: number }>(
      sql`select id from hoteles order by id limit 1`,
    );
    const hotelId = rows[0]?.id;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${at(ports.a)}/configurations/upload-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-hotel-id': String(hotelId) },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const served = await fetch(`${at(ports.b)}/configuration/image?h=${hotelId}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('stopping one process (SIGTERM) loses no request: the proxy sends the rest to the other', async () => {
    const token = await tokenOf(at(ports.proxy), RECEPTION);
    const statuses: number[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < 120) {
        sent++;
        statuses.push((await call(at(ports.proxy), 'GET', '/getPermisosUsuario', token)).status);
      }
    };
    const load = Promise.all([1, 2, 3, 4, 5, 6].map(worker));
    while (statuses.length < 30) await new Promise((r) => setTimeout(r, 10));
    a.child.kill('SIGTERM');
    await load;
    expect((await a.exited()).code).toBe(0);
    expect(statuses).toHaveLength(120);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
