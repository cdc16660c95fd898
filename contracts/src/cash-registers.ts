/** Cash registers: the registers, their assignments (turnos) and their history. */
export * from './cash-register-history';
export * from './cash-register-shifts';
