import type { RankedTester } from '@jsonforms/core'
import { toRaw } from 'vue'

interface Node { objects: WeakMap<object, Node>, others: Map<unknown, Node>, rank?: number }

const newNode = (): Node => ({ objects: new WeakMap(), others: new Map() })

function child(node: Node, key: unknown): Node {
  const raw = typeof key === 'object' && key !== null ? toRaw(key) : key
  const table = typeof raw === 'object' && raw !== null ? node.objects : node.others
  let next = table.get(raw as object)
  if (!next) {
    next = newNode()
    table.set(raw as object, next)
  }
  return next
}

/**
 * Wraps a tester so that its rank is computed once per (UI-schema element, schema, root schema,
 * config). A data change then never re-ranks renderers: those four inputs are immutable.
 * A tester that throws on a malformed schema part ranks `-1`, so the element falls through to
 * another renderer (or the explained placeholder) instead of breaking the whole form.
 */
export function memoTester(tester: RankedTester): RankedTester {
  const root = newNode()
  return (uischema, schema, context) => {
    const node = [uischema, schema, context?.rootSchema, context?.config].reduce(child, root)
    if (node.rank === undefined)
      node.rank = safeRank(tester, uischema, schema, context)
    return node.rank
  }
}

function safeRank(tester: RankedTester, ...args: Parameters<RankedTester>): number {
  try {
    const rank = tester(...args)
    return typeof rank === 'number' && !Number.isNaN(rank) ? rank : -1
  }
  catch {
    return -1
  }
}
