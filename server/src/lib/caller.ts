/** Who calls the API, as services need it: plain data, no HTTP. */

/** A live session: the user, their role's codes and the hotels they work in. */
export interface ActiveSession {
  sessionId: number;
  userId: number;
  name: string;
  email: string;
  rolId: number;
  isRoot: boolean;
  permissions: string[];
  hotelIds: number[];
  lastSeenAt: Date;
}

/** Who is asking, as the administration services need it. */
export type Caller = Pick<ActiveSession, 'userId' | 'rolId' | 'isRoot' | 'hotelIds' | 'permissions'>;

/** Who acts, from where, on which hotel: what every audited change records. */
export interface Actor {
  userId: number;
  ip: string;
  hotelId: number | null;
}

/** Who changes one hotel's rows. */
export type HotelActor = Actor & { hotelId: number };
