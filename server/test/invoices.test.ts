import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuentaMovimientos, paises, tiposDocumento } from '../src/db/schema';
import { invoicingContext } from './helpers/invoices';

let c: Awaited<ReturnType<typeof invoicingContext>>;
let t: Awaited<ReturnType<typeof invoicingContext>>['t'];

beforeAll(async () => {
  c = await invoicingContext();
  ({ t } = c);
});
afterAll(() => c.t.ctx.close());

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  c.post(url, payload, headers);
const get = (url: string, headers?: Record<string, string>) => c.get(url, headers);
const stayWithSodas = (numero: string) => c.stayWithSodas(numero);
const registerMoves = () => c.registerMoves();
const invoiceCount = () => c.invoiceCount();

describe('guards: 401, 403, 400', () => {
  const calls: [method: 'GET' | 'POST', url: string, body: object | undefined][] = [
    ['POST', '/facturaCrear', { cuenta_id: 1 }],
    ['POST', '/facturaListar', {}],
    ['GET', '/facturaMostrar/1', undefined],
    ['GET', '/facturaPdf/1', undefined],
    ['POST', '/notaCreditoCrear', { factura_id: 1, motivo: 'Error en la factura' }],
    ['GET', '/facturacionResumen', undefined],
  ];

  it('answers 401 without a token and 403 without the permission', async () => {
    const nobody = await t.ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [t.hotelId] });
    for (const [method, url, payload] of calls) {
      const anonymous = await t.ctx.app.inject({ method, url: `/api${url}`, payload });
      expect(anonymous.statusCode, url).toBe(401);
      const forbidden = await t.ctx.app.inject({
        method,
        url: `/api${url}`,
        payload,
        headers: nobody.headers,
      });
      expect(forbidden.statusCode, url).toBe(403);
    }
  });

  it('answers 400 with the field in Spanish, and bad input changes nothing', async () => {
    const { cuentaId } = await stayWithSodas('G1');
    const before = { invoices: await invoiceCount(), moves: (await registerMoves()).length };
    const cases: [url: string, body: object, field: string][] = [
      ['/facturaCrear', { cuenta_id: 'x' }, 'cuenta_id'],
      [
        '/facturaCrear',
        { cuenta_id: cuentaId, pagos: [{ forma_pago_id: t.efectivo, monto: 'mil' }] },
        'pagos.0.monto',
      ],
      [
        '/facturaCrear',
        { cuenta_id: cuentaId, pagos: [{ forma_pago_id: t.efectivo, monto: '0' }] },
        'pagos.0.monto',
      ],
      [
        '/facturaCrear',
        {
          cuenta_id: cuentaId,
          pagos: [{ forma_pago_id: t.efectivo, monto: '1000' }],
          credito: { empresa_id: 1, vencimiento: '2026-12-20' },
        },
        'credito',
      ],
      ['/facturaListar', { desde: '20/11/2026' }, 'desde'],
      ['/notaCreditoCrear', { factura_id: 1, motivo: 'x' }, 'motivo'],
      [
        '/notaCreditoCrear',
        { factura_id: 1, motivo: 'Devolución', lineas: [{ factura_linea_id: 1, cantidad: '-1' }] },
        'lineas.0.cantidad',
      ],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    }
    const pdf = await get('/facturaPdf/1?formato=a4');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors.formato).toEqual(['Formato: carta o tirilla']);
    expect({ invoices: await invoiceCount(), moves: (await registerMoves()).length }).toEqual(before);
  });
});

describe('facturaCrear: an account billed and settled', () => {
  it('bills the nights and the sodas per tax, takes a card and cash with change, and settles the account', async () => {
    const { cuentaId, client } = await stayWithSodas('F1');
    // 2 nights 119.000 + 2 sodas 11.900 = 261.800: a card of 200.000 and 70.000 in cash.
    const res = await post('/facturaCrear', {
      cuenta_id: cuentaId,
      pagos: [
        { forma_pago_id: t.tarjeta, monto: '200000' },
        { forma_pago_id: t.efectivo, monto: '70000' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(res.json().message).toBe(`Factura ${data.numero} creada`);
    expect(data).toMatchObject({
      forma: 'contado',
      estado: 'emitida',
      bruto: '220000.00',
      base: '220000.00',
      total_impuestos: '41800.00',
      total: '261800.00',
      cambio: '8200.00',
      total_letras: 'DOSCIENTOS SESENTA Y UN MIL OCHOCIENTOS PESOS M/CTE',
      comprador: { cliente_id: client.id, tipo_documento: 'CC', documento: client.numero_documento },
      cuenta_id: cuentaId,
    });
    expect(data.numero).toMatch(/^FE\d+$/);
    expect(data.resolucion_texto).toBe(
      'Resolución DIAN de facturación No. 18764000001 del 01/01/2026, autoriza del FE1 al FE999999, vigente hasta el 31/12/2026',
    );
    expect(data.emitida_local).toMatch(/^20\/11\/2026 \d\d:\d\d$/);
    expect(
      data.lineas.map((l: { descripcion: string; alojamiento: boolean; total: string }) => [
        l.descripcion,
        l.alojamiento,
        l.total,
      ]),
    ).toEqual([
      ['Alojamiento habitación F1 — noche 20/11/2026', true, '119000.00'],
      ['Alojamiento habitación F1 — noche 21/11/2026', true, '119000.00'],
      ['Gaseosa minibar', false, '23800.00'],
    ]);
    expect(data.lineas[2]).toMatchObject({
      cantidad: '2.000',
      precio_unitario: '10000.00',
      base: '20000.00',
    });
    expect(data.impuestos).toEqual([
      { tipo: 'IVA', porcentaje: '19.00', nombre: 'IVA 19 %', base: '220000.00', valor: '41800.00' },
    ]);
    // The means with their DIAN codes: the card as given, the cash net of the change.
    expect(data.pagos).toEqual([
      { forma_pago_id: t.efectivo, nombre: 'Efectivo', medio_dian: '10', monto: '61800.00' },
      { forma_pago_id: t.tarjeta, nombre: 'Tarjeta crédito', medio_dian: '48', monto: '200000.00' },
    ]);
    expect((await t.account(cuentaId)).saldo).toBe('0.00');
    const shown = await get(`/facturaMostrar/${data.id}`);
    expect(shown.json().data).toEqual(data);
  });

  it('answers a retry with the same key with the same invoice, and refuses the key for another request', async () => {
    const { cuentaId } = await stayWithSodas('F2');
    const body = { cuenta_id: cuentaId, pagos: [{ forma_pago_id: t.tarjeta, monto: '261800' }] };
    const headers = { ...c.billing.headers, 'idempotency-key': 'factura-F2-0001' };
    const first = await post('/facturaCrear', body, headers);
    expect(first.statusCode, first.body).toBe(200);
    const moves = (await registerMoves()).length;
    const again = await post('/facturaCrear', body, headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await registerMoves()).length).toBe(moves);
    const other = await post('/facturaCrear', { ...body, observaciones: 'otra' }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('La clave de idempotencia ya se usó para otra factura');
  });

  it('refuses short payments, cards above the balance and an account with nothing to bill, changing nothing', async () => {
    const { cuentaId } = await stayWithSodas('F3');
    const before = { invoices: await invoiceCount(), moves: (await registerMoves()).length };
    const short = await post('/facturaCrear', {
      cuenta_id: cuentaId,
      pagos: [{ forma_pago_id: t.efectivo, monto: '261799' }],
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Faltan $ 1 para cubrir el saldo de $ 261.800');
    const card = await post('/facturaCrear', {
      cuenta_id: cuentaId,
      pagos: [{ forma_pago_id: t.tarjeta, monto: '300000' }],
    });
    expect(card.statusCode).toBe(422);
    expect(card.json().message).toBe(
      'Los pagos con tarjeta o transferencia ($ 300.000) no pueden superar el saldo ($ 261.800)',
    );
    const unpaid = await post('/facturaCrear', { cuenta_id: cuentaId });
    expect(unpaid.json().message).toBe('La cuenta tiene un saldo pendiente de $ 261.800');
    expect({ invoices: await invoiceCount(), moves: (await registerMoves()).length }).toEqual(before);
    const ok = await post('/facturaCrear', {
      cuenta_id: cuentaId,
      pagos: [{ forma_pago_id: t.efectivo, monto: '261800' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const twice = await post('/facturaCrear', { cuenta_id: cuentaId });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('La cuenta no tiene cargos por facturar');
    const missing = await post('/facturaCrear', { cuenta_id: 999999 });
    expect(missing.statusCode).toBe(404);
  });

  it('bills a company on credit with facturas.credito: the stay closes at zero, the company owes', async () => {
    const [nit] = await t.ctx.db.select().from(tiposDocumento).where(eq(tiposDocumento.abreviatura, 'NIT'));
    const company = await t.rooms.makeClient(t.hotelId, {
      tipo_documento_id: nit?.id ?? 0,
      numero_documento: '900123456',
      dv: '8',
      nombres: null,
      apellidos: null,
      razon_social: 'Viajes Andinos S.A.S.',
      credito_aprobado: true,
    });
    const { cuentaId } = await stayWithSodas('F4');
    const body = { cuenta_id: cuentaId, credito: { empresa_id: company.id, vencimiento: '2026-12-20' } };
    const noAccount = await post('/facturaCrear', body);
    expect(noAccount.statusCode).toBe(422);
    expect(noAccount.json().message).toBe(
      'La empresa no tiene una cuenta de crédito abierta: ábrala en Detalle Cuentas',
    );
    const opened = await t.post('/cuentaCrear', { tipo: 'empresa', cliente_id: company.id });
    expect(opened.statusCode, opened.body).toBe(200);
    const companyAccount = opened.json().data.id;

    const cashierOnly = await t.ctx.factories.actor({ permisos: ['facturas.crear'], hotelIds: [t.hotelId] });
    const refused = await post('/facturaCrear', body, cashierOnly.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tiene permiso para facturar a crédito');

    const res = await post('/facturaCrear', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      forma: 'credito',
      vencimiento: '2026-12-20',
      total: '261800.00',
      pagos: [],
      comprador: { tipo_documento: 'NIT', documento: '900123456', dv: '8', nombre: 'Viajes Andinos S.A.S.' },
    });
    expect((await t.account(cuentaId)).saldo).toBe('0.00');
    expect((await t.account(companyAccount)).saldo).toBe('261800.00');
    const companyEntries = await t.ctx.db
      .select()
      .from(cuentaMovimientos)
      .where(eq(cuentaMovimientos.cuenta_id, companyAccount));
    // The receivable is billed already: invoicing the company's account finds nothing new to bill.
    expect(companyEntries).toHaveLength(1);
    const again = await post('/facturaCrear', {
      cuenta_id: companyAccount,
      credito: { empresa_id: company.id, vencimiento: '2026-12-20' },
    });
    expect(again.json().message).toBe('La cuenta no tiene cargos por facturar');
  });

  it('bills the lodging of a non-resident foreign tourist at 0 % IVA with the legal note and the evidence', async () => {
    const [pa] = await t.ctx.db.select().from(tiposDocumento).where(eq(tiposDocumento.abreviatura, 'PA'));
    const [us] = await t.ctx.db.select().from(paises).where(eq(paises.codigo, 'US'));
    const tourist = await t.rooms.makeClient(t.hotelId, {
      tipo_documento_id: pa?.id ?? 0,
      numero_documento: 'X9876543',
      nacionalidad_id: us?.id ?? null,
      nombres: 'John',
      apellidos: 'Peña',
      extranjero_no_residente: true,
      soporte_migratorio: 'Sello PIP-5 0001',
    });
    const room = await t.rooms.makeRoom(t.hotelId, {
      tipo_habitacion_id: (await t.occupy('X0')).room.tipo_habitacion_id,
      numero: 'X1',
    });
    const occupied = await t.post('/ocuparHabitacionCliente', {
      habitacion_id: room.id,
      cliente_id: tourist.id,
      adultos: 1,
      salida: '2026-11-21',
      tarifa_nombre: 'Estándar',
      exento_iva: true,
    });
    expect(occupied.statusCode, occupied.body).toBe(200);
    const { cuenta_id: cuentaId, id: stayId } = (await t.get(`/getRoomDashBoard/${room.id}`)).json().data
      .estancia;
    await t.postPlannedNights(stayId); // the night, as the business-day close posts it
    await t.post('/saveDetalleRoom', {
      habitacion_id: room.id,
      lineas: [{ product_id: t.soda.id, cantidad: 1, warehouse_id: t.warehouse.id }],
    });
    const res = await post('/facturaCrear', {
      cuenta_id: cuentaId,
      pagos: [{ forma_pago_id: t.tarjeta, monto: '111900' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.impuestos).toEqual([
      { tipo: 'IVA', porcentaje: '0.00', nombre: 'IVA exento 0 %', base: '100000.00', valor: '0.00' },
      { tipo: 'IVA', porcentaje: '19.00', nombre: 'IVA 19 %', base: '10000.00', valor: '1900.00' },
    ]);
    expect(data.nota_exencion).toContain('turista extranjero no residente');
    expect(data.exencion).toEqual({
      tipo_documento: 'PA',
      numero_documento: 'X9876543',
      nacionalidad: 'US',
      soporte_migratorio: 'Sello PIP-5 0001',
    });
    expect(data.total).toBe('111900.00');
  });
});
