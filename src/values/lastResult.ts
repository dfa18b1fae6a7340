/**
 * `compute`, kept for the last arguments it was called with: called again only when one of them is
 * another value (`Object.is`). For a result derived from objects that keep their identity while
 * nothing in them changes (an element's options, its UI-schema element), so that readers get the
 * same object back, without a computed (a reactive node per field of a large form) to hold it.
 */
export function lastResult<A extends unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: { args: A, result: R } | undefined
  return (...args) => {
    if (!last || last.args.length !== args.length || last.args.some((arg, index) => !Object.is(arg, args[index])))
      last = { args, result: compute(...args) }
    return last.result
  }
}
