import type { UISchemaElement } from '@jsonforms/core'
import type { PaletteEntry } from '../palette'
import type { BuilderForm, Edit } from './form'
import { type SchemaNode, topLevelScope } from './scopes'
import { type NodePath, canContain, insertAt, isContainer, nodeAt } from './tree'
import { EditError } from './editError'
import { cloneValue } from './clone'

/** `select-menu` → `selectMenu`. */
function keyStem(id: string): string {
  return id.replace(/-+([a-z0-9])/gi, (_, letter: string) => letter.toUpperCase()) || 'field'
}

/**
 * The key a title suggests, in camel case of its ASCII letters and digits: `Full name` → `fullName`,
 * `Café au lait` → `cafeAuLait`; empty when the title has none.
 */
export function keyFromTitle(title: string): string {
  const words = title.normalize('NFKD').replace(/[\u0300-\u036F]/g, '').split(/[^a-z0-9]+/i).filter(Boolean)
  return words.map((word, index) => (index === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase())).join('')
}

/** The first of `stem`, `stem2`, `stem3`, … that `taken` lacks, with its number (1 for the bare stem). */
export function uniqueKey(stem: string, taken: Iterable<string>): { key: string, n: number } {
  const used = new Set(taken)
  let n = 1
  while (used.has(n === 1 ? stem : `${stem}${n}`))
    n++
  return { key: n === 1 ? stem : `${stem}${n}`, n }
}

/**
 * Adds what a palette entry describes at `index` of the container at `parent`: a field gets a
 * new top-level schema property with a unique key and a title, and a Control bound to it.
 */
export function insertEntry(form: BuilderForm, entry: PaletteEntry, parent: NodePath, index: number): Edit {
  const container = nodeAt(form.uischema, parent)
  let schema = form.schema
  let element: UISchemaElement
  if (entry.property) {
    const properties = (schema.properties ?? {}) as Record<string, unknown>
    const { key, n } = uniqueKey(keyStem(entry.id), Object.keys(properties))
    const property = { title: n === 1 ? entry.label : `${entry.label} ${n}`, ...cloneValue(entry.property) } as SchemaNode
    schema = { ...schema, properties: { ...properties, [key]: property } }
    element = { ...cloneValue(entry.layout ?? { type: 'Control' }), scope: topLevelScope(key), ...(entry.options && { options: cloneValue(entry.options) }) } as UISchemaElement
  }
  else if (entry.layout) {
    element = cloneValue(entry.layout)
  }
  else {
    throw new TypeError(`Palette entry "${entry.id}" has neither a property nor a layout`)
  }
  if (!canContain(container, element))
    throw new EditError('nui.builder.error.cannotHold', { parent: container?.type ?? '?', child: element.type })
  const length = (container as { elements: unknown[] }).elements.length
  const at = Math.max(0, Math.min(index, length))
  return {
    form: { ...form, schema, uischema: insertAt(form.uischema, parent, at, element) },
    selection: [...parent, at],
  }
}

/**
 * Where a new element of the given kind goes when the user adds it with the selection at
 * `selected`: into the selected container (at its end), else after the selected node, else at the
 * end of the nearest container that may hold it.
 */
export function insertionPoint(root: UISchemaElement, selected: NodePath | undefined, element: UISchemaElement): { parent: NodePath, index: number } | undefined {
  let path: NodePath = selected ?? []
  for (;;) {
    const node = nodeAt(root, path)
    if (node && canContain(node, element))
      return { parent: path, index: (node as { elements: unknown[] }).elements.length }
    if (path.length === 0)
      return undefined
    const parent = path.slice(0, -1)
    if (canContain(nodeAt(root, parent), element))
      return { parent, index: path[path.length - 1] + 1 }
    path = parent
  }
}

/** The element an entry would create, for checking where it may go. */
export function entryElement(entry: PaletteEntry): UISchemaElement {
  return (entry.property ? undefined : entry.layout) ?? { type: 'Control' }
}

/**
 * What to select once the element at `path` is added: its first element when that is an empty
 * container (a new Categorization's first Category, ready to be filled), else the element itself.
 */
export function selectionAfterAdding(root: UISchemaElement, path: NodePath): NodePath {
  const first = (nodeAt(root, path) as { elements?: UISchemaElement[] } | undefined)?.elements?.[0]
  return isContainer(first) && first.elements.length === 0 ? [...path, 0] : path
}
