import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  clientes,
  cuentaMovimientos,
  cuentas,
  estancias,
  facturaImpuestos,
  facturaPagos,
  facturas,
  habitaciones,
  notasCredito,
} from '../../db/schema';
import { clientName } from '../../lib/raw-sql';

const holderName = clientName(clientes);
const sumText = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::numeric(14,2)::text`;
/** An account's balance: charges − payments − discounts. */
const balanceOf = (cuentaId: unknown) =>
  sql<string>`(select coalesce(sum(case when m.tipo = 'cargo' then m.total else -m.total end), 0)::numeric(14,2)::text from ${cuentaMovimientos} m where m.cuenta_id = ${cuentaId})`;

/** The Facturación dashboard's queries: one grouped query each, on the hotel's indexes. */
export function createSummaryRepository() {
  return {
    async day(ex: Executor, hotelId: number, fecha: string) {
      const today = and(eq(facturas.hotel_id, hotelId), eq(facturas.fecha, fecha));
      const [[count], taxes, means, [notes]] = await Promise.all([
        ex
          .select({ facturas: sql<number>`count(*)::int`, total: sumText(facturas.total) })
          .from(facturas)
          .where(today),
        ex
          .select({
            tipo: facturaImpuestos.tipo,
            porcentaje: facturaImpuestos.porcentaje,
            nombre: facturaImpuestos.nombre,
            base: sumText(facturaImpuestos.base),
            valor: sumText(facturaImpuestos.valor),
          })
          .from(facturaImpuestos)
          .innerJoin(facturas, eq(facturas.id, facturaImpuestos.factura_id))
          .where(today)
          .groupBy(facturaImpuestos.tipo, facturaImpuestos.porcentaje, facturaImpuestos.nombre)
          .orderBy(asc(facturaImpuestos.tipo), desc(facturaImpuestos.porcentaje)),
        ex
          .select({
            nombre: facturaPagos.nombre,
            medio_dian: facturaPagos.medio_dian,
            monto: sumText(facturaPagos.monto),
          })
          .from(facturaPagos)
          .innerJoin(facturas, eq(facturas.id, facturaPagos.factura_id))
          .where(today)
          .groupBy(facturaPagos.nombre, facturaPagos.medio_dian)
          .orderBy(asc(facturaPagos.nombre)),
        ex
          .select({ total: sumText(notasCredito.total) })
          .from(notasCredito)
          .where(and(eq(notasCredito.hotel_id, hotelId), eq(notasCredito.fecha, fecha))),
      ]);
      return { count, taxes, means, notes };
    },

    /** Stays due out today or earlier still in their room, with their account's balance. */
    pendingCheckouts(ex: Executor, hotelId: number, fecha: string) {
      return ex
        .select({
          estancia_id: estancias.id,
          habitacion: habitaciones.numero,
          huesped: holderName,
          salida: sql<string>`${estancias.salida}::text`,
          saldo: balanceOf(cuentas.id),
        })
        .from(estancias)
        .innerJoin(habitaciones, eq(habitaciones.id, estancias.habitacion_id))
        .innerJoin(clientes, eq(clientes.id, estancias.cliente_id))
        .innerJoin(cuentas, eq(cuentas.estancia_id, estancias.id))
        .where(
          and(eq(estancias.hotel_id, hotelId), eq(estancias.estado, 'activa'), lte(estancias.salida, fecha)),
        )
        .orderBy(asc(estancias.salida), asc(habitaciones.numero))
        .limit(50);
    },

    /** Open accounts with a balance, largest first. */
    openBalances(ex: Executor, hotelId: number) {
      const saldo = sql<string>`sum(case when ${cuentaMovimientos.tipo} = 'cargo' then ${cuentaMovimientos.total} else -${cuentaMovimientos.total} end)`;
      return ex
        .select({
          cuenta_id: cuentas.id,
          nombre: sql<string>`coalesce(${cuentas.nombre}, ${holderName})`,
          saldo: sql<string>`${saldo}::numeric(14,2)::text`,
        })
        .from(cuentas)
        .innerJoin(clientes, eq(clientes.id, cuentas.cliente_id))
        .innerJoin(cuentaMovimientos, eq(cuentaMovimientos.cuenta_id, cuentas.id))
        .where(and(eq(cuentas.hotel_id, hotelId), eq(cuentas.estado, 'abierta')))
        .groupBy(cuentas.id, cuentas.nombre, clientes.razon_social, clientes.nombres, clientes.apellidos)
        .having(sql`${saldo} <> 0`)
        .orderBy(desc(saldo))
        .limit(20);
    },
  };
}

export type SummaryRepository = ReturnType<typeof createSummaryRepository>;
