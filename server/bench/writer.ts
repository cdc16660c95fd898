/**
 * A receptionist at work beside the readers: `perSecond` room actions a second on the bench's
 * free rooms, in turn — maintenance on, then off the next time the room comes round — through the
 * real API, so each one is a committed change that moves the rack version (and notifies).
 */
export function startWriter({
  address,
  token,
  roomIds,
  perSecond = 2.5,
}: {
  address: string;
  token: string;
  roomIds: number[];
  perSecond?: number;
}) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const inMaintenance = new Set<number>();
  let turn = 0;
  let actions = 0;
  let errors = 0;
  let pending: Promise<void> = Promise.resolve();

  async function act(): Promise<void> {
    const room = roomIds[turn++ % roomIds.length] ?? 0;
    const on = !inMaintenance.has(room);
    const res = await fetch(
      `${address}/api/${on ? 'habitacionesMantenimiento' : 'habitacionesMantenimientoAnular'}`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify(on ? { habitacion_id: room, motivo: 'Benchmark' } : { habitacion_id: room }),
      },
    );
    await res.arrayBuffer();
    if (res.ok) {
      actions++;
      if (on) inMaintenance.add(room);
      else inMaintenance.delete(room);
    } else errors++;
  }

  const timer = setInterval(() => {
    pending = pending.then(act).catch(() => void errors++);
  }, 1000 / perSecond);

  return {
    /** Stops, waits for the last action and leaves every room as it found it. */
    async stop(): Promise<{ actions: number; errors: number }> {
      clearInterval(timer);
      await pending;
      const counted = { actions, errors };
      for (const room of [...inMaintenance]) {
        turn = roomIds.indexOf(room);
        await act();
      }
      return counted;
    },
  };
}
