import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ZApiError } from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import {
  assignOperationIds,
  fixNullable,
  isDocumentedRoute,
  pruneUnusedComponents,
  routeAuth,
  withErrorResponses,
} from './openapi-document';

// The contracts name their shared schemas (the records the calls answer: `Cliente`, `Caja`…) with
// `.meta({ id })` in zod's global registry; they become `#/components/schemas/<id>` (`<id>Input`
// for a different request form). How to name one: docs/api.md, "The OpenAPI document". zod's own
// OpenAPI 3.0 output is used, then finished by openapi-document.ts.
const zodToJsonConfig = { target: 'openapi-3.0' } as const;
const transformSchema = createJsonSchemaTransform({ skipList: [], zodToJsonConfig });
const transformDocument = createJsonSchemaTransformObject({ zodToJsonConfig });

type Responses = Record<string, unknown>;

/** zod answers, and the few written as OpenAPI already (a binary body, an empty 204). */
function splitResponses(responses: Responses): { zod: Responses; openapi: Responses } {
  const zod: Responses = {};
  const openapi: Responses = {};
  for (const [code, schema] of Object.entries(responses)) {
    if (schema instanceof $ZodType) zod[code] = schema;
    else openapi[code] = schema;
  }
  return { zod, openapi };
}

/** OpenAPI generated from the route schemas, browsable at /api/docs (JSON at /api/docs/json). */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Posada API',
        description:
          'API de Posada. Autenticación: `Authorization: Bearer <token>` obtenido en /api/login. ' +
          'Errores: `{ message, errors? }` en español. `X-Hotel-Id` elige el hotel de trabajo.',
        version: '0.1.0',
      },
      // Relative: the document describes the server that serves it, whatever its address.
      servers: [{ url: '/', description: 'Este servidor' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      // The web app's files, the docs' own pages and anything else outside /api stay out.
      if (!isDocumentedRoute(input.url)) return { schema: { hide: true }, url: input.url };
      const auth = routeAuth(input.route);
      // A public call (login, health, the logo) needs no token: it says so over the global bearer.
      const schema = auth === 'public' ? { security: [], ...input.schema } : (input.schema ?? {});
      const { zod, openapi } = splitResponses(
        withErrorResponses(schema.response as Responses | undefined, auth, ZApiError),
      );
      const result = transformSchema({ ...input, schema: { ...schema, response: zod } });
      const response = { ...(result.schema.response as Responses | undefined), ...openapi };
      return { ...result, schema: { ...result.schema, response } };
    },
    transformObject: (input) => {
      const document = transformDocument(input);
      const paths = document.paths ?? {};
      // OpenAPI 3 (`openapi: '3.0.3'` above): the named schemas are under components.
      const schemas = ('components' in document ? document.components?.schemas : undefined) ?? {};
      assignOperationIds(paths);
      fixNullable(paths, schemas);
      fixNullable(schemas, schemas);
      pruneUnusedComponents(document);
      return document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
