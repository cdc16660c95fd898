import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { configuraciones, hoteles } from '../../db/schema';

export function createConfigurationsRepository(db: Executor) {
  return {
    async findByHotel(hotelId: number) {
      const [row] = await db
        .select({
          hotel_id: configuraciones.hotel_id,
          soporte_url: configuraciones.soporte_url,
          plan: configuraciones.plan,
          pie_factura: configuraciones.pie_factura,
          permitir_stock_negativo: configuraciones.permitir_stock_negativo,
          producto_alojamiento_id: configuraciones.producto_alojamiento_id,
          tiene_logo: sql<boolean>`${configuraciones.logo} is not null`,
        })
        .from(configuraciones)
        .where(eq(configuraciones.hotel_id, hotelId));
      return row;
    },

    /** The logo of a hotel, or of the first active hotel with one (the login page of one hotel). */
    async findLogo(hotelId: number | undefined) {
      const [row] = await db
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
  };
}

export type ConfigurationsRepository = ReturnType<typeof createConfigurationsRepository>;
