import type { TPaperInvoice } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser, pageOf } from '../../test/factories';
import { fakeApi, renderScreen } from '../../test/render-app';

/** dd/mm/aaaa and hh:mm in Colombia `hours` before now. */
function colombian(hours: number) {
  const at = new Date(Date.now() - hours * 3_600_000 - 5 * 3_600_000).toISOString();
  return {
    date: `${at.slice(8, 10)}/${at.slice(5, 7)}/${at.slice(0, 4)}`,
    iso: at.slice(0, 10),
    time: at.slice(11, 16),
  };
}

const row = (over: Partial<TPaperInvoice> = {}): TPaperInvoice => ({
  id: 1,
  numero: 'TAL3',
  emitida: '2026-01-05T20:00:00.000Z',
  restablecido: '2026-01-06T12:00:00.000Z',
  plazo: '2026-01-08T12:00:00.000Z',
  comprador: 'Consumidor final',
  total: '268000.00',
  dian: 'pendiente',
  registrada: '2026-01-06T13:00:00.000Z',
  ...over,
});

const CUDE = 'c0de'.repeat(24);

function serve() {
  const api = fakeApi({
    'POST /api/facturaListar': { status: 200, body: pageOf([]) },
    'GET /api/facturacionElectronica/talonario': { status: 200, body: pageOf([row()]) },
    'POST /api/facturacionElectronica/talonario': () => ({
      status: 200,
      body: {
        message: 'Factura de talonario registrada: se transmitirá a la DIAN en segundos',
        data: row({ id: 2, numero: 'TAL7' }),
      },
    }),
    'GET /api/facturacionElectronica/documento': {
      status: 200,
      body: {
        data: {
          estado: 'aceptado',
          cufe: CUDE,
          esquema: 'CUDE',
          url_consulta: `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${CUDE}`,
          intentos: 1,
          proximo_intento: null,
          enviado: '2026-01-06T13:00:05.000Z',
          mensajes: [],
          error: null,
          entrega: null,
        },
      },
    },
    'GET /api/impuesto': {
      status: 200,
      body: pageOf([{ id: 1, nombre: 'IVA 19 %', tipo: 'IVA', porcentaje: '19.00', estado: true }]),
    },
  });
  setSession('tok', makeUser(['facturas.ver', 'facturas.crear']));
  renderScreen('invoice');
  return api;
}

const typeDate = (box: HTMLElement, value: string) => {
  fireEvent.focus(box);
  fireEvent.input(box, { target: { value } });
  fireEvent.blur(box);
};

describe('Facturas de talonario', () => {
  it('lists them with their 48-hour deadline, refuses a late one and types one in', async () => {
    const { calls } = serve();
    fireEvent.click(await screen.findByRole('tab', { name: 'Facturas de talonario' }));
    const listed = await screen.findByText('TAL3');
    // Not accepted by DIAN and past its deadline.
    expect(within(listed.closest('tr') as HTMLElement).getByText('Vencido')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Registrar factura de talonario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Factura de talonario de contingencia' });
    const issued = colombian(20);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Número impreso' }), {
      target: { value: '7' },
    });
    typeDate(within(dialog).getByRole('textbox', { name: 'Fecha de la factura' }), issued.date);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Hora de la factura' }), {
      target: { value: issued.time },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Concepto de la línea 1' }), {
      target: { value: 'Alojamiento' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Precio unitario de la línea 1' }), {
      target: { value: '200000' },
    });

    // Restored 50 hours ago: the deadline has passed, the form says so and cannot be sent.
    const late = colombian(50);
    typeDate(within(dialog).getByRole('textbox', { name: 'Servicio restablecido el' }), late.date);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Hora del restablecimiento' }), {
      target: { value: late.time },
    });
    expect(await within(dialog).findByText('Venció el plazo para transmitirla')).toBeTruthy();
    const send = within(dialog).getByRole('button', { name: 'Registrar y transmitir' });
    expect(send.hasAttribute('disabled')).toBe(true);

    // Restored 40 hours ago: less than 12 hours left, a warning, and it can be sent.
    const restored = colombian(40);
    typeDate(within(dialog).getByRole('textbox', { name: 'Servicio restablecido el' }), restored.date);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Hora del restablecimiento' }), {
      target: { value: restored.time },
    });
    const plazo = await within(dialog).findByTestId('plazo-talonario');
    expect(within(plazo).getByText(/^Plazo para transmitirla: /)).toBeTruthy();
    expect(within(plazo).getByText('Quedan menos de 12 horas: regístrela ahora.')).toBeTruthy();
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.url.endsWith('/facturacionElectronica/talonario')),
      ).toBe(true),
    );
    const posted = calls.find(
      (c) => c.method === 'POST' && c.url.endsWith('/facturacionElectronica/talonario'),
    );
    expect(posted?.body).toMatchObject({
      numero: 7,
      fecha: issued.iso,
      hora: issued.time,
      restablecido_fecha: restored.iso,
      restablecido_hora: restored.time,
      cliente_id: null,
      forma: 'contado',
      medio: '10',
      lineas: [{ concepto: 'Alojamiento', cantidad: '1', precio_unitario: '200000', impuesto_id: null }],
    });
  });

  it('opens one: its deadline, DIAN’s state and its CUDE linked to DIAN’s consultation', async () => {
    const { calls } = serve();
    fireEvent.click(await screen.findByRole('tab', { name: 'Facturas de talonario' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la factura TAL3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Factura de talonario TAL3' });
    expect(within(dialog).getByText(/Consumidor final · \$\s?268\.000$/)).toBeTruthy();
    const state = await within(dialog).findByTestId('estado-dian');
    expect(within(state).getByText('DIAN: aceptada')).toBeTruthy();
    expect(state.textContent).toContain(`CUDE: ${CUDE}`);
    expect(within(state).getByRole('link', { name: CUDE }).getAttribute('href')).toBe(
      `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${CUDE}`,
    );
    expect(calls.some((c) => c.url.includes('clase=factura_talonario&id=1'))).toBe(true);
  });
});
