import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria } from '../src/db/schema';
import {
  c,
  collector,
  company,
  creditInvoice,
  moveCount,
  nextRoom,
  pay,
  receiptCount,
  t,
  useReceivablesDesk,
  withRegister,
} from './helpers/receivables-desk';

/** Receivables (cartera): the guards, and credit at invoicing (approval, limit, due date). */
useReceivablesDesk({ collector: 'Cartera' });

describe('guards: 401, 403, 400', () => {
  const calls: [method: 'GET' | 'POST', url: string, body: object | undefined][] = [
    ['POST', '/cuentasPorCobrarListar', {}],
    ['GET', '/cuentasPorCobrarCliente/1', undefined],
    ['POST', '/abonoCrear', { cliente_id: 1, forma_pago_id: 1, monto: 1000 }],
    ['POST', '/abonoAnular/1', { motivo: 'Error' }],
    ['POST', '/cuotasCrear', { factura_ids: [1], cuotas: [{ fecha: '2026-12-01', monto: 1 }] }],
  ];

  it('answers 401 without a token and 403 without the permission', async () => {
    const nobody = await t.ctx.factories.actor({ permisos: ['facturas.ver'], hotelIds: [t.hotelId] });
    for (const [method, url, payload] of calls) {
      const headers = { 'idempotency-key': 'clave-de-prueba' };
      const anonymous = await t.ctx.app.inject({ method, url: `/api${url}`, payload, headers });
      expect(anonymous.statusCode, url).toBe(401);
      const forbidden = await t.ctx.app.inject({
        method,
        url: `/api${url}`,
        payload,
        headers: { ...headers, ...nobody.headers },
      });
      expect(forbidden.statusCode, url).toBe(403);
    }
    // Registering payments is not annulling them.
    const payer = await t.ctx.factories.actor({ permisos: ['facturas.abonar'], hotelIds: [t.hotelId] });
    const annul = await t.post('/abonoAnular/1', { motivo: 'Error' }, payer.headers);
    expect(annul.statusCode).toBe(403);
  });

  it('answers 400 with the field in Spanish, and bad input changes nothing', async () => {
    const before = { receipts: await receiptCount(), moves: await moveCount() };
    const cases: [body: object, field: string][] = [
      [{ cliente_id: 1, forma_pago_id: t.efectivo, monto: 0 }, 'monto'],
      [{ cliente_id: 1, forma_pago_id: t.efectivo, monto: 'mil' }, 'monto'],
      [{ cliente_id: 'x', forma_pago_id: t.efectivo, monto: 1000 }, 'cliente_id'],
      [
        { cliente_id: 1, forma_pago_id: t.efectivo, monto: 1000, retenciones: [{ tipo: 'iva', monto: 1 }] },
        'retenciones.0.tipo',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await pay(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field], res.body).toBeDefined();
    }
    const noKey = await t.post(
      '/abonoCrear',
      { cliente_id: 1, forma_pago_id: t.efectivo, monto: 1 },
      collector.headers,
    );
    expect(noKey.statusCode).toBe(400);
    const plan = await t.post(
      '/cuotasCrear',
      {
        factura_ids: [1, 1],
        cuotas: [
          { fecha: '2026-12-02', monto: 1 },
          { fecha: '2026-12-01', monto: 1 },
        ],
      },
      collector.headers,
    );
    expect(plan.statusCode).toBe(400);
    expect(Object.keys(plan.json().errors).sort()).toEqual(['cuotas.1.fecha', 'factura_ids']);
    const list = await t.post('/cuentasPorCobrarListar', { desde: '20-11-2026' }, collector.headers);
    expect(list.statusCode).toBe(400);
    expect(list.json().errors.desde).toBeDefined();
    expect(await receiptCount()).toBe(before.receipts);
    expect(await moveCount()).toBe(before.moves);
  });
});

describe('credit at invoicing: approval, limit and due date', () => {
  it('dates the invoice by the client’s terms and refuses above the limit with what is available', async () => {
    const limited = await company({ limite_credito: '300000', plazo_dias: 15 });
    const first = await creditInvoice(limited.id);
    expect(first.vencimiento).toBe('2026-12-05');
    const { cuentaId } = await c.stayWithSodas(nextRoom());
    const body = { cuenta_id: cuentaId, credito: { empresa_id: limited.id } };
    const refused = await c.post('/facturaCrear', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'El crédito supera el cupo del cliente: disponible $ 38.200 de $ 300.000, la venta es de $ 261.800',
    );
    // facturas.sobrecupo goes on, and the audit says so.
    const boss = await t.ctx.factories.actor({
      permisos: ['facturas.crear', 'facturas.credito', 'facturas.sobrecupo'],
      hotelIds: [t.hotelId],
    });
    const overridden = await c.post('/facturaCrear', body, boss.headers);
    expect(overridden.statusCode, overridden.body).toBe(200);
    const logged = await t.ctx.db.select().from(auditoria).where(eq(auditoria.accion, 'sobrecupo'));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.entidad_id).toBe(String(limited.id));
  });

  it('refuses a company without approved credit', async () => {
    const unapproved = await company({ credito_aprobado: false });
    const { cuentaId } = await c.stayWithSodas(nextRoom());
    const res = await c.post('/facturaCrear', {
      cuenta_id: cuentaId,
      credito: { empresa_id: unapproved.id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El cliente no tiene crédito aprobado: apruébelo en Clientes');
  });

  it('checks the limit at check-out on credit, and nothing is checked out when refused', async () => {
    // Leaving on the day of arrival takes the posted nights back: the sodas (23.800) are owed.
    const small = await company({ limite_credito: '20000' });
    const stay = await c.stayWithSodas(nextRoom());
    const desk = await withRegister(['rack.desocupar', 'facturas.credito', 'cajas.abrir'], 'Recepción 2');
    const out = await t.post(
      '/desocuparHabitacionCliente',
      { habitacion_id: stay.room.id, credito: { empresa_id: small.id } },
      desk.headers,
    );
    expect(out.statusCode, out.body).toBe(422);
    expect(out.json().message).toBe(
      'El crédito supera el cupo del cliente: disponible $ 20.000 de $ 20.000, la venta es de $ 23.800',
    );
    expect((await t.account(stay.cuentaId)).estado).toBe('abierta');
  });
});
