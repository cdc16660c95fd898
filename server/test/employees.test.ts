import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

let ctx: TestContext;
let hotelId: number;
let boss: Record<string, string>;
const all = ['empleados.ver', 'empleados.crear', 'empleados.editar', 'empleados.eliminar'] as const;
beforeAll(async () => {
  ctx = await createTestContext();
  hotelId = (await ctx.factories.makeHotel()).id;
  boss = (await ctx.factories.actor({ permisos: [...all], hotelIds: [hotelId] })).headers;
});
afterAll(() => ctx.close());
const call = callerOf(() => ctx);

let seq = 0;
const employee = (over: Record<string, unknown> = {}) => ({
  documento: `52${Date.now() % 1_000_000}${seq++}`,
  nombres: 'Rosa Elena Pardo',
  cargo: 'Camarera',
  telefono: '310 000 0000',
  ...over,
});

describe('employees', () => {
  it('401, 403 and 400 with field errors', async () => {
    expect((await call('POST', '/api/empleadoListar')).statusCode).toBe(401);
    const reader = (await ctx.factories.actor({ permisos: ['empleados.ver'], hotelIds: [hotelId] })).headers;
    expect((await call('POST', '/api/empleadoCrear', reader, employee())).statusCode).toBe(403);
    expect((await call('GET', '/api/empleadoUsuarios', reader)).statusCode).toBe(403);
    const bad = await call('POST', '/api/empleadoCrear', boss, { documento: '', nombres: '', cargo: '' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['cargo', 'documento', 'nombres']);
  });

  it('creates, updates, deactivates and deletes with the audit; duplicate document is a 409', async () => {
    const body = employee();
    const id = (await call('POST', '/api/empleadoCrear', boss, body)).json().data.id;
    const dup = await call('POST', '/api/empleadoCrear', boss, body);
    expect(dup.json().errors).toEqual({ documento: ['Ya existe un empleado con ese documento'] });
    const off = await call('POST', '/api/empleadoActualizar', boss, {
      ...body,
      id,
      cargo: 'Supervisora',
      estado: false,
    });
    expect(off.json().data).toMatchObject({ cargo: 'Supervisora', estado: false });
    const active = await call('POST', '/api/empleadoListar', boss, { estado: true, search: body.documento });
    expect(active.json().total).toBe(0);
    expect((await call('POST', `/api/empleadoEliminar/${id}`, boss)).json().accion).toBe('eliminado');
    expect((await auditOf(ctx.db, 'empleados', id)).map((e) => e.accion)).toEqual([
      'eliminar',
      'desactivar',
      'crear',
    ]);
  });

  it('links a user of the hotel, once; a user of another hotel is refused', async () => {
    const colleague = await ctx.factories.makeUser({ hotelIds: [hotelId] });
    const outsider = await ctx.factories.makeUser({ hotelIds: [(await ctx.factories.makeHotel()).id] });
    const options = (await call('GET', '/api/empleadoUsuarios', boss)).json().data as { id: number }[];
    expect(options.map((u) => u.id)).toContain(colleague.id);
    expect(options.map((u) => u.id)).not.toContain(outsider.id);

    const linked = await call('POST', '/api/empleadoCrear', boss, employee({ usuario_id: colleague.id }));
    expect(linked.json().data).toMatchObject({ usuario_id: colleague.id, usuario: colleague.name });
    const twice = await call('POST', '/api/empleadoCrear', boss, employee({ usuario_id: colleague.id }));
    expect(twice.json().errors).toEqual({ usuario_id: ['Ese usuario ya está vinculado a otro empleado'] });
    const foreign = await call('POST', '/api/empleadoCrear', boss, employee({ usuario_id: outsider.id }));
    expect(foreign.json().errors).toEqual({ usuario_id: ['Elija un usuario activo de este hotel'] });
  });

  it('keeps each hotel’s employees to itself', async () => {
    const other = await ctx.factories.makeHotel();
    const theirs = (await ctx.factories.actor({ permisos: [...all], hotelIds: [other.id] })).headers;
    const body = employee();
    const id = (await call('POST', '/api/empleadoCrear', theirs, body)).json().data.id;
    expect((await call('GET', `/api/empleadoMostrar/${id}`, boss)).statusCode).toBe(404);
    expect((await call('POST', '/api/empleadoActualizar', boss, { ...body, id })).statusCode).toBe(404);
    expect((await call('POST', `/api/empleadoEliminar/${id}`, boss)).statusCode).toBe(404);
  });
});
