import { addDays } from '@posada/contracts/dates';

/**
 * The demo hotel's life as a plan: which guest sleeps in which room on which nights, booked when
 * and through which channel, and what became of each booking. Pure and deterministic: the same
 * business date gives the same plan (a seeded generator, no clock, no database). The simulation
 * (simulate.ts) then lives it day by day through the API.
 */

/** Days of history before today, and days of bookings ahead. */
export const HISTORY_DAYS = 90;
export const FUTURE_DAYS = 60;

/**
 * Bookings that arrive today at the least (room allowing): on a quiet night (a Sunday) the target
 * occupancy can be met by the stays already in house, and a front desk with no arrival to receive
 * shows a newcomer nothing of check-in.
 */
export const TODAY_ARRIVALS = 6;

/** A small, fast, seedable generator (mulberry32): the plan is the same for the same date. */
export function seededRandom(seed: string) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** Colombia's fixed-date public holidays (month-day); the movable ones are left out of the demo. */
const HOLIDAYS = new Set(['01-01', '05-01', '07-20', '08-07', '12-08', '12-25']);

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * The share of rooms the demo hotel sells on a night: a city hotel, fuller on Friday and
 * Saturday nights, on holidays and their eve, and in the December–January season.
 */
export function targetOccupancy(night: string): number {
  const day = weekday(night);
  const monthDay = night.slice(5);
  let target = day === 5 || day === 6 ? 0.82 : day === 0 ? 0.45 : 0.58;
  if (HOLIDAYS.has(monthDay) || HOLIDAYS.has(addDays(night, 1).slice(5))) target += 0.12;
  if (monthDay >= '12-15' || monthDay <= '01-12') target += 0.1;
  return Math.min(target, 0.95);
}

export type Channel = 'directo' | 'telefono' | 'correo' | 'walk-in' | 'agencia' | 'booking' | 'expedia';
const CHANNELS: readonly [Channel, number][] = [
  ['directo', 0.22],
  ['telefono', 0.1],
  ['correo', 0.06],
  ['walk-in', 0.14],
  ['agencia', 0.1],
  ['booking', 0.26],
  ['expedia', 0.12],
];

/** What became (or will become) of a booked stay. */
export type Fate = 'stays' | 'cancelled' | 'no-show';

export interface PlannedStay {
  key: number;
  roomIndex: number;
  llegada: string;
  salida: string;
  /** The day the booking was made (the arrival for a walk-in). */
  bookedOn: string;
  /** The day a cancelled booking was cancelled. */
  cancelledOn: string | null;
  channel: Channel;
  guestIndex: number;
  /** A company stay: the check-out charges it to the company on credit. */
  companyIndex: number | null;
  adults: number;
  fate: Fate;
  /** The booking names its room; otherwise the room is given at check-in. */
  assigned: boolean;
  /** Take a deposit with the booking. */
  deposit: boolean;
}

export interface PlanInput {
  today: string;
  /** Days lived before today and days booked after it (HISTORY_DAYS and FUTURE_DAYS by default). */
  historyDays?: number;
  futureDays?: number;
  /** Each room's adult capacity, in the rack's order. */
  rooms: readonly { capacidad: number }[];
  guests: number;
  companies: number;
}

function pickChannel(random: Random): Channel {
  let roll = random.next();
  for (const [channel, share] of CHANNELS) {
    roll -= share;
    if (roll < 0) return channel;
  }
  return 'directo';
}

/**
 * Fills the room-night grid from HISTORY_DAYS before today to FUTURE_DAYS after it: each free
 * room on each night starts a stay with the chance that brings the night near its target, of 1 to
 * 6 nights (short stays more likely). Bookings further ahead are sparser (not yet made).
 */
export function planStays({
  today,
  rooms,
  guests,
  companies,
  historyDays = HISTORY_DAYS,
  futureDays = FUTURE_DAYS,
}: PlanInput): PlannedStay[] {
  const random = seededRandom(`posada-demo-${today}`);
  const start = addDays(today, -historyDays);
  const end = addDays(today, futureDays);
  const nights = historyDays + futureDays;
  const taken = rooms.map(() => new Array<boolean>(nights).fill(false));
  const stays: PlannedStay[] = [];
  // One of today's bookings waits for its room, so the front desk has one to assign.
  let unassignedToday = false;
  for (let n = 0; n < nights; n++) {
    const night = addDays(start, n);
    const ahead = n - historyDays;
    // Further ahead, fewer rooms are booked yet: the pick-up curve of a city hotel.
    const bookedShare = ahead <= 0 ? 1 : Math.max(0.25, 1 - ahead / (FUTURE_DAYS * 1.2));
    const target = targetOccupancy(night) * bookedShare;
    const occupied = taken.filter((row) => row[n]).length;
    const free = rooms.length - occupied;
    const wanted = Math.max(
      0,
      Math.round(target * rooms.length) - occupied,
      ahead === 0 ? TODAY_ARRIVALS : 0,
    );
    if (free === 0 || wanted === 0) continue;
    const order = rooms.map((_, i) => i).sort(() => random.next() - 0.5);
    let started = 0;
    for (const roomIndex of order) {
      if (started >= wanted) break;
      if (taken[roomIndex]?.[n]) continue;
      let length = 1 + Math.floor(-Math.log(1 - random.next()) * 1.6);
      length = Math.min(length, 6, nights - n);
      while (length > 1 && taken[roomIndex]?.slice(n, n + length).some(Boolean)) length--;
      for (let k = 0; k < length; k++) (taken[roomIndex] as boolean[])[n + k] = true;
      started++;
      const llegada = night;
      const salida = addDays(llegada, length);
      const channel = pickChannel(random);
      // Most book within a month; some (events, holidays, companies) two or three months ahead.
      const lead =
        channel === 'walk-in'
          ? 0
          : random.chance(0.3)
            ? random.int(20, 90)
            : Math.min(random.int(0, 35), random.int(0, 35));
      const bookedOn = maxDate(addDays(llegada, -lead), start);
      const past = llegada < today;
      const roll = random.next();
      const fate: Fate =
        channel === 'walk-in'
          ? 'stays'
          : roll < 0.06
            ? 'cancelled'
            : past && roll < 0.09
              ? 'no-show'
              : 'stays';
      const cancelDay =
        fate === 'cancelled' ? addDays(bookedOn, random.int(0, daysFrom(bookedOn, llegada))) : null;
      const room = rooms[roomIndex];
      const waitsForRoom = ahead === 0 && channel !== 'walk-in' && !unassignedToday;
      if (waitsForRoom) unassignedToday = true;
      stays.push({
        key: stays.length + 1,
        roomIndex,
        llegada,
        salida: salida > end ? end : salida,
        bookedOn,
        cancelledOn: cancelDay && cancelDay <= today ? cancelDay : null,
        channel,
        guestIndex: random.int(0, guests - 1),
        companyIndex: channel === 'directo' && random.chance(0.35) ? random.int(0, companies - 1) : null,
        adults: random.int(1, Math.max(1, room?.capacidad ?? 1)),
        fate: fate === 'cancelled' && !(cancelDay && cancelDay <= today) ? 'stays' : fate,
        assigned: channel === 'walk-in' || (random.chance(0.75) && !waitsForRoom),
        deposit: channel !== 'walk-in' && random.chance(0.3),
      });
    }
  }
  return stays.filter((s) => s.bookedOn <= today && s.salida > s.llegada);
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const daysFrom = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) - 1);
