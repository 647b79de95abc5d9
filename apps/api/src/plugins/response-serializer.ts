import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };
type Serialize = (data: unknown) => string;

/** The zod serializer every route used before (decision 044): safeEncode, then JSON.stringify. */
const zodCompiler = createSerializerCompiler({});

/** Keywords that only validate: the compiled serializer writes the value it is given. */
const VALIDATION_ONLY = new Set([
  'const',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'description',
]);
const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `anyOf: [X, { type: 'null' }]` (zod's `.nullable()`): X, accepting null. */
function nullableOf(options: unknown[]): JsonSchema | undefined {
  const others = options.filter(
    (option) => !(isObject(option) && option.type === 'null' && Object.keys(option).length === 1),
  );
  if (others.length !== 1 || options.length !== 2) return undefined;
  const inner = serializable(others[0]);
  if (!inner) return undefined;
  if (typeof inner.type === 'string' && PRIMITIVE_TYPES.has(inner.type))
    return { ...inner, type: [inner.type, 'null'] };
  if (inner.type === 'object' || inner.type === 'array') return { ...inner, nullable: true };
  return undefined;
}

/** `anyOf` of literals of one primitive type (`z.union([z.literal(0), z.literal(1)])`): that type. */
function literalsOf(options: unknown[]): JsonSchema | undefined {
  const types = new Set(
    options.map((option) => (isObject(option) && 'const' in option ? option.type : undefined)),
  );
  const [type] = types;
  return types.size === 1 && typeof type === 'string' && PRIMITIVE_TYPES.has(type) ? { type } : undefined;
}

/**
 * The JSON schema fast-json-stringify compiles for a zod output schema, or undefined when the
 * schema uses anything it could not write faithfully (a union of shapes, a record, an open
 * object, a value of any type, a reference): that route keeps the zod serializer. Objects list
 * their properties and drop everything else (`additionalProperties: false` is all zod emits for a
 * stripping object), so an undeclared field never leaves the server.
 */
function serializable(node: unknown): JsonSchema | undefined {
  if (!isObject(node)) return undefined;
  if (Array.isArray(node.anyOf)) {
    if (Object.keys(node).some((key) => key !== 'anyOf' && !VALIDATION_ONLY.has(key))) return undefined;
    return nullableOf(node.anyOf) ?? literalsOf(node.anyOf);
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (VALIDATION_ONLY.has(key) || key === '$schema') continue;
    if (key === 'type') {
      const types = [value].flat();
      if (types.length === 0 || types.some((type) => typeof type !== 'string')) return undefined;
      if (types.length > 1 && types.some((type) => !PRIMITIVE_TYPES.has(type as string))) return undefined;
      out.type = value;
    } else if (key === 'required') {
      if (!Array.isArray(value)) return undefined;
      out.required = value;
    } else if (key === 'additionalProperties') {
      if (value !== false) return undefined;
      out.additionalProperties = false;
    } else if (key === 'properties') {
      if (!isObject(value)) return undefined;
      const properties: JsonSchema = {};
      for (const [name, property] of Object.entries(value)) {
        const converted = serializable(property);
        if (!converted) return undefined;
        properties[name] = converted;
      }
      out.properties = properties;
    } else if (key === 'items') {
      const items = serializable(value);
      if (!items) return undefined;
      out.items = items;
    } else {
      return undefined;
    }
  }
  if (typeof out.type !== 'string' && !Array.isArray(out.type)) return undefined;
  if (out.type === 'object' && (!out.properties || out.additionalProperties !== false)) return undefined;
  if (out.type === 'array' && !out.items) return undefined;
  return out;
}

/** The compiled serializer of a zod output schema, or undefined (see `serializable`). */
export function compileResponseSchema(schema: z.ZodType): Serialize | undefined {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      reused: 'inline',
      cycles: 'throw',
    });
  } catch {
    return undefined;
  }
  const converted = serializable(json);
  return converted ? fastJson(converted) : undefined;
}

/**
 * Fastify's serializer compiler for the app's zod response schemas (decision 044): a schema
 * fast-json-stringify can express is compiled once, at start; any other keeps
 * `fastify-type-provider-zod`'s serializer. Same bytes for the same valid answer.
 * `checked` (the tests): the zod serializer runs too, and any difference in its bytes, or data
 * its schema refuses, fails the request, so the whole API suite compares the two.
 */
export function responseSerializerCompiler(options: { checked: boolean }): typeof zodCompiler {
  return (route) => {
    const viaZod = zodCompiler(route);
    const schema = route.schema instanceof z.ZodType ? route.schema : undefined;
    const compiled = schema && compileResponseSchema(schema);
    if (!compiled || !options.checked) return compiled ?? viaZod;
    return (data) => {
      const expected = viaZod(data);
      const actual = compiled(data);
      if (actual !== expected)
        throw new Error(`${route.method} ${route.url} : sérialiseur compilé ≠ zod\n${actual}\n${expected}`);
      return actual;
    };
  };
}
