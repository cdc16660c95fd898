import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZRackFloorsResponse, ZRackResponse } from './rack';
import { lazyShape } from './scalars';
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
