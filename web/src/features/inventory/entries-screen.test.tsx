import type { PermissionCode, TEntry } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { chooseOption } from '../../test/choose-option';
import { makeUser } from '../../test/factories';
import { productOption } from '../../test/inventory.fixture';
import { fakeApi, renderScreen } from '../../test/render-app';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const page = <T,>(data: T[]) => ({ data, current_page: 1, per_page: 10, total: data.length, last_page: 1 });

const agua = productOption({
  impuestos: [{ id: 1, nombre: 'IVA 19 %', tipo: 'IVA', porcentaje: '19.00' }],
});
const entry: TEntry = {
  id: 5,
  numero: 'II12',
  fecha: '2026-01-15',
  proveedor_id: 3,
  proveedor: 'Distribuidora Andina S.A.S.',
  bodega_id: 1,
  bodega: 'Bodega principal',
  factura_proveedor: 'FE-101',
  num_lineas: 1,
  subtotal: '44412.00',
  impuestos: '8438.28',
  total: '52850.28',
  estado: 'confirmado',
  usuario: 'Álvaro Almacén',
  created_at: '2026-01-15T15:00:00Z',
  observaciones: null,
  anulado_at: null,
  anulado_por: null,
  motivo_anulacion: null,
  lineas: [
    {
      id: 9,
      producto_id: 7,
      codigo: 'AGUA',
      nombre: 'Agua 600 ml',
      medida: 'Unidad',
      cantidad: '24.000',
      costo_unitario: '1850.50',
      subtotal: '44412.00',
      impuestos: '8438.28',
      total: '52850.28',
      impuestos_detalle: 'IVA 19 %',
    },
  ],
};

function api(codes: PermissionCode[], extra: Parameters<typeof fakeApi>[0] = {}) {
  const result = fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: codes.map((code) => ({ code })) },
    },
    'GET /api/configurations': { status: 200, body: { data: null } },
    'POST /api/ingresoInventarioListar': { status: 200, body: page([entry]) },
    'GET /api/bodega/array': { status: 200, body: { data: [{ id: 1, nombre: 'Bodega principal' }] } },
    'GET /api/product/all': { status: 200, body: { data: [agua] } },
    'POST /api/proveedorListar': {
      status: 200,
      body: page([
        {
          id: 3,
          nit: '900123456',
          dv: '8',
          razon_social: 'Distribuidora Andina S.A.S.',
          contacto: null,
          telefono: null,
          email: null,
          direccion: null,
          ciudad_id: null,
          ciudad: null,
          estado: true,
        },
      ]),
    },
    ...extra,
  });
  setSession('tok', makeUser(codes));
  return result;
}

describe('inventory-entries', () => {
  it('a new entry reads the cost the Colombian way, shows the line with its tax, and keeps what was typed on a refusal', async () => {
    const message = 'La factura FE-101 de este proveedor ya tiene un ingreso';
    const { calls } = api(['inventario.ingresar'], {
      'POST /api/ingresoInventarioCrear': {
        status: 409,
        body: { message, errors: { factura_proveedor: [message] } },
      },
    });
    renderScreen('inventory-entries');
    expect(plain((await screen.findByText('II12')).closest('tr')?.textContent)).toContain('$ 52.850,28');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo ingreso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ingreso de inventario' });
    await chooseOption('Proveedor', 'Distribuidora Andina S.A.S. (900123456)', dialog);
    await chooseOption('Bodega', 'Bodega principal', dialog);
    fireEvent.change(within(dialog).getByLabelText('Factura del proveedor'), { target: { value: 'FE-101' } });
    await chooseOption('Producto 1', 'Agua 600 ml (AGUA)', dialog);
    // The product's reference cost is proposed; the storekeeper types the invoice's.
    expect((within(dialog).getByLabelText('Costo unitario') as HTMLInputElement).value).toContain('1.800');
    fireEvent.change(within(dialog).getByLabelText(/^Cantidad/), { target: { value: '24' } });
    fireEvent.change(within(dialog).getByLabelText('Costo unitario'), { target: { value: '1.850,50' } });
    expect(plain(within(dialog).getByLabelText('Total de la línea 1').textContent)).toBe('$ 52.850,28');
    expect(plain(within(dialog).getByText(/^Subtotal \$ 44.412 \+ IVA 19 %$/).textContent)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar ingreso' }));

    expect(await within(dialog).findAllByText(message)).toHaveLength(2);
    const sent = calls.find((c) => c.url === '/api/ingresoInventarioCrear')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      proveedor_id: 3,
      warehouse_id: 1,
      factura_proveedor: 'FE-101',
      lineas: [{ product_id: 7, cantidad: '24', costo_unitario: '1850.50' }],
    });
    expect(sent.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect((within(dialog).getByLabelText('Factura del proveedor') as HTMLInputElement).value).toBe('FE-101');
  });

  it('the detail annuls with a reason', async () => {
    const { calls } = api(['inventario.ver', 'inventario.anular'], {
      'GET /api/ingresoInventarioMostrar/5': { status: 200, body: { data: entry } },
      'POST /api/ingresoInventarioAnular/5': {
        status: 200,
        body: { data: { ...entry, estado: 'anulado' }, message: 'Ingreso II12 anulado' },
      },
    });
    renderScreen('inventory-entries');
    const row = (await screen.findByText('II12')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Ver' }));
    const detail = await screen.findByRole('dialog', { name: 'Ingreso II12' });
    expect(
      plain((await within(detail).findByText('Agua 600 ml (AGUA)')).closest('tr')?.textContent),
    ).toContain('IVA 19 %: $ 8.438,28');
    fireEvent.click(within(detail).getByRole('button', { name: 'Anular ingreso' }));
    const confirm = within(detail).getByRole('button', { name: 'Confirmar anulación' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(detail).getByLabelText(/Motivo de la anulación/), {
      target: { value: 'Factura equivocada' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/ingresoInventarioAnular/5')?.body).toEqual({
        motivo: 'Factura equivocada',
      }),
    );
    expect(await screen.findByText('Ingreso II12 anulado')).toBeTruthy();
  });
});
