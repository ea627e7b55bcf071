import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '@landscape/contract';
import * as answers from './answer-schemas.ts';

// The studio checks API answers with the valibot schemas of answer-schemas.ts; the API answers what the
// contract's zod schemas say. Each answer schema must agree with the contract's schema of the same name:
// same verdict and same output on valid answers built from the contract's JSON Schema and on every
// mutation of them (a field removed, added, or replaced by a value of another type or range). Answers
// are JSON, so the inputs are JSON values. Every change of a field and of its own fields is tried, and a fixed,
// evenly spaced sample of the deeper ones (sampledMutations), which keeps the sweep to seconds on a busy machine.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
}

/** Two valid values of a schema: every optional field present (`full`) and only what is required (`lean`). */
function validValue(s: JsonSchema, full: boolean): Json {
  if (s.const !== undefined) return s.const;
  if (s.enum) return full ? s.enum[0] : s.enum[s.enum.length - 1];
  if (s.anyOf) return validValue(full ? s.anyOf[0] : s.anyOf[s.anyOf.length - 1], full);
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const type = full ? types[0] : types[types.length - 1];
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return full;
    case 'integer':
    case 'number': {
      const low = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -3);
      const high = Math.min(s.maximum ?? 1e6, 1e6);
      if (!full) return low;
      return type === 'integer' ? Math.floor((low + high) / 2) : (low + high) / 2 + 0.25;
    }
    case 'string':
      // a required prefix: zod writes startsWith('p') as the pattern ^p.*
      return s.pattern ? s.pattern.replace(/^\^/, '').replace(/\.\*$/, '').replace(/\\(.)/g, '$1') + 'AAAA' : full ? 'Japanese Zen' : '';
    case 'array':
      return full ? [validValue(s.items!, true), validValue(s.items!, false)] : [];
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        if (full || s.required?.includes(key)) out[key] = validValue(prop, full);
      }
      if (typeof s.additionalProperties === 'object' && full) {
        const keys = s.propertyNames?.enum ? (s.propertyNames.enum as string[]) : ['database', 'signin'];
        keys.forEach((key, i) => (out[key] = validValue(s.additionalProperties as JsonSchema, i % 2 === 0)));
      }
      return out;
    }
    default:
      throw new Error(`no sample for ${JSON.stringify(s).slice(0, 80)}`);
  }
}

/** Values of other types and ranges put in place of any one field. */
const STRANGERS: Json[] = [null, true, false, 0, -1, 0.5, 11, 2 ** 53, 1e300, '', 'x', 'data:image/png;base64,', 'pending', [], [1], {}, { x: 1 }];

/** A mutation, and where in the value its change is (array positions as `*`), with what change. */
interface Mutation {
  input: Json;
  where: string;
  depth: number;
}

/** The value with every single change: each field replaced, removed, or given a neighbour it does not know. */
function* mutations(value: Json, path = '', depth = 0): Generator<Mutation> {
  for (const [i, other] of STRANGERS.entries()) yield { input: other, where: `${path} = ${i}`, depth };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++)
      for (const m of mutations(value[i], `${path}.*`, depth + 1)) yield { ...m, input: value.map((x, j) => (j === i ? m.input : x)) };
    yield { input: [...value, ...value], where: `${path} doubled`, depth };
  } else if (value && typeof value === 'object') {
    yield { input: { ...value, patio: 'x' }, where: `${path} + patio`, depth };
    for (const key of Object.keys(value)) {
      const { [key]: _dropped, ...rest } = value;
      yield { input: rest, where: `${path}.${key} removed`, depth };
      for (const m of mutations(value[key], `${path}.${key}`, depth + 1)) yield { ...m, input: { ...value, [key]: m.input } };
    }
  }
}

/** Changes deeper than a field's own fields tried per sample, evenly spaced over all of them. */
const DEEP_SAMPLE = 900;

/**
 * Each change once per place in the answer (the same field of a second array item is the same check again),
 * every change down to a field's own fields, and of the deeper ones (thousands in the progress answer: areas,
 * their designs, each design's summary and its translations) an evenly spaced, fixed sample: the same inputs
 * every run, and seconds on a busy machine.
 */
function sampledMutations(value: Json): Json[] {
  const seen = new Set<string>();
  const distinct = [...mutations(value)].filter((m) => !seen.has(m.where) && seen.add(m.where));
  const deep = distinct.filter((m) => m.depth > 2);
  const stride = Math.max(1, Math.ceil(deep.length / DEEP_SAMPLE));
  return [...distinct.filter((m) => m.depth <= 2), ...deep.filter((_, i) => i % stride === 0)].map((m) => m.input);
}

type Contract = Record<string, unknown>;
const names = Object.keys(answers) as (keyof typeof answers)[];

describe('answer schemas (the studio) and the contract (the API) agree', () => {
  it('every answer schema is a contract schema of the same name', () => {
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect((contract as Contract)[name], name).toBeInstanceOf(z.ZodType);
  });

  it.each(names)('%s: same verdict and output on valid answers and on every mutation of them', (name) => {
    const zodSchema = (contract as Contract)[name] as z.ZodType;
    const answerSchema = answers[name] as v.GenericSchema;
    const json = z.toJSONSchema(zodSchema, { io: 'output' }) as JsonSchema;
    const valid = [validValue(json, true), validValue(json, false)];
    for (const sample of valid) expect(zodSchema.safeParse(sample).success, `${name} sample ${JSON.stringify(sample)}`).toBe(true);

    const disagreements: string[] = [];
    let inputs = 0;
    for (const sample of valid) {
      for (const input of [sample, ...sampledMutations(sample)]) {
        inputs += 1;
        const theirs = zodSchema.safeParse(input);
        const ours = v.safeParse(answerSchema, input);
        const agree = theirs.success === ours.success && (!theirs.success || JSON.stringify(ours.output) === JSON.stringify(theirs.data));
        if (!agree)
          disagreements.push(
            `${JSON.stringify(input).slice(0, 300)}: contract ${theirs.success ? 'accepts' : 'refuses'}, studio ${ours.success ? 'accepts' : 'refuses'}`,
          );
      }
    }
    expect(inputs).toBeGreaterThan(20);
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});

// The same types, checked by `pnpm typecheck`: call sites keep the contract's types (DesignImage, MeResponse…).
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type SameTypes = {
  [K in keyof typeof answers]: K extends keyof typeof contract ? Equal<v.InferOutput<(typeof answers)[K]>, z.output<(typeof contract)[K]>> : false;
};
export const sameTypes: { [K in keyof typeof answers]: true } = {} as SameTypes;
