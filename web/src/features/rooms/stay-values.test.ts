import { ZCheckinBody, ZOccupyBody } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { initialStayValues, stayBody } from './stay-values';

const values = (over: Partial<ReturnType<typeof initialStayValues>> = {}) => ({
  ...initialStayValues('2026-11-28'),
  tarifa_nombre: 'Estándar',
  ...over,
});
const trip = {
  ...initialStayValues('2026-11-28').registro,
  procedencia: 'Estados Unidos',
  procedencia_lugar: { pais_id: 66 },
  destino: 'Medellín (Antioquia)',
  destino_lugar: { ciudad_id: 1 },
  motivo_viaje: 'negocios',
};

describe('the rack stay’s body with the main guest’s register', () => {
  it('a hold’s check-in registers the holder as the main guest', () => {
    const body = stayBody(values({ registro: trip }), {
      habitacionId: 7,
      checkin: true,
      key: 'clave-0001',
      holderId: 42,
    });
    expect(body.huespedes).toEqual([
      expect.objectContaining({ cliente_id: 42, procedencia_pais_id: 66, destino_ciudad_id: 1 }),
    ]);
    expect(ZCheckinBody.safeParse(body).success).toBe(true);
  });

  it('a walk-in registers its client; nothing of the trip typed sends no register', () => {
    const call = { habitacionId: 7, checkin: false, key: 'clave-0001' };
    const body = stayBody(values({ cliente_id: 5, registro: trip }), call);
    expect(body.huespedes?.[0]?.cliente_id).toBe(5);
    expect(ZOccupyBody.safeParse(body).success).toBe(true);
    expect(stayBody(values({ cliente_id: 5 }), call)).not.toHaveProperty('huespedes');
  });
});
