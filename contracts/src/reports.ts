/**
 * Informes (issue 29): the occupancy report, the consolidated report and the manager's dashboard.
 * Definitions and sources: docs/reports.md. Money is a decimal string (net of taxes unless the
 * field says otherwise), percentages a decimal string with two decimals ("41.67").
 */
import { z } from 'zod';
import { daysBetween } from './dates';
import { isoDate, optionalId } from './form-fields';
import type { ReservationChannel } from './reservation-states';
import { extendLazily, lazyShape } from './scalars';

/** The longest range one report reads (a year and a day: a leap year by day and type). */
export const REPORT_MAX_DAYS = 366;

const ZRange = z.object(
  lazyShape(() => ({
    desde: isoDate('Ingrese la fecha inicial'),
    hasta: isoDate('Ingrese la fecha final'),
  })),
);
const inOrder = (v: { desde: string; hasta: string }) => v.desde <= v.hasta;
const notTooLong = (v: { desde: string; hasta: string }) => daysBetween(v.desde, v.hasta) < REPORT_MAX_DAYS;
const orderError = { error: 'La fecha final es anterior a la inicial', path: ['hasta'] };
const lengthError = { error: `El rango no puede pasar de ${REPORT_MAX_DAYS} días`, path: ['hasta'] };

// ── Ocupación ─────────────────────────────────────────────────────────────────────────────────

export const ZOccupancyBody = extendLazily(ZRange, () => ({
  tipo_habitacion_id: optionalId('Seleccione un tipo de habitación válido'),
  /** Subtract the rooms out of order from the available ones (USALI keeps them: default false). */
  sin_fuera_de_servicio: z.boolean({ error: 'Use true o false' }).nullish(),
}))
  .refine(inOrder, orderError)
  .refine(notTooLong, lengthError);
export type TOccupancyBody = z.input<typeof ZOccupancyBody>;
export type TOccupancyQuery = z.output<typeof ZOccupancyBody>;

const ZOccupancyFigures = z.object(
  lazyShape(() => ({
    habitaciones: z.number().int(),
    fuera_de_servicio: z.number().int(),
    disponibles: z.number().int(),
    vendidas: z.number().int(),
    /** Complimentary nights (priced 0): counted in `vendidas`, shown apart. */
    cortesias: z.number().int(),
    ocupacion: z.string(),
    adr: z.string(),
    revpar: z.string(),
    trevpar: z.string(),
    ingreso_habitaciones: z.string(),
    ingreso_total: z.string(),
    adultos: z.number().int(),
    ninos: z.number().int(),
    llegadas: z.number().int(),
    salidas: z.number().int(),
    no_shows: z.number().int(),
    cancelaciones: z.number().int(),
  })),
);
export type TOccupancyFigures = z.infer<typeof ZOccupancyFigures>;

export const ZOccupancyDay = extendLazily(ZOccupancyFigures, () => ({ fecha: z.string() }));
export type TOccupancyDay = z.infer<typeof ZOccupancyDay>;

// Segments, nationality and fees (docs/reports.md "Segments, nationality and fees").

export const reportSegments = ['directo', 'ota', 'agencia', 'empresa', 'grupo'] as const;
export type ReportSegment = (typeof reportSegments)[number];
export const reportSegmentLabels: Record<ReportSegment, string> = {
  directo: 'Directo',
  ota: 'OTA',
  agencia: 'Agencia',
  empresa: 'Empresa',
  grupo: 'Grupo',
};
/** The segment each booking channel belongs to (before the group and company rules). */
export const channelSegments: Record<ReservationChannel, 'directo' | 'ota' | 'agencia'> = {
  directo: 'directo',
  telefono: 'directo',
  correo: 'directo',
  'walk-in': 'directo',
  agencia: 'agencia',
  booking: 'ota',
  expedia: 'ota',
  otra_ota: 'ota',
};
/** A booking with this many room lines or more is a group, whatever its channel. */
export const GROUP_MIN_ROOMS = 5;

export const ZSegmentFigures = z.object(
  lazyShape(() => ({
    segmento: z.enum(reportSegments),
    vendidas: z.number().int(),
    /** The sold nights' base as priced (before lodging discounts and credit notes). */
    ingreso_habitaciones: z.string(),
    adr: z.string(),
    /** Share of the range's nights sold, in %. */
    participacion: z.string(),
  })),
);
export type TSegmentFigures = z.infer<typeof ZSegmentFigures>;

export const ZNationalityFigures = z.object(
  lazyShape(() => ({
    /** ISO code of the guest's nationality; null: the client has none recorded. */
    pais_codigo: z.string().nullable(),
    pais: z.string(),
    /** Of the hotel's country (null: unknown). */
    nacional: z.boolean().nullable(),
    huespedes: z.number().int(),
    /** Guest-nights of those stays (each guest × the stay's nights). */
    noches: z.number().int(),
  })),
);
export type TNationalityFigures = z.infer<typeof ZNationalityFigures>;

/** The deposit kept from bookings that ended cancelled or as a no-show: never room revenue. */
export const ZFees = z.object(lazyShape(() => ({ cancelacion: z.string(), no_show: z.string() })));
export type TFees = z.infer<typeof ZFees>;

export const ZOccupancyReport = z
  .object(
    lazyShape(() => ({
      desde: z.string(),
      hasta: z.string(),
      tipo_habitacion_id: z.number().int().nullable(),
      /** Whether `disponibles` has the out-of-order nights subtracted. */
      fuera_de_servicio_restado: z.boolean(),
      dias: z.array(ZOccupancyDay),
      totales: ZOccupancyFigures.extend({
        /** ALOS: nights of the stays arrived in the range / those stays. */
        estancia_promedio: z.string(),
        /** Booking lines arriving in the range that were cancelled / marked no-show, in %. */
        tasa_cancelacion: z.string(),
        tasa_no_show: z.string(),
      }),
      por_tipo: z.array(ZOccupancyFigures.extend({ tipo_habitacion_id: z.number().int(), tipo: z.string() })),
      /** Every segment, in `reportSegments` order (zeros included). */
      por_segmento: z.array(ZSegmentFigures),
      /** Every segment together: the nights sold, their priced revenue, its ADR, 100 %. */
      total_segmentos: ZSegmentFigures.omit({ segmento: true }),
      /** Room revenue less what the segments' nights sum (lodging discounts and credit notes). */
      ajuste_segmentos: z.string(),
      /** Guests of the stays arrived in the range by nationality, nationals first. */
      por_nacionalidad: z.array(ZNationalityFigures),
      huespedes: z.object({
        nacionales: z.number().int(),
        extranjeros: z.number().int(),
        sin_dato: z.number().int(),
      }),
      penalidades: ZFees,
    })),
  )
  .meta({ id: 'ReporteOcupacion' });

// ── On the books and pickup ───────────────────────────────────────────────────────────────────

export const onTheBooksHorizons = [30, 60, 90] as const;
/** The pickup windows, in days (1: since today's business day began). */
export const pickupWindows = [1, 7, 30] as const;
/** How far ahead the close's snapshot reaches: the longest horizon plus the longest window. */
export const ON_THE_BOOKS_SNAPSHOT_DAYS = 120;

export const ZOnTheBooksBody = z.object(
  lazyShape(() => ({
    dias: z.union([z.literal(30), z.literal(60), z.literal(90)], { error: 'Use 30, 60 o 90 días' }),
    tipo_habitacion_id: optionalId('Seleccione un tipo de habitación válido'),
  })),
);
export type TOnTheBooksBody = z.input<typeof ZOnTheBooksBody>;
export type TOnTheBooksQuery = z.output<typeof ZOnTheBooksBody>;

const ZPickup = z.object(
  lazyShape(() => ({
    /** Room nights / net revenue booked since the start of the window (null: no snapshot then). */
    noches: z.number().int().nullable(),
    ingreso: z.string().nullable(),
  })),
);
const ZOnTheBooksFigures = z.object(
  lazyShape(() => ({
    disponibles: z.number().int(),
    noches: z.number().int(),
    ingreso: z.string(),
    ocupacion: z.string(),
    adr: z.string(),
    /**
     * Nights on the books for the same dates a year earlier at the same lead time (the snapshot
     * taken a year before today; null: that snapshot was not taken).
     */
    noches_anio_anterior: z.number().int().nullable(),
    ocupacion_anio_anterior: z.string().nullable(),
    pickup_1: ZPickup,
    pickup_7: ZPickup,
    pickup_30: ZPickup,
  })),
);
export type TOnTheBooksFigures = z.infer<typeof ZOnTheBooksFigures>;

export const ZOnTheBooksReport = z
  .object(
    lazyShape(() => ({
      hoy: z.string(),
      desde: z.string(),
      hasta: z.string(),
      tipo_habitacion_id: z.number().int().nullable(),
      /** The business dates whose snapshot each pickup window subtracts (null: not taken). */
      fotos: z.object({
        pickup_1: z.string().nullable(),
        pickup_7: z.string().nullable(),
        pickup_30: z.string().nullable(),
        /** The business date a year before today, whose snapshot gives the year-earlier figures. */
        anio_anterior: z.string(),
        /** Whether that snapshot was taken (false: the year-earlier figures are unknown). */
        anio_anterior_tomada: z.boolean(),
      }),
      dias: z.array(ZOnTheBooksFigures.extend({ fecha: z.string() })),
      totales: ZOnTheBooksFigures,
    })),
  )
  .meta({ id: 'ReporteEnLibros' });
export type TOnTheBooksReport = z.infer<typeof ZOnTheBooksReport>;
export type TOccupancyReport = z.infer<typeof ZOccupancyReport>;

// ── Consolidado ───────────────────────────────────────────────────────────────────────────────

export const reportComparisons = ['periodo', 'anio'] as const;
export type ReportComparison = (typeof reportComparisons)[number];

export const ZConsolidatedBody = extendLazily(ZRange, () => ({
  comparar: z.enum(reportComparisons, { error: "Use 'periodo' o 'anio'" }).nullish(),
}))
  .refine(inOrder, orderError)
  .refine(notTooLong, lengthError);
export type TConsolidatedBody = z.input<typeof ZConsolidatedBody>;
export type TConsolidatedQuery = z.output<typeof ZConsolidatedBody>;

export const revenueDepartments = ['habitaciones', 'alimentos_bebidas', 'otros'] as const;
export type RevenueDepartment = (typeof revenueDepartments)[number];
export const revenueDepartmentLabels: Record<RevenueDepartment, string> = {
  habitaciones: 'Habitaciones',
  alimentos_bebidas: 'Alimentos y bebidas',
  otros: 'Otros',
};

const ZAmounts = z.object(lazyShape(() => ({ base: z.string(), impuestos: z.string(), total: z.string() })));
/** Revenue of a category and product (lodging is the product "Alojamiento"; a charge without one "Sin producto"). */
export const ZRevenueByProduct = extendLazily(ZAmounts, () => ({
  categoria: z.string(),
  producto: z.string(),
}));
/** The taxes of the revenue by kind, rate and exemption. */
export const ZRevenueByTax = z.object(
  lazyShape(() => ({
    tipo: z.string(),
    nombre: z.string(),
    porcentaje: z.string(),
    /** Lodging of a non-resident foreign tourist: the tax applies, the law exempts it. */
    exento: z.boolean(),
    base: z.string(),
    valor: z.string(),
  })),
);
/** Money that entered the registers by payment method (refunds subtract). */
export const ZReceivedByMethod = z.object(lazyShape(() => ({ forma_pago: z.string(), monto: z.string() })));

export const ZCompared = z.object(
  lazyShape(() => ({
    concepto: z.string(),
    actual: z.string(),
    anterior: z.string(),
    diferencia: z.string(),
    /** Difference as % of the previous figure; null when that was 0. */
    porcentaje: z.string().nullable(),
  })),
);
export type TCompared = z.infer<typeof ZCompared>;

export const ZConsolidatedReport = z
  .object(
    lazyShape(() => ({
      desde: z.string(),
      hasta: z.string(),
      por_dia: z.array(
        z.object({
          fecha: z.string(),
          habitaciones: z.string(),
          alimentos_bebidas: z.string(),
          otros: z.string(),
          total: z.string(),
        }),
      ),
      por_departamento: z.array(ZAmounts.extend({ departamento: z.enum(revenueDepartments) })),
      por_categoria: z.array(ZAmounts.extend({ categoria: z.string() })),
      por_producto: z.array(ZRevenueByProduct),
      /** Cancellation and no-show fees, apart from (and not in) the revenue above. */
      penalidades: ZFees,
      por_forma_pago: z.array(ZReceivedByMethod),
      por_impuesto: z.array(ZRevenueByTax),
      totales: ZAmounts,
      facturas: z.object({
        emitidas: z.number().int(),
        total_emitidas: z.string(),
        anuladas: z.number().int(),
        total_anuladas: z.string(),
      }),
      notas_credito: z.object({ cantidad: z.number().int(), total: z.string() }),
      notas_debito: z.object({ cantidad: z.number().int(), total: z.string() }),
      /**
       * Receivables: the credit invoices issued in the range (in force), and the payments received
       * on them (receipts in force: what they applied to invoices, withholdings included).
       */
      cartera: z.object({
        creada: z.object({ cantidad: z.number().int(), total: z.string() }),
        cobrada: z.object({ cantidad: z.number().int(), total: z.string() }),
      }),
      ocupacion: ZOccupancyFigures,
      comparacion: z
        .object({
          modo: z.enum(reportComparisons),
          desde: z.string(),
          hasta: z.string(),
          cifras: z.array(ZCompared),
        })
        .nullable(),
    })),
  )
  .meta({ id: 'ReporteConsolidado' });
export type TConsolidatedReport = z.infer<typeof ZConsolidatedReport>;

// ── Dashboard ─────────────────────────────────────────────────────────────────────────────────

export const ZDashboard = z
  .object(
    lazyShape(() => ({
      hoy: z.string(),
      habitaciones: z.number().int(),
      vendidas: z.number().int(),
      ocupacion: z.string(),
      llegadas: z.number().int(),
      salidas: z.number().int(),
      en_casa: z.number().int(),
      ingresos_hoy: ZCompared,
      ingresos_mes: ZCompared,
      cajas_abiertas: z.array(
        z.object({
          turno_id: z.number().int(),
          caja: z.string(),
          usuario: z.string(),
          abierto_at: z.string(),
          /** What the register should hold now, all payment groups together. */
          saldo: z.string(),
        }),
      ),
      bajo_minimo: z.number().int(),
      /** What clients owe on credit invoices today, and what of it is past due (clients owing it). */
      cartera: z.object({
        saldo: z.string(),
        vencido: z.string(),
        clientes_vencidos: z.number().int(),
      }),
    })),
  )
  .meta({ id: 'Tablero' });
export type TDashboard = z.infer<typeof ZDashboard>;
