export * from './cash-register-history';
export * from './cash-register-record';
export * from './cash-register-shifts';
