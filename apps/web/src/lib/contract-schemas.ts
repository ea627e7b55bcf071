// The contract's zod schemas, loaded after the first paint: zod and the schemas are about a quarter of the
// studio's first-load JavaScript, and nothing needs them before an API answer arrives. The first answer
// waits for this one shared chunk (decision 011). Plain values come from '@landscape/contract/constants'.
type Schemas = typeof import('@landscape/contract/schemas');
type SchemaName = { [K in keyof Schemas]: Schemas[K] extends { safeParse(input: unknown): unknown } ? K : never }[keyof Schemas];
type Output<K extends SchemaName> = Schemas[K] extends { parse(input: unknown): infer T } ? T : never;

let loading: Promise<Schemas> | undefined;

// On a first load of the studio (`/`), the chunk waits until the studio's form is on screen (or 10 s), so a
// slow connection spends itself on what the form needs first; answers that arrive meanwhile (hero samples,
// suggestions, usage) are parsed a moment later. Any other first page loads it on its first answer.
let release: () => void = () => undefined;
const held: Promise<void> =
  typeof location !== 'undefined' && location.pathname === '/'
    ? new Promise((resolve) => {
        release = resolve;
        setTimeout(resolve, 10_000);
      })
    : Promise.resolve();

/** Called by the studio once its form is shown (or when it goes away first). */
export function releaseSchemas() {
  release();
}

/** The schemas module, imported once. */
export function loadSchemas(): Promise<Schemas> {
  loading ??= held.then(() => import('@landscape/contract/schemas'));
  return loading;
}

/** A parser for apiRequest that parses with the named contract schema once it has loaded. */
export function contractSchema<K extends SchemaName>(name: K): { parse(input: unknown): Promise<Output<K>> } {
  return { parse: async (input) => (await loadSchemas())[name].parse(input) as Output<K> };
}
