export { type Bookings, createBookings } from './bookings.service';
