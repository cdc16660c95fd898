import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections each process keeps to PostgreSQL (docs/operations.md, Several processes). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** 1: the demo hotel with its months of life; base: the demo hotel without them; 0: none. */
  DEMO_DATA: z.enum(['0', '1', 'true', 'false', 'base']).optional(),
  ADMIN_EMAIL: z.string().email().default('admin@posada.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(168),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
  TRUST_PROXY: flag,
  BUSINESS_DAY_JOB: flag,
  /** Seals the electronic-invoicing certificate and PIN (docs/e-invoicing.md); the same in every process. */
  POSADA_SECRET_KEY: z.string().optional(),
  /** DIAN's web service instead of the environment's own (a test double, a proxy). */
  DIAN_URL: z.string().url().optional(),
  /** MinCIT's PMS service for the TRA (docs/guest-reporting.md); tests point it at a fake. */
  MINCIT_BASE_URL: z.string().url().optional(),
  /** How often the TRA queue looks for due submissions, in seconds (30 by default). */
  TRA_QUEUE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Demo data: on by default for the embedded database, off for DATABASE_URL unless set. */
  demoData: boolean;
  /**
   * The demo hotel lives its last 90 days and has its next 60 booked (on a new demo hotel only);
   * off with DEMO_DATA=base, the browser tests' start.
   */
  demoLife?: boolean;
  adminEmail: string;
  adminPassword: string | undefined;
  sessionIdleMs: number;
  /** A session ends this long after the login, however busy it is. */
  sessionMaxMs: number;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
  /**
   * Run the business-day job (no-shows, expired holds) in this process; on by default. Tests and
   * benchmarks build the app without it.
   */
  businessDayJob?: boolean;
  /** POSADA_SECRET_KEY: without it, no certificate can be stored. */
  secretKey?: string | undefined;
  /** DIAN_URL: where electronic documents are sent instead of DIAN's endpoint of the environment. */
  dianUrl?: string | undefined;
  /** MINCIT_BASE_URL: where the TRA is sent (MinCIT's own service by default). */
  mincitBaseUrl?: string | undefined;
  /** TRA_QUEUE_SECONDS: the TRA queue's pass interval (TRA_QUEUE_INTERVAL_MS by default). */
  traQueueIntervalMs?: number | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = ZEnv.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    demoData: e.DEMO_DATA ? e.DEMO_DATA !== '0' && e.DEMO_DATA !== 'false' : !e.DATABASE_URL,
    demoLife: e.DEMO_DATA !== 'base',
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY ?? false,
    businessDayJob: e.BUSINESS_DAY_JOB ?? true,
    secretKey: e.POSADA_SECRET_KEY,
    dianUrl: e.DIAN_URL,
    mincitBaseUrl: e.MINCIT_BASE_URL,
    traQueueIntervalMs: e.TRA_QUEUE_SECONDS === undefined ? undefined : e.TRA_QUEUE_SECONDS * 1000,
  };
}
