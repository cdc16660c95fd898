import { nitCheckDigit } from '@posada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './helpers/audit';
import { catalogIds } from './helpers/catalog-ids';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof catalogIds>>;
let hotelId: number;
let buyer: Record<string, string>;
const all = ['proveedores.ver', 'proveedores.crear', 'proveedores.editar', 'proveedores.eliminar'] as const;
beforeAll(async () => {
  ctx = await createTestContext();
  ids = await catalogIds(ctx.db);
  hotelId = (await ctx.factories.makeHotel()).id;
  buyer = (await ctx.factories.actor({ permisos: [...all], hotelIds: [hotelId] })).headers;
});
afterAll(() => ctx.close());
const call = callerOf(() => ctx);

const supplier = (over: Record<string, unknown> = {}) => {
  const nit = String(900_000_000 + Math.floor(Math.random() * 9_999_999));
  return {
    nit,
    dv: nitCheckDigit(nit),
    razon_social: 'Distribuidora Andina S.A.S.',
    contacto: 'Pedro Pérez',
    telefono: '604 555 0000',
    email: 'ventas@andina.co',
    direccion: 'Calle 30 # 65-20',
    ciudad_id: ids.medellin,
    ...over,
  };
};

describe('suppliers', () => {
  it('401, 403 and 400 (the NIT check digit lands on dv)', async () => {
    expect((await call('POST', '/api/proveedorListar')).statusCode).toBe(401);
    const reader = (await ctx.factories.actor({ permisos: ['proveedores.ver'], hotelIds: [hotelId] }))
      .headers;
    expect((await call('POST', '/api/proveedorCrear', reader, supplier())).statusCode).toBe(403);
    const bad = await call('POST', '/api/proveedorCrear', buyer, {
      ...supplier(),
      nit: '800197268',
      dv: '1',
      razon_social: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      dv: ['El dígito de verificación no corresponde al NIT'],
      razon_social: ['La razón social es obligatoria'],
    });
    const noCity = await call('POST', '/api/proveedorCrear', buyer, supplier({ ciudad_id: 999999 }));
    expect(noCity.json().errors).toEqual({ ciudad_id: ['La ciudad no existe'] });
  });

  it('creates, lists with search, shows, updates, deletes; a duplicate NIT is a 409 on the field', async () => {
    const body = supplier();
    const created = await call('POST', '/api/proveedorCrear', buyer, body);
    expect(created.json().data).toMatchObject({ nit: body.nit, ciudad: 'Medellín', estado: true });
    const id = created.json().data.id;
    const dup = await call('POST', '/api/proveedorCrear', buyer, body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ nit: ['Ya existe un proveedor con ese NIT'] });

    const found = await call('POST', `/api/proveedorListar?search=${body.nit.slice(0, 6)}`, buyer);
    expect(found.json().data.map((s: { id: number }) => s.id)).toContain(id);
    const updated = await call('POST', '/api/proveedorActualizar', buyer, {
      ...body,
      id,
      contacto: 'Ana Ruiz',
    });
    expect(updated.json().data.contacto).toBe('Ana Ruiz');
    expect((await call('GET', `/api/proveedorMostrar/${id}`, buyer)).json().data.contacto).toBe('Ana Ruiz');
    expect((await call('POST', `/api/proveedorEliminar/${id}`, buyer)).json().accion).toBe('eliminado');
    expect((await auditOf(ctx.db, 'proveedores', id)).map((e) => e.accion)).toEqual([
      'eliminar',
      'actualizar',
      'crear',
    ]);
  });

  it('keeps each hotel’s suppliers to itself', async () => {
    const other = await ctx.factories.makeHotel();
    const theirs = (await ctx.factories.actor({ permisos: [...all], hotelIds: [other.id] })).headers;
    const body = supplier();
    const id = (await call('POST', '/api/proveedorCrear', theirs, body)).json().data.id;
    expect((await call('GET', `/api/proveedorMostrar/${id}`, buyer)).statusCode).toBe(404);
    expect((await call('POST', '/api/proveedorActualizar', buyer, { ...body, id })).statusCode).toBe(404);
    expect((await call('POST', `/api/proveedorEliminar/${id}`, buyer)).statusCode).toBe(404);
    expect((await call('POST', '/api/proveedorCrear', buyer, body)).statusCode).toBe(200);
  });
});
