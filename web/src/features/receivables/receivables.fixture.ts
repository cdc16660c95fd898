import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser, pageOf } from '../../test/factories';
import { fakeApi, renderScreen } from '../../test/render-app';

/** The fixtures and steps the receivables screen's tests share: a client owing 261.800 by age. */

export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

const aging = {
  corriente: '100000.00',
  d1_30: '161800.00',
  d31_60: '0.00',
  d61_90: '0.00',
  d90: '0.00',
  saldo: '261800.00',
};
const row = {
  ...aging,
  cliente_id: 8,
  cliente: 'Viajes Andinos S.A.S.',
  documento: 'NIT 900123456',
  facturas: 2,
  limite_credito: null,
  plazo_dias: 30,
};
export const statement = {
  cliente_id: 8,
  cliente: 'Viajes Andinos S.A.S.',
  documento: 'NIT 900123456',
  credito_aprobado: true,
  limite_credito: null,
  disponible: null,
  plazo_dias: 30,
  contacto_cobro: 'Marta Cartera',
  fecha: '2026-12-21',
  aging,
  facturas: [
    {
      factura_id: 3,
      numero: 'FE3',
      fecha: '2026-11-20',
      vencimiento: '2026-12-20',
      total: '161800.00',
      notas_credito: '0.00',
      notas_debito: '0.00',
      abonos: '0.00',
      saldo: '161800.00',
      dias_vencida: 1,
      edad: 'd1_30',
    },
  ],
  movimientos: [
    {
      fecha: '2026-11-20',
      tipo: 'factura',
      documento: 'FE3',
      factura: null,
      cargo: '161800.00',
      abono: '0.00',
      saldo: '161800.00',
    },
  ],
  abonos: [],
  abonos_total: 0,
  saldo_favor: '0.00',
  saldo_favor_movimientos: [],
  cuotas: [],
};
export const receipt = {
  id: 1,
  numero: 'RC1',
  fecha: '2026-12-21',
  cliente_id: 8,
  cliente: 'Viajes Andinos S.A.S.',
  documento: 'NIT 900123456',
  forma_pago: 'Transferencia',
  monto: '151800.00',
  total_retenciones: '10000.00',
  anticipo: '0.00',
  saldo_favor: '0.00',
  referencia: null,
  estado: 'vigente',
  motivo_anulacion: null,
  aplicaciones: [{ factura_id: 3, factura: 'FE3', monto: '161800.00' }],
  retenciones: [{ tipo: 'retefuente', monto: '10000.00' }],
  usuario: 'Cartera',
};
const openRegister = {
  id: 2,
  name: 'Caja Cartera',
  nombre: 'Caja Cartera',
  estado: true,
  saldo: '0.00',
  isCajaAbierta: true,
  turno_id: 9,
  usuario: 'Cartera',
  abierta_desde: '2026-12-21T12:00:00.000Z',
};

/** The statement of a client holding 20.000 in favour (an advance of RC7). */
export const favourable = {
  ...statement,
  saldo_favor: '20000.00',
  saldo_favor_movimientos: [
    {
      fecha: '2026-12-20',
      tipo: 'anticipo',
      concepto: 'Anticipo del recibo RC7',
      documento: 'RC7',
      monto: '20000.00',
      saldo: '20000.00',
    },
  ],
};

/** The receivables screen over a fake API (the default answers, `over` replacing some), as a user holding `codes`. */
export function serve(codes: Parameters<typeof makeUser>[0], over: Record<string, unknown> = {}) {
  const api = fakeApi({
    'GET /api/detalleCajaSaldo': { status: 200, body: { data: openRegister } },
    'POST /api/cuentasPorCobrarListar': {
      status: 200,
      body: { ...pageOf([row]), totales: aging, fecha: '2026-12-21' },
    },
    'GET /api/cuentasPorCobrarCliente/8': { status: 200, body: { data: statement } },
    'POST /api/medioPagoListar': {
      status: 200,
      body: pageOf([
        {
          id: 4,
          nombre: 'Transferencia',
          grupo: 'transferencia',
          medio_pago_dian_id: 4,
          medio_pago_dian_codigo: '47',
          medio_pago_dian_nombre: 'Transferencia',
          estado: true,
        },
      ]),
    },
    'POST /api/cuotasCrear': {
      status: 200,
      body: {
        message: 'Plan de 2 cuotas guardado',
        data: { id: 1, facturas: [{ factura_id: 3, numero: 'FE3' }], editable: true, cuotas: [] },
      },
    },
    'POST /api/abonoListar': {
      status: 200,
      body: {
        ...pageOf([
          receipt,
          { ...receipt, id: 2, numero: 'RC2', estado: 'anulado', motivo_anulacion: 'Devuelta' },
        ]),
        totales: { monto: '151800.00', retenciones: '10000.00' },
      },
    },
    'POST /api/abonoCrear': {
      status: 200,
      body: { message: 'Abono registrado con el recibo de caja RC1', data: receipt },
    },
    ...over,
  });
  setSession('tok', makeUser(codes));
  renderScreen('admin/installment');
  return api;
}

/** Types `text` into a box one character at a time, as a user does. */
export function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  for (let i = 1; i <= text.length; i++) fireEvent.change(input, { target: { value: text.slice(0, i) } });
  fireEvent.blur(input);
}

/** Opens the statement of the client of the list (Viajes Andinos) and answers its drawer. */
export async function openStatement() {
  fireEvent.click(await screen.findByRole('button', { name: 'Estado de cuenta de Viajes Andinos S.A.S.' }));
  return screen.findByRole('dialog');
}

/** The payment form waits for the user's open register (the money goes into it). */
export async function waitForRegister(drawer: HTMLElement) {
  await waitFor(() =>
    expect(within(drawer).getByRole('textbox', { name: 'Forma de pago' })).toHaveProperty('disabled', false),
  );
}
