/**
 * `compute`, kept per pair of objects for as long as both live: for what many elements derive from
 * the same objects (the options an element applies, a theme map, a generated UI schema), worked out
 * once and shared, with nothing held per element. The result is shared: read it, never change it.
 */
export function pairCache<A extends object, B extends object, R>(compute: (first: A, second: B) => R): (first: A, second: B) => R {
  const byFirst = new WeakMap<A, WeakMap<B, R>>()
  return (first, second) => {
    let bySecond = byFirst.get(first)
    if (!bySecond)
      byFirst.set(first, bySecond = new WeakMap())
    let result = bySecond.get(second)
    if (result === undefined)
      bySecond.set(second, result = compute(first, second))
    return result
  }
}
