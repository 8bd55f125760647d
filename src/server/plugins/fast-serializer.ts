import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How one route's response (method, url, status) is serialized; `reason` says why it fell back. */
export interface SerializerChoice {
  method: string;
  url: string;
  status: string;
  mode: 'fast' | 'zod';
  reason?: string;
}

export interface FastSerializerOptions {
  /**
   * Also run the zod serializer on every response and fail when the two disagree (JSON-equal).
   * On in tests, so the API suite keeps catching contract bugs and proves the fast path equivalent.
   */
  verify: boolean;
}

type JsonSchema = { [key: string]: unknown };
type Serialize = (data: unknown) => string;

/**
 * The JSON Schema a response is compiled from: zod's output side in OpenAPI 3.0 form, whose
 * `nullable: true` fast-json-stringify serializes with a null check (zod's draft `anyOf [X, null]`
 * would run an Ajv validation per value). Throws when zod cannot represent the schema.
 */
export function toSerializerJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'openapi-3.0',
    unrepresentable: 'throw',
    override: ({ zodSchema }) => rejectRewrites(zodSchema),
  });
  return withoutClosedObjects(json) as JsonSchema;
}

/**
 * `.trim()`, `.toLowerCase()` and the like are checks that rewrite the value; JSON Schema has no
 * word for them and would silently send the value unchanged, so such a response stays on zod.
 */
function rejectRewrites(schema: unknown): void {
  const checks = (schema as { _zod?: { def?: { checks?: { _zod: { def: { check: string } } }[] } } })._zod
    ?.def?.checks;
  if (checks?.some((check) => check._zod.def.check === 'overwrite')) {
    throw new Error('Value rewrites (trim, case) cannot be represented in JSON Schema');
  }
}

/**
 * Drops `additionalProperties: false`. Serializing, fast-json-stringify writes only the named
 * properties either way; but inside `anyOf` it picks the branch by validating, and zod's union
 * picks the first branch that parses, stripping unknown keys rather than rejecting them.
 */
function withoutClosedObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = withoutClosedObjects(value);
  }
  return out;
}

const compileJson = (json: JsonSchema) =>
  fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Serialize;

/**
 * A union of one array shape and one object shape (a list with an opt-in second view or pages,
 * decisions 0045 and 0046) picks its branch by Array.isArray. fast-json-stringify would pick it by validating the
 * whole answer against each branch, which costs several times the writing (3 ms more for 500
 * locations). Null for any other schema, or one with references a branch alone could not resolve.
 */
function byJsonType(json: JsonSchema): Serialize | null {
  const branches = json.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(json).length !== 1) return null;
  if (JSON.stringify(json).includes('"$ref"')) return null;
  const array = (branches as JsonSchema[]).find((branch) => branch.type === 'array');
  const object = (branches as JsonSchema[]).find((branch) => branch.type === 'object');
  if (!array || !object) return null;
  const [asArray, asObject] = [compileJson(array), compileJson(object)];
  return (data) => (Array.isArray(data) ? asArray(data) : asObject(data));
}

/** A serializer compiled with fast-json-stringify; throws when the schema cannot be compiled. */
export function compileFastSerializer(schema: z.ZodType): Serialize {
  const json = toSerializerJsonSchema(schema);
  return byJsonType(json) ?? compileJson(json);
}

/**
 * Fastify's serializer compiler: each route response compiled to fast-json-stringify from its zod
 * schema, falling back to fastify-type-provider-zod's serializer (zod encode, then JSON.stringify)
 * where the schema cannot be represented or compiled. `choices` lists every decision.
 */
export function createFastSerializerCompiler(options: FastSerializerOptions): {
  compiler: FastifySerializerCompiler<unknown>;
  choices: SerializerChoice[];
} {
  const choices: SerializerChoice[] = [];
  const compiler: FastifySerializerCompiler<unknown> = (route) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const where = { method: String(route.method), url: route.url, status: String(route.httpStatus ?? '') };
    let fast: Serialize;
    try {
      if (!(route.schema instanceof z.ZodType)) throw new Error('not a zod schema');
      fast = compileFastSerializer(route.schema);
    } catch (error) {
      choices.push({ ...where, mode: 'zod', reason: (error as Error).message });
      return viaZod;
    }
    choices.push({ ...where, mode: 'fast' });
    if (!options.verify) return fast;
    return (data) => {
      const expected = viaZod(data);
      const actual = fast(data);
      if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        const message = `fast serializer differs from zod on ${where.method} ${where.url} ${where.status}`;
        // Tests run with the logger off and the 500 hides the cause: say it where the test runner shows it.
        console.error(`${message}\nzod:  ${expected.slice(0, 2000)}\nfast: ${actual.slice(0, 2000)}`);
        throw new Error(message);
      }
      return actual;
    };
  };
  return { compiler, choices };
}
