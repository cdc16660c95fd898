import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { serverRoot } from '../../src/paths';

/** A real `npm start` process of the server (tsx on src/main.ts), on loopback and a free port. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when it listens; rejects with its output if it exits first or takes too long. */
  ready(timeoutMs?: number): Promise<void>;
  /** Its exit code (null when killed by a signal) and its output. */
  exited(): Promise<{ code: number | null; output: string }>;
}

/**
 * `entry` replaces src/main.ts with a smaller program (a path from the server's folder) that
 * prints `readyText` when it is up.
 */
export function startServer(
  dataDir: string,
  options: { uid?: number; env?: Record<string, string>; entry?: string; readyText?: string } = {},
): ServerProcess {
  const readyText = options.readyText ?? 'Posada lista en';
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      DEMO_DATA: '0',
      ADMIN_PASSWORD: 'Clave-inicial-1',
      ...options.env,
    },
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exit = new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, output: text }));
  });
  return {
    child,
    output: () => text,
    exited: () => exit,
    ready: (timeoutMs = 120_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`sin arrancar a tiempo:\n${text}`)), timeoutMs);
        const check = () => {
          if (text.includes(readyText)) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout?.on('data', check);
        void exit.then(({ code }) => {
          clearTimeout(timer);
          reject(new Error(`terminó con ${code} antes de arrancar:\n${text}`));
        });
        check();
      }),
  };
}

/** Stops a server if it still runs (the tests' own children only, by their pid). */
export async function stopServer(server: ServerProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited();
}

/** A TCP port free on loopback now (for a server process's PORT). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
