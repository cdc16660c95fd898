import type { TRackRoom } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { rackRoom } from '../../test/rack-room.fixture';
import { roomsToClean } from './housekeeping';

/** A dirty room waiting for housekeeping, numbered `numero`. */
const room = (numero: string, over: Partial<TRackRoom> = {}): TRackRoom =>
  rackRoom({ id: Number(numero), numero, estado: 'Limpieza', sucia: true, ...over });

describe('roomsToClean', () => {
  it('keeps only the dirty rooms, dirty longest first, those without a time last', () => {
    const list = roomsToClean([
      room('101', { sucia_desde: '2030-01-10T10:00:00Z' }),
      room('102', { sucia: false, estado: 'Disponible' }),
      room('103'),
      room('104', { sucia_desde: '2030-01-10T08:30:00Z' }),
      room('105', { sucia_desde: '2030-01-10T09:00:00Z', estado: 'Ocupada' }),
    ]);
    expect(list.map((r) => r.numero)).toEqual(['104', '105', '101', '103']);
  });
});
