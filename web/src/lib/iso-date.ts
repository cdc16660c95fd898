export { addDays } from '@posada/contracts/dates';
