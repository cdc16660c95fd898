import { acceptedTypes, branchesOf, type JsonSchema, mainBranch } from './openapi-routes';

/**
 * Values that a field must refuse, whatever the rest of the request holds. `RAW` values cannot be
 * written by JSON.stringify (1e309 is Infinity once parsed): the body's text carries them as is.
 */
export interface BadValue {
  label: string;
  value: unknown;
}
export const RAW_1E309 = '\u{10FFFF}raw:1e309';
export const RAW_BIG_INT = '\u{10FFFF}raw:9007199254740993';

/** The limit of PostgreSQL `integer` columns, which hold every id and count of the API. */
export const INT4_MAX = 2_147_483_647;
const HUGE_TEXT = 70_000;

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether the schema admits the value's JSON type (an enum only its members). */
function admitsType(schema: JsonSchema, value: unknown): boolean {
  if (value === null) return acceptedTypes(schema).has('null');
  const branches = branchesOf(schema) ?? [schema];
  return branches.some((b) => {
    if (b.enum) return b.enum.includes(value);
    const t = jsonType(value);
    return b.type === t || (b.type === 'number' && t === 'integer') || b.type === undefined;
  });
}

/** Wrong types: kept only where the schema does not admit that type at all. */
function wrongTypes(schema: JsonSchema, candidates: BadValue[]): BadValue[] {
  return candidates.filter((c) => !admitsType(schema, c.value));
}

const anyWrongType: BadValue[] = [
  { label: 'texto', value: 'x' },
  { label: 'texto de dígitos', value: '1' },
  { label: 'número', value: 1 },
  { label: 'booleano', value: true },
  { label: 'arreglo', value: [1] },
  { label: 'objeto', value: { a: 1 } },
  { label: 'null', value: null },
];

const badText = (max: number | undefined): BadValue[] => [
  { label: 'NUL', value: '\u0000' },
  { label: 'NUL en medio', value: 'ab\u0000cd' },
  { label: 'caracteres de control', value: 'a\u0001\u0007\u001bb' },
  { label: 'sustituto suelto', value: 'a\ud800b' },
  { label: `texto de ${(max ?? HUGE_TEXT) + 1}`, value: 'x'.repeat((max ?? HUGE_TEXT) + 1) },
];

export function badValuesFor(schema: JsonSchema): BadValue[] {
  const main = mainBranch(schema);
  switch (main.type) {
    case 'integer':
    case 'number':
      return [
        { label: '2147483648', value: INT4_MAX + 1 },
        { label: '1e309', value: RAW_1E309 },
        { label: '9007199254740993', value: RAW_BIG_INT },
        ...((main.minimum ?? 0) >= 0 ? [{ label: '-1', value: -1 }] : []),
        ...(main.type === 'integer' ? [{ label: '1.5', value: 1.5 }] : []),
        ...wrongTypes(schema, [...anyWrongType, { label: 'NUL', value: '\u0000' }]),
      ];
    case 'string':
      return [...(main.enum ? [] : badText(main.maxLength)), ...wrongTypes(schema, anyWrongType)];
    case 'boolean':
      return wrongTypes(schema, [...anyWrongType, { label: "'true'", value: 'true' }]);
    case 'array': {
      const items = main.items ? badValuesFor(main.items).slice(0, 3) : [];
      return [
        ...items.map((b) => ({ label: `elemento ${b.label}`, value: [b.value] })),
        ...(main.maxItems
          ? [{ label: `${main.maxItems + 1} elementos`, value: Array(main.maxItems + 1).fill(1) }]
          : []),
        ...wrongTypes(schema, anyWrongType),
      ];
    }
    case 'object':
      return wrongTypes(schema, anyWrongType);
    default:
      return [...badText(undefined), { label: 'objeto', value: { a: 1 } }];
  }
}

/** A string that matches a schema's pattern. */
export type Pattern = (pattern: string) => string;

/** A value the field would plausibly accept, so that one bad field is the only fault. */
export function plausibleValue(schema: JsonSchema, name: string, fromPattern: Pattern): unknown {
  if (schema.default !== undefined) return schema.default;
  const main = mainBranch(schema);
  if (main.enum) return main.enum[0];
  switch (main.type) {
    case 'integer':
    case 'number':
      return Math.max(main.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return plausibleObject(main, fromPattern);
    case 'string': {
      if (main.format === 'email' || name.includes('email')) return 'fuzz@prueba.co';
      if (name.includes('url')) return 'https://prueba.co';
      if (name.includes('password')) return 'Clave-de-prueba-1';
      if (main.pattern?.includes('\\d{4}-')) return '2030-01-15';
      if (main.pattern) return fromPattern(main.pattern);
      const min = main.minLength ?? 1;
      return 'Prueba fuzz'.padEnd(min, 'x').slice(0, main.maxLength ?? 100);
    }
    default:
      return '1000';
  }
}

export function plausibleObject(schema: JsonSchema, fromPattern: Pattern) {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (schema.required?.includes(name)) out[name] = plausibleValue(prop, name, fromPattern);
  }
  return out;
}

/** JSON text with the RAW markers written as bare numbers. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll(JSON.stringify(RAW_1E309), '1e309')
    .replaceAll(JSON.stringify(RAW_BIG_INT), '9007199254740993');
}
