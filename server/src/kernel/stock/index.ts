import type { HotelCalendar } from '../calendar';
import { createStockRepository } from './stock.repository';
import { createStock } from './stock.service';

export type { StockService } from './stock.service';

/** Stock out and back in (`takeStock`, `returnStock`) with the kardex, for sales and accounts. */
export const createStockService = ({ calendar }: { calendar: HotelCalendar }) =>
  createStock({ repo: createStockRepository(), calendar });
