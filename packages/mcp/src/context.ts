import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { StudioClient } from './studio-client.ts';

/** What every tool and resource works with: the studio as the caller, and when the caller's connection ended. */
export interface ToolContext {
  studio: StudioClient;
  /** Aborted when the assistant's HTTP connection closes (the work it started goes on in the studio). */
  stopped?: AbortSignal;
  /** How often a followed design's progress is asked (ms). */
  followEveryMs?: number;
  /** How long a tool follows a design before answering it as it stands (ms). */
  followMaxMs?: number;
}

type Link = { uri: string; name: string; mimeType: string; description?: string };

/** A tool's answer: the structured content its output schema describes, the same said in text, and links to resources. */
export function answer(structured: Record<string, unknown>, text: string, links: Link[] = []): CallToolResult {
  return {
    structuredContent: structured,
    content: [{ type: 'text', text }, ...links.map((l) => ({ type: 'resource_link' as const, ...l }))],
  };
}
