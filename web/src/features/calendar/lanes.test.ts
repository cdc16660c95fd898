import { describe, expect, it } from 'vitest';
import { packLanes } from './lanes';

const line = (desde: string, hasta: string | null) => ({ desde, hasta });

describe('packLanes', () => {
  it('puts a line in the first lane free by its arrival, a departure freeing the lane that day', () => {
    const a = line('2026-12-01', '2026-12-03');
    const b = line('2026-12-02', '2026-12-04');
    const c = line('2026-12-03', '2026-12-05');
    const d = line('2026-12-04', '2026-12-06');
    const { lane, lanes } = packLanes([d, c, b, a]);
    expect(lanes).toBe(2);
    expect([a, b, c, d].map((x) => lane.get(x))).toEqual([0, 1, 0, 1]);
  });

  it('opens a lane for every line on the same nights, and never reuses a lane with an open end', () => {
    const open = line('2026-12-01', null);
    const same = [line('2026-12-05', '2026-12-06'), line('2026-12-05', '2026-12-06')];
    const { lane, lanes } = packLanes([open, ...same]);
    expect(lanes).toBe(3);
    expect(lane.get(open)).toBe(0);
    expect(same.map((x) => lane.get(x))).toEqual([1, 2]);
  });

  it('packs nothing into no lane', () => {
    expect(packLanes([]).lanes).toBe(0);
  });
});
