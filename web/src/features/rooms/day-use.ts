import type { DayUseKind, TRoomDetail } from '@posada/contracts';
import { formatCOP } from '../../lib/format';
import { addMoney } from '../../lib/money';

/** What a check-out today would do (the room detail's `al_salir_hoy`). */
export type LeavingToday = NonNullable<NonNullable<TRoomDetail['estancia']>['al_salir_hoy']>;

/** The day-use charge chosen at a check-out on the arrival day: none, or one of the server's. */
export type DayUseChoice = 'ninguno' | DayUseKind;

/** The choices a check-out on the arrival day offers, with their amounts (taxes included). */
export function dayUseChoices(plan: LeavingToday): { value: DayUseChoice; label: string }[] {
  if (!plan.uso_dia) return [];
  const { configurado, tarifa } = plan.uso_dia;
  return [
    { value: 'ninguno', label: 'Sin cargo (0 noches)' },
    ...(configurado
      ? [{ value: 'configurado' as const, label: `Uso del día del hotel: ${formatCOP(configurado, 0)}` }]
      : []),
    { value: 'tarifa', label: `Tarifa de una noche: ${formatCOP(tarifa, 0)}` },
  ];
}

/** The balance of leaving today with the day use chosen (what the settlement must cover). */
export function balanceWithDayUse(plan: LeavingToday, choice: DayUseChoice): string {
  const amount = choice === 'ninguno' || !plan.uso_dia ? null : plan.uso_dia[choice];
  return amount ? addMoney(plan.saldo, amount) : plan.saldo;
}

/** What the check-out's body adds for the choice (nothing when no day use is charged). */
export const dayUseBody = (choice: DayUseChoice) => (choice === 'ninguno' ? {} : { uso_dia: choice });
