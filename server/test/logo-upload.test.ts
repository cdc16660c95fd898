import { LOGO_MAX_BYTES } from '@posada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { multipartFile } from './helpers/multipart';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// The smallest valid PNG (1×1, transparent).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

async function upload(headers: Record<string, string>, file: ReturnType<typeof multipartFile>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/configurations/upload-image',
    headers: { ...headers, ...file.headers },
    payload: file.payload,
  });
}

describe('POST /api/configurations/upload-image', () => {
  it('401 without a token and 403 without configuraciones.editar', async () => {
    expect((await upload({}, multipartFile('image', 'logo.png', png))).statusCode).toBe(401);
    const hotel = await ctx.factories.makeHotel();
    const viewer = await ctx.factories.actor({ permisos: ['configuraciones.ver'], hotelIds: [hotel.id] });
    expect((await upload(viewer.headers, multipartFile('image', 'logo.png', png))).statusCode).toBe(403);
  });

  it('stores a PNG for the current hotel only, serves it and audits the change', async () => {
    const hotel = await ctx.factories.makeHotel();
    const other = await ctx.factories.makeHotel();
    const editor = await ctx.factories.actor({
      permisos: ['configuraciones.editar'],
      hotelIds: [hotel.id, other.id],
    });
    const res = await upload(
      { ...editor.headers, 'x-hotel-id': String(hotel.id) },
      multipartFile('image', 'x.bin', png),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ hotel_id: hotel.id, tiene_logo: true });
    expect(res.json().data.logo_version).toMatch(/^\d+$/);

    const served = await ctx.app.inject({ method: 'GET', url: `/api/configuration/image?h=${hotel.id}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/configuration/image?h=${other.id}` })).statusCode,
    ).toBe(204);
    const [entry] = await auditOf(ctx.db, 'configuraciones', hotel.id);
    expect(entry?.despues).toMatchObject({ tiene_logo: true });
  });

  it('knows a JPEG by its content even when named .png, and replaces the logo', async () => {
    const hotel = await ctx.factories.makeHotel();
    const editor = await ctx.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [hotel.id] });
    await upload(editor.headers, multipartFile('image', 'a.png', png, 'image/png'));
    const res = await upload(editor.headers, multipartFile('image', 'b.png', jpeg, 'image/png'));
    expect(res.statusCode).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: `/api/configuration/image?h=${hotel.id}` });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('415 for content that is not PNG, JPEG or WebP, whatever its name', async () => {
    const hotel = await ctx.factories.makeHotel();
    const editor = await ctx.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [hotel.id] });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(editor.headers, multipartFile('image', 'logo.png', svg, 'image/png'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'El logo debe ser una imagen PNG, JPEG o WebP' });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/configurations/upload-image',
      headers: editor.headers,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('413 above the size limit; 400 without the image field', async () => {
    const hotel = await ctx.factories.makeHotel();
    const editor = await ctx.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [hotel.id] });
    const big = Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES, 0)]);
    const res = await upload(editor.headers, multipartFile('image', 'big.png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('El logo no puede pesar más de 512 KB');
    const wrongField = await upload(editor.headers, multipartFile('logo', 'logo.png', png));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors).toEqual({ image: ['Seleccione una imagen'] });
  });
});
