import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { chooseOption } from '../../test/choose-option';
import { makeUser, pageOf } from '../../test/factories';
import { productOption } from '../../test/inventory.fixture';
import { fakeApi, renderScreen } from '../../test/render-app';
import { outlet } from '../../test/sales.fixture';

const restaurant = outlet;

describe('Puntos de venta', () => {
  it('lists the outlets with their warehouse and tax, and creates one', async () => {
    const { calls } = fakeApi({
      'POST /api/puntoVentaListar': { status: 200, body: pageOf([restaurant]) },
      'GET /api/bodega/array': {
        status: 200,
        body: {
          data: [
            { id: 1, nombre: 'Bodega principal' },
            { id: 2, nombre: 'Bodega bar' },
          ],
        },
      },
      'GET /api/producto/categorias': { status: 200, body: { data: ['Bebidas', 'Postres'] } },
      'GET /api/product/all': {
        status: 200,
        body: {
          data: [
            productOption({ id: 7, codigo: 'CERV', nombre: 'Cerveza nacional' }),
            productOption({ id: 8, codigo: 'HAR', nombre: 'Harina', venta_pos: false }),
          ],
        },
      },
      'POST /api/puntoVentaCrear': {
        status: 200,
        body: {
          data: {
            ...restaurant,
            id: 4,
            nombre: 'Bar piscina',
            tipo: 'bar',
            warehouse_id: 2,
            bodega: 'Bodega bar',
          },
        },
      },
    });
    setSession('tok', makeUser(['ventas.ver', 'ventas.puntos']));
    renderScreen('admin/puntos-venta');
    expect(await screen.findByText('Impuesto al consumo (INC 8 %)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo punto de venta' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nombre/ }), {
      target: { value: 'Bar piscina' },
    });
    await chooseOption('Tipo', 'Bar', dialog);
    await chooseOption('Bodega de la que descarga', 'Bodega bar', dialog);
    await chooseOption('Categorías que ofrece', 'Bebidas', dialog);
    await chooseOption('Productos que ofrece (además de sus categorías)', 'CERV · Cerveza nacional', dialog);
    // Only products sold at the point of sale are offered.
    expect(screen.queryByRole('option', { name: 'HAR · Harina', hidden: true })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Descuento por línea sin permiso/ }), {
      target: { value: '10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/puntoVentaCrear')).toBe(true));
    expect(calls.find((c) => c.url === '/api/puntoVentaCrear')?.body).toEqual({
      nombre: 'Bar piscina',
      tipo: 'bar',
      warehouse_id: 2,
      regimen: 'inc',
      categorias: ['Bebidas'],
      productos: [7],
      descuento_libre: '10',
      estado: true,
    });
  });

  it('edits the tables and the stations of an outlet', async () => {
    const tables = [{ id: 11, nombre: 'Mesa 1', estado: true, ordenes: 0, total: '0.00' }];
    const stations = [{ id: 5, nombre: 'Cocina', categorias: ['Restaurante'], estado: true }];
    const { calls } = fakeApi({
      'POST /api/puntoVentaListar': { status: 200, body: pageOf([restaurant]) },
      'GET /api/bodega/array': { status: 200, body: { data: [] } },
      'GET /api/puntoVentaMesas/3': { status: 200, body: { data: tables } },
      'GET /api/puntoVentaEstaciones/3': { status: 200, body: { data: stations } },
      'POST /api/puntoVentaMesasGuardar/3': { status: 200, body: { data: tables } },
      'POST /api/puntoVentaEstacionesGuardar/3': { status: 200, body: { data: stations } },
    });
    setSession('tok', makeUser(['ventas.ver', 'ventas.puntos']));
    renderScreen('admin/puntos-venta');
    fireEvent.click(await screen.findByRole('button', { name: 'Mesas y estaciones de Restaurante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mesas y estaciones de «Restaurante»' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Mesa 1' })).toHaveProperty('value', 'Mesa 1'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar mesa' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/puntoVentaEstacionesGuardar/3')).toBe(true));
    expect(calls.find((c) => c.url === '/api/puntoVentaMesasGuardar/3')?.body).toEqual({
      mesas: [
        { id: 11, nombre: 'Mesa 1', estado: true },
        { id: null, nombre: 'Mesa 2', estado: true },
      ],
    });
    expect(calls.find((c) => c.url === '/api/puntoVentaEstacionesGuardar/3')?.body).toEqual({
      estaciones: [{ id: 5, nombre: 'Cocina', categorias: ['Restaurante'], estado: true }],
    });
  });
});
