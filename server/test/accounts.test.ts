import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, configuraciones, cuentaMovimientos, cuentas } from '../src/db/schema';
import { accountsContext, cashierCodes } from './helpers/accounts';
import { auditOf } from './helpers/audit';

let t: Awaited<ReturnType<typeof accountsContext>>;

beforeAll(async () => {
  t = await accountsContext();
});
afterAll(() => t.ctx.close());

const key = (name: string) => ({ 'idempotency-key': `${name}-0001` });
const entriesOf = (cuentaId: number) =>
  t.ctx.db.select().from(cuentaMovimientos).where(eq(cuentaMovimientos.cuenta_id, cuentaId));
const registerMovements = () => t.ctx.db.select().from(cajaMovimientos);
/** A supervisor: the cashier's codes and the line discount and price change. */
const supervisor = () =>
  t.ctx.factories.actor({
    permisos: [...cashierCodes, 'cuentas.descuento', 'cuentas.precio'],
    hotelIds: [t.hotelId],
  });

describe('guards: 401 without a session, 403 without the permission, 400 on bad input', () => {
  const calls: [method: 'GET' | 'POST', url: string, body: object | undefined, permission: string][] = [
    ['GET', '/cuentaMostrar/1', undefined, 'cuentas.ver'],
    ['POST', '/cuentaListar', {}, 'cuentas.ver'],
    ['POST', '/cuentaCrear', { tipo: 'empresa', cliente_id: 1 }, 'cuentas.trasladar'],
    ['POST', '/cuentaPago', { cuenta_id: 1, forma_pago_id: 1, monto: '1000' }, 'cuentas.pagar'],
    ['POST', '/cuentaReversar', { movimiento_id: 1, motivo: 'Error' }, 'cuentas.reversar'],
    ['POST', '/cuentaTrasladar', { movimiento_ids: [1], cuenta_destino_id: 2 }, 'cuentas.trasladar'],
    ['GET', '/gatProductosServicio', undefined, 'cuentas.cargar'],
    [
      'POST',
      '/saveDetalleRoom',
      { habitacion_id: 1, lineas: [{ product_id: 1, cantidad: 1 }] },
      'cuentas.cargar',
    ],
  ];

  it('answers 401 to every call without a token', async () => {
    for (const [method, url, payload] of calls) {
      const res = await t.ctx.app.inject({ method, url: `/api${url}`, payload, headers: key('sin-sesion') });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 403 to a user without the call’s permission (a housekeeper sees no account)', async () => {
    const housekeeper = await t.ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [t.hotelId] });
    const viewer = await t.ctx.factories.actor({ permisos: ['cuentas.ver'], hotelIds: [t.hotelId] });
    for (const [method, url, payload, permission] of calls) {
      const who = permission === 'cuentas.ver' ? housekeeper : viewer;
      const res = await t.ctx.app.inject({
        method,
        url: `/api${url}`,
        payload,
        headers: { ...who.headers, ...key('sin-permiso') },
      });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('answers 400 with the field at fault, and changes nothing', async () => {
    const { cuentaId, room } = await t.occupy('G1');
    const before = await entriesOf(cuentaId);
    const bad: [string, object, string, Record<string, string>?][] = [
      [
        '/cuentaPago',
        { cuenta_id: cuentaId, forma_pago_id: t.efectivo, monto: '-5' },
        'monto',
        key('malo-1'),
      ],
      ['/cuentaPago', { cuenta_id: cuentaId, forma_pago_id: t.efectivo, monto: '0' }, 'monto', key('malo-2')],
      [
        '/cuentaPago',
        { cuenta_id: cuentaId, forma_pago_id: t.efectivo, monto: '1.234' },
        'monto',
        key('malo-3'),
      ],
      ['/cuentaReversar', { movimiento_id: before[0]?.id, motivo: '' }, 'motivo'],
      ['/cuentaTrasladar', { cuenta_destino_id: cuentaId }, 'movimiento_ids'],
      ['/cuentaTrasladar', { movimiento_id: before[0]?.id, cuenta_destino_id: cuentaId }, 'monto'],
      ['/cuentaCrear', { tipo: 'reserva', cliente_id: 1 }, 'reserva_id'],
      ['/cuentaListar', { estado: 'rota' }, 'estado'],
      ['/saveDetalleRoom', { habitacion_id: room.id, lineas: [] }, 'lineas'],
      [
        '/saveDetalleRoom',
        {
          habitacion_id: room.id,
          lineas: [{ product_id: t.soda.id, cantidad: 0, warehouse_id: t.warehouse.id }],
        },
        'lineas.0.cantidad',
      ],
      [
        '/saveDetalleRoom',
        { habitacion_id: room.id, lineas: [{ product_id: t.laundry.id, cantidad: 1, precio: '-100' }] },
        'lineas.0.precio',
      ],
      [
        '/saveDetalleRoom',
        { habitacion_id: room.id, lineas: [{ product_id: t.laundry.id, cantidad: -2 }] },
        'lineas.0.cantidad',
      ],
    ];
    for (const [url, body, field, headers] of bad) {
      const res = await t.post(url, body, { ...t.staff.headers, ...headers });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      const errors = res.json().errors ?? {};
      expect(
        Object.keys(errors).some((k) => k === field || k.startsWith(`${field}.`)),
        `${url}: ${res.body}`,
      ).toBe(true);
    }
    const missingKey = await t.post('/cuentaPago', {
      cuenta_id: cuentaId,
      forma_pago_id: t.efectivo,
      monto: '1000',
    });
    expect(missingKey.statusCode).toBe(400);
    expect(await entriesOf(cuentaId)).toEqual(before);
  });
});

describe('the account screen', () => {
  it('every stay has its account: the room detail carries it, the screen shows holder, room, nights and taxes', async () => {
    const { cuentaId, room, client } = await t.occupy('S1');
    const data = await t.account(cuentaId);
    expect(data).toMatchObject({
      id: cuentaId,
      tipo: 'estancia',
      estado: 'abierta',
      cliente: { id: client.id },
      habitacion: { id: room.id, numero: 'S1' },
      cargos: '238000.00',
      saldo: '238000.00',
      estancia: { llegada: '2026-11-20', salida: '2026-11-22', total_previsto: '238000.00' },
    });
    expect(data.movimientos).toHaveLength(2);
    expect(data.movimientos[0]).toMatchObject({
      tipo: 'cargo',
      alojamiento: true,
      fecha: '2026-11-20',
      cantidad: '1.000',
      precio_unitario: '100000.00',
      valor: '100000.00',
      impuesto: '19000.00',
      total: '119000.00',
      impuestos: [
        { tipo: 'IVA', nombre: 'IVA 19 %', porcentaje: '19.00', base: '100000.00', valor: '19000.00' },
      ],
    });
    expect(data.totales_impuestos).toEqual([
      expect.objectContaining({ tipo: 'IVA', porcentaje: '19.00', base: '200000.00', valor: '38000.00' }),
    ]);
  });

  it('answers 404 for an account of another hotel or none', async () => {
    const other = await t.ctx.factories.makeHotel();
    const company = await t.rooms.makeClient(other.id, { razon_social: 'Otra S.A.S.' });
    const [foreign] = await t.ctx.db
      .insert(cuentas)
      .values({ hotel_id: other.id, tipo: 'empresa', cliente_id: company.id })
      .returning();
    expect((await t.get(`/cuentaMostrar/${foreign?.id}`)).statusCode).toBe(404);
    expect((await t.get('/cuentaMostrar/999999')).statusCode).toBe(404);
  });
});

describe('charging a room (saveDetalleRoom) and the products that can be charged', () => {
  it('lists the active products sold to rooms with price and taxes, without the lodging service', async () => {
    const lodging = await t.inv.makeProduct(t.hotelId, { tipo: 'servicio', nombre: 'Alojamiento' });
    const retired = await t.inv.makeProduct(t.hotelId, { nombre: 'Retirado', estado: false });
    await t.ctx.db
      .insert(configuraciones)
      .values({ hotel_id: t.hotelId, producto_alojamiento_id: lodging.id })
      .onConflictDoUpdate({ target: configuraciones.hotel_id, set: { producto_alojamiento_id: lodging.id } });
    const res = await t.get('/gatProductosServicio');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((p: { id: number }) => p.id);
    expect(ids).toContain(t.soda.id);
    expect(ids).toContain(t.laundry.id);
    expect(ids).not.toContain(lodging.id);
    expect(ids).not.toContain(retired.id);
    expect(res.json().data.find((p: { id: number }) => p.id === t.soda.id)).toMatchObject({
      categoria: 'Minibar',
      tipo: 'producto',
      precio_venta: '11900.00',
      precio_incluye_impuestos: true,
      impuestos: [{ nombre: 'IVA 19 %', porcentaje: '19.00' }],
    });
    const refused = await t.post('/saveDetalleRoom', {
      habitacion_id: (await t.occupy('L1')).room.id,
      lineas: [{ product_id: lodging.id, cantidad: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['lineas.0.product_id']).toEqual([
      'El alojamiento se carga con las noches de la estadía',
    ]);
  });

  it('charges products (stock out of the warehouse, IVA inside the price) and services with the employee', async () => {
    const { room, cuentaId } = await t.occupy('C1');
    const before = await t.inv.stockOf(t.warehouse.id, t.soda.id);
    const res = await t.post(
      '/saveDetalleRoom',
      {
        habitacion_id: room.id,
        lineas: [
          { product_id: t.soda.id, cantidad: 2, warehouse_id: t.warehouse.id, empleado_id: t.waiter.id },
          { product_id: t.laundry.id, cantidad: '1.5', precio: '20000', descuento: '1000' },
        ],
        motivo: 'Cliente frecuente',
      },
      (await supervisor()).headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ cuenta_id: cuentaId, saldo: '290800.00' });
    const after = await t.inv.stockOf(t.warehouse.id, t.soda.id);
    expect(Number(after?.cantidad)).toBe(Number(before?.cantidad) - 2);
    expect((await t.inv.lastKardex(t.warehouse.id, t.soda.id))?.tipo).toBe('venta');

    const data = await t.account(cuentaId);
    const [soda, laundry] = data.movimientos.slice(2);
    expect(soda).toMatchObject({
      producto_id: t.soda.id,
      cantidad: '2.000',
      precio_unitario: '11900.00',
      bodega_id: t.warehouse.id,
      empleado_id: t.waiter.id,
      empleado: 'Luis Mesero',
      valor: '20000.00',
      impuesto: '3800.00',
      total: '23800.00',
      impuestos: [{ tipo: 'IVA', porcentaje: '19.00', base: '20000.00', valor: '3800.00' }],
    });
    expect(laundry).toMatchObject({
      cantidad: '1.500',
      descuento: '1000.00',
      valor: '29000.00',
      impuesto: '0.00',
      total: '29000.00',
      impuestos: [
        { tipo: 'excluido', impuesto_id: null, porcentaje: '0.00', base: '29000.00', valor: '0.00' },
      ],
    });
    expect(data.totales_impuestos).toEqual([
      expect.objectContaining({ tipo: 'IVA', porcentaje: '19.00', base: '220000.00', valor: '41800.00' }),
      expect.objectContaining({ tipo: 'excluido', base: '29000.00', valor: '0.00' }),
    ]);
    // The charge, then the laundry's discount on its own (issue 32, item 14).
    const audited = await auditOf(t.ctx.db, 'cuentas', cuentaId);
    expect(audited.slice(0, 2).map((a) => a.accion)).toEqual(['precio', 'cargar']);
  });

  it('refuses what it cannot charge, on the line at fault, and takes nothing from the shelves', async () => {
    const { room, cuentaId } = await t.occupy('C2');
    const stock = await t.inv.stockOf(t.warehouse.id, t.soda.id);
    const gone = await t.rooms.makeEmployee(t.hotelId, { estado: false });
    const cases: [object, string][] = [
      [{ product_id: t.soda.id, cantidad: 1 }, 'lineas.1.warehouse_id'],
      [{ product_id: t.laundry.id, cantidad: 1, empleado_id: gone.id }, 'lineas.1.empleado_id'],
      [{ product_id: 999999, cantidad: 1 }, 'lineas.1.product_id'],
      [{ product_id: t.laundry.id, cantidad: 1, descuento: '30000' }, 'lineas.1.descuento'],
    ];
    for (const [line, field] of cases) {
      const res = await t.post(
        '/saveDetalleRoom',
        {
          habitacion_id: room.id,
          lineas: [{ product_id: t.soda.id, cantidad: 1, warehouse_id: t.warehouse.id }, line],
          motivo: 'Cortesía',
        },
        (await supervisor()).headers,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const short = await t.post('/saveDetalleRoom', {
      habitacion_id: room.id,
      lineas: [
        { product_id: t.laundry.id, cantidad: 1 },
        { product_id: t.soda.id, cantidad: 500, warehouse_id: t.warehouse.id },
      ],
    });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['lineas.1.cantidad']);
    expect(await t.inv.stockOf(t.warehouse.id, t.soda.id)).toEqual(stock);
    expect(await entriesOf(cuentaId)).toHaveLength(2);

    const empty = await t.rooms.makeRoom(t.hotelId, { numero: 'C3' });
    const noStay = await t.post('/saveDetalleRoom', {
      habitacion_id: empty.id,
      lineas: [{ product_id: t.laundry.id, cantidad: 1 }],
    });
    expect(noStay.statusCode).toBe(422);
    expect(noStay.json().message).toBe('La habitación C3 no tiene una estadía activa');
    const unknown = await t.post('/saveDetalleRoom', {
      habitacion_id: 999999,
      lineas: [{ product_id: t.laundry.id, cantidad: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('payments (cuentaPago)', () => {
  it('takes a payment into the open register; a retry with the same key answers the same entry', async () => {
    const { cuentaId } = await t.occupy('P1');
    const body = { cuenta_id: cuentaId, forma_pago_id: t.tarjeta, monto: '100000' };
    const movementsBefore = (await registerMovements()).length;
    const first = await t.post('/cuentaPago', body, { ...t.staff.headers, ...key('pago-P1') });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ cuenta_id: cuentaId, saldo: '138000.00' });
    const again = await t.post('/cuentaPago', body, { ...t.staff.headers, ...key('pago-P1') });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.movimientos).toEqual(first.json().data.movimientos);
    expect((await registerMovements()).length).toBe(movementsBefore + 1);
    expect((await entriesOf(cuentaId)).filter((e) => e.tipo === 'pago')).toHaveLength(1);

    // The same key for another account is not a retry.
    const other = await t.occupy('P2');
    const reused = await t.post(
      '/cuentaPago',
      { ...body, cuenta_id: other.cuentaId },
      { ...t.staff.headers, ...key('pago-P1') },
    );
    expect(reused.statusCode).toBe(409);
    expect(await entriesOf(other.cuentaId)).toHaveLength(2);
    expect((await auditOf(t.ctx.db, 'cuentas', cuentaId))[0]?.accion).toBe('pago');
  });

  it('refuses a payment above the balance unless it is an explicit advance', async () => {
    const { cuentaId } = await t.occupy('P3');
    const above = await t.post(
      '/cuentaPago',
      { cuenta_id: cuentaId, forma_pago_id: t.efectivo, monto: '238000.01' },
      { ...t.staff.headers, ...key('pago-P3-a') },
    );
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toBe(
      'El pago supera el saldo de la cuenta ($ 238.000): márquelo como anticipo si es un pago por adelantado',
    );
    expect(await entriesOf(cuentaId)).toHaveLength(2);
    const advance = await t.post(
      '/cuentaPago',
      { cuenta_id: cuentaId, forma_pago_id: t.efectivo, monto: '300000', anticipo: true },
      { ...t.staff.headers, ...key('pago-P3-b') },
    );
    expect(advance.statusCode, advance.body).toBe(200);
    expect(advance.json().data.saldo).toBe('-62000.00');
  });

  it('refuses clearly without an open register, and a closed or unknown account', async () => {
    const { cuentaId } = await t.occupy('P4');
    const other = await t.ctx.factories.actor({ permisos: ['cuentas.pagar'], hotelIds: [t.hotelId] });
    const noRegister = await t.post(
      '/cuentaPago',
      { cuenta_id: cuentaId, forma_pago_id: t.efectivo, monto: '1000' },
      { ...other.headers, ...key('pago-P4') },
    );
    expect(noRegister.statusCode).toBe(422);
    expect(noRegister.json().message).toBe('Debe abrir una caja para registrar pagos');
    const unknown = await t.post(
      '/cuentaPago',
      { cuenta_id: 999999, forma_pago_id: t.efectivo, monto: '1000' },
      { ...t.staff.headers, ...key('pago-P4-b') },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('concurrent retries of one payment record it once', async () => {
    const { cuentaId } = await t.occupy('P5');
    const body = { cuenta_id: cuentaId, forma_pago_id: t.efectivo, monto: '5000' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.post('/cuentaPago', body, { ...t.staff.headers, ...key('pago-P5') })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.movimientos[0])).size).toBe(1);
    expect((await entriesOf(cuentaId)).filter((e) => e.tipo === 'pago')).toHaveLength(1);
  });
});
