import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import * as s from '../src/db/schema';
import { setupDatabase } from '../src/db/seed';
import { DEMO_PASSWORD, demoCancellationPolicy, demoUsers } from '../src/db/seed/demo';
import { addDays, localDate } from '../src/lib/clock';
import { verifyPassword } from '../src/lib/passwords';
import { openTestDatabase, testConfig } from './helpers/context';

let database: Database;
let drop: () => Promise<void>;
let first: Awaited<ReturnType<typeof setupDatabase>>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  first = await setupDatabase(database, {
    demoData: true,
    adminEmail: 'jefe@hotel.co',
    adminPassword: undefined,
  });
});
afterAll(async () => {
  await database.close();
  await drop();
});

const total = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]?.n;

describe('catalogs from the DIAN code lists', () => {
  it('has every country, the 33 departments and the 1 122 municipalities with DIVIPOLA codes', async () => {
    expect(await total(s.paises)).toBe(249);
    expect(await total(s.departamentos)).toBe(33);
    expect(await total(s.ciudades)).toBe(1122);
    const [bogota] = await database.db.select().from(s.ciudades).where(eq(s.ciudades.codigo, '11001'));
    expect(bogota?.nombre).toBe('Bogotá, D.C.');
  });

  it("gives a place seeded with the old spelling the catalog's current one on the next start", async () => {
    const cartagena = eq(s.ciudades.codigo, '13001');
    await database.db.update(s.ciudades).set({ nombre: 'Cartagena De Indias' }).where(cartagena);
    await setupDatabase(database, { demoData: true, adminEmail: 'jefe@hotel.co', adminPassword: undefined });
    const [row] = await database.db.select().from(s.ciudades).where(cartagena);
    expect(row?.nombre).toBe('Cartagena de Indias');
  });

  it('has the document types with their codes, PEP, PPT and the carné diplomático included', async () => {
    const rows = await database.db
      .select({ c: s.tiposDocumento.codigo, a: s.tiposDocumento.abreviatura })
      .from(s.tiposDocumento);
    const byCode = Object.fromEntries(rows.map((r) => [r.c, r.a]));
    expect(byCode).toMatchObject({
      '13': 'CC',
      '22': 'CE',
      '31': 'NIT',
      '41': 'PA',
      '12': 'TI',
      '11': 'RC',
      '42': 'DE',
      '47': 'PEP',
      '48': 'PPT',
      CD: 'CD',
    });
  });

  it('has payment means, taxes and the six payment methods by group', async () => {
    expect(await total(s.mediosPagoDian)).toBe(75);
    const taxes = await database.db
      .select({ n: s.impuestos.nombre, p: s.impuestos.porcentaje })
      .from(s.impuestos);
    expect(taxes).toEqual(
      expect.arrayContaining([
        { n: 'IVA 19 %', p: '19.00' },
        { n: 'INC 8 %', p: '8.00' },
      ]),
    );
    const methods = await database.db
      .select({ n: s.formasPago.nombre, g: s.formasPago.grupo })
      .from(s.formasPago);
    expect(methods).toHaveLength(6);
    expect(methods).toContainEqual({ n: 'Nequi', g: 'transferencia' });
  });

  it('seeds the permission catalog and the base roles, Administrador being root', async () => {
    const names = (await database.db.select({ n: s.roles.nombre, root: s.roles.is_root }).from(s.roles)).map(
      (r) => `${r.n}:${r.root}`,
    );
    expect(names.sort()).toEqual(
      [
        'Administrador:true',
        'Almacén:false',
        'Ama de llaves:false',
        'Cajero:false',
        'Contabilidad:false',
        'Mesero:false',
        'Recepción:false',
      ].sort(),
    );
  });
});

describe('first start', () => {
  it('creates the first administrator with a generated password shown once', async () => {
    expect(first?.email).toBe('jefe@hotel.co');
    expect(first?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const [admin] = await database.db.select().from(s.usuarios).where(eq(s.usuarios.email, 'jefe@hotel.co'));
    expect(await verifyPassword(admin?.password_hash ?? '', first?.generatedPassword ?? '')).toBe(true);
  });

  it('creates the demo hotel: 3 floors, 24 rooms of 4 types, rates, products, 2 registers, people', async () => {
    expect(await total(s.hoteles)).toBe(1);
    expect(await total(s.habitaciones)).toBe(24);
    expect(await total(s.tiposHabitacion)).toBe(4);
    const floors = await database.db.selectDistinct({ piso: s.habitaciones.piso }).from(s.habitaciones);
    expect(floors.length).toBeGreaterThanOrEqual(3);
    expect(await total(s.tarifas)).toBe(4);
    expect(await total(s.cajas)).toBe(2);
    expect(Number(await total(s.productos))).toBeGreaterThanOrEqual(6);
    expect(Number(await total(s.clientes))).toBeGreaterThanOrEqual(5);
    expect(Number(await total(s.empleados))).toBeGreaterThanOrEqual(3);
    const [lodging] = await database.db
      .select({ codigo: s.productos.codigo })
      .from(s.configuraciones)
      .innerJoin(s.productos, eq(s.productos.id, s.configuraciones.producto_alojamiento_id));
    expect(lodging?.codigo).toBe('ALOJ');
  });

  it('gives the demo hotel what its booking confirmation prints: NIT, address, phone, hours, policy', async () => {
    const [hotel] = await database.db.select({ id: s.hoteles.id }).from(s.hoteles);
    const app = await buildApp({ database, config: testConfig });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'recepcion@posada.demo', password: DEMO_PASSWORD },
      });
      const res = await app.inject({
        method: 'GET',
        url: '/api/configurations',
        headers: { authorization: `Bearer ${login.json().token}`, 'x-hotel-id': String(hotel?.id) },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        nit: '900123456-8',
        direccion: 'Calle 10 # 43-20, El Poblado, Medellín',
        telefono: '+57 604 444 5566',
        hora_checkin: '15:00',
        hora_checkout: '12:00',
        politica_cancelacion: demoCancellationPolicy,
      });
    } finally {
      await app.close();
    }
  });

  it("starts the demo's DIAN resolution 120 days before the hotel's calendar day (its simulated history invoices under it), not the database's UTC day", async () => {
    const [hotel] = await database.db.select({ zona: s.hoteles.zona_horaria }).from(s.hoteles);
    const [resolution] = await database.db
      .select({ desde: sql<string>`${s.resolucionesFacturacion.fecha_desde}::text` })
      .from(s.resolucionesFacturacion);
    // The seed ran a moment ago: the hotel's date now (it can only have moved past midnight since).
    const hoy = localDate(new Date(), hotel?.zona ?? '');
    expect([addDays(hoy, -120), addDays(hoy, -121)]).toContain(resolution?.desde);
  });

  it('creates one demo user per base role with the documented password', async () => {
    const rows = await database.db
      .select({ email: s.usuarios.email, rol: s.roles.nombre, hash: s.usuarios.password_hash })
      .from(s.usuarios)
      .innerJoin(s.roles, eq(s.roles.id, s.usuarios.rol_id))
      .where(sql`${s.usuarios.email} like '%@posada.demo'`);
    expect(rows.map((r) => r.rol).sort()).toEqual(demoUsers.map((u) => u.rol).sort());
    expect(await verifyPassword(rows[0]?.hash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('is idempotent: a second start adds nothing and creates no second administrator', async () => {
    const again = await setupDatabase(database, {
      demoData: true,
      adminEmail: 'otro@hotel.co',
      adminPassword: 'Otra-clave-1',
    });
    expect(again).toBeNull();
    expect(await total(s.hoteles)).toBe(1);
    expect(await total(s.ciudades)).toBe(1122);
    expect(await total(s.usuarios)).toBe(1 + demoUsers.length);
  });

  it('does not bring back base roles that staff renamed, the root role included', async () => {
    const roles = await total(s.roles);
    await database.db.update(s.roles).set({ nombre: 'Gerencia' }).where(eq(s.roles.nombre, 'Administrador'));
    await database.db.update(s.roles).set({ nombre: 'Front desk' }).where(eq(s.roles.nombre, 'Recepción'));
    await setupDatabase(database, { demoData: true, adminEmail: 'x@hotel.co', adminPassword: undefined });
    expect(await total(s.roles)).toBe(roles);
    const names = (await database.db.select({ n: s.roles.nombre }).from(s.roles)).map((r) => r.n);
    expect(names).toEqual(expect.arrayContaining(['Gerencia', 'Front desk']));
    expect(names).not.toContain('Administrador');
    expect(names).not.toContain('Recepción');
  });
});
