/**
 * CPU per request, the figure that holds on a shared machine where req/s does not (the bare route
 * itself moves ±20 % between runs): a fixed number of requests driven from a child process
 * (drive.mjs), the server process's `process.cpuUsage()` and the bench database's PostgreSQL
 * backends' CPU (`/proc/<pid>/stat`, utime + stime) read before and after. With `profile`, the
 * server is sampled by the inspector instead (its own overhead makes that run's CPU figure
 * useless) and the functions with most self time are printed.
 */
import { execFileSync, fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { ADMIN_URL } from './harness';

/**
 * What a CPU bench's run is given: BENCH_CPU_WARM (100) requests to warm up, BENCH_CPU_COUNT
 * (600) measured, BENCH_CPU_DATABASE (the bench's own default), and `--profile`.
 */
export function cpuBenchSettings(defaultDatabase: string) {
  return {
    warm: Number(process.env.BENCH_CPU_WARM ?? 100),
    count: Number(process.env.BENCH_CPU_COUNT ?? 600),
    database: process.env.BENCH_CPU_DATABASE ?? defaultDatabase,
    profile: process.argv.includes('--profile'),
  };
}

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** Each backend of database `name`: its CPU so far, in ms (utime + stime, fields 14 and 15). */
async function backendCpu(admin: pg.Client, name: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    name,
  ]);
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command (field 2) is in parentheses and may hold spaces: count from after it (field 3).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // The backend ended between the query and the read.
    }
  }
  return cpu;
}

export interface DriveJob {
  url: string;
  bodies: string[];
  tokens: string[];
  concurrency: number;
  warm: number;
  count: number;
  uniqueHeader?: string;
}

export interface CpuResult {
  count: number;
  errors: number;
  firstError: string;
  seconds: number;
  /** Server process CPU per request, ms. */
  server: number;
  /** The bench database's PostgreSQL backends' CPU per request, ms. */
  postgres: number;
  load: string;
  profile?: string;
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * Drives `job` from a child process and measures the `count` requests after the `warm` ones.
 * `database` is the bench database's name (its backends are read through a connection to the
 * admin database, so reading them costs the bench database nothing).
 */
export async function measureCpu(database: string, job: DriveJob, profile = false): Promise<CpuResult> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const child = fork(new URL('./drive.mjs', import.meta.url));
  const next = () =>
    new Promise<{ phase: string; errors: number; firstError: string; seconds: number }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as never));
      child.once('error', reject);
    });
  let warmed = next();
  child.send(job);
  const warm = await warmed;
  if (warm.errors) throw new Error(`calentamiento: ${warm.errors} errores (${warm.firstError})`);

  const session = profile ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const loadBefore = loadAverage();
  const pgBefore = await backendCpu(admin, database);
  const before = process.cpuUsage();
  warmed = next();
  child.send('go');
  const done = await warmed;
  const used = process.cpuUsage(before);
  const pgAfter = await backendCpu(admin, database);
  const loadAfter = loadAverage();
  let report: string | undefined;
  if (session) {
    const { profile: p } = await session.post('Profiler.stop');
    // The whole profile for Chrome's DevTools or a script, when asked for.
    if (process.env.BENCH_CPU_PROFILE_FILE)
      writeFileSync(process.env.BENCH_CPU_PROFILE_FILE, JSON.stringify(p));
    report = selfTime(p);
    session.disconnect();
  }
  await admin.end();

  // A backend opened during the run counts from zero; one that ended is lost (the pool keeps its 16).
  let pgMs = 0;
  for (const [pid, after] of pgAfter) pgMs += after - (pgBefore.get(pid) ?? 0);
  return {
    count: job.count,
    errors: done.errors,
    firstError: done.firstError,
    seconds: done.seconds,
    server: (used.user + used.system) / 1000 / job.count,
    postgres: pgMs / job.count,
    load: `${loadBefore} → ${loadAfter}`,
    ...(report ? { profile: report } : {}),
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** The 30 functions with most self time and the share of each package or source folder. */
function selfTime(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): string {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i] as number;
    self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0));
  }
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const frame = (byNode.get(id) as ProfileNode).callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    busy += us;
    const url = frame.url.replace(/^file:\/\//, '');
    const fn = `${frame.functionName || '(anónima)'} ${url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    const place = pkg
      ? pkg
      : url.includes('/src/')
        ? `src/${url.split('/src/')[1]?.split('/').slice(0, -1).join('/')}`
        : url.startsWith('node:')
          ? 'node'
          : frame.functionName.startsWith('(')
            ? frame.functionName
            : url || '(nativo)';
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  }
  // Inclusive time of the project's own functions (what they call counted in): where zod's or
  // drizzle's share comes from.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = (byNode.get(at) as ProfileNode).callFrame;
      if (frame.functionName.startsWith('(')) break;
      if (!frame.url.includes('/src/') && !frame.url.includes('fastify-type-provider-zod')) continue;
      const key = `${frame.functionName || '(anónima)'} ${frame.url.split('/').slice(-2).join('/')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const pct = (us: number) => `${((us / busy) * 100).toFixed(1)} %`;
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `  ${pct(us).padStart(7)}  ${k}`)
      .join('\n');
  return `tiempo propio (de ${(busy / 1000).toFixed(0)} ms ocupados):\n${top(byFunction, 30)}\npor paquete o carpeta:\n${top(byPlace, 20)}\ntiempo incluido de las funciones del proyecto:\n${top(inclusive, 40)}`;
}

/** The run's line: what was measured, its CPU per request (server, PostgreSQL) and the load. */
export function report(what: string, warm: number, r: CpuResult, profile: boolean): void {
  if (r.profile) console.log(r.profile);
  const f = (v: number) => v.toFixed(2);
  console.log(
    `${what}: ${r.count} tras ${warm} de calentamiento, ${(r.count / r.seconds).toFixed(1)} req/s, ${r.errors} errores;` +
      ` CPU por solicitud: servidor ${f(r.server)} ms, PostgreSQL ${f(r.postgres)} ms, total ${f(r.server + r.postgres)} ms;` +
      ` carga ${r.load}${profile ? ' (perfilado: la CPU de esta corrida incluye el muestreo)' : ''}`,
  );
  if (r.errors) throw new Error(`${r.errors} errores: ${r.firstError}`);
}
