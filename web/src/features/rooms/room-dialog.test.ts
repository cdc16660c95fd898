import { describe, expect, it } from 'vitest';
import { rackRoom } from '../../test/rack-room.fixture';
import { allowedActions } from './room-dialog';

const room = rackRoom;
const all = () => true;

describe('allowedActions', () => {
  it('offers what the state allows', () => {
    expect(allowedActions(room(), all)).toEqual(['reservar', 'mantenimiento', 'ocupar']);
    const dirty = room({ estado: 'Limpieza', sucia: true, sucia_desde: null });
    // With the override a dirty room can be occupied; without it, only cleaned.
    expect(allowedActions(dirty, all)).toEqual(['reservar', 'mantenimiento', 'habilitar', 'ocupar']);
    expect(allowedActions(dirty, (codes) => !codes.includes('rack.ocupar_sucia'))).toEqual([
      'reservar',
      'mantenimiento',
      'habilitar',
    ]);
    const occupied = room({
      estado: 'Ocupada',
      estancia: { id: 1, huesped: 'Ana', llegada: '', salida: '', noches: 1, personas: 1, sale_hoy: false },
    });
    expect(allowedActions(occupied, all)).toEqual(['desocupar']);
    expect(
      allowedActions(room({ estado: 'Mantenimiento', mantenimiento: { motivo: 'x', desde: '' } }), all),
    ).toEqual(['anular_mantenimiento']);
    const held = room({
      estado: 'Reservada',
      reserva: { id: 1, cliente: 'Ana', cliente_id: 1, llegada: '', salida: '' },
    });
    expect(allowedActions(held, all)).toEqual(['anular_reserva', 'checkin']);
  });

  it('hides what the user may not do', () => {
    expect(allowedActions(room(), (codes) => codes.includes('rack.mantenimiento'))).toEqual([
      'mantenimiento',
    ]);
    expect(allowedActions(room(), () => false)).toEqual([]);
  });
});
