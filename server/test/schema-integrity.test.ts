import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impuestos, resolucionesFacturacion, tarifas } from '../src/db/schema';
import type { TestContext } from './helpers/context';
import { createTestContext } from './helpers/context';
import { createRoomFactories } from './helpers/room-factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The SQLSTATE of a statement that must fail. */
async function refusal(work: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await work();
  } catch (error) {
    let current = error as { code?: unknown; cause?: unknown } | undefined;
    while (current) {
      if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
      current = current.cause as typeof current;
    }
    throw error;
  }
  return undefined;
}

describe('the rules the database holds', () => {
  it('deleting a record that can be deactivated never cascades into history', async () => {
    // Every ON DELETE CASCADE toward a table with a boolean `estado` (its rows are deleted or,
    // when referenced, deactivated):
    // each must be configuration of the record, not history, or "delete" would erase history
    // where the rule says "deactivate".
    const cascades = await rows<{ cascade: string }>(sql`
      select c.conrelid::regclass::text || '.' || a.attname || ' -> ' || c.confrelid::regclass::text as cascade
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confdeltype = 'c'
        and exists (select 1 from pg_attribute e where e.attrelid = c.confrelid and e.attname = 'estado'
                    and e.atttypid = 'boolean'::regtype and not e.attisdropped)
      order by 1`);
    expect(cascades.map((r) => r.cascade)).toEqual([
      'calendario_cambios.hotel_id -> hoteles', // the calendar cache's change log, kept an hour
      'producto_detalles.producto_id -> productos', // a recipe's lines (an ingredient in use is kept)
      'producto_impuestos.producto_id -> productos', // a product's tax list, not history
      'rack_versiones.hotel_id -> hoteles', // the rack cache's counter
      'rol_permisos.rol_id -> roles', // a role's codes (a role with users cannot be deleted)
      'usuario_hoteles.usuario_id -> usuarios', // which hotels a user may enter
    ]);
  });

  it('every foreign key of a table that grows has an index leading with it', async () => {
    const growing = [
      'auditoria',
      'calendario_cambios',
      'caja_movimientos',
      'caja_turnos',
      'cuenta_movimientos',
      'documento_inventario_lineas',
      'documentos_inventario',
      'estancia_empleados',
      'estancia_huespedes',
      'estancias',
      'habitacion_historial',
      'ingreso_inventario_lineas',
      'ingresos_inventario',
      'kardex',
      'mantenimientos',
      'noches_habitacion',
      'reservas',
      'sesiones',
    ];
    const unindexed = await rows<{ fk: string }>(sql`
      select c.conrelid::regclass::text || '.' || a.attname as fk
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.conrelid::regclass::text = any(${sql.param(growing)}::text[])
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid
                        and i.indkey[0] = c.conkey[1] and i.indpred is null)
      order by 1`);
    expect(unindexed.map((r) => r.fk)).toEqual([]);
  });

  it('refuses overlapping active rates of one type and name, whoever writes', async () => {
    const { makeRoomType } = createRoomFactories(ctx.db);
    const hotel = await ctx.factories.makeHotel();
    const type = await makeRoomType(hotel.id);
    const rate = (nombre: string, desde: string | null, hasta: string | null, estado = true) =>
      ctx.db.insert(tarifas).values({
        hotel_id: hotel.id,
        tipo_habitacion_id: type.id,
        nombre,
        precio_noche: '100000',
        vigencia_desde: desde,
        vigencia_hasta: hasta,
        estado,
      });
    await rate('Temporada', '2026-12-15', '2027-01-15');
    expect(await refusal(() => rate('TEMPORADA', '2027-01-15', null))).toBe('23P01');
    expect(await refusal(() => rate('Temporada', null, '2026-12-15'))).toBe('23P01');
    expect(await refusal(() => rate('Temporada', '2027-01-16', null))).toBeUndefined();
    expect(await refusal(() => rate('Temporada', '2026-12-20', '2026-12-21', false))).toBeUndefined();
    expect(await refusal(() => rate('Fin de semana', '2026-12-20', '2026-12-21'))).toBeUndefined();
  });

  it('refuses overlapping active DIAN resolutions of one prefix in one hotel', async () => {
    const hotel = await ctx.factories.makeHotel();
    const resolution = (prefijo: string, desde: number, hasta: number) =>
      ctx.db.insert(resolucionesFacturacion).values({
        hotel_id: hotel.id,
        numero_resolucion: '18760000001',
        prefijo,
        desde,
        hasta,
        siguiente: desde,
        fecha_desde: '2026-01-01',
        fecha_hasta: '2027-01-01',
        clave_tecnica: 'clave',
      });
    await resolution('FE', 1, 1000);
    expect(await refusal(() => resolution('FE', 1000, 2000))).toBe('23P01');
    expect(await refusal(() => resolution('FE', 1001, 2000))).toBeUndefined();
    expect(await refusal(() => resolution('FV', 1, 1000))).toBeUndefined();
  });

  it('an edit through the generic list-and-form block stamps updated_at', async () => {
    const root = await ctx.factories.actor({ root: true });
    const [tax] = await ctx.db
      .insert(impuestos)
      .values({ nombre: 'Tasa de prueba', tipo: 'otro', porcentaje: '1' })
      .returning();
    const before = tax?.updated_at ?? new Date();
    await ctx.db.execute(sql`select pg_sleep(0.01)`);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/impuesto/update/${tax?.id}`,
      headers: root.headers,
      payload: { nombre: 'Tasa de prueba', tipo: 'otro', porcentaje: '2', estado: true },
    });
    expect(res.statusCode).toBe(200);
    const [after] = await rows<{ updated_at: string }>(
      sql`select updated_at::text from ${impuestos} where ${impuestos.id} = ${tax?.id}`,
    );
    expect(new Date(after?.updated_at ?? 0).getTime()).toBeGreaterThan(before.getTime());
  });
});
