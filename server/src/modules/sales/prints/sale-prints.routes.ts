import { salePaths, ZIdParams } from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireHotelId } from '../../../http/request-context';
import { errorResponses } from '../../../http/route-schemas';
import type { SalePrints } from './sale-prints';

const tags = ['Ventas'];
const binary = (type: string, description: string) => ({
  200: { description, content: { [type]: { schema: { type: 'string', format: 'binary' } } } },
  ...errorResponses,
});

/** The sale's ticket as a PDF and the QR of its electronic tiquete POS. */
export function registerSalePrintRoutes(app: FastifyInstance, prints: SalePrints): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    salePaths.pdf(':id'),
    {
      config: { auth: ['ventas.ver'] },
      schema: {
        tags,
        summary:
          'El tiquete de la venta en PDF (80 mm): documento y número, líneas, impuestos, propina, pagos y cambio; el QR de la DIAN y el CUDE si el tiquete POS es electrónico',
        params: ZIdParams,
        response: binary('application/pdf', 'El tiquete en PDF'),
      },
    },
    async (req, reply) => {
      const { numero, buffer } = await prints.pdf(requireHotelId(req), req.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="venta-${numero}.pdf"`)
        .send(buffer);
    },
  );
  r.get(
    salePaths.qr(':id'),
    {
      config: { auth: ['ventas.ver'] },
      schema: {
        tags,
        summary:
          'El código QR del tiquete POS electrónico (la URL de consulta de la DIAN con el CUDE) en SVG; 404 si la venta no es un documento electrónico',
        params: ZIdParams,
        response: binary('image/svg+xml', 'El código QR en SVG'),
      },
    },
    async (req, reply) => {
      const svg = await prints.qr(requireHotelId(req), req.params.id);
      return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').send(svg);
    },
  );
}
