import { z } from 'zod';

/**
 * Form values as the contracts take them. Mantine's Select holds its option as text ('12') and an
 * emptied NumberInput holds '', while the API takes ids and counts only as JSON numbers (it never
 * coerces: `"1"` or `true` is not the id 1). The schema says which fields are numbers, so this one
 * conversion serves every form instead of each form converting its own selects.
 */
type JsonNode = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
};

const shapes = new WeakMap<z.ZodType, JsonNode>();

function inputShape(schema: z.ZodType): JsonNode {
  let shape = shapes.get(schema);
  if (!shape) {
    // The input side of the schema (what may be sent), transforms and refinements left out.
    shape = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
    shapes.set(schema, shape);
  }
  return shape;
}

const branches = (node: JsonNode): JsonNode[] => [
  node,
  ...(node.anyOf ?? []).flatMap(branches),
  ...(node.oneOf ?? []).flatMap(branches),
  ...(node.allOf ?? []).flatMap(branches),
];
const typesOf = (node: JsonNode) => (Array.isArray(node.type) ? node.type : node.type ? [node.type] : []);

/** A number field that takes no free text (an id, a count; not a money amount typed as text). */
function wantsNumber(node: JsonNode): boolean {
  const all = branches(node);
  const numeric = all.some((b) => typesOf(b).some((t) => t === 'integer' || t === 'number'));
  const freeText = all.some((b) => typesOf(b).includes('string') && b.const === undefined && !b.enum);
  return numeric && !freeText;
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

function convert(node: JsonNode, value: unknown): unknown {
  if (typeof value === 'string' && wantsNumber(node)) {
    if (NUMBER_TEXT.test(value.trim())) return Number(value);
    // An emptied number box is "nothing" unless the field itself takes '' (an emptied select).
    const takesEmpty = branches(node).some((b) => b.const === '' || b.enum?.includes(''));
    if (value === '' && !takesEmpty) return undefined;
    return value;
  }
  if (Array.isArray(value)) {
    const items = branches(node).find((b) => b.items)?.items;
    return items ? value.map((v) => convert(items, v)) : value;
  }
  if (value && typeof value === 'object') {
    const props = Object.assign({}, ...branches(node).map((b) => b.properties ?? {})) as Record<
      string,
      JsonNode
    >;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, props[key] ? convert(props[key], v) : v]),
    );
  }
  return value;
}

/** The values with selects' ids and number boxes as numbers, ready for `schema.parse`. */
export function toSchemaInput(schema: z.ZodType, values: unknown): unknown {
  return convert(inputShape(schema), values);
}

/** `schema.parse` of a form's values: what a form sends to the API. */
export function parseFormValues<T>(schema: z.ZodType<T>, values: unknown): T {
  return schema.parse(toSchemaInput(schema, values));
}
