import { z } from 'zod';

/**
 * The scalars every request is made of, with the limits of the columns they end in. JSON bodies
 * carry numbers as JSON numbers and flags as JSON booleans: nothing is coerced, so `"1"`, `true` or
 * `[1]` is never read as the id 1. Path params and query strings are text by nature; there only
 * canonical digits are numbers ("12", never "1e1", " 12", "0x1", "-1", "012").
 */

/** PostgreSQL `integer`: every id, count and sequence number of the schema is one. */
export const INT4_MAX = 2_147_483_647;

const INVALID_TEXT = 'El texto contiene caracteres no permitidos (caracteres de control o inválidos)';
/** C0 and C1 control characters, and halves of surrogate pairs (text that is not valid Unicode). */
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
/** The same, but tabs and line breaks are text in a paragraph (observaciones, descripción…). */
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

export interface TextOptions {
  /** Tabs and line breaks allowed (observaciones, descripciones, pie de factura). */
  multiline?: boolean;
  /** The message of a missing or wrong-typed value. */
  message?: string;
}

/**
 * Every text the API accepts: never NUL (PostgreSQL cannot store it), nor other control
 * characters where they make no sense, always with a maximum length. Trimmed.
 */
export function zText(max: number, options: TextOptions = {}) {
  const { multiline = false, message } = options;
  return z
    .string(message ? { error: message } : undefined)
    .refine((v) => (multiline ? MULTI_LINE : SINGLE_LINE).test(v), { error: INVALID_TEXT, abort: true })
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` });
}

/** Text kept exactly as typed (passwords, tokens): the same characters rule, not trimmed. */
export function zRawText(max: number, message?: string) {
  return z
    .string(message ? { error: message } : undefined)
    .refine((v) => SINGLE_LINE.test(v), { error: INVALID_TEXT, abort: true })
    .max(max, { error: `Máximo ${max} caracteres` });
}

/** A whole JSON number between `min` and `max`; one message for every way it can be wrong. */
export function zInt(min: number, max: number, message = `Ingrese un número entero entre ${min} y ${max}`) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** The id of a record in a JSON body: a JSON number from 1 to the `integer` limit. */
export function zId(message = 'Identificador inválido') {
  return zInt(1, INT4_MAX, message);
}

/** A whole number written in a path or a query string: canonical digits only. */
export function zIntText(
  min: number,
  max: number,
  message = `Ingrese un número entero entre ${min} y ${max}`,
) {
  return z
    .string({ error: message })
    .regex(/^(0|[1-9]\d{0,9})$/, { error: message })
    .transform(Number)
    .pipe(zInt(min, max, message));
}

/** The id of a record in a path (`/rolMostrar/{id}`) or a query string (`?h=`). */
export function zIdText(message = 'Identificador inválido') {
  return zIntText(1, INT4_MAX, message);
}

/** `true`/`false` in a query string (`?estado=true`, zod's spellings); JSON bodies use JSON booleans. */
export const zFlagText = () => z.stringbool({ error: 'Use true o false' });

/**
 * An object schema's fields built when the schema is first used (a parse, `.extend`, the API's
 * documentation), not when its module loads: `z.object(lazyShape(() => ({ … })))`, and
 * `.extend(lazyShape(() => ({ … })))`. Every object schema of the contracts is declared so (held
 * by web/src/contracts-modules.test.ts): zod builds each field's schema as an object of its own, and a screen of
 * the web app loaded every schema of each contracts module it imported — the booking list 1 156
 * on its first visit, of which a few hundred are used there (docs/performance.md, "Ninth pass").
 * zod reads an object's fields once, by copying them, after which the schema is as any other. An
 * `.extend` reads the names of the fields it extends, so it builds them: a schema derived when its
 * module loads takes `extendLazily`, `pickLazily` or `omitLazily` (below).
 */
export function lazyShape<T extends z.core.$ZodShape>(build: () => T): T {
  let shape: T | undefined;
  const fields = () => {
    shape ??= build();
    return shape;
  };
  // What plain objects inherit (`constructor`, which zod's `.extend` checks) is not a field.
  return new Proxy({} as T, {
    get: (target, key) => (key in Object.prototype ? Reflect.get(target, key) : fields()[key as keyof T]),
    has: (_, key) => key in fields(),
    ownKeys: () => Reflect.ownKeys(fields()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(fields(), key),
  });
}

/**
 * `base.extend(fields)`, `base.pick(mask)` and `base.omit(mask)` built when first used, as
 * `lazyShape` builds an object's own fields. zod's `.extend`, `.pick` and `.omit` copy the names of
 * the base's fields when they are called, which builds them: a schema extended at the top of its
 * module built its base then, and every schema the base's fields hold (`ZPageBody.extend(…)` in
 * each list's body, `ZSale.pick(…)`: docs/performance.md, "Tenth pass"). The same schema for a base
 * without refinements or a rule of its own for unknown keys — every base derived so; they refuse
 * another, for which zod's own methods are the way.
 */
export function extendLazily<Base extends z.ZodObject, Fields extends z.core.$ZodShape>(
  base: Base,
  build: () => Fields,
): z.ZodObject<z.core.util.Extend<Base['shape'], Fields>> {
  plain(base);
  return z.object(lazyShape(() => ({ ...base.shape, ...build() }))) as never;
}

/** `base.pick(mask)` built when first used (`extendLazily`). */
export function pickLazily<Base extends z.ZodObject, Mask extends z.core.util.Mask<keyof Base['shape']>>(
  base: Base,
  mask: Mask,
): z.ZodObject<z.core.util.Flatten<Pick<Base['shape'], Extract<keyof Base['shape'], keyof Mask>>>> {
  plain(base);
  // In the mask's order, as zod's `.pick`.
  const picked = Object.keys(mask).filter((key) => (mask as Record<string, unknown>)[key]);
  return z.object(lazyShape(() => Object.fromEntries(picked.map((key) => [key, base.shape[key]])))) as never;
}

/** `base.omit(mask)` built when first used (`extendLazily`). */
export function omitLazily<Base extends z.ZodObject, Mask extends z.core.util.Mask<keyof Base['shape']>>(
  base: Base,
  mask: Mask,
): z.ZodObject<z.core.util.Flatten<Omit<Base['shape'], Extract<keyof Base['shape'], keyof Mask>>>> {
  plain(base);
  const omitted = mask as Record<string, unknown>;
  return z.object(
    lazyShape(() => Object.fromEntries(Object.entries(base.shape).filter(([key]) => !omitted[key]))),
  ) as never;
}

/** Refuses a base the lazy forms would not copy faithfully (its fields are not read). */
function plain(base: z.ZodObject): void {
  const { checks, catchall } = base._zod.def;
  if (checks?.length || catchall) {
    throw new Error(
      'This base has refinements or its own rule for unknown keys: derive it with zod’s methods',
    );
  }
}
