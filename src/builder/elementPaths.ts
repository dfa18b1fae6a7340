import type { UISchemaElement } from '@jsonforms/core'
import { type ComputedRef, computed } from 'vue'
import { pathText } from './components/dropTarget'
import { type NodePath, walk } from './model/tree'

/** Every element of an edited UI schema, by identity, with its path. */
export interface ElementPaths {
  of: (element: UISchemaElement) => NodePath | undefined
  /** How many elements the UI schema holds, itself included. */
  count: number
}

/**
 * The paths of a UI schema's elements, found by the element (the outline's rows and the canvas's
 * frames each look theirs up). A path that did not change is the same array as before, so that an
 * edit draws again only the rows and frames it moved.
 */
export function useElementPaths(uischema: () => UISchemaElement): ComputedRef<ElementPaths> {
  let known = new Map<string, NodePath>()
  return computed(() => {
    const byElement = new WeakMap<object, NodePath>()
    const next = new Map<string, NodePath>()
    for (const { node, path } of walk(uischema())) {
      const text = pathText(path)
      const same = known.get(text) ?? path
      next.set(text, same)
      byElement.set(node, same)
    }
    known = next
    return { of: element => byElement.get(element), count: next.size }
  })
}
