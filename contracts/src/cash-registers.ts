/** Cash registers: the registers, their assignments (turnos) and their history. */
export * from './cash-register-history';
export * from './cash-register-shifts';

export const cashRegisterPaths = {
  list: '/cajaListar',
  create: '/cajaCrear',
  update: (id: number | string) => `/cajaActualizar/${id}`,
  remove: (id: number | string) => `/cajaEliminar/${id}`,
  unassigned: '/cajasNoAsignadas',
  lastAssignment: (id: number | string) => `/cajaUltimaAsignacion/${id}`,
  open: '/cajaAbrir',
  close: '/cajaCerrar',
  withdraw: '/caja/retiro-parcial',
  withdrawals: '/caja/historial-retiros',
  balance: '/detalleCajaSaldo',
  balanceOf: (id: number | string) => `/detalleCajaSaldo/${id}`,
  balanceByGroups: '/detalleCajaSaldoByGrupos',
  openRegisters: '/cajasAbiertas',
  movements: (id: number | string) => `/caja/movimientos/${id}`,
  closings: '/caja/cierres',
  report: '/caja/reporte',
  shiftUsers: '/caja/usuarios',
} as const;
