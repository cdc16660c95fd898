/** A hotel's change version (raised at every commit that touches it) and its business date. */
export interface CacheStamp {
  version: string;
  hoy: string;
}

const later = (a: CacheStamp, b: CacheStamp) =>
  a.hoy === b.hoy ? BigInt(a.version) > BigInt(b.version) : a.hoy > b.hoy;

/**
 * Answers kept per hotel for its latest stamp: a later stamp drops them all. Each key is built
 * once per stamp, and every request for it meanwhile waits for that one build (single flight):
 * after a change, the browsers that ask together cost one computation, not one each. A request
 * that read an earlier stamp (its read raced a commit) is answered from the latest one's entries,
 * which show a later state, never an earlier one; it does not bring the earlier stamp back. The
 * build is given the stamp it is kept under. A failed build is not kept. At most `perHotel` keys,
 * oldest out first.
 */
export function createVersionedCache<V>(perHotel: number) {
  const hotels = new Map<number, { stamp: CacheStamp; entries: Map<string, Promise<V>> }>();
  return {
    get(
      hotelId: number,
      stamp: CacheStamp,
      key: string,
      build: (stamp: CacheStamp) => Promise<V>,
    ): Promise<V> {
      let hotel = hotels.get(hotelId);
      if (!hotel || later(stamp, hotel.stamp)) {
        hotel = { stamp, entries: new Map() };
        hotels.set(hotelId, hotel);
      }
      const entries = hotel.entries;
      let value = entries.get(key);
      if (!value) {
        if (entries.size >= perHotel) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        value = build(hotel.stamp);
        entries.set(key, value);
        value.catch(() => entries.delete(key));
      }
      return value;
    },
  };
}
