import { formDefaults } from '../options/common'

/**
 * The deepest JSON nesting the builder takes in an import or a draft: about two levels of JSON per
 * level of the form (an element and its `elements`, a schema and its `properties`), so a form the
 * builder takes renders in full up to the form's default depth. Deeper, its outline and canvas
 * would run out of stack.
 */
export const builderMaxJsonDepth = 2 * formDefaults.maxDepth

/**
 * Whether `value` nests objects and arrays more than `limit` levels deep, walked without recursion
 * (a value nested too deep for a recursive walk is exactly what this looks for) and left as soon as
 * the limit is passed.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]]
  while (pending.length) {
    const [node, depth] = pending.pop()!
    if (!node || typeof node !== 'object')
      continue
    if (depth > limit)
      return true
    for (const child of Object.values(node))
      pending.push([child, depth + 1])
  }
  return false
}
