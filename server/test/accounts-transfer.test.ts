import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuentaMovimientos, cuentas, reservaEncabezados } from '../src/db/schema';
import { addMoney } from '../src/lib/money';
import { accountsContext } from './helpers/accounts';
import { auditOf } from './helpers/audit';

let t: Awaited<ReturnType<typeof accountsContext>>;
let companyAccount: number;
let companyId: number;

beforeAll(async () => {
  t = await accountsContext();
  const company = await t.rooms.makeClient(t.hotelId, { razon_social: 'Viajes Andinos S.A.S.' });
  companyId = company.id;
  const res = await t.post('/cuentaCrear', {
    tipo: 'empresa',
    cliente_id: company.id,
    nombre: 'Crédito Andinos',
  });
  expect(res.statusCode, res.body).toBe(200);
  companyAccount = res.json().data.id;
});
afterAll(() => t.ctx.close());

const entriesOf = (cuentaId: number) =>
  t.ctx.db.select().from(cuentaMovimientos).where(eq(cuentaMovimientos.cuenta_id, cuentaId));

describe('accounts of companies and groups (cuentaCrear)', () => {
  it('opens one credit account per company and one master account per booking', async () => {
    const data = (await t.get(`/cuentaMostrar/${companyAccount}`)).json().data;
    expect(data).toMatchObject({
      tipo: 'empresa',
      estado: 'abierta',
      nombre: 'Crédito Andinos',
      cliente: { id: companyId, nombre: 'Viajes Andinos S.A.S.' },
      habitacion: null,
      estancia: null,
      saldo: '0.00',
    });
    const again = await t.post('/cuentaCrear', { tipo: 'empresa', cliente_id: companyId });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ cliente_id: ['La empresa ya tiene una cuenta abierta'] });

    const [booking] = await t.ctx.db
      .insert(reservaEncabezados)
      .values({ hotel_id: t.hotelId, cliente_id: companyId })
      .returning();
    const group = await t.post('/cuentaCrear', {
      tipo: 'reserva',
      cliente_id: companyId,
      reserva_id: booking?.id,
    });
    expect(group.statusCode, group.body).toBe(200);
    expect(group.json().data).toMatchObject({ tipo: 'reserva', reserva_id: booking?.id });
    const twice = await t.post('/cuentaCrear', {
      tipo: 'reserva',
      cliente_id: companyId,
      reserva_id: booking?.id,
    });
    expect(twice.statusCode).toBe(409);
    const noClient = await t.post('/cuentaCrear', { tipo: 'empresa', cliente_id: 999999 });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().errors).toEqual({ cliente_id: ['El cliente no existe o está inactivo'] });
    expect((await auditOf(t.ctx.db, 'cuentas', companyAccount))[0]?.accion).toBe('crear');
  });
});

describe('moving charges (cuentaTrasladar)', () => {
  it('moves whole charges to a company: both balances exact, the move traceable both ways, stock along', async () => {
    const { room, cuentaId } = await t.occupy('T1');
    const charged = await t.post('/saveDetalleRoom', {
      habitacion_id: room.id,
      lineas: [
        { product_id: t.laundry.id, cantidad: 1 },
        { product_id: t.soda.id, cantidad: 1, warehouse_id: t.warehouse.id },
      ],
    });
    const [laundryId, sodaId] = charged.json().data.movimientos;
    const companyBefore = (await t.account(companyAccount)).saldo;
    const res = await t.post('/cuentaTrasladar', {
      movimiento_ids: [laundryId, sodaId],
      cuenta_destino_id: companyAccount,
      motivo: 'Lo paga la empresa',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.saldo).toBe('238000.00');
    expect((await t.account(companyAccount)).saldo).toBe(addMoney(companyBefore, '20000', '11900'));

    const source = await t.account(cuentaId);
    const out = source.movimientos.filter((m: { traslado: string | null }) => m.traslado === 'salida');
    expect(out.map((m: { trasladado_de: number }) => m.trasladado_de)).toEqual([laundryId, sodaId]);
    expect(out.every((m: { traslado_cuenta_id: number }) => m.traslado_cuenta_id === companyAccount)).toBe(
      true,
    );
    const company = await t.account(companyAccount);
    const moved = company.movimientos.filter((m: { traslado: string | null }) => m.traslado === 'entrada');
    expect(moved.map((m: { trasladado_de: number }) => m.trasladado_de)).toEqual(
      out.map((m: { id: number }) => m.id),
    );
    expect(moved.every((m: { traslado_cuenta_id: number }) => m.traslado_cuenta_id === cuentaId)).toBe(true);
    expect(moved[1]).toMatchObject({
      producto_id: t.soda.id,
      cantidad: '1.000',
      total: '11900.00',
      motivo: 'Lo paga la empresa',
    });

    // The soda reversed where it went puts its stock back; the original cannot be reversed now.
    const stock = await t.inv.stockOf(t.warehouse.id, t.soda.id);
    const refused = await t.post('/cuentaReversar', { movimiento_id: sodaId, motivo: 'Error' });
    expect(refused.statusCode).toBe(422);
    const reversed = await t.post('/cuentaReversar', { movimiento_id: moved[1].id, motivo: 'No lo pidió' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(Number((await t.inv.stockOf(t.warehouse.id, t.soda.id))?.cantidad)).toBe(
      Number(stock?.cantidad) + 1,
    );

    const again = await t.post('/cuentaTrasladar', {
      movimiento_ids: [laundryId],
      cuenta_destino_id: companyAccount,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(`Movimiento ${laundryId}: El cargo ya se trasladó por completo`);
    expect((await auditOf(t.ctx.db, 'cuentas', cuentaId))[0]?.accion).toBe('trasladar');
  });

  it('splits a night by amount: each part exact, the taxes in proportion, the rest moved to the cent', async () => {
    const { cuentaId } = await t.occupy('T2');
    const other = await t.occupy('T3');
    const [night] = await entriesOf(cuentaId);
    const part = await t.post('/cuentaTrasladar', {
      movimiento_id: night?.id,
      monto: '50000',
      cuenta_destino_id: other.cuentaId,
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data.saldo).toBe('188000.00');
    expect((await t.account(other.cuentaId)).saldo).toBe('288000.00');
    const moved = (await t.account(other.cuentaId)).movimientos.at(-1);
    // 19.000 × 50.000 / 119.000 = 7.983,19: the base takes the rest.
    expect(moved).toMatchObject({
      alojamiento: true,
      total: '50000.00',
      impuesto: '7983.19',
      valor: '42016.81',
      impuestos: [{ tipo: 'IVA', base: '42016.81', valor: '7983.19' }],
    });
    const tooMuch = await t.post('/cuentaTrasladar', {
      movimiento_id: night?.id,
      monto: '69000.01',
      cuenta_destino_id: other.cuentaId,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('El valor supera lo que queda del cargo ($ 69.000)');

    const rest = await t.post('/cuentaTrasladar', {
      movimiento_ids: [night?.id],
      cuenta_destino_id: other.cuentaId,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.saldo).toBe('119000.00');
    const target = await t.account(other.cuentaId);
    expect(target.saldo).toBe('357000.00');
    // The two parts carry exactly the night's tax and base, to the cent.
    const parts = target.movimientos.filter((m: { traslado: string | null }) => m.traslado === 'entrada');
    expect(addMoney(...parts.map((m: { impuesto: string }) => m.impuesto))).toBe('19000.00');
    expect(addMoney(...parts.map((m: { valor: string }) => m.valor))).toBe('100000.00');
    expect(target.totales_impuestos).toEqual([
      expect.objectContaining({ tipo: 'IVA', base: '300000.00', valor: '57000.00' }),
    ]);
  });

  it('concurrent splits of one charge never move more than the charge', async () => {
    const { cuentaId } = await t.occupy('T7');
    const other = await t.occupy('T8');
    const [night] = await entriesOf(cuentaId);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        t.post('/cuentaTrasladar', {
          movimiento_id: night?.id,
          monto: '50000',
          cuenta_destino_id: other.cuentaId,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 422)).toBe(true);
    expect((await t.account(cuentaId)).saldo).toBe('138000.00');
    expect((await t.account(other.cuentaId)).saldo).toBe('338000.00');
  });

  it('refuses a closed account, the same account, a payment, and entries of two accounts; nothing changes', async () => {
    const { room, cuentaId } = await t.occupy('T4', '2026-11-21');
    const closed = await t.occupy('T5', '2026-11-21');
    // Check-out today (the arrival day keeps no night) settles and closes the account.
    const out = await t.post('/desocuparHabitacionCliente', { habitacion_id: closed.room.id });
    expect(out.statusCode, out.body).toBe(200);
    const [row] = await t.ctx.db.select().from(cuentas).where(eq(cuentas.id, closed.cuentaId));
    expect(row).toMatchObject({ estado: 'cerrada' });
    expect(row?.closed_at).not.toBeNull();

    const before = await entriesOf(cuentaId);
    const [night] = before;
    const toClosed = await t.post('/cuentaTrasladar', {
      movimiento_ids: [night?.id],
      cuenta_destino_id: closed.cuentaId,
    });
    expect(toClosed.statusCode).toBe(422);
    expect(toClosed.json().message).toBe('La cuenta de destino está cerrada: no recibe traslados');
    const same = await t.post('/cuentaTrasladar', {
      movimiento_ids: [night?.id],
      cuenta_destino_id: cuentaId,
    });
    expect(same.statusCode).toBe(400);
    const paid = await t.post(
      '/cuentaPago',
      { cuenta_id: cuentaId, forma_pago_id: t.efectivo, monto: '1000' },
      { ...t.staff.headers, 'idempotency-key': 'pago-T4-0001' },
    );
    const payment = await t.post('/cuentaTrasladar', {
      movimiento_ids: [paid.json().data.movimientos[0]],
      cuenta_destino_id: companyAccount,
    });
    expect(payment.statusCode).toBe(422);
    const mixed = await t.post('/cuentaTrasladar', {
      movimiento_ids: [night?.id, (await entriesOf(companyAccount))[0]?.id],
      cuenta_destino_id: companyAccount,
    });
    expect(mixed.statusCode).toBe(400);
    const noTarget = await t.post('/cuentaTrasladar', {
      movimiento_ids: [night?.id],
      cuenta_destino_id: 999999,
    });
    expect(noTarget.statusCode).toBe(404);
    expect(await entriesOf(cuentaId)).toHaveLength(before.length + 1); // only the payment
    // A closed account takes no payment and no charge either.
    const payClosed = await t.post(
      '/cuentaPago',
      { cuenta_id: closed.cuentaId, forma_pago_id: t.efectivo, monto: '1000', anticipo: true },
      { ...t.staff.headers, 'idempotency-key': 'pago-T5-0001' },
    );
    expect(payClosed.statusCode).toBe(422);
    expect(room.id).toBeGreaterThan(0);
  });
});

describe('the list of accounts (cuentaListar)', () => {
  it('pages the open accounts with their balance, by room, holder, kind, balance and state', async () => {
    const { room, cuentaId } = await t.occupy('T6');
    const all = await t.post('/cuentaListar', { per_page: 2 });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ per_page: 2, current_page: 1 });
    expect(all.json().data).toHaveLength(2);
    expect(all.json().total).toBeGreaterThan(2);

    const byRoom = (await t.post('/cuentaListar', { habitacion_id: room.id })).json();
    expect(byRoom.data).toEqual([
      expect.objectContaining({
        id: cuentaId,
        habitacion: { id: room.id, numero: 'T6' },
        saldo: '238000.00',
      }),
    ]);
    const byCompany = (await t.post('/cuentaListar', { cliente_id: companyId, tipo: 'empresa' })).json();
    expect(byCompany.data.map((a: { id: number }) => a.id)).toEqual([companyAccount]);
    const searched = (await t.post('/cuentaListar', { search: 'andinos' })).json();
    expect(searched.data.map((a: { id: number }) => a.id)).toContain(companyAccount);
    const closed = (await t.post('/cuentaListar', { estado: 'cerrada' })).json();
    expect(closed.data.every((a: { estado: string }) => a.estado === 'cerrada')).toBe(true);
    expect(closed.total).toBeGreaterThan(0);
    const withBalance = (await t.post('/cuentaListar', { con_saldo: true, per_page: 200 })).json();
    expect(withBalance.data.every((a: { saldo: string }) => a.saldo !== '0.00')).toBe(true);
    expect(withBalance.data.map((a: { id: number }) => a.id)).toContain(cuentaId);
  });
});
