import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** JSON lines by default (CI, production, log shippers); LOG_FORMAT=pretty prints them for people (pino-pretty). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'> & Partial<Pick<Config, 'LOG_FORMAT'>>, bindings: Record<string, unknown> = {}): Logger {
  const options = { level: config.LOG_LEVEL, base: { ...bindings }, timestamp: pino.stdTimeFunctions.isoTime };
  if (config.LOG_FORMAT === 'pretty') return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } });
  return pino(options);
}
