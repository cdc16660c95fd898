import type { HotelCalendar } from '../calendar';
import { createNumberingRepository } from './numbering.repository';
import { createNumberService } from './numbering.service';

export { posIsElectronic } from './numbering.repository';
export { type InvoiceNumber, type NumberService, ZInvoiceNumber } from './numbering.service';

/** Document numbers from the hotel's internal sequences and DIAN resolutions. */
export const createNumbers = ({ calendar }: { calendar: HotelCalendar }) =>
  createNumberService({ repo: createNumberingRepository(), calendar });
