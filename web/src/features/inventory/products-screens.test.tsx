import type { PermissionCode, TProduct } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { chooseOption } from '../../test/choose-option';
import { makeUser } from '../../test/factories';
import { fakeApi, renderScreen } from '../../test/render-app';

const page = <T,>(data: T[]) => ({ data, current_page: 1, per_page: 10, total: data.length, last_page: 1 });
const editor: PermissionCode[] = ['productos.ver', 'productos.crear', 'productos.editar'];

const product = (over: Partial<TProduct>): TProduct => ({
  id: 40,
  codigo: 'LIM',
  codigo_barras: null,
  nombre: 'Limonada',
  tipo: 'receta',
  medida_id: 1,
  medida: 'Unidad',
  categoria: null,
  precio_venta: '9000.00',
  precio_incluye_impuestos: true,
  costo: '0.00',
  stock_minimo: '0.000',
  venta_pos: true,
  venta_habitacion: true,
  estado: true,
  impuestos: [],
  existencia: '0.000',
  ...over,
});

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  const result = fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: editor.map((code) => ({ code })) },
    },
    'GET /api/configurations': { status: 200, body: { data: null } },
    'GET /api/product': { status: 200, body: { ...page([]), default: null } },
    'GET /api/medida': { status: 200, body: page([{ id: 1, codigo: '94', nombre: 'Unidad', estado: true }]) },
    'GET /api/impuesto': {
      status: 200,
      body: page([
        { id: 1, nombre: 'IVA 19 %', tipo: 'IVA', porcentaje: '19.00', estado: true },
        { id: 4, nombre: 'INC 8 %', tipo: 'INC', porcentaje: '8.00', estado: true },
      ]),
    },
    'GET /api/producto/categorias': { status: 200, body: { data: ['Bebidas'] } },
    ...extra,
  });
  setSession('tok', makeUser(editor));
  return result;
}

async function fillBasics(dialog: HTMLElement, codigo: string, nombre: string) {
  fireEvent.change(within(dialog).getByLabelText(/^Código\s*\*?$/), { target: { value: codigo } });
  fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: nombre } });
  await chooseOption('Medida', 'Unidad', dialog);
  fireEvent.change(within(dialog).getByLabelText(/^Precio de venta\s*\*?$/), { target: { value: '9.000' } });
}

describe('products and recipes', () => {
  it('a product is saved with the taxes checked on its Impuestos tab', async () => {
    const { calls } = api({
      'POST /api/productoCrear': {
        status: 200,
        body: { data: product({ tipo: 'producto', nombre: 'Agua' }) },
      },
    });
    renderScreen('products');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo producto' });
    await fillBasics(dialog, 'AGUA', 'Agua');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Impuestos' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'IVA 19 %' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/productoCrear')?.body).toMatchObject({
        codigo: 'AGUA',
        tipo: 'producto',
        medida_id: 1,
        precio_venta: '9000',
        impuestos: [1],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo producto' })).toBeNull());
  });

  it('a new recipe stays open on its Receta tab, where its ingredients are added', async () => {
    const limonada = product({});
    const { calls } = api({
      'POST /api/productoCrear': { status: 200, body: { data: limonada } },
      'GET /api/product/all': {
        status: 200,
        body: {
          data: [
            {
              ...product({ id: 7, codigo: 'LIMON', nombre: 'Limón', tipo: 'producto', medida: 'Kilogramo' }),
            },
            { ...limonada },
          ],
        },
      },
      'GET /api/productoDetalleMostrar/40': { status: 200, body: page([]) },
      'POST /api/productoDetalleCrear': {
        status: 200,
        body: {
          data: {
            id: 1,
            producto_id: 40,
            ingrediente_id: 7,
            codigo: 'LIMON',
            nombre: 'Limón',
            tipo: 'producto',
            medida: 'Kilogramo',
            cantidad: '0.125',
            costo: '0.00',
          },
        },
      },
    });
    renderScreen('admin/recipes');
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva receta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva receta' });
    await fillBasics(dialog, 'LIM', 'Limonada');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const lines = await screen.findByRole('dialog', { name: 'Editar «Limonada»' });
    expect(await within(lines).findByText('La receta todavía no tiene ingredientes')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/productoCrear')?.body).toMatchObject({ tipo: 'receta' });
    // The recipe is not offered as its own ingredient.
    fireEvent.click(within(lines).getByRole('textbox', { name: 'Ingrediente' }));
    expect(screen.queryByRole('option', { name: /^Limonada/, hidden: true })).toBeNull();
    await chooseOption('Ingrediente', 'Limón (LIMON) · Kilogramo', lines);
    fireEvent.change(within(lines).getByLabelText('Cantidad'), { target: { value: '0,125' } });
    fireEvent.click(within(lines).getByRole('button', { name: 'Agregar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/productoDetalleCrear')?.body).toEqual({
        producto_id: 40,
        ingrediente_id: 7,
        cantidad: '0.125',
      }),
    );
  });
});
