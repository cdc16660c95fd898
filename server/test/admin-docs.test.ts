import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('OpenAPI of the administration calls', () => {
  it('documents every added call with its tag and a Spanish summary', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const expected: [string, string, string][] = [
      ['/api/impuesto', 'get', 'Impuestos'],
      ['/api/impuesto/update/{id}', 'post', 'Impuestos'],
      ['/api/type_document', 'get', 'Catálogos'],
      ['/api/medioPagoCrear', 'post', 'Medios de pago'],
      ['/api/configurations/save', 'post', 'Configuración'],
      ['/api/configurations/delete/{id}', 'delete', 'Configuración'],
      ['/api/configurations/upload-image', 'post', 'Configuración'],
      ['/api/capacitaciones', 'get', 'Capacitaciones'],
      ['/api/clienteListar', 'post', 'Clientes'],
      ['/api/clienteEliminar/{id}', 'post', 'Clientes'],
      ['/api/proveedorActualizar', 'post', 'Proveedores'],
      ['/api/empleadoMostrar/{id}', 'get', 'Empleados'],
      ['/api/numeracionExternaListar', 'post', 'Numeración'],
    ];
    for (const [path, method, tag] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual([tag]);
      expect(op.summary.length).toBeGreaterThan(5);
    }
    expect(
      doc.paths['/api/clienteCrear'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['tipo_documento_id', 'numero_documento']));
  });
});
