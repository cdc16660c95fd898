export { addDays } from '@posada/contracts/dates';

/** A filter's date range: 'YYYY-MM-DD', or '' for an open end. */
export interface DateRange {
  desde: string;
  hasta: string;
}

/** Whether a range holds (either end may be open): the server refuses one that ends before it starts. */
export const dateRangeIsValid = (range: DateRange) =>
  range.desde === '' || range.hasta === '' || range.desde <= range.hasta;
