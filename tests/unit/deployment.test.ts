import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { CONFIG_KEYS, loadConfig } from '@landscape/core';

// Docker cannot run on the development machines, so docker-compose.yml and .env.example are checked
// here the way `docker compose config` would read them, against the API's own config schema.

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (f: string) => readFileSync(`${root}/${f}`, 'utf8');

/** Compose variable interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error}, and $$ for a literal $. */
function interpolate(value: unknown, vars: Record<string, string>): unknown {
  if (typeof value === 'string') {
    return value
      .replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_m, name: string, op?: string, arg?: string) => {
        const v = vars[name];
        if (v !== undefined && v !== '') return v;
        if (op === '?') throw new Error(`compose: ${arg}`);
        return op === '-' ? (arg ?? '') : '';
      })
      .replace(/\$\$/g, '$');
  }
  if (Array.isArray(value)) return value.map((v) => interpolate(v, vars));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, vars)]));
  return value;
}

function envExample(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of read('.env.example').split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
}

type Service = {
  image?: string;
  build?: string;
  command?: string[] | string;
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string } | null>;
};

describe('docker-compose.yml', () => {
  const raw = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
    networks?: { default?: { ipam?: { config?: { subnet: string; ip_range?: string }[] } } };
  };
  const compose = interpolate(raw, { ...envExample(), FIREBASE_PROJECT_ID: 'landscape-prod' }) as typeof raw;
  const s = compose.services;

  it('has the stack: postgres, redis, minio with its bucket, api replicas behind one port, workers', () => {
    expect(Object.keys(s).sort()).toEqual(['api', 'lb', 'minio', 'minio-setup', 'postgres', 'redis', 'worker']);
    expect(s.api!.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(s.worker!.deploy?.replicas).toBeGreaterThanOrEqual(1);
    expect(s.api!.ports).toBeUndefined(); // replicas are reached through the load balancer only
    expect(s.lb!.ports).toEqual(['8080:8080']);
    expect(read('deploy/nginx.conf')).toMatch(/proxy_pass \$api;/);
    expect(String(s['minio-setup']!.command)).toMatch(/mc mb --ignore-existing local\/landscape/);
  });

  it('runs redis with AOF and noeviction', () => {
    const cmd = (s.redis!.command as string[]).join(' ');
    expect(cmd).toMatch(/--appendonly yes/);
    expect(cmd).toMatch(/--maxmemory-policy noeviction/);
  });

  it('has healthchecks, ordered start-up and named volumes', () => {
    for (const name of ['postgres', 'redis', 'minio', 'api', 'lb']) expect(s[name]!.healthcheck?.test.length, name).toBeGreaterThan(0);
    expect(s.api!.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      'minio-setup': { condition: 'service_completed_successfully' },
    });
    expect(s.worker!.depends_on).toMatchObject({ api: { condition: 'service_healthy' } });
    expect(Object.keys(compose.volumes).sort()).toEqual(['minio-data', 'postgres-data', 'redis-data']);
  });

  it('gives api and worker only keys the config knows, and a configuration that loads', () => {
    for (const name of ['api', 'worker']) {
      const env = s[name]!.environment!;
      const unknown = Object.keys(env).filter((k) => !(CONFIG_KEYS as string[]).includes(k));
      expect(unknown, name).toEqual([]);
      const config = loadConfig(env);
      expect(config.mode).toBe('cluster');
      expect(config.isProduction).toBe(true);
      expect(config.AUTH).toBe('firebase');
      expect(config.STORAGE).toBe('s3');
      expect(config.PORT).toBe(8080);
      // the same database, queue and bucket as the services it talks to
      expect(new URL(config.DATABASE_URL!).hostname).toBe('postgres');
      expect(new URL(config.REDIS_URL!).hostname).toBe('redis');
      expect(new URL(config.S3_ENDPOINT!).hostname).toBe('minio');
      expect(config.S3_ACCESS_KEY_ID).toBe(s.minio!.environment!.MINIO_ROOT_USER);
    }
    // one image, two roles, both compiled JavaScript
    expect(s.api!.build).toBe('.');
    expect(s.worker!.build).toBe('.');
    expect(s.api!.command).toEqual(['node', '--conditions=landscape-compiled', 'apps/api/dist/server.js']);
    expect(s.worker!.command).toEqual(['node', '--conditions=landscape-compiled', 'apps/worker/dist/main.js']);
  });

  it('lets only the load balancer say who the client is, and the balancer overwrites what the client sent', () => {
    // nginx replaces X-Forwarded-For with the peer it sees; appending ($proxy_add_x_forwarded_for) keeps the client's own entries
    expect(read('deploy/nginx.conf')).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(read('deploy/nginx.conf')).not.toMatch(/proxy_add_x_forwarded_for/);
    const lbAddress = s.lb!.networks?.default?.ipv4_address;
    expect(lbAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const name of ['api', 'worker']) expect(loadConfig(s[name]!.environment!).TRUST_PROXY, name).toEqual([lbAddress]);
    // a fixed address on the stack's network, outside the range handed out to the other containers
    const net = compose.networks?.default?.ipam?.config?.[0];
    const inRange = (ip: string, cidr: string) => {
      const [base, bits] = cidr.split('/');
      const n = (a: string) => a.split('.').reduce((acc, p) => acc * 256 + Number(p), 0);
      const size = 2 ** (32 - Number(bits));
      return Math.floor(n(ip) / size) === Math.floor(n(base!) / size);
    };
    expect(inRange(lbAddress!, net!.subnet)).toBe(true);
    expect(inRange(lbAddress!, net!.ip_range!)).toBe(false);
  });

  it('never proxies /metrics on the public port, and says how to reach it with a token', () => {
    const nginx = read('deploy/nginx.conf');
    // a prefix location for /metrics that answers by itself (nginx picks ^~ prefixes before regexes)
    const block = /location \^~ \/metrics \{([^}]*)\}/.exec(nginx)?.[1];
    expect(block, 'a location ^~ /metrics block').toBeTruthy();
    expect(block).toMatch(/return 40[34] /);
    expect(block).not.toMatch(/proxy_pass/);
    // every other location that proxies comes after nothing that could catch /metrics first
    expect(nginx.match(/location\s+(=|~\*?)\s/g) ?? []).toEqual([]);
    // no worker metrics port is published, and workers listen on loopback
    for (const name of ['api', 'worker']) {
      expect(s[name]!.ports, name).toBeUndefined();
      const config = loadConfig(s[name]!.environment!);
      expect(config.isProduction).toBe(true);
      expect(config.WORKER_METRICS_HOST).toBe('127.0.0.1');
    }
    // with the shipped defaults there is no token: the API itself refuses /metrics in production (metrics.routes.test.ts)
    expect(loadConfig(s.api!.environment!).METRICS_TOKEN).toBeUndefined();
    expect(read('docker-compose.yml')).toMatch(/Set METRICS_TOKEN in \.env/);
  });

  it('refuses to start without a Firebase project (never the emulator in production)', () => {
    expect(() => interpolate(raw, envExample())).toThrow(/FIREBASE_PROJECT_ID/);
    const env = { ...s.api!.environment!, AUTH: 'emulator' };
    expect(() => loadConfig(env)).toThrow(/never used in production/);
  });
});

/** Dockerfile stages: name, base image and instructions (continuation lines joined). */
function dockerStages(text: string) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: { name: string; from: string; steps: { op: string; args: string }[] }[] = [];
  for (const line of lines) {
    const [op, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (op!.toUpperCase() === 'FROM') {
      const m = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args)!;
      stages.push({ from: m[1]!, name: m[2] ?? String(stages.length), steps: [] });
    } else stages.at(-1)!.steps.push({ op: op!.toUpperCase(), args });
  }
  return stages;
}

describe('Dockerfile', () => {
  const stages = dockerStages(read('Dockerfile'));
  const runtime = stages.at(-1)!;
  const steps = (op: string) => runtime.steps.filter((x) => x.op === op).map((x) => x.args);

  it('builds in one stage and runs from another that holds no build context and no dev dependencies', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const build = stages.find((st) =>
      st.steps.some((x) => x.op === 'RUN' && /pnpm install --frozen-lockfile(?!.*--prod)/.test(x.args) && /scripts\/build\.mjs/.test(x.args)),
    );
    expect(build, 'a build stage installing every dependency and building').toBeTruthy();
    const prod = stages.find((st) => st.steps.some((x) => x.op === 'RUN' && /pnpm install\b.*--prod\b/.test(x.args)));
    expect(prod, 'a stage installing production dependencies only').toBeTruthy();
    expect(
      prod!.steps.some((x) => x.op === 'COPY' && /^\.\s/.test(x.args)),
      'the production install sees manifests only',
    ).toBe(false);
    // the runtime stage takes node_modules from the production install only, and only compiled output from the build
    const copies = steps('COPY');
    expect(
      copies.some((c) => /^\.\s/.test(c)),
      'no COPY . . in the runtime stage',
    ).toBe(false);
    const fromBuild = copies.filter((c) => c.includes(`--from=${build!.name}`));
    expect(fromBuild.length).toBeGreaterThan(0);
    for (const c of fromBuild) expect(c, c).not.toMatch(/node_modules|\/src\b/);
    expect(copies.some((c) => c.includes(`--from=${prod!.name}`))).toBe(true);
    expect(runtime.steps.some((x) => x.op === 'RUN' && /pnpm install/.test(x.args))).toBe(false);
    expect(stages.flatMap((st) => st.steps.map((x) => x.args)).join('\n')).not.toMatch(/firebase-tools/);
  });

  it('runs the compiled entry points as a non-root user with a health check', () => {
    const user = steps('USER');
    expect(user.length).toBeGreaterThan(0);
    expect(user.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(steps('HEALTHCHECK').join(' ')).toMatch(/CMD/);
    const cmd = JSON.parse(steps('CMD').at(-1)!) as string[];
    expect(cmd).toEqual(['node', '--conditions=landscape-compiled', 'apps/api/dist/server.js']);
    expect(runtime.steps.map((x) => x.args).join('\n')).not.toMatch(/\btsx\b/);
    for (const f of ['apps/api/dist', 'apps/worker/dist', 'packages/core/dist', 'apps/web/dist', 'prisma'])
      expect(
        steps('COPY').some((c) => c.includes(f)),
        f,
      ).toBe(true);
    expect(steps('ENV').join(' ')).toMatch(/NODE_ENV=production/);
  });

  it('runs the server with the malloc setting `pnpm start` and `pnpm worker` use', () => {
    const image = /\bMALLOC_TRIM_THRESHOLD_=(\d+)/.exec(steps('ENV').join(' '))?.[1];
    expect(image, 'MALLOC_TRIM_THRESHOLD_ in the runtime stage').toBeTruthy();
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const name of ['start', 'worker']) expect(scripts[name], name).toContain(`MALLOC_TRIM_THRESHOLD_=${image} node `);
  });

  it('keeps firebase-tools (the local Auth Emulator) out of production dependencies', () => {
    for (const f of [
      'package.json',
      'apps/api/package.json',
      'apps/worker/package.json',
      'packages/core/package.json',
      'packages/design/package.json',
      'packages/contract/package.json',
    ]) {
      const pkg = JSON.parse(read(f)) as { dependencies?: Record<string, string> };
      expect(Object.keys(pkg.dependencies ?? {}), f).not.toContain('firebase-tools');
      expect(Object.keys(pkg.dependencies ?? {}), f).not.toContain('tsx');
    }
    expect((JSON.parse(read('package.json')) as { devDependencies: Record<string, string> }).devDependencies['firebase-tools']).toBeTruthy();
  });
});

describe('.env.example', () => {
  it('names every key once, each commented out, so that as a .env it runs the embedded defaults', () => {
    const listed = read('.env.example')
      .split('\n')
      .flatMap((l) => /^# ([A-Z0-9_]+)=/.exec(l)?.[1] ?? []);
    expect([...listed].sort()).toEqual([...CONFIG_KEYS].sort());
    expect(new Set(listed).size).toBe(listed.length);
    const env = envExample();
    expect(env).toEqual({});
    expect(loadConfig(env).mode).toBe('embedded');
  });
});
