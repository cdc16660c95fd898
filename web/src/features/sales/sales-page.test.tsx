import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../test/choose-option';
import { makeClient, pageOf } from '../../test/factories';
import { register } from '../../test/register-test-server';
import { sale, serveSales } from '../../test/sales.fixture';

describe('Ventas', () => {
  it('adds by barcode with Enter, prices the order on the server, and sells paying cash with change', async () => {
    const { calls } = serveSales(['ventas.ver', 'ventas.crear', 'cajas.abrir']);
    const search = await screen.findByRole('textbox', { name: 'Buscar producto' });
    await screen.findByRole('button', { name: 'Agregar Cerveza nacional' });
    fireEvent.change(search, { target: { value: '7702004003508' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Cerveza nacional' }));
    expect(await screen.findByTestId('total')).toHaveProperty('textContent', '$\u00a016.000');
    const quoted = calls.filter((c) => c.url === '/api/ventaCotizar').at(-1);
    expect(quoted?.body).toEqual({
      punto_venta_id: 3,
      lineas: [{ product_id: 7, cantidad: '2', nota: null }],
      habitacion_id: null,
      documento: null,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cobrar' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cobrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cobrar' });
    expect(within(dialog).getByTestId('documento-a-emitir').textContent).toContain('Tiquete POS');
    await chooseOption('Medio de pago 1', 'Efectivo', dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Valor 1' }), {
      target: { value: '20000' },
    });
    expect((await within(dialog).findByTestId('cambio')).textContent).toContain('4.000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar venta' }));
    const ticket = await screen.findByTestId('tiquete');
    expect(ticket.textContent).toContain('Tiquete POS POS12');
    const sold = calls.find((c) => c.url === '/api/ventaCrear');
    expect(sold?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sold?.body).toMatchObject({
      punto_venta_id: 3,
      pagos: [{ forma_pago_id: 1, monto: '20000' }],
      propina: null,
    });
  });

  it('shows only the registered sales to a user who may not sell', async () => {
    serveSales(['ventas.ver']);
    expect(await screen.findByRole('heading', { name: 'Ventas registradas' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Vender' })).toBeNull();
    expect(await screen.findByText('POS12')).toBeTruthy();
  });

  it('offers «A crédito» for a client with approved credit, and sells on credit without payments', async () => {
    const firm = makeClient({
      id: 9,
      nombre_completo: 'Hoteles Andinos S.A.S.',
      tipo_documento: 'NIT',
      numero_documento: '900123456',
      credito_aprobado: true,
      limite_credito: '500000.00',
      plazo_dias: 30,
    });
    const { calls } = serveSales(['ventas.ver', 'ventas.crear'], [firm]);
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Cerveza nacional' }));
    await screen.findByTestId('total');
    fireEvent.click(screen.getByRole('radio', { name: 'Cliente' }));
    expect(screen.queryByRole('button', { name: 'A crédito' })).toBeNull();
    await chooseOption('Cliente', 'Hoteles Andinos S.A.S. · NIT 900123456');
    expect((await screen.findByTestId('credito')).textContent).toContain('plazo 30 días');
    const credit = screen.getByRole('button', { name: 'A crédito' });
    await waitFor(() => expect(credit).toHaveProperty('disabled', false));
    fireEvent.click(credit);
    await screen.findByTestId('tiquete');
    expect(calls.find((c) => c.url === '/api/ventaCrear')?.body).toMatchObject({
      cliente_id: 9,
      credito: true,
      documento: 'factura',
      pagos: [],
    });
  });

  it('creates a client without leaving the sale (document type and number, name) and sells to them', async () => {
    const { calls } = serveSales(['ventas.ver', 'ventas.crear', 'cajas.abrir', 'clientes.crear'], [], {
      'GET /api/type_document': {
        status: 200,
        body: pageOf([
          { id: 13, codigo: '13', abreviatura: 'CC', nombre: 'Cédula de ciudadanía', estado: true },
        ]),
      },
      'POST /api/paisListar': { status: 200, body: { data: [] } },
      'GET /api/ciudades': { status: 200, body: { data: [] } },
      'POST /api/clienteCrear': (call) => ({
        status: 200,
        body: {
          data: makeClient({
            id: 31,
            nombre_completo: 'Pedro Paz',
            numero_documento: '79111222',
            ...(call.body as object),
          }),
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Cerveza nacional' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Cliente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    // The form's code loads with the dialog's first opening (or the first interaction before it).
    await within(dialog).findByRole('textbox', { name: /^Tipo de documento/ });
    await chooseOption('Tipo de documento', 'CC · Cédula de ciudadanía', dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Número de documento/ }), {
      target: { value: '79111222' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nombres/ }), {
      target: { value: 'Pedro' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Apellidos/ }), {
      target: { value: 'Paz' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Cliente' }) as HTMLInputElement).value).toMatch(
        /^Pedro Paz/,
      ),
    );
    expect(calls.find((c) => c.url === '/api/clienteCrear')?.body).toMatchObject({
      tipo_documento_id: 13,
      numero_documento: '79111222',
      nombres: 'Pedro',
    });
    // The order typed before stays (priced again for the new buyer: its total comes with that).
    expect(await screen.findByTestId('total')).toBeTruthy();
  });

  it('opens a register from the sale with the top bar’s «Abrir Caja» dialog, then collects without a reload', async () => {
    let open = false;
    const { calls } = serveSales(['ventas.ver', 'ventas.crear', 'cajas.abrir'], [], {
      'GET /api/detalleCajaSaldo': () => ({ status: 200, body: { data: open ? register('0.00') : null } }),
      'GET /api/cajasNoAsignadas': {
        status: 200,
        body: { data: [{ id: 4, name: 'Caja Recepción', nombre: 'Caja Recepción' }] },
      },
      'POST /api/cajaUltimaAsignacion/4': { status: 200, body: { data: null } },
      'POST /api/cajaAbrir': () => {
        open = true;
        return { status: 200, body: { message: 'Caja abierta correctamente', data: register('0.00') } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Cerveza nacional' }));
    await screen.findByTestId('total');
    const cobrar = screen.getByRole('button', { name: 'Cobrar' });
    expect(cobrar).toHaveProperty('disabled', true);
    const alert = (await screen.findByText('No tiene una caja abierta')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Abrir Caja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir Caja' });
    await chooseOption('Seleccione Caja', 'Caja Recepción', dialog);
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/Contraseña de quien cerró/) as HTMLInputElement).value).toBe(
        'AUTOAPROBACION',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir Caja' }));
    await screen.findByRole('dialog', { name: 'Éxito' });
    expect(calls.find((c) => c.url === '/api/cajaAbrir')?.body).toMatchObject({ caja_id: 4 });
    // The register's balance is read again: the alert goes, Cobrar works on the order as typed.
    await waitFor(() => expect(screen.queryByText('No tiene una caja abierta')).toBeNull());
    await waitFor(() => expect(cobrar).toHaveProperty('disabled', false));
    fireEvent.click(cobrar);
    expect(await screen.findByRole('dialog', { name: 'Cobrar' })).toBeTruthy();
  });

  it('offers «Nuevo cliente» only to holders of clientes.crear', async () => {
    serveSales(['ventas.ver', 'ventas.crear']);
    fireEvent.click(await screen.findByRole('radio', { name: 'Cliente' }));
    expect(screen.queryByRole('button', { name: 'Nuevo cliente' })).toBeNull();
  });

  it('reprints an electronic tiquete with DIAN’s QR from the server, and opens its PDF', async () => {
    const cude = 'a1b2c3'.repeat(16);
    const electronicSale = { ...sale, numero: 'POSE1', dian: 'aceptado' as const };
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"></svg>';
    const { calls } = serveSales(['ventas.ver'], [], {
      'POST /api/ventaListar': { status: 200, body: pageOf([electronicSale]) },
      'GET /api/ventaMostrar/40': { status: 200, body: { data: electronicSale } },
      'GET /api/facturacionElectronica/documento': {
        status: 200,
        body: {
          data: {
            estado: 'aceptado',
            cufe: cude,
            esquema: 'CUDE',
            url_consulta: `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${cude}`,
            intentos: 1,
            proximo_intento: null,
            enviado: null,
            mensajes: [],
            error: null,
            entrega: null,
          },
        },
      },
      'GET /api/ventaQr/40': { status: 200, text: svg },
      'GET /api/ventaPdf/40': { status: 200, text: '%PDF-1.3' },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(await screen.findByRole('button', { name: 'Reimprimir POSE1' }));
    const ticket = await screen.findByTestId('tiquete');
    const qr = await within(ticket).findByRole('img', { name: 'Código QR de la DIAN' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(ticket.textContent).toContain(`CUDE: ${cude}`);
    const dialog = screen.getByRole('dialog', { name: 'Reimprimir' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'PDF de POSE1' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/ventaPdf/40')).toBe(true));
    open.mockRestore();
  });
});
