/**
 * A fixed number of POSTs from their own process (forked by cpu.ts), so the driver's CPU is not
 * the server's: `concurrency` workers, each with its own token, send `warm` requests, report
 * `warm`, wait for `go`, then send `count` more and report how many failed and how long it took.
 * Every request takes the next body; `uniqueHeader` gets a new value on every request (an
 * Idempotency-Key, so each sale is a new one).
 * @typedef {{ url: string, bodies: string[], tokens: string[], concurrency: number, warm: number, count: number, uniqueHeader?: string }} Job
 */

/** @param {Job} job @param {number} total @param {{ next: number }} cursor */
async function send(job, total, cursor) {
  let errors = 0;
  let firstError = '';
  const worker = async (w) => {
    while (cursor.next < total) {
      const n = cursor.next++;
      const headers = {
        authorization: job.tokens[w % job.tokens.length],
        'content-type': 'application/json',
      };
      if (job.uniqueHeader) headers[job.uniqueHeader] = `cpu-${process.pid}-${n}`;
      const res = await fetch(job.url, { method: 'POST', headers, body: job.bodies[n % job.bodies.length] });
      const text = await res.text();
      if (res.status !== 200) {
        errors++;
        firstError ||= `${res.status}: ${text.slice(0, 200)}`;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: job.concurrency }, (_, w) => worker(w)));
  return { errors, firstError, seconds: (performance.now() - started) / 1000 };
}

process.once('message', async (/** @type {Job} */ job) => {
  const cursor = { next: 0 };
  const warm = await send(job, job.warm, cursor);
  process.send?.({ phase: 'warm', ...warm });
  process.once('message', async () => {
    const measured = await send(job, job.warm + job.count, cursor);
    process.send?.({ phase: 'done', ...measured });
    process.disconnect();
  });
});
