import {
  logoMimeTypes,
  configurationPaths as paths,
  ZApiError,
  ZConfigurationData,
  ZConfigurationResponse,
  ZConfigurationSaveBody,
  ZIdParams,
  ZLodgingOptions,
  ZLogoQuery,
  ZPlanBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, currentHotelId, hotelActor, requireHotelId, sessionOf } from '../../http/request-context';
import type { ConfigurationsService } from './configurations.service';

const TAG = 'Configuración';
const VIEW = ['configuraciones.ver'] as const;
const EDIT = ['configuraciones.editar'] as const;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** The logo travels as its bytes, so its answers are written as OpenAPI rather than zod. */
const binary = { schema: { type: 'string', format: 'binary' } };
const logoResponses = {
  200: {
    description: 'La imagen del logo',
    content: Object.fromEntries(logoMimeTypes.map((mime) => [mime, binary])),
  },
  204: { description: 'El hotel no tiene logo', type: 'null' },
  400: ZApiError,
};

/**
 * The settings of the request's hotel. Reading the current hotel's settings is open to any session
 * (the shell reads the support link, other modules the rest); the other calls need the permissions.
 */
export function registerConfigurationsRoutes(app: FastifyInstance, service: ConfigurationsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    paths.current,
    {
      config: { auth: 'session' },
      schema: {
        tags: [TAG],
        summary: 'Configuración del hotel actual',
        response: { 200: ZConfigurationResponse },
      },
    },
    async (req) => ({ data: await service.current(currentHotelId(req)) }),
  );

  r.get(
    paths.get(':id'),
    {
      config: { auth: VIEW },
      schema: {
        tags: [TAG],
        summary: 'Configuración de un hotel del usuario (id del hotel)',
        params: ZIdParams,
        response: { 200: ZConfigurationData, ...errors },
      },
    },
    async (req) => ({ data: await service.settingsOfVisible(sessionOf(req).hotelIds, req.params.id) }),
  );

  r.post(
    paths.save,
    {
      config: { auth: EDIT },
      schema: {
        tags: [TAG],
        summary: 'Guardar la configuración del hotel actual (crea su fila la primera vez)',
        body: ZConfigurationSaveBody,
        response: { 200: ZConfigurationData, ...errors },
      },
    },
    async (req) => ({ data: await service.save(hotelActor(req), req.body) }),
  );

  r.post(
    paths.plan,
    {
      config: { auth: EDIT },
      schema: {
        tags: [TAG],
        summary: 'Cambiar el plan del hotel actual',
        body: ZPlanBody,
        response: { 200: ZConfigurationData, ...errors },
      },
    },
    async (req) => ({ data: await service.setPlan(hotelActor(req), req.body.plan) }),
  );

  r.delete(
    paths.remove(':id'),
    {
      config: { auth: EDIT },
      schema: {
        tags: [TAG],
        summary: 'Restablecer la configuración de un hotel (id del hotel): valores por defecto, sin logo',
        params: ZIdParams,
        response: { 200: ZConfigurationData, ...errors },
      },
    },
    async (req) => {
      const hotelId = req.params.id;
      const actor = { ...actorOf(req), hotelId };
      return { data: await service.reset(actor, sessionOf(req).hotelIds) };
    },
  );

  r.get(
    paths.lodgingProducts,
    {
      config: { auth: VIEW },
      schema: {
        tags: [TAG],
        summary: 'Servicios del hotel que pueden ser el producto de alojamiento',
        response: { 200: ZLodgingOptions, ...errors },
      },
    },
    async (req) => ({ data: await service.lodgingOptions(requireHotelId(req)) }),
  );

  r.get(
    paths.image,
    {
      config: { auth: 'public' },
      schema: {
        tags: [TAG],
        summary: 'Logo del hotel (público; `h` elige el hotel); 204 sin cuerpo si no tiene',
        querystring: ZLogoQuery,
        response: logoResponses,
      },
    },
    async (req, reply) => {
      const found = await service.logo(req.query.h);
      reply.header('Cache-Control', 'no-cache');
      // No logo is an ordinary state, not an error: a 404 would be logged by every browser console.
      if (!found) return reply.status(204).send();
      return reply.header('Content-Type', found.mime).send(found.logo);
    },
  );
}
