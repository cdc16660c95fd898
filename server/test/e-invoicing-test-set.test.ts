import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electronicHotel } from './helpers/e-invoicing-hotel';
import type { TFakeDian } from './helpers/fake-dian';

/**
 * Issue 27, the habilitación: the invoices and notes of DIAN's test set made, signed and sent to a
 * local fake DIAN in its test range, apart from the hotel's own invoices.
 */
type Hotel = Awaited<ReturnType<typeof electronicHotel>>;
let hotel: Hotel;
let fake: TFakeDian;
let c: Hotel['c'];
let admin: Record<string, string>;
let configure: Hotel['configure'];

beforeAll(async () => {
  hotel = await electronicHotel({ now: () => new Date() });
  ({ fake, c, admin, configure } = hotel);
  await hotel.issueElectronically();
});
afterAll(async () => {
  await hotel?.close();
});

describe('habilitación: the test set', () => {
  const testSet = (payload: object, headers = admin) =>
    c.t.ctx.app.inject({ method: 'POST', url: '/api/facturacionElectronica/setPruebas', headers, payload });

  it('refuses a bad count, a user without the configuration permission, and a set without its TestSetId', async () => {
    const bad = await testSet({ facturas: 0, notas_credito: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['facturas', 'notas_credito']);
    const cashier = await c.t.ctx.factories.actor({ permisos: ['facturas.ver'], hotelIds: [c.t.hotelId] });
    expect((await testSet({}, { ...cashier.headers, 'x-hotel-id': String(c.t.hotelId) })).statusCode).toBe(
      403,
    );
    const noId = await testSet({});
    expect(noId.statusCode).toBe(422);
    expect(noId.json().message).toBe(
      'Indique el identificador del set de pruebas (TestSetId) que le dio la DIAN',
    );
  });

  it('makes, signs and sends the invoices and notes DIAN asks for, numbered in its test range, and keeps the verdicts', async () => {
    expect(
      (await configure({ emitir: true, test_set_id: 'c4c2b6f3-0e14-4d8b-9c55-000000000001' })).statusCode,
    ).toBe(200);
    const before = fake.received.length;
    const res = await testSet({ facturas: 2, notas_credito: 1, notas_debito: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.set_pruebas.map((r: { clase: string; numero: string; estado: string }) => [
          r.clase,
          r.numero,
          r.estado,
        ]),
    ).toEqual([
      // From the top of DIAN's test range down, away from the hotel's own invoices in it.
      ['factura', 'SETP994999999', 'aceptado'],
      ['factura', 'SETP995000000', 'aceptado'],
      ['nota_credito', 'NC994999999', 'aceptado'],
      ['nota_debito', 'ND994999999', 'aceptado'],
    ]);
    const uploads = fake.received.slice(before).filter((r) => r.operation === 'SendTestSetAsync');
    expect(uploads.map((u) => [u.security, u.checked?.typeCode, u.checked?.rules])).toEqual([
      ['válida', '01', []],
      ['válida', '01', []],
      ['válida', '91', []],
      ['válida', '92', []],
    ]);
    // Nothing of it is an invoice of the hotel (which has issued none).
    expect(await c.invoiceCount()).toBe(0);
    // A second run goes on below the first one's numbers.
    const again = await testSet({ facturas: 1, notas_credito: 0, notas_debito: 0 });
    expect(again.json().data.set_pruebas.at(-1)).toMatchObject({
      numero: 'SETP994999998',
      estado: 'aceptado',
    });
  });

  it('is sent only in the test environment', async () => {
    expect((await configure({ emitir: true, ambiente: 'produccion' })).statusCode).toBe(200);
    const res = await testSet({});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El set de pruebas se envía en el ambiente de pruebas (habilitación)');
    expect((await configure({ emitir: true })).statusCode).toBe(200);
  });
});
