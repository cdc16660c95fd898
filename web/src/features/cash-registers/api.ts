export interface CashBalance {
  /** The open register's balance as a decimal string, or null when there is none to show. */
  saldo: string | null;
  abierta: boolean;
}

const noRegister: CashBalance = { saldo: null, abierta: false };

/**
 * The balance of the user's open register for the top bar ('Total Caja').
 * Wired by the cash-register module (GET /detalleCajaSaldo); until then no register is open.
 */
export function useCashBalance(): CashBalance {
  return noRegister;
}
