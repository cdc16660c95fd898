import type { InternalSequenceKind } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numeracionesInternas, resolucionesFacturacion } from '../src/db/schema';
import { createHotelCalendar } from '../src/kernel/calendar';
import { createNumbers, ZInvoiceNumber } from '../src/kernel/numbers';
import { systemClock } from '../src/lib/clock';
import { parsedRows } from '../src/lib/raw-sql';
import { createHotelsRepository } from '../src/modules/hotels';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const numbers = createNumbers({
  calendar: createHotelCalendar({ clock: systemClock, repo: createHotelsRepository() }),
});
const take = (hotelId: number, kind: InternalSequenceKind) =>
  ctx.db.transaction((tx) => numbers.next(tx, hotelId, kind));
/** An invoice's number taken alone (invoicing embeds the take in the statement numbering the invoice). */
const takeInvoice = (hotelId: number) =>
  ctx.db.transaction((tx) =>
    numbers.invoice(
      tx,
      hotelId,
      async (take) => parsedRows('test.takeInvoice', ZInvoiceNumber, await tx.execute(take))[0],
    ),
  );

const today = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

describe('numbers.next (the service invoicing will use)', () => {
  it('starts a missing internal sequence at 1 with its default prefix and goes on from there', async () => {
    const { id } = await ctx.factories.makeHotel();
    expect(await take(id, 'recibo_caja')).toEqual({ prefijo: 'RC', numero: 1, texto: 'RC1' });
    expect((await take(id, 'recibo_caja')).numero).toBe(2);
    expect((await take(id, 'ingreso_inventario')).texto).toBe('II1');
  });

  it('20 concurrent transactions get 20 distinct consecutive numbers', async () => {
    const { id } = await ctx.factories.makeHotel();
    await take(id, 'comprobante_egreso');
    const numbers = await Promise.all(Array.from({ length: 20 }, () => take(id, 'comprobante_egreso')));
    expect(numbers.map((n) => n.numero).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
  });

  it('a rolled-back transaction gives its number back: no gaps', async () => {
    const { id } = await ctx.factories.makeHotel();
    await take(id, 'nota_credito');
    await expect(
      ctx.db.transaction(async (tx) => {
        await numbers.next(tx, id, 'nota_credito');
        throw new Error('la factura falló');
      }),
    ).rejects.toThrow('la factura falló');
    expect((await take(id, 'nota_credito')).numero).toBe(2);
  });

  it('an inactive sequence is refused with a business-rule error', async () => {
    const { id } = await ctx.factories.makeHotel();
    await ctx.db
      .insert(numeracionesInternas)
      .values({ hotel_id: id, tipo: 'factura_interna', estado: false });
    await expect(take(id, 'factura_interna')).rejects.toMatchObject({ statusCode: 422 });
  });

  it('invoices take the valid DIAN resolution, concurrently without duplicates, until it is spent', async () => {
    const { id } = await ctx.factories.makeHotel();
    await expect(takeInvoice(id)).rejects.toThrow(
      'No hay una resolución de facturación vigente con números disponibles',
    );
    const [resolution] = await ctx.db
      .insert(resolucionesFacturacion)
      .values({
        hotel_id: id,
        numero_resolucion: '18760000001',
        prefijo: 'SETP',
        desde: 990000000,
        hasta: 990000019,
        siguiente: 990000000,
        fecha_desde: today(),
        fecha_hasta: today(),
        clave_tecnica: 'clave',
      })
      .returning();
    const numbers = await Promise.all(Array.from({ length: 20 }, () => takeInvoice(id)));
    expect(numbers.map((n) => n.numero).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => 990000000 + i),
    );
    expect(numbers[0]).toMatchObject({ prefijo: 'SETP', resolucion_id: resolution?.id });
    await expect(takeInvoice(id)).rejects.toMatchObject({ statusCode: 422 });
    const [row] = await ctx.db
      .select()
      .from(resolucionesFacturacion)
      .where(eq(resolucionesFacturacion.hotel_id, id));
    expect(row?.siguiente).toBe(990000020);
  });
});
