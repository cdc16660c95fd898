import type { AuditLog } from '../../lib/audit';
import { createPaymentsService } from './payments.service';
import { createShiftsRepository } from './shifts.repository';

export type { PaymentsService } from './payments.service';

/** Money taken into the caller's open register (`recordPayment`), for every module that takes money. */
export const createPayments = ({ audit }: { audit: AuditLog }) =>
  createPaymentsService({ shifts: createShiftsRepository(), audit });
