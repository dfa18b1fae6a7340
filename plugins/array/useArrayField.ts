import { composePaths } from '@jsonforms/core'
import { type CommonOptions, type ControlField, createDefaultValue, useIcons, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { stableComputed, useElementInputs, valuePreview, whenChunksArrive } from 'nuxt-ui-jsonforms/kit/internal'
import { type ShallowRef, computed, nextTick, reactive, shallowRef, watch } from 'vue'
import { insertAt, isPrimitiveItem, itemSchemaOf, limitsOf, moveItem, removeAt } from './arraySchema'
import { ItemKeys } from './itemKeys'
import { hasInlineDetail, useItemViews } from './itemViews'
import { arrayMessages } from './messages'
import type { ArrayOptions } from './options'
import { useRemovals } from './removals'

export type ArrayField = ControlField<CommonOptions & ArrayOptions>

/** What a list hears of its own operations. */
export interface ArrayHooks {
  /** An item was added or restored, with its key. */
  inserted?: (key: number) => void
  /** The item with this key is about to move. */
  moving?: (key: number) => void
  /** The item at `index` is about to be removed. */
  removing?: (index: number) => void
}

/**
 * Everything the card list and ListWithDetail share: the items with stable keys and titles, the
 * UI schema of an item, the schema limits and the list operations (through `field.setValue` with a
 * new array, like JSON Forms' own array actions). `root` is the control's element, for focus;
 * `hooks` hear of the list's own operations (ListWithDetail keeps its selection by them).
 */
export function useArrayField(field: ArrayField, root: () => HTMLElement | null | undefined, hooks: ArrayHooks = {}) {
  const t = useTranslate(arrayMessages)
  const icons = useIcons()

  // What the element fixes: the same object while typing (the control's state is new whenever the list's data is).
  const inputs = useElementInputs(field)
  // The options are the same object from one keystroke to the next.
  const labelProp = (): string => {
    const { elementLabelProp } = field.options
    return typeof elementLabelProp === 'string' ? elementLabelProp : ''
  }
  const shape = computed(() => {
    const { schema: arraySchema, rootSchema, uischema } = inputs.value
    const itemSchema = itemSchemaOf(arraySchema, rootSchema) ?? {}
    return {
      itemSchema,
      primitive: isPrimitiveItem(itemSchema) && !hasInlineDetail(uischema),
      limits: limitsOf(arraySchema),
    }
  })

  const items = computed<readonly unknown[]>(() => Array.isArray(field.value) ? field.value : [])
  const count = computed(() => items.value.length)
  const wrongValue = computed(() => field.value != null && !Array.isArray(field.value) ? valuePreview(field.value) : undefined)
  const keys = new ItemKeys()
  // Bumped by the list's own operations; an edit inside an item keeps the same keys (and array).
  const keyVersion = shallowRef(0)
  const itemKeys = computed(() => {
    void keyVersion.value
    return keys.sync(count.value)
  })
  const keysChanged = () => keyVersion.value++

  const { titles, uiSchemaOf } = useItemViews({ items, inputs, labelProp, shape })
  const { titleOf, titleOfKey } = useTitlesByKey(titles, itemKeys)

  // What the list offers, in one computed that keeps its object while every answer is the same.
  const offers = stableComputed(() => {
    const { min, max } = shape.value.limits
    const n = count.value
    const readonly = field.readonly
    return {
      canAdd: !readonly && (max === undefined || n < max),
      canRemove: !readonly && (min === undefined || n > min),
      canSort: field.options.showSortButtons === true,
      limitNote: max !== undefined && n >= max
        ? t('nui.array.maxItems', { max })
        : min !== undefined && n > 0 && n <= min ? t('nui.array.minItems', { min }) : undefined,
    }
  })

  // Every removal since the form mounted, undone last first; added items and moves keep them.
  const removalsAt = useRemovals()
  const removals = computed(() => removalsAt(field.path))
  const removed = computed(() => removals.value.value.at(-1))

  function change(next: unknown[]): void {
    field.setValue(next)
  }

  /**
   * After the next render, and once the lazy renderers it asked for have arrived, focuses the first
   * element found by the first selector that finds one.
   */
  async function focus(...selectors: string[]): Promise<void> {
    await whenChunksArrive()
    for (const selector of selectors) {
      const element = root()?.querySelector<HTMLElement>(selector)
      if (element) {
        element.focus()
        return
      }
    }
  }

  /** Appends an item built from the item schema's defaults; returns its key. */
  function add(): number | undefined {
    if (!offers.value.canAdd)
      return undefined
    const key = keys.insert(count.value)
    keysChanged()
    const { schema: arraySchema, rootSchema } = inputs.value
    change([...items.value, createDefaultValue(shape.value.itemSchema, rootSchema ?? arraySchema)])
    hooks.inserted?.(key)
    // Its first field (inside a control, which carries data-path), not the card's own buttons.
    void focus(`[data-item-key="${key}"] [data-path] :is(input, textarea, select, button, [tabindex="0"]):not(:disabled)`)
    return key
  }

  async function remove(index: number): Promise<void> {
    if (!offers.value.canRemove)
      return
    const item = items.value[index]
    const title = titles.value[index] ?? ''
    // Known upstream defect (spec, Errors): unmounting the item inside the click's own update can
    // leave an outside-click listener reading a dead component ("reading 'subTree'"); one tick later it cannot.
    await nextTick()
    const at = items.value[index] === item ? index : items.value.indexOf(item)
    if (at < 0)
      return
    hooks.removing?.(at)
    keys.remove(at)
    keysChanged()
    removals.value.value = [...removals.value.value, { item, index: at, title }]
    change(removeAt(items.value, at))
    void focus('[data-action="undo"]')
  }

  /**
   * Puts the last removed item back where it was, or at the end of a list that has become shorter
   * since; returns its key.
   */
  function undo(): number | undefined {
    const last = removed.value
    if (!last)
      return undefined
    const at = Math.min(last.index, count.value)
    const key = keys.insert(at)
    keysChanged()
    removals.value.value = removals.value.value.slice(0, -1)
    change(insertAt(items.value, at, last.item))
    hooks.inserted?.(key)
    void focus(`[data-item-key="${key}"] [data-action="remove"]`)
    return key
  }

  function move(from: number, to: number): void {
    if (field.readonly || to < 0 || to >= count.value)
      return
    const key = itemKeys.value[from]!
    hooks.moving?.(key)
    keys.move(from, to)
    keysChanged()
    change(moveItem(items.value, from, to))
    // The pressed button may be disabled at its new end of the list: then its twin takes the focus.
    void focus(`[data-item-key="${key}"] [data-action="${to < from ? 'moveUp' : 'moveDown'}"]:not(:disabled)`, `[data-item-key="${key}"] [data-action^="move"]:not(:disabled)`)
  }

  /** Every prop of the `ArrayItem` at `index` but `compact` (the card list and the detail pane differ there). */
  function itemProps(index: number) {
    const title = titleOf(index)
    const { path, renderers, cells } = inputs.value
    const { canSort, canRemove } = offers.value
    return {
      index,
      itemKey: itemKeys.value[index]!,
      title,
      schema: shape.value.itemSchema,
      uischema: uiSchemaOf(title),
      path: composePaths(path, String(index)),
      enabled: !field.readonly,
      readonly: field.readonly,
      renderers,
      cells,
      first: index === 0,
      last: index === count.value - 1,
      sortable: canSort,
      removable: canRemove,
      styles: field.styles,
    }
  }

  return reactive({
    items,
    count,
    itemKeys,
    titles,
    titleOf,
    titleOfKey,
    get primitive() { return shape.value.primitive },
    wrongValue,
    get limitNote() { return offers.value.limitNote },
    get canAdd() { return offers.value.canAdd },
    get canRemove() { return offers.value.canRemove },
    get canSort() { return offers.value.canSort },
    removed,
    itemProps,
    icons,
    t,
    uiSchemaOf,
    get itemSchema() { return shape.value.itemSchema },
    add,
    remove,
    undo,
    /** Closing the Undo note gives up every removal it could undo. */
    dismissUndo: () => { removals.value.value = [] },
    moveUp: (index: number) => move(index, index - 1),
    moveDown: (index: number) => move(index, index + 1),
  })
}

export type ArrayState = ReturnType<typeof useArrayField>

/** What the list says of one of its items (`itemProps`). */
export type ArrayItemProps = ReturnType<ArrayState['itemProps']>

/**
 * The title of the item at an index or with a key, read from a ref of that item's key: a component
 * that shows one title depends on it alone, so an edit that renames one item re-renders that item's
 * components, not the list. The refs follow the titles before any component renders.
 */
function useTitlesByKey(titles: Readonly<ShallowRef<readonly string[]>>, itemKeys: Readonly<ShallowRef<readonly number[]>>) {
  const byKey = new Map<number, ShallowRef<string>>()
  watch([titles, itemKeys], ([list, keyList], previous) => {
    // An edit inside an item keeps the keys: only the titles that changed are written, and no key
    // is dropped (a keystroke in a list of thousands then costs a comparison per item, no lookups).
    const [oldList, oldKeys] = previous ?? []
    const sameKeys = keyList === oldKeys
    keyList.forEach((key, index) => {
      const title = list[index] ?? ''
      if (sameKeys && oldList?.[index] === title)
        return
      const known = byKey.get(key)
      if (known)
        known.value = title
      else
        byKey.set(key, shallowRef(title))
    })
    if (sameKeys)
      return
    const live = new Set(keyList)
    for (const key of byKey.keys()) {
      if (!live.has(key))
        byKey.delete(key)
    }
  }, { immediate: true })
  const titleOfKey = (key: number): string => byKey.get(key)?.value ?? titles.value[itemKeys.value.indexOf(key)] ?? ''
  const titleOf = (index: number): string => {
    const key = itemKeys.value[index]
    return key === undefined ? titles.value[index] ?? '' : titleOfKey(key)
  }
  return { titleOf, titleOfKey }
}
