import type { ControlField } from 'nuxt-ui-jsonforms/kit'
import { type ComputedRef, type Ref, computed, ref } from 'vue'
import { type Choice, type KeyedItem, choicesOf, isArraySchema, multiChoicesOf, selectedKey, selectedKeys, toKeyedGroups, toStoredList, valueOfKey } from './items'
import { longListFilter, virtualizeAbove } from './longList'
import type { LongListOptions, SelectMenuOptions } from './options'
import { isFreeForm, menuGroups, typedValue } from './suggestions'
import { useChoiceTranslation } from './useChoiceTranslation'

/** How a free-form menu offers the typed text: always, below the items. */
const offerTyped = Object.freeze({ when: 'always', position: 'bottom' } as const)

/** What a select menu lists: its choices (flat, as the keys number them), as widget items in groups, and a long list's filter. */
export interface MenuList {
  /** A list of values (an array schema of choices): the menu picks several. */
  multiple: boolean
  listed: Choice[]
  items: KeyedItem[][]
  filter?: (search: string) => KeyedItem[][]
}

export interface SelectMenu {
  list: ComputedRef<MenuList>
  selection: ComputedRef<{ model?: string | string[], unknown: unknown[] }>
  /** The widget's props beyond the field's own: a long menu's filtered items, a free-form menu's open state and typed entry, then the pass-through. */
  menuProps: () => Record<string, unknown>
  /** The menu's choice (a key, or the picked keys), stored. */
  onChoose: (keys: unknown) => void
}

/**
 * A searchable select menu's field: one value picked from its choices (with `suggestion`, a
 * free-form menu that also stores the typed text), or, for an array schema of choices, several.
 * A list longer than `virtualizeAbove` is virtualised (only the options in view are rendered) and
 * filtered by `longListFilter` as typed. The list follows the value only in a free-form menu (a
 * typed value is listed); the selection is a computed of its own, so picking an item in a list
 * of thousands makes no new items.
 */
export function useSelectMenu(field: ControlField<SelectMenuOptions & LongListOptions>): SelectMenu {
  const translation = useChoiceTranslation(field)
  const list = computed((): MenuList => {
    const { schema } = field.control
    const multiple = isArraySchema(schema)
    const { suggestion } = field.options
    const groups = multiple
      ? [multiChoicesOf(schema, translation.value) ?? []]
      : menuGroups(choicesOf(schema, translation.value) ?? [], suggestion, isFreeForm(suggestion) ? field.value : undefined, translation.value)
    const listed = groups.flat()
    const items = toKeyedGroups(groups)
    return { multiple, listed, items, filter: listed.length > virtualizeAbove(field.options) ? longListFilter(items) : undefined }
  })
  const selection = computed(() => {
    const { multiple, listed } = list.value
    if (multiple) {
      const { keys, unknown } = selectedKeys(listed, field.value)
      return { model: keys, unknown }
    }
    const { key, unknown } = selectedKey(listed, field.value)
    return { model: key, unknown }
  })

  // A free-form menu (`suggestion` a list) offers the typed text as an entry, so it follows the menu's
  // search text and closes the menu itself once the entry is stored; a long menu filters its items
  // itself by the search text. Any other menu binds neither: the widget keeps its own open state and
  // search text, as a hand-written one does, and the field makes no refs for them (made by the first
  // render of a free-form or long menu).
  let state: { open: Ref<boolean>, search: Ref<string> } | undefined
  const menuState = () => state ??= { open: ref(false), search: ref('') }
  const searchProps = (search: Ref<string>) => ({ 'searchTerm': search.value, 'onUpdate:searchTerm': (next: string) => { search.value = next } })

  function onCreate(text: unknown): void {
    const typed = typedValue(text)
    if (typed !== undefined)
      void field.setValueAfterTick(typed)
    menuState().open.value = false
  }

  function menuProps(): Record<string, unknown> {
    const fromField = field.widgetProps('selectMenu', { submits: 'control' })
    const { filter, listed } = list.value
    const long = filter ? { items: filter(menuState().search.value), virtualize: true, ignoreFilter: true, ...searchProps(menuState().search) } : {}
    if (!isFreeForm(field.options.suggestion))
      return { ...long, ...fromField }
    const { open, search } = menuState()
    // The typed text is offered while it is not already an item's label: typing "Par" can still store "Par" next to "Paris".
    const typedIsListed = listed.some(choice => choice.label === search.value.trim())
    return {
      ...long,
      'open': open.value,
      'onUpdate:open': (next: boolean) => { open.value = next },
      ...searchProps(search),
      'createItem': typedIsListed ? false : offerTyped,
      'onCreate': onCreate,
      ...fromField,
    }
  }

  function onChoose(keys: unknown): void {
    const { multiple, listed } = list.value
    if (multiple)
      field.setValue(toStoredList(listed, keys))
    else
      void field.setValueAfterTick(valueOfKey(listed, keys))
  }

  return { list, selection, menuProps, onChoose }
}
