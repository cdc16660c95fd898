import { createDashboardRepository } from './dashboard.repository';
import { createOccupancyRepository } from './occupancy.repository';
import { createRevenueRepository } from './revenue.repository';

export type { OccupancyFactRow, Range, RevenueRow } from './report-sql';

/** The reports' queries, one file per report (occupancy, revenue, the dashboard) over report-sql.ts. */
export function createReportsRepository() {
  return { ...createOccupancyRepository(), ...createRevenueRepository(), ...createDashboardRepository() };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
