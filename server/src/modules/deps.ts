import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { SessionService } from './session/session.service';

/** What buildApp hands every module's `register`. */
export interface ModuleDeps {
  db: Db;
  config: Pick<AppConfig, 'sessionIdleMs' | 'webDist' | 'trustProxy'>;
  sessions: SessionService;
}
