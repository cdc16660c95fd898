import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuentaMovimientos, impuestos, notasDebito, tiposDocumento } from '../src/db/schema';
import { invoicingContext } from './helpers/invoices';

let c: Awaited<ReturnType<typeof invoicingContext>>;
let ivaId: number;

beforeAll(async () => {
  c = await invoicingContext();
  const [iva] = await c.t.ctx.db.select().from(impuestos).where(eq(impuestos.nombre, 'IVA 19 %'));
  ivaId = iva?.id ?? 0;
});
afterAll(() => c.t.ctx.close());

const noteCount = async () => (await c.t.ctx.db.select().from(notasDebito)).length;

/** A stay with its sodas invoiced and paid in cash: the invoice's id and number. */
async function paidInvoice(numero: string) {
  const { cuentaId } = await c.stayWithSodas(numero);
  const res = await c.post('/facturaCrear', {
    cuenta_id: cuentaId,
    pagos: [{ forma_pago_id: c.t.efectivo, monto: '261800' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; numero: string };
}

const lines = () => [
  { concepto: 'Toalla dañada', cantidad: '1', precio_unitario: '30000', impuesto_id: ivaId },
  { concepto: 'Llamadas de larga distancia', cantidad: '2.5', precio_unitario: '1000' },
];

describe('guards: 401, 403, 400', () => {
  it('answers 401 without a session and 403 without facturas.debito (facturas.anular is not enough)', async () => {
    const annuller = await c.t.ctx.factories.actor({
      permisos: ['facturas.ver', 'facturas.anular'],
      hotelIds: [c.t.hotelId],
    });
    const nobody = await c.t.ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [c.t.hotelId] });
    const body = { factura_id: 1, motivo: 'Cargo olvidado', lineas: lines() };
    const anonymous = await c.t.ctx.app.inject({
      method: 'POST',
      url: '/api/notaDebitoCrear',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await c.post('/notaDebitoCrear', body, annuller.headers)).statusCode).toBe(403);
    expect((await c.t.ctx.app.inject({ method: 'GET', url: '/api/notaDebitoPdf/1' })).statusCode).toBe(401);
    expect((await c.get('/notaDebitoPdf/1', nobody.headers)).statusCode).toBe(403);
  });

  it('answers 400 with the field at fault, and writes nothing', async () => {
    const before = await noteCount();
    const cases: [body: object, field: string][] = [
      [{ factura_id: 'x', motivo: 'Cargo olvidado', lineas: lines() }, 'factura_id'],
      [{ factura_id: 1, motivo: 'x', lineas: lines() }, 'motivo'],
      [{ factura_id: 1, motivo: 'Cargo olvidado', lineas: [] }, 'lineas'],
      [
        {
          factura_id: 1,
          motivo: 'Cargo olvidado',
          lineas: [{ concepto: 'A', cantidad: '-1', precio_unitario: '1' }],
        },
        'lineas.0.cantidad',
      ],
      [
        {
          factura_id: 1,
          motivo: 'Cargo olvidado',
          lineas: [{ concepto: 'A', cantidad: '1', precio_unitario: 'mil' }],
        },
        'lineas.0.precio_unitario',
      ],
      [
        {
          factura_id: 1,
          motivo: 'Cargo olvidado',
          lineas: [{ concepto: '', cantidad: '1', precio_unitario: '1' }],
        },
        'lineas.0.concepto',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await c.post('/notaDebitoCrear', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    }
    const invoice = await paidInvoice('D0');
    const badTax = await c.post('/notaDebitoCrear', {
      factura_id: invoice.id,
      motivo: 'Cargo olvidado',
      lineas: [{ concepto: 'A', cantidad: '1', precio_unitario: '100', impuesto_id: 999999 }],
    });
    expect(badTax.statusCode).toBe(400);
    expect(badTax.json().errors).toEqual({
      'lineas.0.impuesto_id': ['El impuesto no existe o está inactivo'],
    });
    expect((await c.get('/notaDebitoPdf/1?formato=a4')).statusCode).toBe(400);
    expect(await noteCount()).toBe(before);
  });
});

describe('notaDebitoCrear', () => {
  it('adds taxed lines to a paid invoice with consecutive numbers: the invoice lists them and is owed', async () => {
    const invoice = await paidInvoice('D1');
    const first = await c.post('/notaDebitoCrear', {
      factura_id: invoice.id,
      motivo: 'Cargos no incluidos en la factura',
      lineas: lines(),
    });
    expect(first.statusCode, first.body).toBe(200);
    const note = first.json().data;
    expect(first.json().message).toBe(`Nota débito ${note.numero} creada`);
    // 30.000 + IVA 5.700; 2,5 × 1.000 = 2.500 excluded.
    expect(note).toMatchObject({
      factura_id: invoice.id,
      factura_numero: invoice.numero,
      fecha: '2026-11-20',
      motivo: 'Cargos no incluidos en la factura',
      base: '32500.00',
      total_impuestos: '5700.00',
      total: '38200.00',
      lineas: [
        { orden: 1, concepto: 'Toalla dañada', cantidad: '1.000', base: '30000.00', total: '35700.00' },
        {
          orden: 2,
          concepto: 'Llamadas de larga distancia',
          cantidad: '2.500',
          total: '2500.00',
          impuestos: [],
        },
      ],
    });
    expect(note.lineas[0].impuestos).toEqual([
      {
        impuesto_id: ivaId,
        nombre: 'IVA 19 %',
        tipo: 'IVA',
        porcentaje: '19.00',
        base: '30000.00',
        valor: '5700.00',
      },
    ]);
    const second = await c.post('/notaDebitoCrear', {
      factura_id: invoice.id,
      motivo: 'Minibar repuesto',
      lineas: [{ concepto: 'Agua', cantidad: '1', precio_unitario: '4000', impuesto_id: ivaId }],
    });
    expect(second.statusCode, second.body).toBe(200);
    const [n1, n2] = [note.numero, second.json().data.numero].map((n: string) => {
      expect(n).toMatch(/^ND\d+$/);
      return Number(n.slice(2));
    });
    expect(n2).toBe((n1 ?? 0) + 1);

    const shown = (await c.get(`/facturaMostrar/${invoice.id}`)).json().data;
    expect(shown).toMatchObject({
      estado: 'emitida',
      total: '261800.00',
      total_debitos: '42960.00',
      saldo: '42960.00',
    });
    expect(shown.notas_debito).toEqual([
      {
        id: note.id,
        numero: note.numero,
        fecha: '2026-11-20',
        motivo: 'Cargos no incluidos en la factura',
        total: '38200.00',
      },
      expect.objectContaining({ numero: second.json().data.numero, total: '4760.00' }),
    ]);
  });

  it('renders the debit note as a PDF in the invoice’s layout, letter and receipt', async () => {
    const invoice = await paidInvoice('D2');
    const note = (
      await c.post('/notaDebitoCrear', {
        factura_id: invoice.id,
        motivo: 'Daño en la habitación',
        lineas: lines(),
      })
    ).json().data;
    for (const formato of ['carta', 'tirilla']) {
      const res = await c.get(`/notaDebitoPdf/${note.id}?formato=${formato}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="nota-debito-${note.numero}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await c.get('/notaDebitoPdf/999999')).statusCode).toBe(404);
  });

  it('refuses a debit note on an annulled invoice or none, and writes nothing', async () => {
    const invoice = await paidInvoice('D3');
    const annulled = await c.post('/notaCreditoCrear', {
      factura_id: invoice.id,
      motivo: 'Factura mal emitida',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    const before = await noteCount();
    const res = await c.post('/notaDebitoCrear', {
      factura_id: invoice.id,
      motivo: 'Cargo olvidado',
      lineas: lines(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('La factura está anulada: no se le pueden agregar notas débito');
    const missing = await c.post('/notaDebitoCrear', {
      factura_id: 999999,
      motivo: 'Cargo olvidado',
      lineas: lines(),
    });
    expect(missing.statusCode).toBe(404);
    expect(await noteCount()).toBe(before);
  });

  it('on a credit invoice charges the note to the company’s credit account', async () => {
    const [nit] = await c.t.ctx.db.select().from(tiposDocumento).where(eq(tiposDocumento.abreviatura, 'NIT'));
    const company = await c.t.rooms.makeClient(c.t.hotelId, {
      tipo_documento_id: nit?.id ?? 0,
      numero_documento: '900555444',
      dv: '1',
      nombres: null,
      apellidos: null,
      razon_social: 'Eventos del Caribe S.A.S.',
      credito_aprobado: true,
    });
    const opened = await c.t.post('/cuentaCrear', { tipo: 'empresa', cliente_id: company.id });
    expect(opened.statusCode, opened.body).toBe(200);
    const companyAccount = opened.json().data.id as number;
    const { cuentaId } = await c.stayWithSodas('D4');
    const invoice = (
      await c.post('/facturaCrear', {
        cuenta_id: cuentaId,
        credito: { empresa_id: company.id, vencimiento: '2026-12-20' },
      })
    ).json().data;
    expect(invoice.saldo).toBe('261800.00');
    const note = await c.post('/notaDebitoCrear', {
      factura_id: invoice.id,
      motivo: 'Cargo olvidado',
      lineas: lines(),
    });
    expect(note.statusCode, note.body).toBe(200);
    expect((await c.t.account(companyAccount)).saldo).toBe('300000.00');
    const [entry] = await c.t.ctx.db
      .select()
      .from(cuentaMovimientos)
      .where(
        eq(
          cuentaMovimientos.concepto,
          `Nota débito ${note.json().data.numero} de la factura ${invoice.numero}`,
        ),
      );
    expect(entry).toMatchObject({ cuenta_id: companyAccount, tipo: 'cargo', total: '38200.00' });
    expect((await c.get(`/facturaMostrar/${invoice.id}`)).json().data.saldo).toBe('300000.00');
  });
});
