import { describe, expect, it } from 'vitest';
import { ZStayRegisterBody } from './stays';

const guest = (cliente_id: number) => ({
  cliente_id,
  procedencia: 'Bogotá',
  destino: 'Cartagena',
  motivo_viaje: 'vacaciones',
});

describe('a guest register', () => {
  it('marks a guest listed twice on its second row', () => {
    const parsed = ZStayRegisterBody.safeParse({ estancia_id: 4, huespedes: [guest(7), guest(8), guest(7)] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['huespedes.2.cliente_id', 'El huésped ya está en la lista'],
    ]);
    expect(ZStayRegisterBody.safeParse({ estancia_id: 4, huespedes: [guest(7), guest(8)] }).success).toBe(
      true,
    );
  });
});
