/**
 * Answers kept per hotel for one stamp (the hotel's change version and business date): a new stamp
 * drops them all. Each key is built once per stamp, and every request for it meanwhile waits for
 * that one build (single flight): after a change, the browsers that ask together cost one
 * computation, not one each. A failed build is not kept. At most `perHotel` keys, oldest out first.
 */
export function createVersionedCache<V>(perHotel: number) {
  const hotels = new Map<number, { stamp: string; entries: Map<string, Promise<V>> }>();
  return {
    get(hotelId: number, stamp: string, key: string, build: () => Promise<V>): Promise<V> {
      let hotel = hotels.get(hotelId);
      if (hotel?.stamp !== stamp) {
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
        value = build();
        entries.set(key, value);
        value.catch(() => entries.delete(key));
      }
      return value;
    },
  };
}
