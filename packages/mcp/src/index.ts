export { createStudioMcpServer, SERVER_NAME } from './server.ts';
export { StudioClient, StudioError, type StudioFetch } from './studio-client.ts';
export type { ToolContext } from './context.ts';
export { designResourceUri, packResourceUri } from './results.ts';
export * from './schemas.ts';
export { answerMcpRequest } from './http.ts';
