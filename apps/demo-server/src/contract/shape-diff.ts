/**
 * Compares two JSON values by shape: the same field names and value types, recursively. Array elements are
 * merged into one element shape; objects keyed by ids or dates are treated as maps. null matches any type,
 * because it depends on the data, not on the contract.
 */
export interface ShapeReport {
  missing: string[]
  extra: string[]
  typeMismatches: string[]
}

type Kind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object'

interface Shape {
  kinds: Set<Kind>
  fields?: Map<string, Shape>
  element?: Shape
  /** Object whose keys are data (ids, dates), described by one value shape. */
  mapValue?: Shape
  /** Array known to be empty in every sample merged into this shape. */
  emptyArray?: boolean
}

const kindOf = (value: unknown): Kind =>
  value === null || value === undefined ? 'null' : Array.isArray(value) ? 'array' : (typeof value as Kind)

const dataKey =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}|(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)$/

function isMap(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((k) => dataKey.test(k))
}

function merge(target: Shape | undefined, value: unknown): Shape {
  const shape: Shape = target ?? { kinds: new Set() }
  const kind = kindOf(value)
  shape.kinds.add(kind)
  if (kind === 'array') {
    const list = value as unknown[]
    if (!list.length) shape.emptyArray = shape.emptyArray ?? true
    for (const item of list) {
      shape.emptyArray = false
      shape.element = merge(shape.element, item)
    }
  } else if (kind === 'object') {
    const object = value as Record<string, unknown>
    if (isMap(object)) {
      for (const item of Object.values(object)) shape.mapValue = merge(shape.mapValue, item)
    } else {
      shape.fields ??= new Map()
      for (const [key, item] of Object.entries(object)) {
        if (item === undefined) continue
        shape.fields.set(key, merge(shape.fields.get(key), item))
      }
    }
  }
  return shape
}

export function shapeOf(value: unknown): Shape {
  return merge(undefined, value)
}

const concrete = (shape: Shape) => [...shape.kinds].filter((k) => k !== 'null')

function compare(recorded: Shape, actual: Shape, path: string, report: ShapeReport): void {
  const want = concrete(recorded)
  const got = concrete(actual)
  if (want.length && got.length && !want.some((k) => got.includes(k))) {
    report.typeMismatches.push(`${path || '(root)'}: recorded ${want.join('|')}, got ${got.join('|')}`)
    return
  }
  if (recorded.element) {
    if (actual.element) compare(recorded.element, actual.element, `${path}[]`, report)
    else if (got.includes('array'))
      report.missing.push(`${path}[] (empty array where the recording has items)`)
  }
  if (recorded.mapValue && actual.mapValue) compare(recorded.mapValue, actual.mapValue, `${path}{}`, report)
  if (recorded.fields && actual.fields) {
    for (const [key, shape] of recorded.fields) {
      const other = actual.fields.get(key)
      const child = path ? `${path}.${key}` : key
      if (!other) report.missing.push(child)
      else compare(shape, other, child, report)
    }
    for (const key of actual.fields.keys()) {
      if (!recorded.fields.has(key)) report.extra.push(path ? `${path}.${key}` : key)
    }
  }
}

export function diffShapes(recorded: unknown, actual: unknown): ShapeReport {
  const report: ShapeReport = { missing: [], extra: [], typeMismatches: [] }
  compare(shapeOf(recorded), shapeOf(actual), '', report)
  return report
}
