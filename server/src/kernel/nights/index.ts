export { claimingNights } from './night-claims';
export { createNightPosting, type NightPosting } from './night-posting';
