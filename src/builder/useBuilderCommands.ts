import type { UISchemaElement } from '@jsonforms/core'
import { nextTick, ref } from 'vue'
import type { Translate } from '../i18n/useTranslate'
import type { NodeSummary } from './components/treeContext'
import type { builderMessages } from './messages'
import type { DropTarget } from './components/dropTarget'
import type { BuilderForm } from './model/form'
import { convertNode, conversionsOf } from './model/convert'
import { duplicateNode } from './model/duplicate'
import { entryElement, insertEntry, insertionPoint, selectionAfterAdding } from './model/insert'
import { type Direction, moveBy, moveNode } from './model/move'
import { removeNode } from './model/remove'
import { type NodePath, isContainer, nodeAt } from './model/tree'
import type { PaletteEntry } from './palette'
import type { KeyRename } from './titledKeys'
import type { useBuilder } from './useBuilder'
import { EditError } from './model/editError'

/** How the commands name elements in what they announce. */
export interface Announcer {
  describe: (node: UISchemaElement) => NodeSummary
  t: Translate<typeof builderMessages>
}

/**
 * The builder's edits, each one undo step (a refusal becomes a notice): add and drop a palette
 * entry, move, remove, duplicate, convert a field to another kind, and the inspector's changes.
 * `redraws` counts drags: Sortable has moved DOM nodes, and a view keyed by it is drawn afresh.
 * `announcement` says where an added or moved element now is (or that it could not move), for a
 * live region: screen-reader users hear the result of a drop or of a keyboard move.
 */
export function useBuilderCommands(builder: ReturnType<typeof useBuilder>, palette: () => readonly PaletteEntry[], announcer?: Announcer) {
  const { form, selection, titledKeys } = builder
  const redraws = ref(0)
  const announcement = ref('')
  function announce(text: string): void {
    // Emptied first, so that the same words said twice are heard twice.
    announcement.value = ''
    void nextTick(() => {
      announcement.value = text
    })
  }
  /** Says where the element at the selection now is: in which container, at which position. */
  function placed(done: boolean): boolean {
    const path = selection.value
    const node = path && path.length ? nodeAt(form.value.uischema, path) : undefined
    const parent = path && nodeAt(form.value.uischema, path.slice(0, -1))
    if (done && announcer && path && node && isContainer(parent)) {
      const { describe, t } = announcer
      announce(t('nui.builder.announce.placed', { title: describe(node).title, parent: describe(parent).title, position: path[path.length - 1] + 1, count: parent.elements.length }))
    }
    return done
  }
  const refused = (path: NodePath) => {
    const node = nodeAt(form.value.uischema, path)
    if (announcer && node)
      announce(announcer.t('nui.builder.announce.refused', { title: announcer.describe(node).title }))
  }

  /**
   * The field just added (now selected) takes its key from its title until the key is edited; a
   * container added with an empty one inside has that one selected instead (after its placement is said).
   */
  function added(done: boolean): void {
    if (!done)
      return
    titledKeys.added((nodeAt(form.value.uischema, selection.value ?? []) as { scope?: unknown } | undefined)?.scope)
    selection.value = selectionAfterAdding(form.value.uischema, selection.value ?? [])
  }

  return {
    redraws,
    announcement,
    keyFollowsTitle: titledKeys.follows,
    add(entry: PaletteEntry): void {
      added(placed(builder.attempt(() => {
        const point = insertionPoint(form.value.uischema, selection.value, entryElement(entry))
        if (!point)
          throw new EditError('nui.builder.error.noContainer', { child: entryElement(entry).type })
        return insertEntry(form.value, entry, point.parent, point.index)
      })))
    },
    drop(entry: PaletteEntry, target: DropTarget): void {
      redraws.value++
      added(placed(builder.attempt(() => insertEntry(form.value, entry, target.parent, target.index))))
    },
    move(from: NodePath, target: DropTarget): void {
      redraws.value++
      if (!placed(builder.attempt(() => moveNode(form.value, from, target.parent, target.index))))
        refused(from)
    },
    moveBy(path: NodePath, direction: Direction): void {
      if (!placed(builder.attempt(() => moveBy(form.value, path, direction))))
        refused(path)
    },
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
