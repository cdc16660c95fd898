import type { PermissionCode } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../../src/db/client';
import {
  cajaMovimientos,
  cajas,
  facturas,
  resolucionesFacturacion,
  tiposDocumento,
} from '../../src/db/schema';
import type { Clock } from '../../src/lib/clock';
import { accountsContext } from './accounts';
import { storekeeperCodes } from './inventory';

/** A DIAN resolution of the hotel, valid over 2026 unless told, with numbers from `desde`. */
export async function makeResolution(
  db: Executor,
  hotelId: number,
  over: Partial<typeof resolucionesFacturacion.$inferInsert> = {},
) {
  const desde = over.desde ?? 1;
  const [row] = await db
    .insert(resolucionesFacturacion)
    .values({
      hotel_id: hotelId,
      numero_resolucion: '18764000001',
      prefijo: 'FE',
      desde,
      hasta: 999_999,
      siguiente: desde,
      fecha_desde: '2026-01-01',
      fecha_hasta: '2026-12-31',
      clave_tecnica: 'clave-tecnica-de-prueba',
      ...over,
    })
    .returning();
  if (!row) throw new Error('No se creó la resolución');
  return row;
}

const billingCodes: PermissionCode[] = [
  'facturas.ver',
  'facturas.crear',
  'facturas.credito',
  'facturas.anular',
  'facturas.debito',
  'facturas.devolver',
  'cuentas.ver',
  'cuentas.cargar',
  'cuentas.descuento',
  'cajas.abrir',
];

/**
 * The accounts' hotel (helpers/accounts.ts) with a DIAN resolution, 100 more sodas on the shelves
 * and an invoicing user (every invoice permission) whose own register is open.
 */
export async function invoicingContext(clock?: Clock, config?: Parameters<typeof accountsContext>[1]) {
  const t = await accountsContext(clock, config);
  const resolutionId = (await makeResolution(t.ctx.db, t.hotelId)).id;
  const keeper = await t.ctx.factories.actor({ permisos: storekeeperCodes, hotelIds: [t.hotelId] });
  const stocked = await t.inv.entry(keeper.headers, {
    proveedor_id: (await t.inv.makeSupplier(t.hotelId)).id,
    warehouse_id: t.warehouse.id,
    lineas: [{ product_id: t.soda.id, cantidad: 100, costo_unitario: 3000 }],
  });
  expect(stocked.statusCode, stocked.body).toBe(200);
  const billing = await t.ctx.factories.actor({ permisos: billingCodes, hotelIds: [t.hotelId] });
  const [caja] = await t.ctx.db
    .insert(cajas)
    .values({ hotel_id: t.hotelId, nombre: 'Facturación' })
    .returning();
  const opened = await t.post(
    '/cajaAbrir',
    { caja_id: caja?.id, efectivo: 0, password: 'AUTOAPROBACION' },
    billing.headers,
  );
  expect(opened.statusCode, opened.body).toBe(200);

  const post = (url: string, payload: object, headers: Record<string, string> = billing.headers) =>
    t.post(url, payload, headers);
  const get = (url: string, headers: Record<string, string> = billing.headers) => t.get(url, headers);

  /** A stay of two nights (2 × 119.000) with two minibar sodas (2 × 11.900, IVA inside). */
  async function stayWithSodas(numero: string) {
    const stay = await t.occupy(numero);
    const charged = await t.post('/saveDetalleRoom', {
      habitacion_id: stay.room.id,
      lineas: [{ product_id: t.soda.id, cantidad: 2, warehouse_id: t.warehouse.id }],
    });
    expect(charged.statusCode, charged.body).toBe(200);
    return stay;
  }

  let creditRooms = 0;
  /** A stay (its room C1, C2… of this context) billed on credit to the company (261.800): the invoice. */
  async function creditInvoice(empresaId: number) {
    creditRooms += 1;
    const { cuentaId } = await stayWithSodas(`C${creditRooms}`);
    const res = await post('/facturaCrear', { cuenta_id: cuentaId, credito: { empresa_id: empresaId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; total: string; vencimiento: string };
  }

  type Actor = { headers: Record<string, string>; user: { id: number } };
  /** A user of the hotel with `permisos` and a register of its own, open with `efectivo`. */
  async function withRegister(permisos: PermissionCode[], nombre: string, efectivo = 500000): Promise<Actor> {
    const actor = await t.ctx.factories.actor({ permisos, hotelIds: [t.hotelId] });
    const [box] = await t.ctx.db.insert(cajas).values({ hotel_id: t.hotelId, nombre }).returning();
    const open = await t.post(
      '/cajaAbrir',
      { caja_id: box?.id, efectivo, password: 'AUTOAPROBACION' },
      actor.headers,
    );
    expect(open.statusCode, open.body).toBe(200);
    return actor as Actor;
  }

  /** A seller with `permisos` and a register of its own (100.000 in cash), and the shop (IVA) it sells at. */
  async function sellingShop(permisos: PermissionCode[]) {
    const seller = await withRegister(permisos, 'Caja Tienda', 100000);
    const res = await t.post(
      '/puntoVentaCrear',
      { nombre: 'Tienda', tipo: 'tienda', warehouse_id: t.warehouse.id, regimen: 'iva' },
      seller.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    return { seller, shop: res.json().data.id as number };
  }

  const [nit] = await t.ctx.db.select().from(tiposDocumento).where(eq(tiposDocumento.abreviatura, 'NIT'));
  let nitSeq = 900100000 + (Date.now() % 1000) * 1000;
  /** A company with approved credit (30 days unless told) and its open credit account. */
  async function company(over: Record<string, unknown> = {}) {
    nitSeq += 1;
    const client = await t.rooms.makeClient(t.hotelId, {
      tipo_documento_id: nit?.id ?? 0,
      numero_documento: String(nitSeq),
      nombres: null,
      apellidos: null,
      razon_social: `Empresa ${nitSeq} S.A.S.`,
      credito_aprobado: true,
      plazo_dias: 30,
      ...over,
    });
    const account = await t.post('/cuentaCrear', { tipo: 'empresa', cliente_id: client.id });
    expect(account.statusCode, account.body).toBe(200);
    return { ...client, cuentaId: account.json().data.id as number };
  }

  return {
    t,
    billing,
    resolutionId,
    withRegister,
    sellingShop,
    company,
    nitId: nit?.id ?? 0,
    post,
    get,
    stayWithSodas,
    creditInvoice,
    registerMoves: () => t.ctx.db.select().from(cajaMovimientos),
    invoiceCount: async () => (await t.ctx.db.select().from(facturas)).length,
  };
}
