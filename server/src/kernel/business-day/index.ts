export { createBusinessDayRepository } from './business-day.repository';
export { type BusinessDay, createBusinessDay } from './business-day.service';
