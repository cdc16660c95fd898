import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createInstallmentsRepository } from './installments.repository';
import { createInstallmentsService } from './installments.service';
import { createReceiptsRepository } from './receipts.repository';
import { createReceiptsService } from './receipts.service';
import { registerReceivablesRoutes } from './receivables.routes';
import { createStatementsRepository } from './statements.repository';
import { createStatementsService } from './statements.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type ReceivablesDeps = Pick<
  Kernel,
  'db' | 'audit' | 'calendar' | 'ledger' | 'numbers' | 'payments' | 'balances'
>;

/** Receivables (cartera, issue 28): aging, statements, payments (abonos), their annulment, installment plans. */
export function register(api: FastifyInstance, deps: ReceivablesDeps): void {
  const receiptsRepo = createReceiptsRepository();
  const installments = createInstallmentsService({ ...deps, repo: createInstallmentsRepository() });
  registerReceivablesRoutes(api, {
    receipts: createReceiptsService({ ...deps, repo: receiptsRepo }),
    installments,
    statements: createStatementsService({
      db: deps.db,
      calendar: deps.calendar,
      repo: createStatementsRepository(),
      receipts: receiptsRepo,
      installments,
    }),
  });
}
