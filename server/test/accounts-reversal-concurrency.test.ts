import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, cuentaMovimientos } from '../src/db/schema';
import { accountsContext } from './helpers/accounts';

// On PostgreSQL the 50 requests really run at once (one pool connection each); PGlite serializes them.
let t: Awaited<ReturnType<typeof accountsContext>>;
beforeAll(async () => {
  t = await accountsContext();
});
afterAll(() => t.ctx.close());

const REVERSED = 'El movimiento ya fue reversado';

describe('reversals racing', () => {
  it('of 50 simultaneous reversals of one payment, one refunds it and the other 49 get the same 409', async () => {
    const { cuentaId } = await t.occupy('RC1');
    // The register holds exactly this cash: a twin that went on to refund it would find none left.
    const paid = await t.post(
      '/cuentaPago',
      { cuenta_id: cuentaId, forma_pago_id: t.efectivo, monto: '50000' },
      { ...t.staff.headers, 'idempotency-key': 'pago-RC1-0001' },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const [paymentId] = paid.json().data.movimientos;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.post('/cuentaReversar', { movimiento_id: paymentId, motivo: `Cobro duplicado ${i}` }),
      ),
    );
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(responses.length - refused.length).toBe(1);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(49).fill(409));
    expect(new Set(refused.map((r) => r.json().message))).toEqual(new Set([REVERSED]));
    const reversals = await t.ctx.db
      .select()
      .from(cuentaMovimientos)
      .where(eq(cuentaMovimientos.reversa_de, paymentId));
    expect(reversals).toHaveLength(1);
    const refunds = await t.ctx.db
      .select()
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.id, reversals[0]?.caja_movimiento_id ?? 0));
    expect(refunds).toMatchObject([{ tipo: 'devolucion', monto: '50000.00' }]);
  });

  it('a later attempt, after the race, is the same 409', async () => {
    const { room } = await t.occupy('RC2');
    const charged = await t.post('/saveDetalleRoom', {
      habitacion_id: room.id,
      lineas: [{ product_id: t.laundry.id, cantidad: 1 }],
    });
    const [chargeId] = charged.json().data.movimientos;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.post('/cuentaReversar', { movimiento_id: chargeId, motivo: 'Error' }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(49).fill(409)]);
    const later = await t.post('/cuentaReversar', { movimiento_id: chargeId, motivo: 'Otra vez' });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(REVERSED);
  });
});
