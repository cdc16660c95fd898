import { parentPort, workerData } from 'node:worker_threads';

/**
 * A closed-loop load generator in its own thread: `connections` loops, each sending the next
 * request when the previous answer arrived, for `seconds` after a warm-up.
 */
/** @param {{ url: string, headers: Record<string, string>, connections: number, seconds: number, warmupSeconds: number }} job */
async function run({ url, headers, connections, seconds, warmupSeconds }) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let measuring = false;
  const warmEnd = Date.now() + warmupSeconds * 1000;
  const end = warmEnd + seconds * 1000;
  const loop = async () => {
    while (Date.now() < end) {
      const start = performance.now();
      try {
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
      } catch {
        errors++;
      }
      if (measuring) latencies.push(performance.now() - start);
      else if (Date.now() >= warmEnd) measuring = true;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

parentPort?.postMessage(await run(workerData));
