import type { BusinessDay } from '../business-day/business-day.service';

/**
 * Expires a hotel's holds past their instant before its inventory is read or sold, so a hold
 * that expired since the business-day job's last run (at most a minute ago) never blocks a room.
 */
export type HoldExpiry = Pick<BusinessDay, 'expireDueHolds'>;
