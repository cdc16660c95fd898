import {
  reportPaths,
  ZConsolidatedBody,
  ZConsolidatedReport,
  ZDashboard,
  ZOccupancyBody,
  ZOccupancyReport,
  ZOnTheBooksBody,
  ZOnTheBooksReport,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireHotelId } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { ReportsService } from './reports.service';

const tags = ['Informes'];

export function registerReportsRoutes(app: FastifyInstance, service: ReportsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    reportPaths.occupancy,
    {
      config: { auth: ['reportes.ocupacion'] },
      schema: {
        tags,
        summary:
          'Ocupación por día y por tipo de habitación: disponibles, vendidas, ocupación, ADR, RevPAR, huéspedes, llegadas, salidas, no-shows y cancelaciones, con los totales del rango',
        body: ZOccupancyBody,
        response: { 200: ZOccupancyReport, ...errorResponses },
      },
    },
    (req) => service.occupancy(requireHotelId(req), req.body),
  );
  r.post(
    reportPaths.onTheBooks,
    {
      config: { auth: ['reportes.ocupacion'] },
      schema: {
        tags,
        summary:
          'En libros: noches e ingresos reservados para los próximos 30, 60 o 90 días por fecha, el pickup de los últimos 1, 7 y 30 días (contra la foto del cierre diario) y las noches vendidas las mismas fechas del año anterior',
        body: ZOnTheBooksBody,
        response: { 200: ZOnTheBooksReport, ...errorResponses },
      },
    },
    (req) => service.onTheBooks(requireHotelId(req), req.body),
  );
  r.post(
    reportPaths.consolidated,
    {
      config: { auth: ['reportes.consolidado'] },
      schema: {
        tags,
        summary:
          'Consolidado: ingresos por día, departamento, categoría, forma de pago e impuesto; facturas, notas, cartera creada y cobrada y ocupación; comparación con el periodo anterior o el año anterior',
        body: ZConsolidatedBody,
        response: { 200: ZConsolidatedReport, ...errorResponses },
      },
    },
    (req) => service.consolidated(requireHotelId(req), req.body),
  );
  r.get(
    reportPaths.dashboard,
    {
      config: { auth: ['reportes.tablero'] },
      schema: {
        tags,
        summary:
          'Tablero del gerente: ocupación, llegadas, salidas, ingresos de hoy y del mes contra el año anterior, cajas abiertas, stock bajo mínimo y cartera vencida',
        response: { 200: ZDashboard, ...errorResponses },
      },
    },
    (req) => service.dashboard(requireHotelId(req)),
  );
}
