import './jitless.ts';
export * from './constants.ts';
export * from './schemas.ts';
export * from './text.ts';
export * from './growth.ts';
export * from './phases.ts';
export * from './access-tokens.ts';
export * from './notifications.ts';
