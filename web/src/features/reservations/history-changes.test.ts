import { describe, expect, it } from 'vitest';
import { type HistoryChange, historyChanges, historyValue } from './history-changes';

const plain = (rows: HistoryChange[]) =>
  rows.map((r) => ({
    ...r,
    antes: r.antes.replace(/\u00a0/g, ' '),
    despues: r.despues.replace(/\u00a0/g, ' '),
  }));
const context = { lineName: (id: number) => `habitación ${id === 31 ? 1 : 2}`, roomName: () => '101' };

/** A line as the booking's history keeps it (the server's snapshot of the line). */
const night = (fecha: string, base: string) => ({
  fecha,
  base,
  adicional: '0.00',
  impuesto: String(Number(base) * 0.19),
  total: String(Number(base) * 1.19),
});
const line = {
  id: 31,
  tipo: 'Doble',
  tipo_habitacion_id: 2,
  habitacion_id: null,
  habitacion: null,
  llegada: '2026-12-10',
  salida: '2026-12-12',
  adultos: 2,
  ninos: 0,
  tarifa_id: 2,
  tarifa_nombre: 'Estándar',
  total: '523600.00',
  estado: 'Confirmada',
  llega_hoy: false,
  sale_hoy: false,
  noches: [night('2026-12-10', '220000.00'), night('2026-12-11', '220000.00')],
};

describe('the booking history in words and pesos (issue 32, item 7)', () => {
  it('says a line got a night more at another price, not "linea.noches · base: 220000.00"', () => {
    const longer = {
      ...line,
      salida: '2026-12-13',
      total: '892500.00',
      noches: [
        night('2026-12-10', '250000.00'),
        night('2026-12-11', '250000.00'),
        night('2026-12-12', '250000.00'),
      ],
    };
    const rows = plain(historyChanges({ linea: line }, { linea: longer }, context));
    expect(rows).toEqual([
      { campo: 'Salida', antes: '12/12/2026', despues: '13/12/2026' },
      { campo: 'Total', antes: '$ 523.600', despues: '$ 892.500' },
      { campo: 'Noches', antes: '2', despues: '3' },
      { campo: 'Precio por noche (sin impuestos)', antes: '$ 220.000', despues: '$ 250.000' },
    ]);
    // No key of the database, no amount left unformatted.
    for (const r of rows) {
      expect(`${r.campo} ${r.antes} ${r.despues}`).not.toMatch(/[a-z]+[._][a-z]+|\d{4,}\.\d{2}/);
    }
  });

  it('names a room assigned, the holder, the channel, and prices that differ by night', () => {
    const moved = {
      ...line,
      habitacion_id: 8,
      habitacion: '204',
      noches: [line.noches[0], night('2026-12-11', '260000.00')],
    };
    expect(plain(historyChanges({ linea: line }, { linea: moved }, context))).toEqual([
      { campo: 'Habitación', antes: '—', despues: '204' },
      { campo: 'Precio por noche (sin impuestos)', antes: '$ 220.000', despues: '$ 220.000 a $ 260.000' },
    ]);
    expect(
      historyChanges(
        { cliente_id: 4, canal: 'directo', observaciones: null },
        { cliente_id: 7, canal: 'telefono', observaciones: 'Llega tarde' },
      ),
    ).toEqual([
      { campo: 'Titular', antes: 'cliente n.º 4', despues: 'cliente n.º 7' },
      { campo: 'Canal', antes: 'Directo', despues: 'Teléfono' },
      { campo: 'Observaciones', antes: '—', despues: 'Llega tarde' },
    ]);
  });

  it('reads a cancellation line by line, with its money in pesos', () => {
    const rows = historyChanges(
      { lineas: [{ id: 31, estado: 'Confirmada' }] },
      {
        lineas: [{ id: 31, estado: 'Cancelada' }],
        motivo: 'Viaje aplazado',
        deposito: '150000.00',
        penalidad: '50000.00',
        devolucion: '100000.00',
        retenido: '0.00',
      },
      context,
    );
    expect(plain(rows)).toEqual([
      { campo: 'Estado de la habitación 1', antes: 'Confirmada', despues: 'Cancelada' },
      { campo: 'Motivo', antes: '—', despues: 'Viaje aplazado' },
      { campo: 'Anticipo recibido', antes: '—', despues: '$ 150.000' },
      { campo: 'Penalidad', antes: '—', despues: '$ 50.000' },
      { campo: 'Devuelto', antes: '—', despues: '$ 100.000' },
      { campo: 'Retenido', antes: '—', despues: '$ 0' },
    ]);
  });

  it('reads a check-in: the room by its number, the deposits applied in pesos', () => {
    const rows = historyChanges(
      { estado: 'Confirmada', habitacion_id: null },
      {
        estado: 'Check-in',
        habitacion_id: 8,
        estancia_id: 7,
        anticipos: [{ caja_movimiento_id: 3, monto: '150000.00' }],
      },
      context,
    );
    expect(plain(rows)).toEqual([
      { campo: 'Estado', antes: 'Confirmada', despues: 'Check-in' },
      { campo: 'Habitación', antes: '—', despues: '101' },
      { campo: 'Anticipos aplicados', antes: '—', despues: '$ 150.000' },
    ]);
  });

  it('reads an entry of the day’s close without repeating what it was about', () => {
    const rows = historyChanges(
      { linea: 31, estado: 'Confirmada', habitacion_id: 8, llegada: '2026-12-10' },
      { lineas: [31], estado: 'No-show', cierre: '2026-12-11' },
      context,
    );
    expect(rows).toEqual([
      { campo: 'Estado', antes: 'Confirmada', despues: 'No-show' },
      { campo: 'Cierre del día', antes: '—', despues: '11/12/2026' },
    ]);
  });

  it('lists only the plain filled fields of a creation, not ids, stamps, lines or deposits', () => {
    expect(
      plain(
        historyChanges(null, {
          id: 4,
          cliente_id: 2,
          cliente: 'John Smith',
          canal: 'booking',
          motivo: 'Viaje aplazado',
          agencia: null,
          total: '523600.00',
          created_at: '2026-12-01T15:00:00Z',
          lineas: [line],
        }),
      ),
    ).toEqual([
      { campo: 'Titular', antes: '—', despues: 'John Smith' },
      { campo: 'Canal', antes: '—', despues: 'Booking.com' },
      { campo: 'Motivo', antes: '—', despues: 'Viaje aplazado' },
      { campo: 'Total', antes: '—', despues: '$ 523.600' },
    ]);
    expect(historyChanges(undefined, undefined)).toEqual([]);
  });
});

describe('historyValue', () => {
  it('shows lists, objects and booleans as text, money in pesos', () => {
    expect(historyValue([3, 4])).toBe('3, 4');
    expect(historyValue({ monto: '150000.00', forma_pago_id: 1 }).replace(/\u00a0/g, ' ')).toBe(
      'Valor: $ 150.000',
    );
    expect(historyValue(false)).toBe('no');
    expect(historyValue([])).toBe('—');
    expect(historyValue('90500.00', 'devolucion')).toMatch(/^\$\s90\.500$/);
  });
});
