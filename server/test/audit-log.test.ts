import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../src/db/schema';
import { accountsContext, cashierCodes } from './helpers/accounts';

/**
 * Issue 32, item 16: the audit log is read on its own screen (`auditoria.ver`): the hotel's entries
 * newest first, paged in SQL, filtered by the hotel's days, user, entity and action, each change in
 * words; a price override shows the list price beside the price charged.
 */
let t: Awaited<ReturnType<typeof accountsContext>>;
let auditor: { headers: Record<string, string> };
let boss: Awaited<ReturnType<typeof t.ctx.factories.actor>>;
let overrideId: number;
let cuentaId: number;

/** Today in Bogotá, as the hotel counts its days (the entries' times are the database's). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

beforeAll(async () => {
  t = await accountsContext();
  auditor = await t.ctx.factories.actor({ permisos: ['auditoria.ver'], hotelIds: [t.hotelId] });
  boss = await t.ctx.factories.actor({
    permisos: [...cashierCodes, 'cuentas.precio'],
    hotelIds: [t.hotelId],
  });
  const breakfast = await t.inv.makeProduct(t.hotelId, {
    tipo: 'servicio',
    nombre: 'Desayuno',
    precio_venta: '25000',
  });
  const stay = await t.occupy('A1');
  const room = stay.room;
  cuentaId = stay.cuentaId;
  const res = await t.post(
    '/saveDetalleRoom',
    {
      habitacion_id: room.id,
      lineas: [{ product_id: breakfast.id, cantidad: 1, precio: '1' }],
      motivo: 'Cortesía de la gerencia',
    },
    boss.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  overrideId = res.json().data.movimientos[0];
});
afterAll(() => t.ctx.close());

const list = (body: object, headers: Record<string, string> = auditor.headers) =>
  t.post('/auditoriaListar', body, headers);

describe('POST /auditoriaListar', () => {
  it('answers 401 without a session, 403 without auditoria.ver, 400 on a bad filter', async () => {
    const anonymous = await t.ctx.app.inject({ method: 'POST', url: '/api/auditoriaListar', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await list({}, t.staff.headers)).statusCode).toBe(403);
    expect((await t.get('/auditoriaUsuarios')).statusCode).toBe(403);
    const backwards = await list({ desde: '2026-11-20', hasta: '2026-11-19' });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors)).toEqual(['hasta']);
    expect((await list({ usuario_id: 'x' })).statusCode).toBe(400);
  });

  it('finds a price override by user and action, with the list price beside the price charged', async () => {
    const res = await list({ usuario_id: boss.user.id, accion: 'precio', desde: today, hasta: today });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(page.data[0]).toMatchObject({
      usuario_id: boss.user.id,
      usuario: boss.user.name,
      entidad: 'cuentas',
      entidad_nombre: 'Cuentas',
      accion: 'precio',
      accion_nombre: 'Precio distinto al de lista',
      hotel_id: t.hotelId,
      ip: expect.any(String),
    });
    const [price, ...told] = page.data[0].cambios;
    expect(price).toEqual({ campo: 'Precio (lista → cobrado)', antes: '$ 25.000,00', despues: '$ 1,00' });
    expect(told).toEqual(
      expect.arrayContaining([
        { campo: 'Producto', antes: null, despues: 'Desayuno' },
        { campo: 'Cantidad', antes: null, despues: '1' },
        { campo: 'Movimiento (n.º)', antes: null, despues: String(overrideId) },
        { campo: 'Motivo', antes: null, despues: 'Cortesía de la gerencia' },
      ]),
    );
  });

  it('filters by entity and the hotel’s days, newest first, paged in SQL', async () => {
    const all = (await list({ entidad: 'cuentas', per_page: 200 })).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(new Set(all.data.map((e: { entidad: string }) => e.entidad))).toEqual(new Set(['cuentas']));
    const times = all.data.map((e: { fecha: string; id: number }) => [e.fecha, e.id]);
    expect(times).toEqual([...times].sort().reverse());
    const second = (await list({ entidad: 'cuentas', per_page: 1, page: 2 })).json();
    expect(second).toMatchObject({ per_page: 1, current_page: 2, total: all.total, last_page: all.total });
    expect(second.data[0].id).toBe(all.data[1].id);
    expect((await list({ hasta: '2020-01-01' })).json().total).toBe(0);
    // One record's history, by its number.
    const ofAccount = (await list({ entidad: 'cuentas', entidad_id: String(cuentaId) })).json();
    expect(ofAccount.data.map((e: { accion: string }) => e.accion)).toEqual(['precio', 'cargar']);
    expect((await list({ entidad_id: '999999' })).json().total).toBe(0);
    expect((await list({ desde: today, entidad: 'caja_turnos', accion: 'abrir' })).json().total).toBe(1);
  });

  it('shows a hotel’s entries to its users only; the entries of no hotel to a caller of every hotel', async () => {
    const other = await t.ctx.factories.makeHotel();
    const outsider = await t.ctx.factories.actor({ permisos: ['auditoria.ver'], hotelIds: [other.id] });
    expect(
      (await list({}, outsider.headers))
        .json()
        .data.some((e: { hotel_id: number }) => e.hotel_id === t.hotelId),
    ).toBe(false);
    expect((await list({}, { ...outsider.headers, 'x-hotel-id': String(t.hotelId) })).statusCode).toBe(403);

    // A role's change belongs to no hotel (every hotel shares the roles).
    const root = await t.ctx.factories.actor({ root: true });
    const role = await t.ctx.factories.makeRole({ permisos: ['rack.ver'] });
    const changed = await t.post(
      '/cratePermisoByRol',
      { rol_id: role.id, permiso_for: ['rack.ver', 'cuentas.trasladar'] },
      root.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const roleChange = { entidad: 'rol', accion: 'permisos' };
    const byRoot = (await list(roleChange, { ...root.headers, 'x-hotel-id': String(t.hotelId) })).json();
    expect(byRoot.data.find((e: { entidad_id: string }) => e.entidad_id === String(role.id))).toMatchObject({
      hotel_id: null,
      cambios: [{ campo: 'Permisos agregados', antes: null, despues: 'cuentas.trasladar' }],
    });
    // The auditor works in one of two active hotels: the roles are not theirs to read.
    expect((await list(roleChange)).json().total).toBe(0);
  });

  it('names the system for the business-day job, and lists the hotel’s users for the filter', async () => {
    await t.ctx.db.insert(auditoria).values({
      hotel_id: t.hotelId,
      usuario_id: null,
      ip: 'sistema',
      accion: 'no_show',
      entidad: 'reservas',
      entidad_id: '1',
    });
    const [entry] = (await list({ accion: 'no_show' })).json().data;
    expect(entry).toMatchObject({ usuario: 'Sistema', accion_nombre: 'No-show', cambios: [] });
    const users = (await t.get('/auditoriaUsuarios', auditor.headers)).json().data;
    expect(users.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([boss.user.id, t.staff.user.id]),
    );
  });
});
