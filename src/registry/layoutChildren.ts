import type { JsonFormsCellRendererRegistryEntry, JsonFormsRendererRegistryEntry, JsonSchema, Layout, UISchemaElement } from '@jsonforms/core'
import { type Component, type ComputedRef, Fragment, type VNode, computed, h, withMemo } from 'vue'
import { schemaReads } from '../values/schemaReads'
import { useFormStore } from '../store/formStore'
import { rankElement } from './ElementRenderer'
import ElementNotice from './ElementNotice.vue'
import { useElementDepth } from './elementDepth'
import { type ChildKeys, childKeys } from './childKeys'

/** What a layout hands its children: the layout state `useLayout` returns fits it as it is. */
export interface LayoutChildren {
  /** The layout element; its `elements` are rendered, anything but an array is explained. */
  uischema: Layout
  schema: JsonSchema
  path: string
  enabled?: boolean
  renderers?: JsonFormsRendererRegistryEntry[]
  cells?: JsonFormsCellRendererRegistryEntry[]
}

/** A child a renderer can be asked about; anything else (`null`, a number, a list) is explained in place. */
const isElement = (element: unknown): element is UISchemaElement => !!element && typeof element === 'object' && !Array.isArray(element)

const notAnElement = { key: 'nui.unrendered.notObject' } as const

/**
 * Per child of a layout, its renderer (undefined for a child that is no element), ranked for all
 * children at once (a component less per child) and again only with the form-wide inputs or the layout.
 */
export function useLayoutChildren(layout: () => LayoutChildren): ComputedRef<readonly (Component | undefined)[]> {
  const store = useFormStore()
  const depth = useElementDepth()
  return computed(() => {
    const { uischema, schema, renderers } = layout()
    return Array.isArray(uischema.elements)
      ? (uischema.elements as unknown[]).map(element => isElement(element) ? rankElement(store, element, schema, renderers, depth) : undefined)
      : []
  })
}

/** What a layout keeps from one render of its children to the next (`renderLayoutChildren`). */
export interface LayoutMemo {
  /** Per child's key, what was drawn for it and with which inputs (`withMemo`). */
  drawn: VNode[]
  /** The children's keys, which follow each element as others are added, moved or removed. */
  keys: ChildKeys
}

/** A layout instance's own `LayoutMemo`. */
export const layoutMemo = (): LayoutMemo => ({ drawn: [], keys: childKeys() })

/**
 * The children of a layout, each in a wrapper of `itemClass` and rendered by its renderer of
 * `useLayoutChildren` (a child that is no element explained in its place), or the notice of a
 * layout without an `elements` array. With `memo` (one per layout instance):
 * - a child whose inputs are the same as at the last render keeps what it drew: an edit of the
 *   schema makes a new root, which every child is given, and only the children whose own part of it
 *   changed (`schemaReads`) draw again;
 * - each child is keyed by the element it draws, so an element added or moved leaves the other
 *   children's components as they are.
 */
export function renderLayoutChildren(layout: LayoutChildren, children: readonly (Component | undefined)[], itemClass?: string, memo?: LayoutMemo): VNode {
  const { uischema, schema, path, enabled, renderers, cells } = layout
  if (!Array.isArray(uischema.elements))
    return h(ElementNotice, { reason: { key: 'nui.unrendered.noElements', values: { layoutType: uischema.type } } })
  const elements = uischema.elements as unknown[]
  const keys = memo?.keys(elements)
  const draw = (element: unknown, index: number) => {
    const renderer = children[index]
    return h('div', { key: keys ? keys[index] : index, class: itemClass }, [
      renderer ? h(renderer, { schema, uischema: element, path, enabled, renderers, cells }) : h(ElementNotice, { reason: notAnElement }),
    ])
  }
  if (!memo)
    return h(Fragment, elements.map(draw))
  const drawn: VNode[] = []
  for (const key of keys!)
    drawn[key] = memo.drawn[key]!
  memo.drawn = drawn
  return h(Fragment, elements.map((element, index) => isElement(element)
    ? withMemo([children[index], element, path, enabled, renderers, cells, itemClass, ...schemaReads(element, schema)], () => draw(element, index), drawn, keys![index]!)
    : draw(element, index)))
}
