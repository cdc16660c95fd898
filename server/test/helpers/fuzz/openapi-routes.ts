/** The routes of the API as its OpenAPI document describes them: what the fuzz test walks. */

/** The JSON schema subset fastify-type-provider-zod writes (OpenAPI 3.0 flavour). */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  /** A discriminated union's branches (zod ≥ 4.2 writes `oneOf` for them). */
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  default?: unknown;
}

export interface RouteParam {
  name: string;
  schema: JsonSchema;
}

export interface RouteSpec {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  /** OpenAPI path, e.g. `/api/usuarioMostrar/{id}`. */
  path: string;
  pathParams: RouteParam[];
  query: RouteParam[];
  /** The JSON body's schema, when the route declares one. */
  body?: JsonSchema;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

export function routesOf(doc: OpenApiDoc): RouteSpec[] {
  const routes: RouteSpec[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const body = op.requestBody?.content['application/json']?.schema;
      routes.push({
        method: method.toUpperCase() as RouteSpec['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map(({ name, schema }) => ({ name, schema })),
        query: params.filter((p) => p.in === 'query').map(({ name, schema }) => ({ name, schema })),
        ...(body ? { body } : {}),
      });
    }
  }
  return routes;
}

/** The JSON types a schema admits ('integer' admits 'number' values that are whole). */
export function acceptedTypes(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  if (schema.nullable) types.add('null');
  if (schema.type) types.add(schema.type);
  const branches = branchesOf(schema);
  for (const branch of branches ?? []) for (const t of acceptedTypes(branch)) types.add(t);
  if (!schema.type && !branches && !schema.enum) types.add('any');
  if (schema.enum) for (const v of schema.enum) types.add(v === null ? 'null' : typeof v);
  return types;
}

/** The branches of a union (`anyOf`, or a discriminated union's `oneOf`), if it is one. */
export function branchesOf(schema: JsonSchema): JsonSchema[] | undefined {
  return schema.anyOf ?? schema.oneOf;
}

/** The branch of a union that is not the '' of an emptied form field. */
export function mainBranch(schema: JsonSchema): JsonSchema {
  const branches = branchesOf(schema);
  if (!branches) return schema;
  return branches.find((b) => !(b.enum?.length === 1 && b.enum[0] === '')) ?? schema;
}
