import * as v from 'valibot'

/** The parts of valibot's schema objects the walk reads. */
interface SchemaNode {
  type: string
  wrapped?: v.GenericSchema
  item?: v.GenericSchema
  value?: v.GenericSchema
  options?: v.GenericSchema[]
  entries?: Record<string, v.GenericSchema>
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function walk(schema: v.GenericSchema, value: unknown, path: string, found: Set<string>): void {
  const node = schema as unknown as SchemaNode
  switch (node.type) {
    case 'optional':
    case 'exact_optional':
    case 'nullable':
    case 'nullish':
    case 'undefinedable':
      if (value !== null && value !== undefined && node.wrapped) walk(node.wrapped, value, path, found)
      return
    case 'array':
      if (Array.isArray(value) && node.item)
        for (const item of value) walk(node.item, item, `${path}[]`, found)
      return
    case 'record':
      if (isRecord(value) && node.value)
        for (const [key, item] of Object.entries(value)) walk(node.value, item, `${path}.${key}`, found)
      return
    case 'variant':
    case 'union': {
      const match = node.options?.find((option) => v.is(option, value))
      if (match) walk(match, value, path, found)
      return
    }
    case 'object':
    case 'loose_object':
    case 'strict_object':
      if (!isRecord(value) || !node.entries) return
      for (const [key, item] of Object.entries(value)) {
        const entry = node.entries[key]
        if (entry) walk(entry, item, `${path}.${key}`, found)
        else found.add(`${path}.${key}`)
      }
      return
    default:
      return
  }
}

/**
 * Paths (`$.media.tracks[].foo`) of fields in `value` that `schema` does not name. Loose objects accept such fields,
 * so this is how a test tells that a schema follows a recorded body field for field.
 */
export function undeclaredFields(schema: v.GenericSchema, value: unknown): string[] {
  const found = new Set<string>()
  walk(schema, value, '$', found)
  return [...found].sort()
}
