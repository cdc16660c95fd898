/**
 * Issue 30, integrated: the hotel's TRA and SIRE settings (the token sealed, never answered), the
 * TRA queued at check-in and sent by the job to a fake MinCIT (created, companion with padre, 400,
 * 401, timeout), two job runners racing, and the calls traEstado, traReenviar, traPendientes,
 * sireMovimientos, sireArchivo and sireMarcarReportado (401/403/400/success each).
 */
import type { PermissionCode } from '@posada/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ciudades,
  clientes,
  estancias,
  hoteles,
  paises,
  reporteHuespedesConfig,
  tiposDocumento,
  traEnvios,
  traEnviosLog,
} from '../src/db/schema';
import { createAuditLog } from '../src/lib/audit';
import { fixedClock } from '../src/lib/clock';
import { createGuestReportingRepository, createGuestReportingService } from '../src/modules/guest-reporting';
import { startFakeMincit, type TFakeMincit } from './helpers/fake-mincit';
import { HOY, reservationsContext } from './helpers/reservations';

const SECRET = 'clave-del-servidor-de-pruebas-0123456789';
let fake: TFakeMincit;
let h: Awaited<ReturnType<typeof reservationsContext>>;
let admin: Record<string, string>;
let desk: Record<string, string>;
let viewer: Record<string, string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  fake = await startFakeMincit();
  h = await reservationsContext(
    [
      'reservas.ver',
      'reservas.crear',
      'rack.ver',
      'rack.ocupar',
      'reporte_huespedes.ver',
      'reporte_huespedes.enviar',
    ],
    { config: { secretKey: SECRET, mincitBaseUrl: fake.url } },
  );
  const withHotel = async (permisos: PermissionCode[]) => ({
    ...(await h.ctx.factories.actor({ permisos, hotelIds: [h.hotelId] })).headers,
    'x-hotel-id': String(h.hotelId),
  });
  admin = await withHotel(['reporte_huespedes.configurar']);
  viewer = await withHotel(['rack.ver']);
  desk = { ...h.staff.headers, 'x-hotel-id': String(h.hotelId) };
  const [bogota] = await h.ctx.db.select().from(ciudades).where(eq(ciudades.codigo, '11001'));
  await h.ctx.db
    .update(hoteles)
    .set({ rnt: '98765', ciudad_id: bogota?.id ?? null })
    .where(eq(hoteles.id, h.hotelId));
  for (const code of ['CO', 'US', 'FR']) {
    const [p] = await h.ctx.db.select().from(paises).where(eq(paises.codigo, code));
    ids[code] = p?.id ?? 0;
  }
  ids.bogota = bogota?.id ?? 0;
  const [pa] = await h.ctx.db.select().from(tiposDocumento).where(eq(tiposDocumento.abreviatura, 'PA'));
  ids.PA = pa?.id ?? 0;
});
afterAll(async () => {
  await h.ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.behave({ kind: 'validate' });
});

const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  h.ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const configure = (payload: object, headers = admin) =>
  api('POST', '/reporteHuespedes/configurar', headers, payload);

/** The queue's job as a server process runs it, against the fake (short timeout). */
const runner = () =>
  createGuestReportingService({
    db: h.ctx.db,
    repo: createGuestReportingRepository(),
    audit: createAuditLog(),
    clock: fixedClock(new Date(`${HOY}T23:00:00Z`)),
    secretKey: SECRET,
    mincitBaseUrl: fake.url,
    timeoutMs: 300,
  });

/** A foreign guest (passport) with a companion checked in today from a booking: the stay's id. */
async function checkInForeigners(extra: { companion?: boolean } = {}) {
  const { type, rooms } = await h.makeType(1);
  const main = await h.rooms.makeClient(h.hotelId, {
    tipo_documento_id: ids.PA,
    numero_documento: `X${Math.floor(Math.random() * 1e8)}`,
    nombres: 'John',
    apellidos: 'Smith Brown',
  });
  const companion = await h.rooms.makeClient(h.hotelId, {
    tipo_documento_id: ids.PA,
    numero_documento: `Y${Math.floor(Math.random() * 1e8)}`,
    nombres: 'Mary',
    apellidos: 'Smith',
  });
  const booked = await h.book({ cliente_id: main.id, canal: 'telefono', lineas: [h.line(type.id, 0, 2)] });
  expect(booked.statusCode, booked.body).toBe(200);
  const booking = booked.json().data;
  const guest = (id: number) => ({
    cliente_id: id,
    nacionalidad_id: ids.US,
    fecha_nacimiento: '1980-05-17',
    residencia: 'Miami, Estados Unidos',
    procedencia: 'Estados Unidos',
    destino: 'Bogotá',
    procedencia_pais_id: ids.US,
    destino_ciudad_id: ids.bogota,
    motivo_viaje: 'vacaciones',
  });
  const res = await h.post('/checkinReserva', {
    reserva_id: booking.id,
    linea_id: booking.lineas[0].id,
    habitacion_id: rooms[0]?.id,
    huespedes: extra.companion === false ? [guest(main.id)] : [guest(main.id), guest(companion.id)],
  });
  expect(res.statusCode, res.body).toBe(200);
  const stayId = res.json().data.estancia.id as number;
  // The entry is the stay's creation instant: the database wrote its own clock, the tests' is HOY.
  await h.ctx.db
    .update(estancias)
    .set({ created_at: new Date(`${HOY}T15:00:00Z`) })
    .where(eq(estancias.id, stayId));
  return { stayId, main, companion };
}

const traState = async (stayId: number) =>
  (await api('GET', `/traEstado?estancia_id=${stayId}`, desk)).json().data;

describe('Configuración → Reporte de huéspedes', () => {
  it('401, 403 to all but the administrator, 400 on bad fields', async () => {
    expect((await api('GET', '/reporteHuespedes/estado', {})).statusCode).toBe(401);
    expect((await api('GET', '/reporteHuespedes/estado', desk)).statusCode).toBe(403);
    expect((await configure({ tra_activo: true }, desk)).statusCode).toBe(403);
    const bad = await configure({ tra_activo: 'sí', tra_token: 'corto', sire_codigo: 'AB12' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['sire_codigo', 'tra_activo', 'tra_token']);
  });

  it('refuses turning the TRA on without a token; seals the token and never answers it', async () => {
    const noToken = await configure({ tra_activo: true, tipo_acomodacion: 'Hotel' });
    expect(noToken.statusCode).toBe(422);
    const ok = await configure({
      tra_activo: true,
      tra_token: fake.token,
      tipo_acomodacion: 'Hotel',
      sire_codigo: '41656895',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({
      clave_servidor: true,
      tra_activo: true,
      tiene_token: true,
      tipo_acomodacion: 'Hotel',
      sire_codigo: '41656895',
      rnt: '98765',
      ciudad: expect.any(String),
    });
    expect(ok.body).not.toContain(fake.token);
    const [row] = await h.ctx.db
      .select()
      .from(reporteHuespedesConfig)
      .where(eq(reporteHuespedesConfig.hotel_id, h.hotelId));
    expect(row?.tra_token_sellado).toBeTruthy();
    expect(row?.tra_token_sellado).not.toContain(fake.token);
    const audit = await h.ctx.db.execute(
      sql`select despues::text as d from auditoria where entidad = 'reporte_huespedes_config'`,
    );
    expect(JSON.stringify(audit)).not.toContain(fake.token);
    // Saving again without a token keeps the stored one.
    const again = await configure({ tra_activo: true, tipo_acomodacion: 'Hotel', sire_codigo: '41656895' });
    expect(again.json().data.tiene_token).toBe(true);
  });
});

describe('the TRA queue', () => {
  it('queues the stay at check-in; the job sends the main guest, then the companion with padre', async () => {
    const { stayId, main, companion } = await checkInForeigners();
    expect(await traState(stayId)).toMatchObject({ estado: 'pendiente', codigo: null, faltantes: [] });
    fake.received.length = 0;
    expect(await runner().runQueue()).toBe('TRA: 1 enviado');
    expect(fake.received.map((r) => [r.path, r.status])).toEqual([
      ['/one/', 201],
      ['/two/', 201],
    ]);
    const [one, two] = fake.received.map((r) => r.body as Record<string, string>);
    expect(one).toMatchObject({
      tipo_identificacion: 'Pasaporte',
      numero_identificacion: main.numero_documento,
      numero_acompanantes: '1',
      motivo: 'Vacaciones, recreo y ocio',
      rnt_establecimiento: '98765',
      tipo_acomodacion: 'Hotel',
    });
    const state = await traState(stayId);
    expect(two).toMatchObject({ numero_identificacion: companion.numero_documento, padre: state.codigo });
    expect(state).toMatchObject({ estado: 'enviado', mensaje: null });
    expect(state.registro).toHaveLength(2);
    expect(JSON.stringify(state)).not.toContain(fake.token);
    const logs = await h.ctx.db.select().from(traEnviosLog).where(eq(traEnviosLog.estancia_id, stayId));
    expect(JSON.stringify(logs)).not.toContain(fake.token);
    // Nothing more is due: a second pass sends nothing.
    expect(await runner().runQueue()).toBeNull();
  });

  it('a 400 is an error with MinCIT’s message; a resend after fixing sends again', async () => {
    const { stayId } = await checkInForeigners({ companion: false });
    fake.behave({ kind: 'status', status: 400, body: '{"error":"No se pudo registrar"}' });
    await runner().runQueue();
    const failed = await traState(stayId);
    expect(failed.estado).toBe('error');
    expect(failed.mensaje).toBeTruthy();
    const list = await api('POST', '/traPendientes', desk, { per_page: 5 });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((i: { estancia_id: number }) => i.estancia_id)).toContain(stayId);
    fake.behave({ kind: 'validate' });
    const resent = await api('POST', `/traReenviar/${stayId}`, desk);
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await traState(stayId)).estado).toBe('pendiente');
    await runner().runQueue();
    expect((await traState(stayId)).estado).toBe('enviado');
    // Already sent: a resend is refused.
    expect((await api('POST', `/traReenviar/${stayId}`, desk)).statusCode).toBe(422);
  });

  it('a refused token (401) is an error, not retried; a timeout is retried with back-off', async () => {
    const { stayId } = await checkInForeigners({ companion: false });
    fake.behave({ kind: 'status', status: 401, body: '{"detail":"Token inválido."}' });
    await runner().runQueue();
    expect(await traState(stayId)).toMatchObject({ estado: 'error' });

    const late = await checkInForeigners({ companion: false });
    fake.behave({ kind: 'timeout', ms: 2_000 });
    await runner().runQueue();
    const waiting = await traState(late.stayId);
    expect(waiting).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(Date.parse(waiting.proximo_intento)).toBeGreaterThan(Date.parse(`${HOY}T23:00:00Z`));
    // Not due again until its back-off has passed.
    fake.behave({ kind: 'validate' });
    expect(await runner().runQueue()).toBeNull();
  });

  it('shows every missing field at once (sin datos) and sends nothing', async () => {
    const { stayId, main } = await checkInForeigners({ companion: false });
    await h.ctx.db.update(clientes).set({ nombres: null }).where(eq(clientes.id, main.id));
    fake.received.length = 0;
    await runner().runQueue();
    expect(fake.received).toEqual([]);
    const state = await traState(stayId);
    expect(state.estado).toBe('sin_datos');
    expect(state.faltantes.map((f: { campo: string }) => f.campo)).toContain('nombres');
  });

  it('two job runners racing send each submission once', async () => {
    const stays = [];
    for (let i = 0; i < 3; i++) stays.push((await checkInForeigners()).stayId);
    fake.received.length = 0;
    await Promise.all([runner().runQueue(), runner().runQueue()]);
    expect(fake.received.filter((r) => r.path === '/one/')).toHaveLength(3);
    expect(fake.received.filter((r) => r.path === '/two/')).toHaveLength(3);
    const rows = await h.ctx.db
      .select()
      .from(traEnvios)
      .where(and(eq(traEnvios.hotel_id, h.hotelId)));
    for (const id of stays) expect(rows.find((r) => r.estancia_id === id)?.estado).toBe('enviado');
  });

  it('traEstado and traReenviar: 401, 403, 400, 404', async () => {
    expect((await api('GET', '/traEstado?estancia_id=1', {})).statusCode).toBe(401);
    expect((await api('GET', '/traEstado?estancia_id=1', viewer)).statusCode).toBe(403);
    expect((await api('GET', '/traEstado?estancia_id=abc', desk)).statusCode).toBe(400);
    expect((await api('GET', '/traEstado?estancia_id=999999', desk)).statusCode).toBe(404);
    expect((await api('POST', '/traReenviar/1', {})).statusCode).toBe(401);
    expect((await api('POST', '/traReenviar/1', viewer)).statusCode).toBe(403);
    expect((await api('POST', '/traReenviar/x', desk)).statusCode).toBe(400);
    expect((await api('POST', '/traPendientes', {}, {})).statusCode).toBe(401);
    expect((await api('POST', '/traPendientes', viewer, {})).statusCode).toBe(403);
    expect((await api('POST', '/traPendientes', desk, { per_page: 500 })).statusCode).toBe(400);
  });
});

describe('SIRE', () => {
  const period = { desde: HOY, hasta: HOY };

  it('401, 403, 400', async () => {
    for (const url of ['/sireMovimientos', '/sireArchivo', '/sireMarcarReportado']) {
      expect((await api('POST', url, {}, period)).statusCode).toBe(401);
      expect((await api('POST', url, viewer, period)).statusCode).toBe(403);
      const bad = await api('POST', url, desk, { desde: HOY, hasta: '2026-11-01' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('hasta');
    }
  });

  it('lists the rows, downloads the file (no header, 13 tab-separated columns), marks it uploaded', async () => {
    const { stayId } = await checkInForeigners();
    const view = await api('POST', '/sireMovimientos', desk, period);
    expect(view.statusCode, view.body).toBe(200);
    const rows = view.json().data.filas.filter((r: { estancia_id: number }) => r.estancia_id === stayId);
    expect(rows.map((r: { movimiento: string; reportado: boolean }) => [r.movimiento, r.reportado])).toEqual([
      ['E', false],
      ['E', false],
    ]);
    expect(rows[0].campos).toEqual([
      '41656895',
      '11001',
      '3',
      expect.any(String),
      '249',
      'SMITH',
      'BROWN',
      'JOHN',
      'E',
      '01/12/2026',
      '249',
      '11001',
      '17/05/1980',
    ]);
    const file = await api('POST', '/sireArchivo', desk, period);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain('SIRE_41656895_');
    const lines = file.body.split('\r\n').filter(Boolean);
    expect(lines.length).toBe(view.json().data.filas.length);
    for (const line of lines) expect(line.split('\t')).toHaveLength(13);
    expect(lines[0]?.startsWith('41656895\t')).toBe(true);

    const marked = await api('POST', '/sireMarcarReportado', desk, period);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data).toMatchObject({ desde: HOY, hasta: HOY, usuario: expect.any(String) });
    const after = (await api('POST', '/sireMovimientos', desk, period)).json().data;
    expect(after.filas.every((r: { reportado: boolean }) => r.reportado)).toBe(true);
    expect(after.reportes).toHaveLength(1);
  });

  it('a foreign guest without birth date is listed as missing, not in the file', async () => {
    const { main } = await checkInForeigners({ companion: false });
    await h.ctx.db.update(clientes).set({ fecha_nacimiento: null }).where(eq(clientes.id, main.id));
    const view = (await api('POST', '/sireMovimientos', desk, period)).json().data;
    expect(view.faltantes.some((f: { campo: string }) => f.campo === 'fecha_nacimiento')).toBe(true);
  });
});
