import type { TConfiguration } from '@posada/contracts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  capacitaciones,
  ciudades,
  configuraciones,
  hoteles,
  productos,
  tiposProducto,
} from '../../db/schema';
import { createCrudRepository } from '../../lib/crud/crud-repository';
import { searchAny } from '../../lib/list-query';

/** Settings that live on the configuration row; a hotel without a row has the column defaults. */
export interface SettingsValues {
  soporte_url?: string | null;
  pie_factura?: string | null;
  politica_cancelacion?: string | null;
  penalidad_cancelacion_tipo?: string;
  penalidad_cancelacion_valor?: string;
  valor_uso_dia?: string | null;
  permitir_stock_negativo?: boolean;
  producto_alojamiento_id?: number | null;
  plan?: string;
  logo?: Buffer;
  logo_mime?: string;
}

const trainingFields = {
  id: capacitaciones.id,
  titulo: capacitaciones.titulo,
  url: capacitaciones.url,
  orden: capacitaciones.orden,
  estado: capacitaciones.estado,
};
const trainingOrder = [asc(capacitaciones.orden), asc(capacitaciones.titulo)];

/** A hotel's settings, its logo and its training items. */
export function createConfigurationsRepository() {
  return {
    /** The settings of a hotel (defaults when it has no row yet), or undefined for no such hotel. */
    async findByHotel(ex: Executor, hotelId: number): Promise<TConfiguration | undefined> {
      const [row] = await ex
        .select({
          hotel_id: hoteles.id,
          soporte_url: configuraciones.soporte_url,
          plan: sql<string>`coalesce(${configuraciones.plan}, 'basico')`,
          pie_factura: configuraciones.pie_factura,
          politica_cancelacion: configuraciones.politica_cancelacion,
          permitir_stock_negativo: sql<boolean>`coalesce(${configuraciones.permitir_stock_negativo}, false)`,
          producto_alojamiento_id: configuraciones.producto_alojamiento_id,
          tiene_logo: sql<boolean>`${configuraciones.logo} is not null`,
          logo_version: sql<string | null>`case when ${configuraciones.logo} is not null
            then floor(extract(epoch from ${configuraciones.updated_at}) * 1000)::bigint::text end`,
          nit: sql<string>`${hoteles.nit} || '-' || ${hoteles.dv}`,
          direccion: sql<
            string | null
          >`nullif(concat_ws(', ', ${hoteles.direccion}, ${ciudades.nombre}), '')`,
          telefono: hoteles.telefono,
          hora_checkin: sql<string>`to_char(${hoteles.hora_checkin}, 'HH24:MI')`,
          hora_checkout: sql<string>`to_char(${hoteles.hora_checkout}, 'HH24:MI')`,
          hora_cierre_dia: sql<string>`to_char(${hoteles.hora_cierre_dia}, 'HH24:MI')`,
          penalidad_cancelacion_tipo: sql<
            TConfiguration['penalidad_cancelacion_tipo']
          >`coalesce(${configuraciones.penalidad_cancelacion_tipo}, 'ninguna')`,
          penalidad_cancelacion_valor: sql<string>`coalesce(${configuraciones.penalidad_cancelacion_valor}, 0)::numeric(14,2)::text`,
          valor_uso_dia: sql<string | null>`${configuraciones.valor_uso_dia}::text`,
        })
        .from(hoteles)
        .leftJoin(configuraciones, eq(configuraciones.hotel_id, hoteles.id))
        .leftJoin(ciudades, eq(ciudades.id, hoteles.ciudad_id))
        .where(eq(hoteles.id, hotelId));
      return row;
    },

    /** Creates the hotel's row on its first change, so every hotel can be configured. */
    async upsert(tx: Executor, hotelId: number, values: SettingsValues) {
      await tx
        .insert(configuraciones)
        .values({ hotel_id: hotelId, ...values })
        .onConflictDoUpdate({ target: configuraciones.hotel_id, set: { ...values, updated_at: sql`now()` } });
    },

    /** The hotel's hours; the business-day close only when sent. */
    async setHotelHours(
      tx: Executor,
      hotelId: number,
      hours: { hora_checkin: string; hora_checkout: string; hora_cierre_dia?: string },
    ) {
      await tx
        .update(hoteles)
        .set({ ...hours, updated_at: sql`now()` })
        .where(eq(hoteles.id, hotelId));
    },

    /** Back to the defaults: the row goes (logo included); the hotel's hours stay. */
    async remove(tx: Executor, hotelId: number) {
      await tx.delete(configuraciones).where(eq(configuraciones.hotel_id, hotelId));
    },

    /** The hotel's active services: the candidates for the lodging product. */
    lodgingOptions(ex: Executor, hotelId: number) {
      return ex
        .select({ id: productos.id, codigo: productos.codigo, nombre: productos.nombre })
        .from(productos)
        .innerJoin(tiposProducto, eq(tiposProducto.id, productos.tipo_producto_id))
        .where(and(eq(productos.hotel_id, hotelId), productos.estado, eq(tiposProducto.codigo, 'servicio')))
        .orderBy(asc(productos.nombre));
    },

    /** The logo of a hotel, or of the first active hotel with one (the login page of one hotel). */
    async findLogo(ex: Executor, hotelId: number | undefined) {
      const [row] = await ex
        .select({ logo: configuraciones.logo, mime: configuraciones.logo_mime })
        .from(configuraciones)
        .innerJoin(hoteles, eq(hoteles.id, configuraciones.hotel_id))
        .where(
          hotelId === undefined
            ? sql`${hoteles.estado} and ${isNotNull(configuraciones.logo)}`
            : eq(configuraciones.hotel_id, hotelId),
        )
        .orderBy(asc(hoteles.id))
        .limit(1);
      return row?.logo && row.mime ? { logo: row.logo, mime: row.mime } : undefined;
    },

    trainings: createCrudRepository({
      table: capacitaciones,
      fields: trainingFields,
      orderBy: trainingOrder,
      search: (term) => searchAny(term, [capacitaciones.titulo, capacitaciones.url]),
      scoped: true,
    }),

    /** What the Capacitaciones screen shows: the hotel's active items, in their order. */
    activeTrainings: (ex: Executor, hotelId: number) =>
      ex
        .select(trainingFields)
        .from(capacitaciones)
        .where(and(eq(capacitaciones.hotel_id, hotelId), eq(capacitaciones.estado, true)))
        .orderBy(...trainingOrder),
  };
}

export type ConfigurationsRepository = ReturnType<typeof createConfigurationsRepository>;
