import type { z } from 'zod';
import {
  completeLandscapeResponseSchema,
  editDesignResponseSchema,
  errorResponseSchema,
  myGenerationsResponseSchema,
  phasesResponseSchema,
  progressResponseSchema,
  siteCheckResponseSchema,
  stylesResponseSchema,
  type AreaId,
} from '@landscape/contract';

/**
 * How the MCP server reaches the studio: a `fetch` on the studio's own HTTP API. Over streamable HTTP (/mcp)
 * it is the app itself, called in process with the caller's token; over stdio (`pnpm mcp`) the real `fetch`
 * to a running studio. Either way every tool goes through the studio's routes: the same ownership, daily
 * limit, rate limits and readable error details as the studio's own pages.
 */
export type StudioFetch = (request: Request) => Promise<Response>;

/** The studio answered with an error: its status and the readable `detail` its API gives. */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'StudioError';
  }
}

export interface DesignRequest {
  address: string;
  areas: { area: AreaId; wishes?: string }[];
  styles: string[];
  language?: string;
}

/** The studio's API, one method per call the tools make, each answer read with the contract's schema. */
export class StudioClient {
  readonly origin: string;

  constructor(
    origin: string,
    private readonly token: string,
    private readonly send: StudioFetch = (r) => fetch(r),
  ) {
    this.origin = origin.replace(/\/+$/, '');
  }

  /** An absolute address on the studio of a stored file's key (what the API calls a path under /static). */
  fileUrl(key: string): string {
    return `${this.origin}/static/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  packUrl(designId: string, budget?: number): string {
    return `${this.origin}/api/designs/${encodeURIComponent(designId)}/pack.pdf${budget ? `?budget=${budget}` : ''}`;
  }

  async call(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${this.token}`);
    let res: Response;
    try {
      res = await this.send(new Request(`${this.origin}${path}`, { ...init, headers }));
    } catch (err) {
      throw new StudioError(503, `The studio at ${this.origin} cannot be reached (${(err as Error).message}). Is it running?`);
    }
    if (res.ok) return res;
    const text = await res.text();
    let detail = `The studio answered ${res.status}.`;
    try {
      const parsed = errorResponseSchema.safeParse(JSON.parse(text));
      if (parsed.success) detail = parsed.data.detail;
    } catch {
      // not JSON: the status says it
    }
    throw new StudioError(res.status, detail);
  }

  private async json<S extends z.ZodType>(schema: S, path: string, init?: RequestInit): Promise<z.output<S>> {
    return schema.parse(await (await this.call(path, init)).json());
  }

  styles() {
    return this.json(stylesResponseSchema, '/api/styles');
  }

  site(address: string) {
    return this.json(siteCheckResponseSchema, `/api/site?${new URLSearchParams({ address })}`);
  }

  /** POST /api/design/complete-landscape: the same form the studio sends. */
  async startDesign(req: DesignRequest): Promise<string> {
    const form = new FormData();
    form.set('address', req.address);
    for (const style of req.styles) form.append('style', style);
    for (const { area, wishes } of req.areas) {
      form.set(`generate_${area}`, 'true');
      if (wishes) form.set(`${area}_prompt`, wishes);
    }
    if (req.language) form.set('locale', req.language);
    const out = await this.json(completeLandscapeResponseSchema, '/api/design/complete-landscape', { method: 'POST', body: form });
    if (!out.request_id) throw new StudioError(502, out.detail ?? 'The studio did not start the design.');
    return out.request_id;
  }

  progress(requestId: string) {
    return this.json(progressResponseSchema, `/api/design/progress/${encodeURIComponent(requestId)}`);
  }

  /** POST /api/designs/{id}/edit: waits for the new design as the studio does. `mask`: PNG, white may change. */
  edit(designId: string, instruction: string, mask: Buffer | null, language?: string) {
    const form = new FormData();
    form.set('instruction', instruction);
    if (language) form.set('locale', language);
    if (mask) form.set('mask', new Blob([new Uint8Array(mask)], { type: 'image/png' }), 'region.png');
    return this.json(editDesignResponseSchema, `/api/designs/${encodeURIComponent(designId)}/edit`, { method: 'POST', body: form });
  }

  phases(designId: string, budget: number) {
    return this.json(phasesResponseSchema, `/api/designs/${encodeURIComponent(designId)}/phases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ budget }),
    });
  }

  async pack(designId: string, budget?: number): Promise<Buffer> {
    const res = await this.call(this.packUrl(designId, budget).slice(this.origin.length));
    return Buffer.from(await res.arrayBuffer());
  }

  myDesigns(limit = 20, cursor?: string) {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    return this.json(myGenerationsResponseSchema, `/api/me/generations?${query}`);
  }

  /** A stored file (a render, a plan, a "before") as its owner may read it. */
  async file(key: string): Promise<{ data: Buffer; type: string }> {
    const res = await this.call(this.fileUrl(key).slice(this.origin.length));
    return { data: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? 'application/octet-stream' };
  }
}
