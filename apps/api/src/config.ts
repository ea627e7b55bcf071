// The API reads its configuration through the shared loader (packages/core/src/config.ts), the only reader of process.env.
export { loadConfig, ConfigError, type Config } from '@landscape/core';
