/**
 * The response serializer: fastify-type-provider-zod's, which encodes every answer with zod
 * (checking it against the route's response schema, dropping keys the schema does not name)
 * and then JSON.stringify's the result, with a shortcut for answers that are already exactly
 * what that encoding gives (issue 15: zod's pass was about a tenth of the CPU of a journal page,
 * for lists the store had just built to the schema).
 *
 * The shortcut is taken only when the value has the schema's keys in the schema's order and
 * nothing else, and every value is of the schema's type within its checks: then zod's encoding
 * is an equal object with the same key order, and JSON.stringify gives the same bytes. Any
 * other value goes through zod as before, so what zod refuses is still refused (a 500, as
 * before) and what it strips is still stripped. Only schemas made of objects, arrays, strings
 * (with length checks), enums, booleans, nullable and optional are known here; a route whose
 * schema holds anything else (numbers, transforms, refinements, defaults, …) always takes zod.
 */
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/** True when a value is already what zod's encoding of it gives (see above). */
type Conforms = (value: unknown) => boolean;

// The parts of zod's definitions read here (zod/v4/core's $ZodTypeDef and its subtypes).
interface Definition {
  type: string;
  checks?: Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number } } }>;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  entries?: Record<string, string | number>;
  coerce?: boolean;
}

const definitionOf = (schema: $ZodType) => schema._zod.def as unknown as Definition;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function stringCheck(definition: Definition): Conforms | null {
  if (definition.coerce) return null;
  let min = 0;
  let max = Infinity;
  for (const check of definition.checks ?? []) {
    const { check: kind, minimum, maximum } = check._zod.def;
    if (kind === 'min_length' && minimum !== undefined) min = Math.max(min, minimum);
    else if (kind === 'max_length' && maximum !== undefined) max = Math.min(max, maximum);
    else return null;
  }
  return (value) => typeof value === 'string' && value.length >= min && value.length <= max;
}

function objectCheck(definition: Definition): Conforms | null {
  if (definition.catchall !== undefined || (definition.checks?.length ?? 0) > 0) return null;
  const fields: Array<{ key: string; optional: boolean; conforms: Conforms }> = [];
  for (const [key, field] of Object.entries(definition.shape ?? {})) {
    const fieldDefinition = definitionOf(field);
    const optional = fieldDefinition.type === 'optional';
    const conforms = conformanceOf(optional ? fieldDefinition.innerType! : field);
    if (!conforms) return null;
    fields.push({ key, optional, conforms });
  }
  return (value) => {
    if (!isPlainObject(value)) return false;
    // The value's keys must be the schema's, in its order; an optional one may be missing.
    let field = 0;
    for (const key in value) {
      if (!Object.hasOwn(value, key)) return false;
      while (field < fields.length && fields[field]!.key !== key && fields[field]!.optional) field++;
      const expected = fields[field];
      if (!expected || expected.key !== key) return false;
      const item = value[key];
      if (!(item === undefined && expected.optional) && !expected.conforms(item)) return false;
      field++;
    }
    for (; field < fields.length; field++) if (!fields[field]!.optional) return false;
    return true;
  };
}

/** The check for `schema`, or null when the schema holds a kind this module does not know. */
export function conformanceOf(schema: $ZodType): Conforms | null {
  const definition = definitionOf(schema);
  switch (definition.type) {
    case 'string':
      return stringCheck(definition);
    case 'boolean':
      return definition.coerce || definition.checks?.length ? null : (value) => typeof value === 'boolean';
    case 'enum': {
      const values = new Set(Object.values(definition.entries ?? {}));
      return definition.checks?.length ? null : (value) => values.has(value as string);
    }
    case 'nullable': {
      const inner = conformanceOf(definition.innerType!);
      return inner && ((value) => value === null || inner(value));
    }
    case 'array': {
      if (definition.checks?.length) return null;
      const element = conformanceOf(definition.element!);
      return (
        element &&
        ((value) => {
          if (!Array.isArray(value)) return false;
          // Indexed, not every(): a hole is skipped by every() but is no valid item.
          for (let index = 0; index < value.length; index++) if (!element(value[index])) return false;
          return true;
        })
      );
    }
    case 'object':
      return objectCheck(definition);
    default:
      return null;
  }
}

/** fastify-type-provider-zod's serializer, with the shortcut above for the schemas it knows. */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const checked = zodSerializerCompiler(route);
  const schema = route.schema instanceof $ZodType ? route.schema : route.schema.properties;
  const conforms = schema instanceof $ZodType ? conformanceOf(schema) : null;
  if (!conforms) return checked;
  return (data) => (conforms(data) ? JSON.stringify(data) : checked(data));
};
