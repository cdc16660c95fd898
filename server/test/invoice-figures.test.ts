import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impuestos, productoImpuestos } from '../src/db/schema';
import { toCents } from '../src/lib/money';
import { invoicingContext } from './helpers/invoices';

/** What an invoice prints, as the API answers it (the PDF and the dialog print these fields). */
interface Printed {
  bruto: string;
  descuentos: string;
  base: string;
  total: string;
  total_impuestos: string;
  impuestos: { tipo: string; valor: string }[];
  lineas: {
    descripcion: string;
    cantidad: string;
    precio_unitario: string;
    descuento: string;
    base: string;
    total: string;
  }[];
}

let c: Awaited<ReturnType<typeof invoicingContext>>;
let water: { id: number };

beforeAll(async () => {
  c = await invoicingContext();
  const { t } = c;
  // $ 4.500 with its IVA inside: its exact base is 3.781,51, billed at 3.782 + 718.
  water = await t.inv.makeProduct(t.hotelId, {
    tipo: 'servicio',
    nombre: 'Agua sin gas',
    categoria: 'Minibar',
    precio_venta: '4500',
    precio_incluye_impuestos: true,
  });
  const [iva] = await t.ctx.db.select().from(impuestos).where(eq(impuestos.nombre, 'IVA 19 %'));
  await t.ctx.db.insert(productoImpuestos).values({ producto_id: water.id, impuesto_id: iva?.id ?? 0 });
});
afterAll(() => c.t.ctx.close());

/**
 * Every printed figure adds up: the subtotal less the discounts is the base, the lines' bases add
 * up to it, the base plus the taxes is the total; each line's quantity × unit price − discount is
 * its base (the unit price is to the cent: within half a cent per unit, 3 × 3.781,67 for 11.345).
 */
function expectAddsUp(inv: Printed) {
  for (const l of inv.lineas) {
    const milli = BigInt(Math.round(Number(l.cantidad) * 1000));
    const gross = (toCents(l.precio_unitario) * milli) / 1000n;
    const off = gross - toCents(l.descuento) - toCents(l.base);
    expect(off * 2000n <= milli && -off * 2000n <= milli, `${l.descripcion}: ${off}`).toBe(true);
  }
  const sum = (values: string[]) => values.reduce((s, v) => s + toCents(v), 0n);
  expect(sum(inv.lineas.map((l) => l.base))).toBe(toCents(inv.base));
  expect(toCents(inv.bruto) - toCents(inv.descuentos)).toBe(toCents(inv.base));
  const taxes = sum(inv.impuestos.filter((t) => t.tipo !== 'excluido').map((t) => t.valor));
  expect(taxes).toBe(toCents(inv.total_impuestos));
  expect(toCents(inv.base) + taxes).toBe(toCents(inv.total));
}

describe('what the invoice prints (issue 32, items 4 and 5)', () => {
  it('names a charge moved from another room by its product only', async () => {
    const { t } = c;
    const from = await t.occupy('M1');
    const to = await t.occupy('M2');
    const charged = await t.post('/saveDetalleRoom', {
      habitacion_id: from.room.id,
      lineas: [{ product_id: t.laundry.id, cantidad: 1 }],
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const [laundryId] = charged.json().data.movimientos;
    const moved = await t.post('/cuentaTrasladar', {
      movimiento_ids: [laundryId],
      cuenta_destino_id: to.cuentaId,
      motivo: 'La paga la otra habitación',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The account still says where it came from, beside the entry.
    const entry = (await t.account(to.cuentaId)).movimientos.find(
      (m: { traslado: string | null }) => m.traslado === 'entrada',
    );
    expect(entry).toMatchObject({ concepto: 'Lavandería', traslado_cuenta_id: from.cuentaId });

    const res = await c.post('/facturaCrear', {
      cuenta_id: to.cuentaId,
      pagos: [{ forma_pago_id: t.efectivo, monto: '258000' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const descriptions = res.json().data.lineas.map((l: { descripcion: string }) => l.descripcion);
    expect(descriptions).toContain('Lavandería');
    expect(descriptions.join(' | ')).not.toMatch(/cuenta/);
  });

  it('prints one base, the one the taxes were computed on, and every figure adds up', async () => {
    const { t } = c;
    const { room, cuentaId } = await t.occupy('M3', '2026-11-21');
    const charged = await t.post('/saveDetalleRoom', {
      habitacion_id: room.id,
      lineas: [
        { product_id: water.id, cantidad: 1 },
        { product_id: water.id, cantidad: 3 },
      ],
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const res = await c.post('/facturaCrear', {
      cuenta_id: cuentaId,
      pagos: [{ forma_pago_id: t.efectivo, monto: '137000' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const inv: Printed = res.json().data;
    const [one] = inv.lineas.filter((l) => l.descripcion === 'Agua sin gas');
    // 4.500 with IVA inside: IVA 718, base 3.782 — the unit price printed is that base, not 3.781,51.
    expect(one).toMatchObject({ precio_unitario: '3782.00', base: '3782.00', total: '4500.00' });
    // 3 × 4.500 = 13.500: IVA 2.155, base 11.345; with the night (100.000) the base is 115.127.
    expect(inv).toMatchObject({ bruto: '115127.00', base: '115127.00', total: '137000.00' });
    expectAddsUp(inv);
  });

  it('keeps the unit price of a discounted line, its discount taking the rounding to the peso', async () => {
    const { t } = c;
    const { room, cuentaId } = await t.occupy('M4', '2026-11-21');
    const charged = await t.post('/saveDetalleRoom', {
      habitacion_id: room.id,
      lineas: [{ product_id: water.id, cantidad: 2 }],
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const discount = await c.post('/cuentaDescuento', {
      cuenta_id: cuentaId,
      monto: '10000',
      motivo: 'Cortesía de la casa',
    });
    expect(discount.statusCode, discount.body).toBe(200);
    const res = await c.post('/facturaCrear', {
      cuenta_id: cuentaId,
      pagos: [{ forma_pago_id: t.efectivo, monto: '118000' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const inv: Printed = res.json().data;
    expect(toCents(inv.descuentos)).toBeGreaterThan(0n);
    expectAddsUp(inv);
  });
});
