import fc from 'fast-check';
import { type BadValue, badValuesFor, jsonText, plausibleObject } from './bad-values';
import { acceptedTypes, type JsonSchema, mainBranch, type RouteSpec } from './openapi-routes';

/** One request of the fuzz test: every one of them must be refused without touching the data. */
export interface FuzzCase {
  label: string;
  method: RouteSpec['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };
/** Path and query values as they arrive in a URL (already percent-encoded where needed). */
const BAD_NUMBER_TEXT = [
  '2147483648',
  '-1',
  '0',
  '1e309',
  '1e1',
  '1.5',
  '0x1',
  '%2012',
  '12abc',
  '%00',
  '%C0%80',
  '%ff',
  'abc',
  '9'.repeat(400),
];
const BAD_QUERY_TEXT = ['%00', 'a%01b', 'x'.repeat(5_000)];
const BAD_HOTEL_HEADER = ['2147483648', '-1', '1.5', 'abc', '9'.repeat(30)];
const TOO_LARGE = `{"x":"${'x'.repeat(1_100_000)}"}`;

/** Requests every route gets: bodies the JSON parser itself must refuse, in Spanish. */
export function rawCases(route: RouteSpec): FuzzCase[] {
  const base = { method: route.method, url: urlOf(route, {}), headers: {} };
  const cases: FuzzCase[] = [
    { ...base, label: 'JSON inválido', headers: JSON_TYPE, payload: '{"a":' },
    { ...base, label: 'cuerpo JSON vacío', headers: JSON_TYPE, payload: '' },
    {
      ...base,
      label: 'tipo de contenido no soportado',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    },
    { ...base, label: 'cuerpo de más de 1 MiB', headers: JSON_TYPE, payload: TOO_LARGE },
    { ...base, label: '__proto__', headers: JSON_TYPE, payload: '{"__proto__":{"x":1}}' },
    {
      ...base,
      label: 'constructor.prototype',
      headers: JSON_TYPE,
      payload: '{"constructor":{"prototype":{"x":1}}}',
    },
  ];
  if (route.body) {
    // Text that is not JSON at all is read as text, then refused by the body's schema.
    cases.push({ ...base, label: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: 'hola' });
  }
  return route.method === 'GET' ? [] : cases;
}

function urlOf(route: RouteSpec, params: Record<string, string>, query = ''): string {
  let path = route.path;
  for (const p of route.pathParams) path = path.replace(`{${p.name}}`, params[p.name] ?? '1');
  return query ? `${path}?${query}` : path;
}

/** Every place in the body a single bad value can go: its fields, and the fields of nested objects. */
function fieldPaths(schema: JsonSchema, prefix: string[] = []): { path: string[]; schema: JsonSchema }[] {
  const out: { path: string[]; schema: JsonSchema }[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    out.push({ path: [...prefix, name], schema: prop });
    const main = mainBranch(prop);
    if (main.type === 'object') out.push(...fieldPaths(main, [...prefix, name]));
  }
  return out;
}

function withValue(
  base: Record<string, unknown>,
  path: string[],
  value: unknown,
  fromPattern: (p: string) => string,
  schema: JsonSchema,
) {
  const copy = structuredClone(base);
  let target = copy;
  let shape = schema;
  for (const key of path.slice(0, -1)) {
    shape = mainBranch(shape.properties?.[key] ?? {});
    if (typeof target[key] !== 'object' || target[key] === null)
      target[key] = plausibleObject(shape, fromPattern);
    target = target[key] as Record<string, unknown>;
  }
  target[path.at(-1) as string] = value;
  return copy;
}

/** fast-check arbitrary of the sampled cases of one route (bad params, query, body fields…). */
export function caseArbitrary(
  route: RouteSpec,
  fromPattern: (p: string) => string,
): fc.Arbitrary<FuzzCase> | null {
  const kinds: fc.Arbitrary<FuzzCase>[] = [];
  const body = route.body ? mainBranch(route.body) : undefined;
  const base = body ? plausibleObject(body, fromPattern) : undefined;
  const payload = base === undefined ? {} : { headers: JSON_TYPE, payload: jsonText(base) };

  if (route.pathParams.length > 0) {
    kinds.push(
      fc.tuple(fc.constantFrom(...route.pathParams), fc.constantFrom(...BAD_NUMBER_TEXT)).map(([p, v]) => ({
        label: `ruta ${p.name}=${v.slice(0, 20)}`,
        method: route.method,
        url: urlOf(route, { [p.name]: v }),
        ...payload,
        headers: { ...payload.headers },
      })),
    );
  }
  if (route.query.length > 0) {
    const queryValue = (q: { name: string; schema: JsonSchema }) =>
      fc.constantFrom(
        ...(mainBranch(q.schema).type === 'integer'
          ? BAD_NUMBER_TEXT
          : q.name === 'estado'
            ? [...BAD_QUERY_TEXT, 'sí', '2']
            : BAD_QUERY_TEXT),
      );
    kinds.push(
      fc
        .constantFrom(...route.query)
        .chain((q) => fc.tuple(fc.constant(q), queryValue(q), fc.boolean()))
        .map(([q, v, twice]) => {
          const query = twice ? `${q.name}=1&${q.name}=${v}` : `${q.name}=${v}`;
          return {
            label: `consulta ${query.slice(0, 40)}`,
            method: route.method,
            url: urlOf(route, {}, query),
            ...payload,
            headers: { ...payload.headers },
          };
        }),
    );
  }
  if (body && base) {
    const fields = fieldPaths(body).filter((f) => badValuesFor(f.schema).length > 0);
    if (fields.length > 0) {
      const fieldCase = fc
        .constantFrom(...fields)
        .chain((f) => fc.tuple(fc.constant(f), fc.constantFrom<BadValue>(...badValuesFor(f.schema))));
      kinds.push(
        fieldCase.map(([f, bad]) => ({
          label: `campo ${f.path.join('.')} = ${bad.label}`,
          method: route.method,
          url: urlOf(route, {}),
          headers: JSON_TYPE,
          payload: jsonText(withValue(base, f.path, bad.value, fromPattern, body)),
        })),
        // Unknown fields are dropped: they change nothing, and the bad field is still refused.
        fc
          .tuple(fieldCase, fc.constantFrom(...BAD_HOTEL_HEADER))
          .map(([[f, bad], hotel]) => ({
            label: `X-Hotel-Id ${hotel.slice(0, 12)}, campos extra y ${f.path.join('.')} = ${bad.label}`,
            method: route.method,
            url: urlOf(route, {}),
            headers: { ...JSON_TYPE, 'x-hotel-id': hotel },
            payload: jsonText({
              ...withValue(base, f.path, bad.value, fromPattern, body),
              extra: 'x',
              hotel_id: 1,
              is_root: true,
            }),
          })),
      );
    }
    const wholeBodies: unknown[] = [[], 'x', 42, true, [base]];
    if (!acceptedTypes(route.body as JsonSchema).has('null')) wholeBodies.push(null);
    kinds.push(
      fc.constantFrom(...wholeBodies).map((value) => ({
        label: `cuerpo ${JSON.stringify(value).slice(0, 20)}`,
        method: route.method,
        url: urlOf(route, {}),
        headers: JSON_TYPE,
        payload: jsonText(value),
      })),
    );
  }
  return kinds.length > 0 ? fc.oneof(...kinds) : null;
}
