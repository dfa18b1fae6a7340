import { builderMaxJsonDepth } from './jsonDepth'

/**
 * How big a form the builder takes in an import or a draft. Past them its outline, canvas and
 * inspector would draw thousands of frames, rows or inputs at once and freeze the page, so such a
 * form is refused (an import) or set aside (a draft, kept to download), with what was too big.
 */
export const builderLimits = {
  /** JSON nesting levels (objects and arrays) of the whole form. */
  maxJsonDepth: builderMaxJsonDepth,
  /** Items of any one list: an `enum`, a `oneOf`, a layout's `elements`, a `default`, the data. */
  maxListLength: 5_000,
  /** Elements of the UI schema, every level counted (each is a frame of the canvas and a row of the outline). */
  maxElements: 6_000,
  /** Choices the inspector lists one input each; a field with more shows how many and is edited in the JSON tab. */
  inspectorChoices: 200,
} as const

/** Where a list lies in the form (`schema.properties.country.enum`). */
const at = (path: string, key: string) => (path ? `${path}.${key}` : key)

/**
 * The first list in `value` longer than `limit`: its length and where it lies. Walked without
 * recursion and left at the first one found.
 */
export function longList(value: unknown, limit: number): { count: number, path: string } | undefined {
  const pending: [unknown, string][] = [[value, '']]
  while (pending.length) {
    const [node, path] = pending.pop()!
    if (!node || typeof node !== 'object')
      continue
    if (Array.isArray(node)) {
      if (node.length > limit)
        return { count: node.length, path: path || '(the root)' }
      node.forEach((item, index) => pending.push([item, at(path, String(index))]))
    }
    else {
      for (const key of Object.keys(node))
        pending.push([(node as Record<string, unknown>)[key], at(path, key)])
    }
  }
  return undefined
}

/** How many elements a UI schema holds, every level counted (its root included). */
export function elementCount(uischema: unknown): number {
  let count = 0
  const pending = [uischema]
  while (pending.length) {
    const element = pending.pop()
    if (!element || typeof element !== 'object')
      continue
    count++
    const { elements } = element as { elements?: unknown }
    if (Array.isArray(elements))
      pending.push(...elements)
  }
  return count
}
