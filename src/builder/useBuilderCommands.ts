import { ref } from 'vue'
import type { DropTarget } from './components/dropTarget'
import type { BuilderForm } from './model/form'
import { convertNode, conversionsOf } from './model/convert'
import { duplicateNode } from './model/duplicate'
import { entryElement, insertEntry, insertionPoint } from './model/insert'
import { type Direction, moveBy, moveNode } from './model/move'
import { removeNode } from './model/remove'
import { type NodePath, nodeAt } from './model/tree'
import type { PaletteEntry } from './palette'
import type { KeyRename } from './titledKeys'
import type { useBuilder } from './useBuilder'
import { EditError } from './model/editError'

/**
 * The builder's edits, each one undo step (a refusal becomes a notice): add and drop a palette
 * entry, move, remove, duplicate, convert a field to another kind, and the inspector's changes.
 * `redraws` counts drags: Sortable has moved DOM nodes, and a view keyed by it is drawn afresh.
 */
export function useBuilderCommands(builder: ReturnType<typeof useBuilder>, palette: () => readonly PaletteEntry[]) {
  const { form, selection, titledKeys } = builder
  const redraws = ref(0)

  /** The field just added (now selected) takes its key from its title until the key is edited. */
  const rememberAdded = (added: boolean) => added && titledKeys.added((nodeAt(form.value.uischema, selection.value ?? []) as { scope?: unknown } | undefined)?.scope)

  return {
    redraws,
    keyFollowsTitle: titledKeys.follows,
    add(entry: PaletteEntry): void {
      rememberAdded(builder.attempt(() => {
        const point = insertionPoint(form.value.uischema, selection.value, entryElement(entry))
        if (!point)
          throw new EditError('nui.builder.error.noContainer', { child: entryElement(entry).type })
        return insertEntry(form.value, entry, point.parent, point.index)
      }))
    },
    drop(entry: PaletteEntry, target: DropTarget): void {
      redraws.value++
      rememberAdded(builder.attempt(() => insertEntry(form.value, entry, target.parent, target.index)))
    },
    move(from: NodePath, target: DropTarget): void {
      redraws.value++
      builder.attempt(() => moveNode(form.value, from, target.parent, target.index))
    },
    moveBy: (path: NodePath, direction: Direction) => builder.attempt(() => moveBy(form.value, path, direction)),
    remove: (path: NodePath) => builder.attempt(() => removeNode(form.value, path)),
    duplicate: (path: NodePath) => builder.attempt(() => duplicateNode(form.value, path)),
    /** The kinds the field at `path` can become. */
    conversions: (path: NodePath) => conversionsOf(form.value, path, palette()),
    convert: (path: NodePath, entry: PaletteEntry) => builder.attempt(() => convertNode(form.value, path, entry, palette())),
    /** An inspector change: one undo step per field edited in a row (`group`). */
    inspect(next: BuilderForm, group: string, rename?: KeyRename): void {
      if (rename)
        titledKeys.renamed(rename)
      builder.apply(next, group)
    },
  }
}

/** The builder's edits, as the views call them. */
export type BuilderCommands = ReturnType<typeof useBuilderCommands>
