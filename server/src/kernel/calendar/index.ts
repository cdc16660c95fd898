export { createHotelCalendar, type HotelCalendar } from './calendar';
