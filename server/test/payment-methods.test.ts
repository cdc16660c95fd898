import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

let ctx: TestContext;
let editor: Record<string, string>;
let reader: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  editor = (await ctx.factories.actor({ permisos: ['medios_pago.ver', 'medios_pago.editar'] })).headers;
  reader = (await ctx.factories.actor({ permisos: ['medios_pago.ver'] })).headers;
});
afterAll(() => ctx.close());
const call = callerOf(() => ctx);

async function dianId(codigo: string): Promise<number> {
  const list = (await call('GET', '/api/mediosPagoDian', reader)).json().data as {
    id: number;
    codigo: string;
  }[];
  const found = list.find((m) => m.codigo === codigo);
  if (!found) throw new Error(`medio DIAN ${codigo}`);
  return found.id;
}

describe('payment methods (admin/wallets)', () => {
  it('401 without a token', async () => {
    expect((await call('POST', '/api/medioPagoListar')).statusCode).toBe(401);
    expect((await call('GET', '/api/mediosPagoDian')).statusCode).toBe(401);
  });

  it('lists the six seeded methods with their group and DIAN code', async () => {
    const res = await call('POST', '/api/medioPagoListar', reader);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { nombre: string; grupo: string; medio_pago_dian_codigo: string }[];
    expect(data.map((m) => m.nombre).sort()).toEqual(
      ['Daviplata', 'Efectivo', 'Nequi', 'Tarjeta crédito', 'Tarjeta débito', 'Transferencia'].sort(),
    );
    expect(data.find((m) => m.nombre === 'Efectivo')).toMatchObject({
      grupo: 'efectivo',
      medio_pago_dian_codigo: '10',
    });
    expect(data.find((m) => m.nombre === 'Tarjeta crédito')).toMatchObject({
      grupo: 'tarjetas',
      medio_pago_dian_codigo: '48',
    });
  });

  it('403 changing without medios_pago.editar; 400 with field errors', async () => {
    const body = { nombre: 'Bono', grupo: 'efectivo', medio_pago_dian_id: await dianId('10') };
    expect((await call('POST', '/api/medioPagoCrear', reader, body)).statusCode).toBe(403);
    const bad = await call('POST', '/api/medioPagoCrear', editor, { nombre: '', grupo: 'cheque' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['grupo', 'medio_pago_dian_id', 'nombre']);
    const unknown = await call('POST', '/api/medioPagoCrear', editor, {
      ...body,
      medio_pago_dian_id: 999999,
    });
    expect(unknown.json().errors).toEqual({ medio_pago_dian_id: ['El medio de pago DIAN no existe'] });
  });

  it('creates, updates, deactivates and deletes, with the audit log', async () => {
    const created = await call('POST', '/api/medioPagoCrear', editor, {
      nombre: 'Bre-B',
      grupo: 'transferencia',
      medio_pago_dian_id: await dianId('47'),
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const dup = await call('POST', '/api/medioPagoCrear', editor, {
      nombre: 'Bre-B',
      grupo: 'transferencia',
      medio_pago_dian_id: await dianId('47'),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.nombre).toEqual(['Ya existe un medio de pago con ese nombre']);

    const updated = await call('POST', `/api/medioPagoActualizar/${id}`, editor, {
      nombre: 'Llaves Bre-B',
      grupo: 'transferencia',
      medio_pago_dian_id: await dianId('47'),
      estado: false,
    });
    expect(updated.json().data).toMatchObject({ nombre: 'Llaves Bre-B', estado: false });
    expect((await call('GET', `/api/medioPagoMostrar/${id}`, reader)).json().data.nombre).toBe(
      'Llaves Bre-B',
    );

    const removed = await call('POST', `/api/medioPagoEliminar/${id}`, editor);
    expect(removed.json()).toEqual({ accion: 'eliminado', message: 'Medio de pago eliminado' });
    expect((await call('GET', `/api/medioPagoMostrar/${id}`, reader)).statusCode).toBe(404);
    expect((await auditOf(ctx.db, 'formas_pago', id)).map((e) => e.accion)).toEqual([
      'eliminar',
      'desactivar',
      'crear',
    ]);
  });
});
