import { describe, expect, it } from 'vitest';
import { rackRoom } from '../../test/rack-room.fixture';
import { applyFilter, emptyFilter } from './rack-filters';

const stay = (huesped: string) => ({
  id: 1,
  huesped,
  llegada: '',
  salida: '',
  noches: 1,
  personas: 1,
  sale_hoy: false,
});
const rooms = [
  rackRoom({ id: 1, numero: '101', piso: 1 }),
  rackRoom({ id: 2, numero: '102', piso: 1, estado: 'Ocupada', estancia: stay('Ana Gómez') }),
  rackRoom({ id: 3, numero: '201', piso: 2, tipo_habitacion_id: 2, tipo: 'Suite' }),
  rackRoom({
    id: 4,
    numero: '210',
    piso: 2,
    estado: 'Reservada',
    reserva: { id: 9, cliente: 'Ángel Ruiz', cliente_id: 9, llegada: '', salida: '' },
  }),
];
const numbers = (list: typeof rooms) => list.map((r) => r.numero);

describe('applyFilter', () => {
  it('keeps every room without filters', () => {
    expect(numbers(applyFilter(rooms, emptyFilter))).toEqual(['101', '102', '201', '210']);
  });

  it('filters by floor, type and state, together', () => {
    expect(numbers(applyFilter(rooms, { ...emptyFilter, piso: '2' }))).toEqual(['201', '210']);
    expect(numbers(applyFilter(rooms, { ...emptyFilter, tipo: '2' }))).toEqual(['201']);
    expect(numbers(applyFilter(rooms, { ...emptyFilter, estado: 'Ocupada' }))).toEqual(['102']);
    expect(applyFilter(rooms, { ...emptyFilter, piso: '2', estado: 'Ocupada' })).toEqual([]);
  });

  it('searches room numbers and the names of guests and holders, ignoring case and spaces around', () => {
    expect(numbers(applyFilter(rooms, { ...emptyFilter, search: '10' }))).toEqual(['101', '102', '210']);
    expect(numbers(applyFilter(rooms, { ...emptyFilter, search: ' gómez ' }))).toEqual(['102']);
    expect(numbers(applyFilter(rooms, { ...emptyFilter, search: 'ÁNGEL' }))).toEqual(['210']);
  });
});
