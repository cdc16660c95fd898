/** API paths: the reports (Informes) and the manager's dashboard. */
/** Informes (issue 29): the reports and the manager's dashboard. */
export const reportPaths = {
  occupancy: '/reportes/ocupacion',
  onTheBooks: '/reportes/ocupacion/futuro',
  consolidated: '/reportes/consolidado',
  dashboard: '/dashboard',
} as const;
