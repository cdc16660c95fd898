import type {
  RevenueDepartment,
  TCompared,
  TConsolidatedQuery,
  TConsolidatedReport,
  TDashboard,
  TOccupancyFigures,
  TOccupancyQuery,
  TOccupancyReport,
  TOnTheBooksFigures,
  TOnTheBooksQuery,
  TOnTheBooksReport,
} from '@posada/contracts';
import { pickupWindows, revenueDepartments } from '@posada/contracts';
import { addMonths } from '@posada/contracts/dates';
import type { Db, Tx } from '../../db/client';
import type { HotelCalendar } from '../../kernel/calendar';
import { addDays } from '../../lib/clock';
import { addMoney } from '../../lib/money';
import {
  averageStay,
  compareMoneyFigure,
  comparisonRange,
  type NightFacts,
  nationalityFigures,
  nightKpis,
  percent,
  perUnit,
  pickup,
  pickupSince,
  segmentFigures,
  sumFacts,
} from './kpi';
import type { OccupancyFactRow, Range, ReportsRepository } from './reports.repository';

const facts = ({ nivel: _n, fecha: _f, tipo: _t, ...f }: OccupancyFactRow): NightFacts => f;

const figures = (f: NightFacts, subtractOoo: boolean): TOccupancyFigures => ({
  ...f,
  ...nightKpis(f, subtractOoo),
});

function daysOf({ desde, hasta }: Range): string[] {
  const days: string[] = [];
  for (let d = desde; d <= hasta; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The rows of one level of the grid's sums by their key. */
function level<K>(
  rows: readonly OccupancyFactRow[],
  nivel: OccupancyFactRow['nivel'],
  key: (r: OccupancyFactRow) => K,
) {
  return new Map(rows.filter((r) => r.nivel === nivel).map((r) => [key(r), facts(r)]));
}

export function createReportsService({
  db,
  repo,
  calendar,
}: {
  db: Db;
  repo: ReportsRepository;
  calendar: Pick<HotelCalendar, 'today'>;
}) {
  /** Every report reads one consistent snapshot of committed data. */
  const consistent = <T>(work: (tx: Tx) => Promise<T>) =>
    db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });

  async function occupancyIn(tx: Tx, hotelId: number, r: Range, typeId: number | null, subtractOoo: boolean) {
    const [rows, types, counts, segments, nationalities, penalidades] = [
      await repo.occupancy(tx, hotelId, r, typeId),
      await repo.roomTypes(tx, hotelId),
      await repo.stayAndBookingCounts(tx, hotelId, r, typeId),
      await repo.segments(tx, hotelId, r, typeId),
      await repo.nationalities(tx, hotelId, r, typeId),
      await repo.fees(tx, hotelId, r, typeId),
    ];
    // SQL summed by day, by type and in all (grouping sets): only the KPIs are computed here.
    const byDay = level(rows, 'dia', (x) => x.fecha);
    const byType = level(rows, 'tipo', (x) => x.tipo);
    const empty = sumFacts([]);
    const dias = daysOf(r).map((fecha) => ({ fecha, ...figures(byDay.get(fecha) ?? empty, subtractOoo) }));
    const total = level(rows, 'total', () => 0).get(0) ?? empty;
    const por_tipo = types
      .filter((t) => byType.has(t.id))
      .map((t) => ({
        tipo_habitacion_id: t.id,
        tipo: t.nombre,
        ...figures(byType.get(t.id) ?? empty, subtractOoo),
      }));
    return {
      dias,
      totales: {
        ...figures(total, subtractOoo),
        estancia_promedio: averageStay(counts.noches, counts.estancias),
        tasa_cancelacion: percent(counts.canceladas, counts.lineas),
        tasa_no_show: percent(counts.no_shows, counts.lineas),
      },
      por_tipo,
      ...segmentFigures(segments, total.ingreso_habitaciones),
      ...nationalityFigures(nationalities),
      penalidades,
    };
  }

  async function consolidatedIn(tx: Tx, hotelId: number, r: Range) {
    const [revenue, taxes, payments, docs, occupancy] = [
      await repo.revenue(tx, hotelId, r),
      await repo.taxes(tx, hotelId, r),
      await repo.payments(tx, hotelId, r),
      await repo.documents(tx, hotelId, r),
      await occupancyIn(tx, hotelId, r, null, false),
    ];
    const zero = { base: '0.00', impuestos: '0.00', total: '0.00' };
    const add = (a: typeof zero, b: typeof zero) => ({
      base: addMoney(a.base, b.base),
      impuestos: addMoney(a.impuestos, b.impuestos),
      total: addMoney(a.total, b.total),
    });
    const days = new Map(
      daysOf(r).map((d) => [d, { habitaciones: '0.00', alimentos_bebidas: '0.00', otros: '0.00' }]),
    );
    const departments = new Map<RevenueDepartment, typeof zero>(revenueDepartments.map((d) => [d, zero]));
    const categories = new Map<string, typeof zero>();
    const products = new Map<string, typeof zero & { categoria: string; producto: string }>();
    let totales = zero;
    for (const row of revenue) {
      const day = days.get(row.fecha);
      if (day) day[row.departamento] = addMoney(day[row.departamento], row.base);
      departments.set(row.departamento, add(departments.get(row.departamento) ?? zero, row));
      categories.set(row.categoria, add(categories.get(row.categoria) ?? zero, row));
      const key = `${row.categoria}\u0000${row.producto}`;
      products.set(key, {
        categoria: row.categoria,
        producto: row.producto,
        ...add(products.get(key) ?? zero, row),
      });
      totales = add(totales, row);
    }
    return {
      por_dia: [...days].map(([fecha, d]) => ({
        fecha,
        ...d,
        total: addMoney(d.habitaciones, d.alimentos_bebidas, d.otros),
      })),
      por_departamento: [...departments].map(([departamento, a]) => ({ departamento, ...a })),
      por_categoria: [...categories]
        .sort(([a], [b]) => a.localeCompare(b, 'es'))
        .map(([categoria, a]) => ({ categoria, ...a })),
      por_producto: [...products.values()].sort(
        (a, b) => a.categoria.localeCompare(b.categoria, 'es') || a.producto.localeCompare(b.producto, 'es'),
      ),
      penalidades: occupancy.penalidades,
      por_forma_pago: payments,
      por_impuesto: taxes,
      totales,
      facturas: {
        emitidas: docs.emitidas,
        total_emitidas: docs.total_emitidas,
        anuladas: docs.anuladas,
        total_anuladas: docs.total_anuladas,
      },
      notas_credito: { cantidad: docs.nc, total: docs.nc_total },
      notas_debito: { cantidad: docs.nd, total: docs.nd_total },
      cartera: {
        creada: { cantidad: docs.credito, total: docs.credito_total },
        cobrada: { cantidad: docs.cobros, total: docs.cobros_total },
      },
      ocupacion: (({ estancia_promedio: _a, tasa_cancelacion: _b, tasa_no_show: _c, ...o }) => o)(
        occupancy.totales,
      ),
    };
  }

  type Consolidated = Awaited<ReturnType<typeof consolidatedIn>>;
  /** The figures a comparison sets side by side. */
  const comparedFigures = (c: Consolidated): [string, string][] => [
    ['Ingresos totales (antes de impuestos)', c.totales.base],
    ...c.por_departamento.map((d): [string, string] => [`Ingresos ${d.departamento}`, d.base]),
    ['Impuestos', c.totales.impuestos],
    ['Facturado', c.facturas.total_emitidas],
    ['Notas crédito', c.notas_credito.total],
    ['Cartera creada (facturas a crédito)', c.cartera.creada.total],
    ['Cartera cobrada (abonos)', c.cartera.cobrada.total],
    ['Penalidades de cancelación', c.penalidades.cancelacion],
    ['Penalidades de no-show', c.penalidades.no_show],
    ['ADR', c.ocupacion.adr],
    ['RevPAR', c.ocupacion.revpar],
  ];

  return {
    async occupancy(hotelId: number, q: TOccupancyQuery): Promise<TOccupancyReport> {
      const subtract = q.sin_fuera_de_servicio === true;
      const report = await consistent((tx) => occupancyIn(tx, hotelId, q, q.tipo_habitacion_id, subtract));
      return {
        desde: q.desde,
        hasta: q.hasta,
        tipo_habitacion_id: q.tipo_habitacion_id,
        fuera_de_servicio_restado: subtract,
        ...report,
      };
    },

    async consolidated(hotelId: number, q: TConsolidatedQuery): Promise<TConsolidatedReport> {
      return consistent(async (tx) => {
        const actual = await consolidatedIn(tx, hotelId, q);
        if (!q.comparar) return { desde: q.desde, hasta: q.hasta, ...actual, comparacion: null };
        const prev = comparisonRange(q.desde, q.hasta, q.comparar);
        const anterior = comparedFigures(await consolidatedIn(tx, hotelId, prev));
        const cifras: TCompared[] = comparedFigures(actual).map(([concepto, value], i) => ({
          concepto,
          ...compareMoneyFigure(value, anterior[i]?.[1] ?? '0.00'),
        }));
        return {
          desde: q.desde,
          hasta: q.hasta,
          ...actual,
          comparacion: { modo: q.comparar, ...prev, cifras },
        };
      });
    },

    /**
     * On the books for the next `dias` nights from today, with the pickup of the last 1, 7 and 30
     * days (now less the close's snapshot at the start of the window) and what was on the books
     * for the same dates a year earlier at the same lead time (the snapshot of a year ago).
     */
    async onTheBooks(hotelId: number, q: TOnTheBooksQuery): Promise<TOnTheBooksReport> {
      return consistent(async (tx) => {
        const hoy = await calendar.today(tx, hotelId);
        const r = { desde: hoy, hasta: addDays(hoy, q.dias - 1) };
        const since = pickupWindows.map((w) => pickupSince(hoy, w));
        const lastYear = { desde: addMonths(r.desde, -12), hasta: addMonths(r.hasta, -12) };
        const data = await repo.onTheBooks(tx, hotelId, r, since, lastYear, q.tipo_habitacion_id);
        const nowOf = new Map(data.now.map((x) => [x.fecha, x]));
        const lastYearOf = new Map(data.anio.map((x) => [x.fecha, x.noches]));
        const taken = new Set(data.snapshots.map((x) => x.tomada));
        const snapshotOf = new Map(data.snapshots.map((x) => [`${x.tomada} ${x.fecha}`, x]));
        const none = { noches: 0, ingreso: '0.00' };
        /** A snapshot's night: zero when the snapshot was taken with nothing booked that night. */
        const then = (tomada: string, fecha: string) =>
          taken.has(tomada) ? (snapshotOf.get(`${tomada} ${fecha}`) ?? none) : undefined;
        const figuresOf = (
          disponibles: number,
          now: { noches: number; ingreso: string },
          before: ({ noches: number; ingreso: string } | undefined)[],
          anterior: number | null,
        ): TOnTheBooksFigures => ({
          disponibles,
          noches: now.noches,
          ingreso: addMoney(now.ingreso),
          ocupacion: percent(now.noches, disponibles),
          adr: perUnit(now.ingreso, now.noches),
          noches_anio_anterior: anterior,
          ocupacion_anio_anterior: anterior === null ? null : percent(anterior, disponibles),
          pickup_1: pickup(now, before[0]),
          pickup_7: pickup(now, before[1]),
          pickup_30: pickup(now, before[2]),
        });
        const total = (xs: ({ noches: number; ingreso: string } | undefined)[]) =>
          xs.some((x) => x === undefined)
            ? undefined
            : {
                noches: xs.reduce((n, x) => n + (x?.noches ?? 0), 0),
                ingreso: addMoney(...xs.map((x) => x?.ingreso ?? '0.00')),
              };
        const days = daysOf(r);
        const nows = days.map((d) => nowOf.get(d) ?? none);
        const befores = since.map((t) => days.map((d) => then(t, d)));
        const anteriores = days.map((d) =>
          data.anioTomada ? (lastYearOf.get(addMonths(d, -12)) ?? 0) : null,
        );
        const fotos = since.map((t) => (taken.has(t) ? t : null));
        return {
          hoy,
          ...r,
          tipo_habitacion_id: q.tipo_habitacion_id,
          fotos: {
            pickup_1: fotos[0] ?? null,
            pickup_7: fotos[1] ?? null,
            pickup_30: fotos[2] ?? null,
            anio_anterior: lastYear.desde,
            anio_anterior_tomada: data.anioTomada,
          },
          dias: days.map((fecha, i) => ({
            fecha,
            ...figuresOf(
              data.rooms,
              nows[i] ?? none,
              befores.map((b) => b[i]),
              anteriores[i] ?? null,
            ),
          })),
          totales: figuresOf(
            data.rooms * days.length,
            total(nows) ?? none,
            befores.map(total),
            data.anioTomada ? anteriores.reduce<number>((n, x) => n + (x ?? 0), 0) : null,
          ),
        };
      });
    },

    async dashboard(hotelId: number): Promise<TDashboard> {
      return consistent(async (tx) => {
        const hoy = await calendar.today(tx, hotelId);
        const mes = `${hoy.slice(0, 8)}01`;
        const haceUnAnio = addMonths(hoy, -12);
        const [day, hoyActual, hoyAnterior, mesActual, mesAnterior, cajas, bajo, cartera] = [
          await repo.today(tx, hotelId, hoy),
          await repo.revenueTotal(tx, hotelId, { desde: hoy, hasta: hoy }),
          await repo.revenueTotal(tx, hotelId, { desde: haceUnAnio, hasta: haceUnAnio }),
          await repo.revenueTotal(tx, hotelId, { desde: mes, hasta: hoy }),
          await repo.revenueTotal(tx, hotelId, { desde: addMonths(mes, -12), hasta: haceUnAnio }),
          await repo.openRegisters(tx, hotelId),
          await repo.belowMinimum(tx, hotelId),
          await repo.receivables(tx, hotelId, hoy),
        ];
        return {
          hoy,
          ...day,
          ocupacion: percent(day.vendidas, day.habitaciones),
          ingresos_hoy: { concepto: 'Ingresos de hoy', ...compareMoneyFigure(hoyActual, hoyAnterior) },
          ingresos_mes: { concepto: 'Ingresos del mes', ...compareMoneyFigure(mesActual, mesAnterior) },
          cajas_abiertas: cajas,
          bajo_minimo: bajo,
          cartera,
        };
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
