import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZRackFloorsResponse, ZRackResponse } from './rack';
import { extendLazily, lazyShape, omitLazily, pickLazily } from './scalars';
import { ZSessionUser } from './session';

describe('lazyShape: an object schema whose fields are built when first used', () => {
  it('builds the fields once, at the first parse or extension, not when the schema is declared', () => {
    let built = 0;
    const schema = z.object(
      lazyShape(() => {
        built++;
        return { id: z.number().int(), name: z.string().trim() };
      }),
    );
    const documented = schema.meta({ description: 'x' });
    expect(built).toBe(0);
    // zod 4.6 reads the fields' names when a schema is extended: that builds them.
    const extended = schema.extend({ note: z.string().optional() });
    expect(built).toBe(1);

    expect(schema.parse({ id: 3, name: ' Ana ' })).toEqual({ id: 3, name: 'Ana' });
    expect(schema.safeParse({ id: 1.5, name: 'Ana' }).success).toBe(false);
    expect(extended.parse({ id: 3, name: 'Ana', note: 'n' })).toEqual({ id: 3, name: 'Ana', note: 'n' });
    expect(documented.parse({ id: 3, name: 'Ana', extra: 1 })).toEqual({ id: 3, name: 'Ana' });
    expect(Object.keys(schema.shape)).toEqual(['id', 'name']);
    expect(built).toBe(1);
  });

  it('extends a schema, keeping the fields it replaces and adds', () => {
    let built = 0;
    const base = z.object({ id: z.number(), name: z.string() });
    const extended = base.extend(
      lazyShape(() => {
        built++;
        return { name: z.string().catch('sin nombre') };
      }),
    );
    expect(extended.parse({ id: 1, name: 7 })).toEqual({ id: 1, name: 'sin nombre' });
    expect(extended.parse({ id: 2, name: 'Ana' })).toEqual({ id: 2, name: 'Ana' });
    expect(built).toBe(1);
  });

  it('documents the same JSON Schema as the eager declaration (the API document)', () => {
    const eager = z.object({ id: z.number().int(), tags: z.array(z.string()).optional() });
    const lazy = z.object(lazyShape(() => ({ id: z.number().int(), tags: z.array(z.string()).optional() })));
    expect(z.toJSONSchema(lazy)).toEqual(z.toJSONSchema(eager));
  });

  it('parses the rack and the session as they are answered', () => {
    // A whole room is parsed by the web's rack tests (web/src/test/rack-room.fixture.ts).
    expect(ZRackFloorsResponse.parse({ data: [1, 2] })).toEqual({ data: [1, 2] });
    expect(ZRackResponse.safeParse({ data: [{ id: 1, numero: '101' }], hoy: '2026-11-29' }).success).toBe(
      false,
    );
    const user = {
      id: 1,
      name: 'Recepción',
      email: 'r@h.co',
      theme_config: { theme: 'indigo', mode: 'light', fontSize: 14, menuMode: 'static' },
      rol: { id: 2, name: 'Recepción', is_root: false },
      datalle_hoteles: [{ id: 1, nombre: 'Posada', zona_horaria: 'America/Bogota' }],
      permisos: [{ code: 'rack.ver' }],
    };
    expect(ZSessionUser.parse(user)).toEqual(user);
    expect(
      ZSessionUser.safeParse({ ...user, theme_config: { ...user.theme_config, fontSize: 30 } }).success,
    ).toBe(false);
  });
});

describe('extendLazily, pickLazily, omitLazily: a schema derived from another at its first use', () => {
  const counted = () => {
    const count = { built: 0 };
    const base = z.object(
      lazyShape(() => {
        count.built++;
        return { id: z.number().int(), name: z.string().trim(), note: z.string().optional() };
      }),
    );
    return { base, count };
  };

  it('reads nothing of the base when declared; parses as zod’s own methods', () => {
    const { base, count } = counted();
    const extended = extendLazily(base, () => ({ name: z.string().catch('sin nombre'), total: z.number() }));
    const picked = pickLazily(base, { note: true, id: true });
    const omitted = omitLazily(base, { note: true });
    expect(count.built).toBe(0);

    expect(extended.parse({ id: 1, name: 7, total: 2 })).toEqual({ id: 1, name: 'sin nombre', total: 2 });
    expect(picked.parse({ id: 1, name: 'Ana', note: 'n' })).toEqual({ id: 1, note: 'n' });
    expect(omitted.parse({ id: 1, name: ' Ana ', note: 'n' })).toEqual({ id: 1, name: 'Ana' });
    expect(omitted.safeParse({ id: 'x', name: 'Ana' }).success).toBe(false);
    expect(count.built).toBe(1);
  });

  it('documents the same JSON Schema as .extend, .pick and .omit, fields in the same order', () => {
    const { base } = counted();
    const fields = () => ({ name: z.string().max(5), total: z.number() });
    expect(z.toJSONSchema(extendLazily(base, fields))).toEqual(z.toJSONSchema(base.extend(fields())));
    expect(z.toJSONSchema(pickLazily(base, { note: true, id: true }))).toEqual(
      z.toJSONSchema(base.pick({ note: true, id: true })),
    );
    expect(z.toJSONSchema(omitLazily(base, { name: true }))).toEqual(
      z.toJSONSchema(base.omit({ name: true })),
    );
    expect(Object.keys(pickLazily(base, { note: true, id: true }).shape)).toEqual(['note', 'id']);
  });

  it('refuses a base with refinements or its own rule for unknown keys, where zod’s methods are the way', () => {
    const refined = z.object({ id: z.number() }).refine((value) => value.id > 0);
    expect(() => extendLazily(refined as unknown as z.ZodObject, () => ({}))).toThrow(/refinements/);
    expect(() => pickLazily(z.strictObject({ id: z.number() }), { id: true })).toThrow(/unknown keys/);
    expect(() => omitLazily(z.object({ id: z.number() }).catchall(z.string()), { id: true })).toThrow();
  });
});
