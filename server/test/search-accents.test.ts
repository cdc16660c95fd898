import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryHelpers } from './helpers/inventory';
import { reservationsContext } from './helpers/reservations';

/**
 * Issue 32 item 9: every list search ignores accents and case, one way (lib/list-query.ts and the
 * database's posada_normaliza), on PGlite and on PostgreSQL (DATABASE_URL).
 */
let h: Awaited<ReturnType<typeof reservationsContext>>;
beforeAll(async () => {
  h = await reservationsContext([
    'reservas.ver',
    'reservas.crear',
    'clientes.ver',
    'empleados.ver',
    'productos.ver',
    'cuentas.ver',
  ]);
});
afterAll(() => h.ctx.close());

const NAME = 'Laura Gómez Restrepo';
const typed = ['gomez', 'GÓMEZ', 'Gomez', 'gómez restrepo', 'LAURA GOMEZ'];

describe('searches without accents or case', () => {
  it('the booking list finds "Laura Gómez Restrepo" however the name is typed', async () => {
    const { type } = await h.makeType(1, { nombre: 'Acentos' });
    const holder = await h.rooms.makeClient(h.hotelId, { nombres: 'Laura', apellidos: 'Gómez Restrepo' });
    const booked = await h.book({ cliente_id: holder.id, canal: 'directo', lineas: [h.line(type.id, 1, 1)] });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().data.id;
    for (const search of typed) {
      const res = await h.post('/reservaListar', { search });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().data.map((b: { id: number; cliente: string }) => [b.id, b.cliente]),
        search,
      ).toEqual([[id, NAME]]);
    }
    // The LIKE wildcards the user types are plain text.
    expect((await h.post('/reservaListar', { search: 'g_mez' })).json().data).toEqual([]);
  });

  it('the client, employee and product lists find her the same way', async () => {
    await h.rooms.makeEmployee(h.hotelId, { nombres: NAME });
    const products = inventoryHelpers(h.ctx);
    await products.makeProduct(h.hotelId, { nombre: `Arepa ${NAME}`, codigo: 'ÁRE-GÓMEZ' });
    for (const search of typed) {
      const clients = await h.post('/clienteListar', { search });
      expect(clients.statusCode, clients.body).toBe(200);
      expect(
        clients.json().data.map((c: { nombres: string; apellidos: string }) => `${c.nombres} ${c.apellidos}`),
        search,
      ).toContain(NAME);
      const employees = await h.post('/empleadoListar', { search });
      expect(employees.statusCode, employees.body).toBe(200);
      expect(
        employees.json().data.map((e: { nombres: string }) => e.nombres),
        search,
      ).toEqual([NAME]);
      const found = await h.get(`/product?search=${encodeURIComponent(search)}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(
        found.json().data.map((p: { nombre: string }) => p.nombre),
        search,
      ).toEqual([`Arepa ${NAME}`]);
    }
    const byCode = await h.get(`/product?search=${encodeURIComponent('are-gomez')}`);
    expect(byCode.json().data.map((p: { codigo: string }) => p.codigo)).toEqual(['ÁRE-GÓMEZ']);
  });

  it('the searched columns of the tables that grow have their trigram index', async () => {
    const rows = await h.ctx.db.execute<{ indexname: string }>(
      "select indexname from pg_indexes where indexdef like '%posada_normaliza%gin_trgm_ops%' order by 1",
    );
    const names = ('rows' in rows ? rows.rows : rows) as { indexname: string }[];
    expect(names.map((r) => r.indexname)).toEqual([
      'clientes_busqueda_trgm_idx',
      'productos_codigo_busqueda_idx',
      'productos_nombre_busqueda_idx',
    ]);
  });
});
