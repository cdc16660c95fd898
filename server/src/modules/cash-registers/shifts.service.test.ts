import { SELF_APPROVAL } from '@posada/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import type { ShiftsRepository } from '../../kernel/payments/shifts.repository';
import type { LoginThrottle } from '../../kernel/throttle/login-throttle';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { systemClock } from '../../lib/clock';
import type { CashRegistersRepository } from './cash-registers.repository';
import type { HistoryRepository } from './history.repository';
import type { ShiftSummaries } from './shift-summaries';
import { ALREADY_OPEN, createShiftsService } from './shifts.service';

describe('opening a register', () => {
  it('that another cashier opened between the check and the handover read is a 409, not a failed login of theirs', async () => {
    // The race: the first check sees the register closed, then the colleague's opening commits
    // and the last assignment read is their open shift.
    const colleagueShift = {
      id: 5,
      usuario_id: 2,
      email: 'colega@posada.test',
      name: 'Colega',
      password_hash: 'no-es-un-hash',
      abierto_at: new Date(),
      cerrado_at: null,
    };
    const recordFailure = vi.fn();
    const assertAllowed = vi.fn();
    const service = createShiftsService({
      db: {} as Db,
      registers: { find: async () => ({ id: 1, estado: true }) } as unknown as CashRegistersRepository,
      shifts: {
        findOpenShiftOfRegister: async () => undefined,
        findOpenShiftOfUser: async () => undefined,
        lastShiftOfRegister: async () => colleagueShift,
      } as unknown as ShiftsRepository,
      history: {} as HistoryRepository,
      summaries: {} as ShiftSummaries,
      throttle: { recordFailure, assertAllowed } as unknown as LoginThrottle,
      audit: {} as AuditLog,
      clock: systemClock,
    });
    const actor = { userId: 1, hotelId: 1 } as HotelActor;
    const opening = service.open(actor, {
      caja_id: 1,
      password: SELF_APPROVAL,
      efectivo: '0',
      tarjetas: '0',
      transferencia: '0',
    } as Parameters<typeof service.open>[1]);
    await expect(opening).rejects.toMatchObject({ statusCode: 409, message: ALREADY_OPEN });
    expect(recordFailure).not.toHaveBeenCalled();
  });
});
