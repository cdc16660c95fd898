import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

let ctx: TestContext;
let editor: Record<string, string>;
let reader: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  editor = (await ctx.factories.actor({ permisos: ['impuestos.ver', 'impuestos.editar'] })).headers;
  reader = (await ctx.factories.actor({ permisos: ['productos.ver'] })).headers;
});
afterAll(() => ctx.close());

const call = callerOf(() => ctx);

describe('taxes: GET/POST /api/impuesto', () => {
  it('401 without a token', async () => {
    expect((await call('GET', '/api/impuesto')).statusCode).toBe(401);
    expect((await call('POST', '/api/impuesto', undefined, {})).statusCode).toBe(401);
  });

  it('lists the seeded taxes to any session (selects of other screens need them)', async () => {
    const res = await call('GET', '/api/impuesto', reader);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ current_page: 1, per_page: 100 });
    expect(page.data.map((t: { nombre: string }) => t.nombre)).toEqual(
      expect.arrayContaining(['IVA 19 %', 'IVA 5 %', 'Exento 0 %', 'INC 8 %']),
    );
    const iva = page.data.find((t: { nombre: string }) => t.nombre === 'IVA 19 %');
    expect(iva).toMatchObject({ tipo: 'IVA', porcentaje: '19.00', estado: true });
  });

  it('searches and pages in SQL', async () => {
    const res = await call('GET', '/api/impuesto?search=inc&per_page=1&page=1', reader);
    expect(res.json()).toMatchObject({ total: 1, last_page: 1, data: [{ nombre: 'INC 8 %' }] });
    const paged = await call('GET', '/api/impuesto?per_page=2&page=2', reader);
    expect(paged.json()).toMatchObject({ current_page: 2, per_page: 2 });
    expect(paged.json().data).toHaveLength(2);
  });

  it('403 creating without impuestos.editar', async () => {
    const res = await call('POST', '/api/impuesto', reader, { nombre: 'X', tipo: 'IVA', porcentaje: 1 });
    expect(res.statusCode).toBe(403);
  });

  it('400 with Spanish field errors', async () => {
    const res = await call('POST', '/api/impuesto', editor, { nombre: '', tipo: 'ICA', porcentaje: '101' });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.nombre).toEqual(['El nombre es obligatorio']);
    expect(errors.tipo).toEqual(['Seleccione el tipo de impuesto']);
    expect(errors.porcentaje).toEqual(['El porcentaje no puede pasar de 100']);
  });

  it('creates, updates, deactivates and audits a tax; a duplicate name is a 409 on the field', async () => {
    const created = await call('POST', '/api/impuesto', editor, {
      nombre: 'Bolsa plástica',
      tipo: 'otro',
      porcentaje: 2.5,
    });
    expect(created.statusCode).toBe(200);
    const tax = created.json().data;
    expect(tax).toMatchObject({ nombre: 'Bolsa plástica', tipo: 'otro', porcentaje: '2.50', estado: true });

    const dup = await call('POST', '/api/impuesto', editor, {
      nombre: 'Bolsa plástica',
      tipo: 'otro',
      porcentaje: 1,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ nombre: ['Ya existe un impuesto con ese nombre'] });

    const updated = await call('POST', `/api/impuesto/update/${tax.id}`, editor, {
      nombre: 'Impuesto a la bolsa',
      tipo: 'otro',
      porcentaje: '3',
      estado: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      nombre: 'Impuesto a la bolsa',
      porcentaje: '3.00',
      estado: false,
    });

    const shown = await call('GET', `/api/impuesto/show/${tax.id}`, reader);
    expect(shown.json().data.nombre).toBe('Impuesto a la bolsa');
    const inactive = await call('GET', '/api/impuesto?estado=false&search=bolsa', reader);
    expect(inactive.json().data).toHaveLength(1);

    const log = await auditOf(ctx.db, 'impuestos', tax.id);
    expect(log.map((e) => e.accion)).toEqual(['desactivar', 'crear']);
    expect(log[0]?.antes).toMatchObject({ nombre: 'Bolsa plástica', estado: true });
    expect(log[0]?.despues).toMatchObject({ nombre: 'Impuesto a la bolsa', estado: false });
  });

  it('404 for a tax that does not exist', async () => {
    expect((await call('GET', '/api/impuesto/show/999999', reader)).statusCode).toBe(404);
    const res = await call('POST', '/api/impuesto/update/999999', editor, {
      nombre: 'N',
      tipo: 'IVA',
      porcentaje: 0,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('El impuesto no existe');
  });
});

describe('measures, product types and document types', () => {
  it('list with their spec paths; document types answer in data', async () => {
    for (const url of ['/api/medida', '/api/producto/tipos', '/api/type_document']) {
      const res = await call('GET', url, reader);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data.length, url).toBeGreaterThan(2);
    }
    const docs = (await call('GET', '/api/type_document', reader)).json().data;
    expect(docs.map((d: { abreviatura: string }) => d.abreviatura)).toEqual(
      expect.arrayContaining(['CC', 'NIT', 'PPT']),
    );
  });

  it('keeps the code of a measure once created (products and seeds key on it)', async () => {
    const created = await call('POST', '/api/medida', editor, { codigo: 'PR', nombre: 'Par' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const updated = await call('POST', `/api/medida/update/${id}`, editor, {
      codigo: 'XX',
      nombre: 'Par de',
    });
    expect(updated.json().data).toMatchObject({ codigo: 'PR', nombre: 'Par de' });
    const dup = await call('POST', '/api/medida', editor, { codigo: 'PR', nombre: 'Otro' });
    expect(dup.json().errors).toEqual({ codigo: ['Ya existe una medida con ese código'] });
  });

  it('creates product and document types; 403 and 400 as for taxes', async () => {
    expect(
      (await call('POST', '/api/producto/tipos', reader, { codigo: 'combo', nombre: 'Combo' })).statusCode,
    ).toBe(403);
    const bad = await call('POST', '/api/producto/tipos', editor, { codigo: 'Combo!', nombre: 'Combo' });
    expect(bad.json().errors.codigo).toBeDefined();
    const type = await call('POST', '/api/producto/tipos', editor, { codigo: 'combo', nombre: 'Combo' });
    expect(type.json().data).toMatchObject({ codigo: 'combo', estado: true });

    const doc = await call('POST', '/api/type_document', editor, {
      codigo: '99',
      abreviatura: 'SC',
      nombre: 'Salvoconducto',
    });
    expect(doc.statusCode).toBe(200);
    const dup = await call('POST', '/api/type_document', editor, {
      codigo: '98',
      abreviatura: 'SC',
      nombre: 'Otro',
    });
    expect(dup.json().errors).toEqual({
      abreviatura: ['Ya existe un tipo de documento con esa abreviatura'],
    });
    expect((await auditOf(ctx.db, 'tipos_documento', doc.json().data.id))[0]?.accion).toBe('crear');
  });

  it('GET /api/ciudades lists the 1 122 municipalities with their department', async () => {
    const res = await call('GET', '/api/ciudades', reader);
    expect(res.json().data).toHaveLength(1122);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ nombre: 'Medellín', departamento: 'Antioquia' }),
    );
  });
});
