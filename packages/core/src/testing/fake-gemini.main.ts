import { startFakeGemini } from './fake-gemini.server.ts';

// The fake Gemini server as its own process (benchmarks: its JSON and base64 work must not share the
// measured process's CPU, as Google's servers would not). Usage: fake-gemini.main.ts [latencyMs].
// Prints one JSON line {"url": ...} when listening; stops on SIGTERM.
const fake = await startFakeGemini({ latencyMs: Number(process.argv[2] ?? 0) });
process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
