/**
 * Valibot schemas as the JSON Schema (draft 2020-12) of OpenAPI 3.1, either as the caller sends
 * them (`input`: a page is a string of digits, before it becomes a number) or as they come out of
 * the parse (`output`). What JSON Schema cannot say (custom checks, the transforms themselves) is
 * left out rather than failing the document: the server still checks it.
 */
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema'
import * as v from 'valibot'

export type { JsonSchema }

/** Schemas every document names once under components.schemas, referenced wherever they appear. */
export type SharedSchemas = Record<string, v.GenericSchema>

export const COMPONENT_PREFIX = '#/components/schemas/'

type Entries = Record<string, v.GenericSchema & { wrapped?: v.GenericSchema; default?: unknown }>

/**
 * The fields a caller must send although the schema writes them `v.optional(x, default)`: the
 * default is there so a missing field gets the message a person can act on ('Il campo … è
 * richiesto'), and `x` refuses it. The server refuses the request without them, so the document
 * says they are required (POST /api/diary without entry_date answers 422).
 */
function refusedDefaults(entries: Entries): string[] {
  return Object.entries(entries)
    .filter(([, entry]) => {
      if (entry.type !== 'optional' || entry.wrapped === undefined) return false
      const fallback: unknown = typeof entry.default === 'function' ? undefined : entry.default
      return fallback !== undefined && !v.safeParse(entry.wrapped, fallback).success
    })
    .map(([key]) => key)
}

const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest'])

function config(typeMode: 'input' | 'output', shared: SharedSchemas): ConversionConfig {
  return {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
    definitions: shared,
    overrideRef: ({ referenceId }) => `${COMPONENT_PREFIX}${referenceId}`,
    overrideSchema: ({ valibotSchema, jsonSchema }) => {
      if (!OBJECT_TYPES.has(valibotSchema.type)) return undefined
      const extra = refusedDefaults((valibotSchema as unknown as { entries: Entries }).entries)
      if (extra.length === 0) return undefined
      const required = [...new Set([...(jsonSchema.required ?? []), ...extra])]
      return { ...jsonSchema, required }
    },
  }
}

/** One schema, without the `$schema` and `$defs` a standalone document would carry. */
export function jsonSchemaOf(
  schema: v.GenericSchema,
  typeMode: 'input' | 'output',
  shared: SharedSchemas = {},
): JsonSchema {
  const { $schema: _dialect, $defs: _definitions, ...rest } = toJsonSchema(schema, config(typeMode, shared))
  return rest
}

/** The shared schemas themselves, for components.schemas. */
export function componentSchemas(shared: SharedSchemas): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(shared).map(([name, schema]) => {
      // Described from its own definition, not as a reference to itself.
      const others = Object.fromEntries(Object.entries(shared).filter(([other]) => other !== name))
      return [name, jsonSchemaOf(schema, 'output', others)]
    }),
  )
}
