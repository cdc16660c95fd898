import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './helpers/audit';
import { catalogIds } from './helpers/catalog-ids';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof catalogIds>>;
let hotelId: number;
let clerk: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  ids = await catalogIds(ctx.db);
  hotelId = (await ctx.factories.makeHotel()).id;
  clerk = (
    await ctx.factories.actor({
      permisos: ['clientes.ver', 'clientes.crear', 'clientes.editar', 'clientes.eliminar'],
      hotelIds: [hotelId],
    })
  ).headers;
});
afterAll(() => ctx.close());
const call = callerOf(() => ctx);

const person = (over: Record<string, unknown> = {}) => ({
  tipo_documento_id: ids.doc('CC'),
  numero_documento: `10${Math.floor(Math.random() * 1e8)}`,
  nombres: 'Laura',
  apellidos: 'Gómez Restrepo',
  nacionalidad_id: ids.colombia,
  fecha_nacimiento: '1990-04-12',
  email: 'Laura.Gomez@Correo.co',
  telefono: '+57 300 111 2233',
  direccion: 'Carrera 43A # 1-50',
  ciudad_id: ids.medellin,
  ...over,
});

describe('clients: the calls and their guards', () => {
  it('401 without a token; 403 without the permission of each call', async () => {
    expect((await call('POST', '/api/clienteListar')).statusCode).toBe(401);
    const reader = (await ctx.factories.actor({ permisos: ['clientes.ver'], hotelIds: [hotelId] })).headers;
    expect((await call('POST', '/api/clienteListar', reader)).statusCode).toBe(200);
    expect((await call('POST', '/api/clienteCrear', reader, person())).statusCode).toBe(403);
    expect((await call('POST', '/api/clienteActualizar', reader, { ...person(), id: 1 })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/clienteEliminar/1', reader)).statusCode).toBe(403);
    const none = (await ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [hotelId] })).headers;
    expect((await call('GET', '/api/clienteMostrar/1', none)).statusCode).toBe(403);
  });

  it('400 with field errors in Spanish, from the schema and from the document-type rules', async () => {
    const shape = await call('POST', '/api/clienteCrear', clerk, {
      numero_documento: 'x',
      email: 'no-es-correo',
      fecha_nacimiento: '12/04/1990',
    });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().errors).sort()).toEqual([
      'email',
      'fecha_nacimiento',
      'numero_documento',
      'tipo_documento_id',
    ]);

    const noNames = await call('POST', '/api/clienteCrear', clerk, person({ nombres: '', apellidos: null }));
    expect(noNames.json().errors).toEqual({
      nombres: ['Los nombres son obligatorios'],
      apellidos: ['Los apellidos son obligatorios'],
    });
    const company = await call(
      'POST',
      '/api/clienteCrear',
      clerk,
      person({ tipo_documento_id: ids.doc('NIT'), numero_documento: '800197268', dv: '5' }),
    );
    expect(company.json().errors).toEqual({
      razon_social: ['La razón social es obligatoria para una empresa'],
      dv: ['El dígito de verificación no corresponde al NIT'],
    });
  });

  it('creates a person and a company; a company keeps no personal names', async () => {
    const created = await call('POST', '/api/clienteCrear', clerk, person());
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      tipo_documento: 'CC',
      nombre_completo: 'Laura Gómez Restrepo',
      email: 'laura.gomez@correo.co',
      ciudad: 'Medellín',
      fecha_nacimiento: '1990-04-12',
      dv: null,
      estado: true,
    });
    const company = await call(
      'POST',
      '/api/clienteCrear',
      clerk,
      person({
        tipo_documento_id: ids.doc('NIT'),
        numero_documento: '800197268',
        dv: '4',
        razon_social: 'Viajes del Valle S.A.S.',
      }),
    );
    expect(company.json().data).toMatchObject({
      nombre_completo: 'Viajes del Valle S.A.S.',
      nombres: null,
      apellidos: null,
      dv: '4',
    });
    expect((await auditOf(ctx.db, 'clientes', company.json().data.id))[0]?.accion).toBe('crear');
  });

  it('refuses a duplicate document of the same type in the hotel with a 409 on the field', async () => {
    const body = person({ numero_documento: '55667788' });
    expect((await call('POST', '/api/clienteCrear', clerk, body)).statusCode).toBe(200);
    const dup = await call('POST', '/api/clienteCrear', clerk, { ...body, nombres: 'Otra' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({
      numero_documento: ['Ya existe un cliente con ese tipo y número de documento'],
    });
    // The same number under another type is another document.
    expect(
      (await call('POST', '/api/clienteCrear', clerk, { ...body, tipo_documento_id: ids.doc('CE') }))
        .statusCode,
    ).toBe(200);
  });

  it('searches by name words (accents ignored) or by the start of the document, paged in SQL', async () => {
    await call(
      'POST',
      '/api/clienteCrear',
      clerk,
      person({ nombres: 'Íñigo', apellidos: 'Núñez Peña', numero_documento: '99887766' }),
    );
    const byName = await call('POST', '/api/clienteListar?search=inigo%20nun', clerk);
    expect(byName.json().data.map((c: { nombre_completo: string }) => c.nombre_completo)).toEqual([
      'Íñigo Núñez Peña',
    ]);
    const byDoc = await call('POST', '/api/clienteListar', clerk, { search: '998877' });
    expect(byDoc.json().total).toBe(1);
    const paged = await call('POST', '/api/clienteListar?per_page=2&page=2', clerk);
    expect(paged.json()).toMatchObject({ current_page: 2, per_page: 2 });
    expect(paged.json().total).toBeGreaterThanOrEqual(4);
  });

  it('updates with the id in the body and audits before and after', async () => {
    const id = (await call('POST', '/api/clienteCrear', clerk, person())).json().data.id;
    const res = await call('POST', '/api/clienteActualizar', clerk, {
      ...person(),
      id,
      telefono: '604 222 3344',
      estado: false,
    });
    expect(res.json().data).toMatchObject({ telefono: '604 222 3344', estado: false });
    expect((await call('GET', `/api/clienteMostrar/${id}`, clerk)).json().data.estado).toBe(false);
    const [entry] = await auditOf(ctx.db, 'clientes', id);
    expect(entry).toMatchObject({ accion: 'desactivar', hotel_id: hotelId });
    expect(entry?.antes).toMatchObject({ estado: true });
  });
});

describe('clients: data checked by document type (DIAN) and the non-resident mark', () => {
  const errorsOf = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/clienteCrear', clerk, person(body));
    expect(res.statusCode).toBe(400);
    return res.json().errors;
  };

  it('refuses a CC with letters, a phone of letters and a birth date in the future', async () => {
    expect(await errorsOf({ telefono: 'abc', fecha_nacimiento: '2030-01-01' })).toEqual({
      telefono: ['Teléfono inválido: use dígitos, espacios, +, - o paréntesis'],
      fecha_nacimiento: ['La fecha de nacimiento no puede ser futura'],
    });
    // The document type's rule needs the catalog: checked once the body's shape is good.
    expect(await errorsOf({ numero_documento: '12AB34' })).toEqual({
      numero_documento: ['El número de CC lleva solo dígitos'],
    });
    expect(await errorsOf({ tipo_documento_id: ids.doc('TI'), numero_documento: '123' })).toEqual({
      numero_documento: ['El número de TI tiene de 6 a 11 dígitos'],
    });
    expect(await errorsOf({ tipo_documento_id: ids.doc('PA'), numero_documento: 'AB-1234' })).toEqual({
      numero_documento: ['El número de PA lleva solo letras y dígitos'],
    });
  });

  it('takes a passport with letters and a foreign phone', async () => {
    const res = await call(
      'POST',
      '/api/clienteCrear',
      clerk,
      person({
        tipo_documento_id: ids.doc('PA'),
        numero_documento: 'XK1234567',
        telefono: '+1 (212) 555-0100',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ tipo_documento: 'PA', extranjero_no_residente: false });
  });

  it('marks a non-resident foreigner only with a passport or foreign document and its evidence', async () => {
    const tourist = person({
      tipo_documento_id: ids.doc('PA'),
      numero_documento: `P${Math.floor(Math.random() * 1e8)}`,
      extranjero_no_residente: true,
    });
    expect(await errorsOf(tourist)).toEqual({
      soporte_migratorio: ['Indique el soporte migratorio (sello o permiso de ingreso)'],
    });
    expect(await errorsOf({ extranjero_no_residente: true, soporte_migratorio: 'PIP-5 123' })).toEqual({
      extranjero_no_residente: [
        'Solo un cliente con pasaporte o documento extranjero puede ser extranjero no residente',
      ],
    });
    const created = await call('POST', '/api/clienteCrear', clerk, {
      ...tourist,
      soporte_migratorio: 'Sello de ingreso 2026-05-01',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      extranjero_no_residente: true,
      soporte_migratorio: 'Sello de ingreso 2026-05-01',
    });
    // Without the mark the evidence means nothing and is not kept.
    const { id } = created.json().data;
    const unmarked = await call('POST', '/api/clienteActualizar', clerk, {
      ...tourist,
      id,
      extranjero_no_residente: false,
      soporte_migratorio: 'Sello de ingreso 2026-05-01',
    });
    expect(unmarked.json().data).toMatchObject({ extranjero_no_residente: false, soporte_migratorio: null });
  });
});

describe('clients: deleting and isolation', () => {
  it('deletes a client nobody refers to', async () => {
    const id = (await call('POST', '/api/clienteCrear', clerk, person())).json().data.id;
    const res = await call('POST', `/api/clienteEliminar/${id}`, clerk);
    expect(res.json()).toEqual({ accion: 'eliminado', message: 'Cliente eliminado' });
    expect((await call('GET', `/api/clienteMostrar/${id}`, clerk)).statusCode).toBe(404);
  });

  it('deactivates, never deletes, a client that other rows refer to (stays, invoices…)', async () => {
    const id = (await call('POST', '/api/clienteCrear', clerk, person())).json().data.id;
    // Any later table that points at clientes with a foreign key extends the rule by itself.
    await ctx.db.execute(
      sql`create table if not exists prueba_estadias (cliente_id int references clientes(id))`,
    );
    await ctx.db.execute(sql`insert into prueba_estadias values (${id})`);
    const res = await call('POST', `/api/clienteEliminar/${id}`, clerk);
    expect(res.statusCode).toBe(200);
    expect(res.json().accion).toBe('desactivado');
    expect((await call('GET', `/api/clienteMostrar/${id}`, clerk)).json().data.estado).toBe(false);
    expect((await auditOf(ctx.db, 'clientes', id))[0]?.accion).toBe('desactivar');
  });

  it('a user of hotel A cannot read, change or delete hotel B’s clients', async () => {
    const other = await ctx.factories.makeHotel();
    const theirs = (
      await ctx.factories.actor({
        permisos: ['clientes.ver', 'clientes.crear', 'clientes.editar', 'clientes.eliminar'],
        hotelIds: [other.id],
      })
    ).headers;
    const body = person({ numero_documento: '12121212' });
    const id = (await call('POST', '/api/clienteCrear', theirs, body)).json().data.id;
    expect((await call('GET', `/api/clienteMostrar/${id}`, clerk)).statusCode).toBe(404);
    expect((await call('POST', '/api/clienteActualizar', clerk, { ...body, id })).statusCode).toBe(404);
    expect((await call('POST', `/api/clienteEliminar/${id}`, clerk)).statusCode).toBe(404);
    const mine = await call('POST', '/api/clienteListar', clerk, { search: '12121212' });
    expect(mine.json().total).toBe(0);
    // Documents are unique per hotel: the same client may exist in both.
    expect((await call('POST', '/api/clienteCrear', clerk, body)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/clienteListar', { ...clerk, 'x-hotel-id': String(other.id) })).statusCode,
    ).toBe(403);
  });
});
