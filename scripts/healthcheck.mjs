// The image's HEALTHCHECK, for either role: the API's readiness (/api/health/ready: database, queue and
// storage answer) on PORT, else (a worker container) the worker's /metrics on WORKER_METRICS_PORT.
// Exit 0 when healthy.
const env = process.env;
const headers = env.METRICS_TOKEN ? { Authorization: `Bearer ${env.METRICS_TOKEN}` } : {};
const ok = async (url, init) => {
  try {
    return (await fetch(url, { ...init, signal: globalThis.AbortSignal.timeout(4000) })).ok;
  } catch {
    return false;
  }
};
const api = await ok(`http://127.0.0.1:${env.PORT || 8080}/api/health/ready`);
const worker = !api && (await ok(`http://127.0.0.1:${env.WORKER_METRICS_PORT || 9464}/metrics`, { headers }));
process.exit(api || worker ? 0 : 1);
