import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

const require = createRequire(import.meta.url);

/**
 * JSON lines (CI, production, log shippers), or LOG_FORMAT=pretty: a short line per event for people,
 * written on the main thread (pino-pretty as a stream: no transport thread kept alive for it).
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'> & Partial<Pick<Config, 'LOG_FORMAT'>>, bindings: Record<string, unknown> = {}): Logger {
  const options = { level: config.LOG_LEVEL, base: { ...bindings }, timestamp: pino.stdTimeFunctions.isoTime };
  if (config.LOG_FORMAT !== 'pretty') return pino(options);
  const { build } = require('pino-pretty') as typeof import('pino-pretty');
  return pino(
    options,
    build({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,method,url,statusCode,responseTime', singleLine: true }),
  );
}
