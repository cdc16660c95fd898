import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, cuentaMovimientos } from '../src/db/schema';
import { accountsContext } from './helpers/accounts';
import { auditOf } from './helpers/audit';

let t: Awaited<ReturnType<typeof accountsContext>>;

beforeAll(async () => {
  t = await accountsContext();
});
afterAll(() => t.ctx.close());

const key = (name: string) => ({ 'idempotency-key': `${name}-0001` });
const entriesOf = (cuentaId: number) =>
  t.ctx.db.select().from(cuentaMovimientos).where(eq(cuentaMovimientos.cuenta_id, cuentaId));

describe('reversals (cuentaReversar)', () => {
  it('reverses a charge once, with its reason, and puts its stock back', async () => {
    const { room, cuentaId } = await t.occupy('R1');
    const before = await t.inv.stockOf(t.warehouse.id, t.soda.id);
    const charged = await t.post('/saveDetalleRoom', {
      habitacion_id: room.id,
      lineas: [{ product_id: t.soda.id, cantidad: 3, warehouse_id: t.warehouse.id }],
    });
    const [chargeId] = charged.json().data.movimientos;
    const res = await t.post('/cuentaReversar', { movimiento_id: chargeId, motivo: 'No lo consumió' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.saldo).toBe('238000.00');
    expect(await t.inv.stockOf(t.warehouse.id, t.soda.id)).toMatchObject({ cantidad: before?.cantidad });
    const data = await t.account(cuentaId);
    const reversal = data.movimientos.at(-1);
    expect(reversal).toMatchObject({
      reversa_de: chargeId,
      motivo: 'No lo consumió',
      total: '-35700.00',
      impuestos: [{ base: '-30000.00', valor: '-5700.00' }],
    });
    expect(data.movimientos.find((m: { id: number }) => m.id === chargeId).reversado_por).toBe(reversal.id);

    const twice = await t.post('/cuentaReversar', { movimiento_id: chargeId, motivo: 'Otra vez' });
    // Reversing twice is a double action: 409, as when two reversals race (issue 32, item 15).
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('El movimiento ya fue reversado');
    const ofReversal = await t.post('/cuentaReversar', { movimiento_id: reversal.id, motivo: 'Otra vez' });
    expect(ofReversal.statusCode).toBe(422);
    expect(await t.inv.stockOf(t.warehouse.id, t.soda.id)).toMatchObject({ cantidad: before?.cantidad });
    expect((await auditOf(t.ctx.db, 'cuentas', cuentaId))[0]?.accion).toBe('reversar');
  });

  it('refuses to reverse a night of a stay: check-out adjusts the nights', async () => {
    const { cuentaId } = await t.occupy('R4');
    const [night] = await entriesOf(cuentaId);
    const res = await t.post('/cuentaReversar', { movimiento_id: night?.id, motivo: 'Cortesía' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Las noches de la estadía se ajustan al desocuparla: no se reversan a mano (puede trasladarlas a otra cuenta)',
    );
    expect(await entriesOf(cuentaId)).toHaveLength(2);
  });

  it('reverses a payment by refunding it through the register', async () => {
    const { cuentaId } = await t.occupy('R2');
    const paid = await t.post(
      '/cuentaPago',
      { cuenta_id: cuentaId, forma_pago_id: t.efectivo, monto: '50000' },
      { ...t.staff.headers, ...key('pago-R2') },
    );
    const [paymentId] = paid.json().data.movimientos;
    const res = await t.post('/cuentaReversar', { movimiento_id: paymentId, motivo: 'Cobro duplicado' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.saldo).toBe('238000.00');
    const [refund] = await t.ctx.db
      .select()
      .from(cuentaMovimientos)
      .where(eq(cuentaMovimientos.reversa_de, paymentId));
    expect(refund).toMatchObject({ tipo: 'pago', total: '-50000.00', motivo: 'Cobro duplicado' });
    const [movement] = await t.ctx.db
      .select()
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.id, refund?.caja_movimiento_id ?? 0));
    expect(movement).toMatchObject({ tipo: 'devolucion', monto: '50000.00' });
  });

  it('two reversals of one entry at once: exactly one succeeds', async () => {
    const { room } = await t.occupy('R3');
    const charged = await t.post('/saveDetalleRoom', {
      habitacion_id: room.id,
      lineas: [{ product_id: t.laundry.id, cantidad: 1 }],
    });
    const [chargeId] = charged.json().data.movimientos as number[];
    const answers = await Promise.all(
      [1, 2, 3].map((n) => t.post('/cuentaReversar', { movimiento_id: chargeId, motivo: `Intento ${n}` })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => [409, 422].includes(a.statusCode))).toBe(
      true,
    );
    expect(
      await t.ctx.db
        .select()
        .from(cuentaMovimientos)
        .where(eq(cuentaMovimientos.reversa_de, chargeId ?? 0)),
    ).toHaveLength(1);
  });
});
