import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, bindings: Record<string, unknown> = {}): Logger {
  return pino({ level: config.LOG_LEVEL, base: { ...bindings }, timestamp: pino.stdTimeFunctions.isoTime });
}
