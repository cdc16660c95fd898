/**
 * Greedy interval packing of the unassigned lines of a type: sorted by arrival, each goes to the
 * first lane whose last departure is on or before its arrival, else to a new lane. Nights are
 * [desde, hasta); an open end (null) never frees its lane.
 */
export function packLanes<T extends { desde: string; hasta: string | null }>(
  items: readonly T[],
): { lane: Map<T, number>; lanes: number } {
  const sorted = [...items].sort((a, b) => (a.desde < b.desde ? -1 : a.desde > b.desde ? 1 : 0));
  const ends: (string | null)[] = [];
  const lane = new Map<T, number>();
  for (const item of sorted) {
    let index = ends.findIndex((end) => end !== null && end <= item.desde);
    if (index === -1) {
      index = ends.length;
      ends.push(item.hasta);
    } else {
      ends[index] = item.hasta;
    }
    lane.set(item, index);
  }
  return { lane, lanes: ends.length };
}
