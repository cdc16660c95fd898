import { API_ROOT } from '@posada/contracts/paths';
import type { RouteOptions } from 'fastify';

/**
 * The finishing touches of the generated OpenAPI 3.0.3 document (docs/api.md, "The OpenAPI
 * document"): names for the operations, the error answers every call can give, nullable schemas
 * 3.0 understands, and no components nobody uses. Pure functions over plain JSON.
 */

type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; responses?: Record<string, unknown> };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Whether a route belongs in the document: the API's own calls, not the web app nor the docs. */
export function isDocumentedRoute(url: string): boolean {
  return url.startsWith(`${API_ROOT}/`) && !url.startsWith(`${API_ROOT}/docs`);
}

/**
 * The error answers a route can give before or besides its own rules, added where the route does
 * not list them: 400 (a path that is not valid percent-encoding, a bad `X-Hotel-Id`, a schema),
 * 401 without a valid session and 403 without the permission. The body is always `{ message,
 * errors? }`, the `errorSchema` given.
 */
export function withErrorResponses(
  response: Record<string, unknown> | undefined,
  auth: unknown,
  errorSchema: unknown,
): Record<string, unknown> {
  const codes = ['400'];
  if (auth !== 'public') codes.push('401');
  if (Array.isArray(auth)) codes.push('403');
  const result = { ...response };
  for (const code of codes) if (!(code in result)) result[code] = errorSchema;
  return result;
}

/** The auth a route declares (`config.auth`, see plugins/auth.ts). */
export const routeAuth = (route: RouteOptions): unknown =>
  (route.config as { auth?: unknown } | undefined)?.auth;

/**
 * `operationId`s from the specification's path names: `/api/cajaAbrir` → `cajaAbrir`,
 * `/api/caja/retiro-parcial` → `cajaRetiroParcial`, `/api/usuarioMostrar/{id}` → `usuarioMostrar`.
 * Where two operations would share a name, the one with path parameters adds them
 * (`detalleCajaSaldoById`), and calls on the same path add their method (`impuestoGet`,
 * `impuestoPost`). An operation that declares its own `operationId` keeps it.
 */
export function assignOperationIds(paths: Record<string, unknown>): void {
  const operations: { path: string; method: string; op: Operation; name: string }[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (isObject(op)) operations.push({ path, method, op, name: baseName(path) });
    }
  }
  const count = (key: (o: (typeof operations)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const o of operations) counts.set(key(o), (counts.get(key(o)) ?? 0) + 1);
    return counts;
  };
  const byName = count((o) => o.name);
  for (const o of operations) {
    if ((byName.get(o.name) ?? 0) > 1) o.name += paramsSuffix(o.path);
  }
  const byPathName = count((o) => o.name);
  for (const o of operations) {
    if ((byPathName.get(o.name) ?? 0) > 1) o.name += capitalize(o.method);
  }
  for (const o of operations) o.op.operationId ??= o.name;
}

function baseName(path: string): string {
  const words = path
    .slice(API_ROOT.length)
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('{'))
    .flatMap((segment) => segment.split(/[-_]/))
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : capitalize(word))).join('');
}

function paramsSuffix(path: string): string {
  const params = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => capitalize(m[1] ?? ''));
  return params.length > 0 ? `By${params.join('And')}` : '';
}

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`. zod's 3.0 output puts it beside `anyOf`
 * (`"" | text | null`) and beside a named component (`{ nullable, allOf: [{ $ref }] }`, or a bare
 * `$ref`); here it moves into each branch that has a type (adding `null` to an `enum`, which 3.0.3
 * requires), and a reference becomes `allOf` with the referenced schema's type beside it.
 */
export function fixNullable(node: unknown, components: Record<string, unknown>): void {
  if (Array.isArray(node)) {
    for (const item of node) fixNullable(item, components);
    return;
  }
  if (!isObject(node)) return;
  for (const value of Object.values(node)) fixNullable(value, components);
  if (node.nullable !== true || 'type' in node) return;
  const ref = referenceOf(node);
  if (ref !== undefined) {
    const target = components[ref.replace('#/components/schemas/', '')];
    node.allOf = [{ $ref: ref }];
    delete node.$ref;
    if (isObject(target) && typeof target.type === 'string') {
      node.type = target.type;
      return;
    }
  }
  const branches = (node.anyOf ?? node.oneOf ?? node.allOf) as unknown[] | undefined;
  if (!Array.isArray(branches)) {
    delete node.nullable;
    return;
  }
  if (node.allOf) {
    // `allOf` cannot take `null` from a branch; without a type to state it, say it in one branch.
    node.anyOf = [{ allOf: node.allOf }, { type: 'string', enum: [null], nullable: true }];
    delete node.allOf;
  } else {
    for (const branch of branches) makeNullable(branch, components);
  }
  delete node.nullable;
}

/** The component a schema is: a bare `$ref`, or zod's `allOf` of that one `$ref` alone. */
function referenceOf(node: Json): string | undefined {
  if (typeof node.$ref === 'string') return node.$ref;
  const [only, ...others] = Array.isArray(node.allOf) ? node.allOf : [];
  if (others.length > 0 || !isObject(only) || Object.keys(only).length !== 1) return undefined;
  return typeof only.$ref === 'string' ? only.$ref : undefined;
}

function makeNullable(schema: unknown, components: Record<string, unknown>): void {
  if (!isObject(schema)) return;
  if ('type' in schema) {
    schema.nullable = true;
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    return;
  }
  schema.nullable = true;
  fixNullable(schema, components);
}

/** Components that no `$ref` reaches (the registry holds input and output forms of each). */
export function pruneUnusedComponents(document: Json): void {
  const components = document.components as { schemas?: Record<string, unknown> } | undefined;
  const schemas = components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    else if (isObject(node)) {
      const ref = node.$ref;
      if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
        const name = ref.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      }
      for (const value of Object.values(node)) visit(value);
    }
  };
  const { components: _, ...rest } = document;
  visit(rest);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}
