import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

/**
 * How responses become JSON (decision 0030):
 * - `checked`: the full zod check of the contract's response schema, then JSON.stringify
 *   (development: a handler answering what its contract does not say fails loudly);
 * - `compiled`: a serializer compiled once per response schema by fast-json-stringify from the
 *   schema's JSON Schema (production: several times faster, no check per response);
 * - `both`: the check, and the compiled serializer's output compared with it on every response
 *   (tests: every response of the suites proves the compiled serializer says what the contract
 *   says; a difference fails the request with 500).
 * A schema JSON Schema cannot express (a transform, a date) keeps the checked serializer.
 */
export type SerializationMode = 'checked' | 'compiled' | 'both';

export function serializationModeOf(nodeEnv: 'production' | 'development' | 'test'): SerializationMode {
  return nodeEnv === 'production' ? 'compiled' : nodeEnv === 'test' ? 'both' : 'checked';
}

const checkedCompiler = createSerializerCompiler({});

type Serializer = (data: unknown) => string;

/** Compiled once per schema in the process (the contracts' schemas are constants; tests build many apps). */
const compiledBySchema = new WeakMap<ZodType, Serializer | null>();

/** The compiled serializer of a response schema, or null when JSON Schema cannot say it exactly. */
export function compiledSerializer(schema: ZodType): Serializer | null {
  const known = compiledBySchema.get(schema);
  if (known !== undefined) return known;
  let compiled: Serializer | null;
  try {
    const json = toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-07' });
    compiled = fastJson(json as Parameters<typeof fastJson>[0]) as Serializer;
  } catch {
    compiled = null;
  }
  compiledBySchema.set(schema, compiled);
  return compiled;
}

/** Answers a cache keeps and hands to many callers unchanged (`kept`). */
const keptAnswers = new WeakSet<object>();

/**
 * Marks an answer a cache keeps and serves to every caller as it is: it is frozen (a change
 * would throw), and each route writes its JSON once and sends that text on every later
 * response, so that a kept read costs neither the serializer nor the check again.
 */
export function kept<T extends object>(answer: T): T {
  deepFreeze(answer);
  keptAnswers.add(answer);
  return answer;
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

export function serializerCompiler(
  mode: SerializationMode,
  compile: (schema: ZodType) => Serializer | null = compiledSerializer,
): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const serialize = routeSerializer(mode, compile, route);
    // One text per kept answer and route (two routes may say the same answer differently), kept
    // as its UTF-8 bytes: a large answer in Bosnian or Cyrillic is otherwise measured and encoded
    // again on every response, which cost more than the rest of the request (issue 19).
    const written = new WeakMap<object, Buffer>();
    return (data) => {
      if (data === null || typeof data !== 'object' || !keptAnswers.has(data)) return serialize(data);
      let bytes = written.get(data);
      if (bytes === undefined) written.set(data, (bytes = Buffer.from(serialize(data))));
      // Fastify sends a Buffer as it is (its serializer type says string only).
      return bytes as unknown as string;
    };
  };
}

function routeSerializer(
  mode: SerializationMode,
  compile: (schema: ZodType) => Serializer | null,
  route: Parameters<FastifySerializerCompiler<ZodType>>[0],
): Serializer {
  const checked = checkedCompiler(route as Parameters<typeof checkedCompiler>[0]);
  if (mode === 'checked') return checked;
  const compiled = compile(route.schema);
  if (!compiled) return checked;
  if (mode === 'compiled') return compiled;
  return (data) => {
    const expected = checked(data);
    const fast = compiled(data);
    if (!isDeepStrictEqual(JSON.parse(fast), JSON.parse(expected))) {
      throw new Error(
        `The compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) disagrees with its contract:\n` +
          `contract: ${expected.slice(0, 2000)}\ncompiled: ${fast.slice(0, 2000)}`,
      );
    }
    return expected;
  };
}
