import type { TShiftSummary } from '@posada/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plain, server } from '../../test/register-test-server';

describe('close dialog (blind count) and withdrawal', () => {
  const summary: TShiftSummary = {
    turno_id: 9,
    caja_id: 4,
    caja: 'Caja Recepción',
    usuario_id: 7,
    usuario: 'Ana Recepción',
    estado: 'Cerrada',
    abierto_at: '2026-01-05T13:00:00.000Z',
    cerrado_at: '2026-01-05T23:00:00.000Z',
    aprobado_por: null,
    observaciones_apertura: null,
    observaciones_cierre: null,
    grupos: (['efectivo', 'tarjetas', 'transferencia'] as const).map((grupo) => ({
      grupo,
      apertura: '0.00',
      reportado: null,
      entrega: null,
      ingresos: grupo === 'efectivo' ? '100000.00' : '0.00',
      devoluciones: '0.00',
      retiros: '0.00',
      esperado: grupo === 'efectivo' ? '100000.00' : '0.00',
      contado: grupo === 'efectivo' ? '99000.00' : '0.00',
      diferencia: grupo === 'efectivo' ? '-1000.00' : '0.00',
      resultado: grupo === 'efectivo' ? 'faltante' : 'cuadrada',
    })),
    total: {
      apertura: '0.00',
      entrega: null,
      ingresos: '100000.00',
      devoluciones: '0.00',
      retiros: '0.00',
      esperado: '100000.00',
      contado: '99000.00',
      diferencia: '-1000.00',
      resultado: 'faltante',
    },
  };

  it('asks the count without showing the expected, confirms it, then shows the differences', async () => {
    const { calls } = server(
      { open: true },
      {
        'POST /api/cajaCerrar': {
          status: 200,
          body: { message: 'Caja cerrada correctamente', data: summary },
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar Caja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar Caja' });
    expect(within(dialog).queryByText(/Esperado/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect((await within(dialog).findAllByText(/obligatorio|Ingrese/)).length).toBe(3);
    fireEvent.change(within(dialog).getByLabelText(/Efectivo/), { target: { value: '99000' } });
    fireEvent.change(within(dialog).getByLabelText(/Tarjetas/), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText(/Transferencia/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirme el conteo' });
    expect(plain(within(confirm).getByText(/^Efectivo:/).textContent)).toBe('Efectivo: $ 99.000');
    expect(within(confirm).queryByText(/Esperado/)).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cerrar Caja' }));
    const done = await screen.findByRole('dialog', { name: 'Caja cerrada' });
    expect(calls.find((c) => c.url === '/api/cajaCerrar')?.body).toEqual({
      efectivo: '99000',
      tarjetas: '0',
      transferencia: '0',
      observaciones: '',
    });
    const slip = within(done).getByTestId('closing-slip');
    expect(within(slip).getAllByText('Faltante')).toHaveLength(2);
    expect(within(slip).getAllByText(/-\$\s1\.000/)).toHaveLength(2);
    expect(within(done).getByRole('button', { name: 'Imprimir comprobante' })).toBeTruthy();
  });

  it('records a partial withdrawal with its reason', async () => {
    const withdrawal = {
      id: 1,
      fecha: '2026-01-05T15:00:00.000Z',
      turno_id: 9,
      caja_id: 4,
      caja: 'Caja Recepción',
      usuario_id: 7,
      usuario: 'Ana Recepción',
      monto: '50000.00',
      motivo: 'Consignación',
      saldo_efectivo: '10000.00',
    };
    const { calls } = server(
      { open: true },
      {
        'POST /api/caja/retiro-parcial': {
          status: 200,
          body: { message: 'Retiro registrado correctamente', data: withdrawal },
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Retiro Parcial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retiro Parcial' });
    fireEvent.change(within(dialog).getByLabelText(/Monto/), { target: { value: '50000' } });
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Consignación' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar retiro' }));
    expect(plain((await screen.findByText(/^Retiro de/)).textContent)).toBe(
      'Retiro de $ 50.000 registrado correctamente',
    );
    expect(calls.find((c) => c.url === '/api/caja/retiro-parcial')?.body).toEqual({
      monto: '50000',
      motivo: 'Consignación',
    });
  });
});
