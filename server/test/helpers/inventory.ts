import { randomBytes } from 'node:crypto';
import type { PermissionCode, ProductKind } from '@posada/contracts';
import { and, desc, eq } from 'drizzle-orm';
import {
  bodegas,
  configuraciones,
  existencias,
  impuestos,
  kardex,
  medidas,
  productoDetalles,
  productos,
  proveedores,
  tiposProducto,
} from '../../src/db/schema';
import { baseRoles } from '../../src/db/seed/security';
import type { TestContext } from './context';
import { callerOf } from './http';

const unique = () => randomBytes(3).toString('hex');

/** The storekeeper's codes: the Almacén base role's, suppliers aside (their own tests cover them). */
export const storekeeperCodes: PermissionCode[] = (
  baseRoles.find((role) => role.nombre === 'Almacén')?.permisos ?? []
).filter((code) => !code.startsWith('proveedores.'));

/** Warehouses, products, suppliers, recipes and stock of a hotel, and the calls that move it. */
export function inventoryHelpers(ctx: TestContext) {
  const db = () => ctx.db;
  const call = callerOf(() => ctx);

  async function kindId(tipo: ProductKind) {
    const [row] = await db().select().from(tiposProducto).where(eq(tiposProducto.codigo, tipo));
    if (!row) throw new Error(tipo);
    return row.id;
  }

  async function measureId(codigo = '94') {
    const [row] = await db().select().from(medidas).where(eq(medidas.codigo, codigo));
    if (!row) throw new Error(codigo);
    return row.id;
  }

  async function taxId(nombre: string) {
    const [row] = await db().select().from(impuestos).where(eq(impuestos.nombre, nombre));
    if (!row) throw new Error(nombre);
    return row.id;
  }

  async function makeWarehouse(hotelId: number, overrides: Partial<typeof bodegas.$inferInsert> = {}) {
    const [row] = await db()
      .insert(bodegas)
      .values({ hotel_id: hotelId, nombre: `Bodega ${unique()}`, ...overrides })
      .returning();
    if (!row) throw new Error('makeWarehouse');
    return row;
  }

  async function makeProduct(
    hotelId: number,
    overrides: Partial<typeof productos.$inferInsert> & { tipo?: ProductKind } = {},
  ) {
    const { tipo = 'producto', ...rest } = overrides;
    const [row] = await db()
      .insert(productos)
      .values({
        hotel_id: hotelId,
        codigo: `P-${unique()}`,
        nombre: `Producto ${unique()}`,
        tipo_producto_id: await kindId(tipo),
        medida_id: await measureId(),
        precio_venta: '5000',
        costo: '2000',
        ...rest,
      })
      .returning();
    if (!row) throw new Error('makeProduct');
    return row;
  }

  async function makeSupplier(hotelId: number, overrides: Partial<typeof proveedores.$inferInsert> = {}) {
    const [row] = await db()
      .insert(proveedores)
      .values({
        hotel_id: hotelId,
        nit: String(Math.floor(Math.random() * 1e9)),
        razon_social: `Proveedor ${unique()}`,
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('makeSupplier');
    return row;
  }

  async function addRecipeLine(recipeId: number, ingredientId: number, cantidad: string) {
    await db()
      .insert(productoDetalles)
      .values({ producto_id: recipeId, ingrediente_id: ingredientId, cantidad });
  }

  async function allowNegative(hotelId: number, allowed = true) {
    await db()
      .insert(configuraciones)
      .values({ hotel_id: hotelId, permitir_stock_negativo: allowed })
      .onConflictDoUpdate({ target: configuraciones.hotel_id, set: { permitir_stock_negativo: allowed } });
  }

  /** A hotel with a warehouse, a supplier and a storekeeper who works there. */
  async function setup(codes: PermissionCode[] = storekeeperCodes) {
    const hotel = await ctx.factories.makeHotel();
    const warehouse = await makeWarehouse(hotel.id);
    const supplier = await makeSupplier(hotel.id);
    const keeper = await ctx.factories.actor({ permisos: codes, hotelIds: [hotel.id] });
    return { hotel, warehouse, supplier, keeper, headers: keeper.headers };
  }

  type Line = { product_id: number; cantidad: string | number; costo_unitario: string | number };
  const entry = (
    headers: Record<string, string>,
    body: { proveedor_id: number; warehouse_id: number; lineas: Line[] } & Record<string, unknown>,
  ) => call('POST', '/api/ingresoInventarioCrear', headers, { fecha: '2026-01-15', ...body });

  async function stockOf(warehouseId: number, productId: number) {
    const [row] = await db()
      .select()
      .from(existencias)
      .where(and(eq(existencias.bodega_id, warehouseId), eq(existencias.producto_id, productId)));
    return row;
  }

  async function lastKardex(warehouseId: number, productId: number) {
    const [row] = await db()
      .select()
      .from(kardex)
      .where(and(eq(kardex.bodega_id, warehouseId), eq(kardex.producto_id, productId)))
      .orderBy(desc(kardex.id))
      .limit(1);
    return row;
  }

  return {
    call,
    kindId,
    measureId,
    taxId,
    makeWarehouse,
    makeProduct,
    makeSupplier,
    addRecipeLine,
    allowNegative,
    setup,
    entry,
    stockOf,
    lastKardex,
  };
}
