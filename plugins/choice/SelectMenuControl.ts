import type { ControlElement } from '@jsonforms/core'
import USelectMenu from '@nuxt/ui/components/SelectMenu.vue'
import { type CommonOptions, rendererProps, useControl } from 'nuxt-ui-jsonforms/kit'
import { type Component, type Ref, computed, defineComponent, h, mergeProps, ref } from 'vue'
import { renderChoiceFrame } from './choiceFrame'
import { canClearChoice } from './clearing'
import { choicesOf, selectedKey, toKeyedGroups, valueOfKey } from './items'
import { longListFilter, virtualizeAbove } from './longList'
import type { SelectMenuOptions } from './options'
import { choiceStyles } from './styles'
import { isFreeForm, menuGroups, typedValue } from './suggestions'
import { useChoiceTranslation } from './useChoiceTranslation'

/** How a free-form menu offers the typed text: always, below the items. */
const offerTyped = Object.freeze({ when: 'always', position: 'bottom' } as const)

/**
 * A choice in a searchable `USelectMenu`; with `suggestion` a list, a free-form menu that also
 * stores the typed text. A render function that draws its frame itself (`renderChoiceFrame`), as
 * the radio and checkbox groups do: no frame component per field. A list longer than
 * `virtualizeAbove` is virtualised (only the options in view are rendered) and filtered by
 * `longListFilter` as typed.
 */
export default defineComponent({
  name: 'SelectMenuControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & SelectMenuOptions>(props, { styles: choiceStyles, iconChrome: true })

    const translation = useChoiceTranslation(field)
    // What the menu lists and which of it is selected, in one computed: a reactive node per field
    // rather than one per part. It follows the value anyway (a free-form menu lists a typed value).
    const menu = computed(() => {
      const groups = menuGroups(choicesOf(field.control.schema, translation.value) ?? [], field.options.suggestion, field.value, translation.value)
      const listed = groups.flat()
      const items = toKeyedGroups(groups)
      const long = listed.length > virtualizeAbove(field.options)
      return { listed, items, selected: selectedKey(listed, field.value), filter: long ? longListFilter(items) : undefined }
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

    /** The widget's props from the field (`widgetProps`), after a long or free-form menu's own (made while rendering such a menu only). */
    function menuProps(): Record<string, unknown> {
      const fromField = field.widgetProps('selectMenu')
      const { filter } = menu.value
      const long = filter ? { items: filter(menuState().search.value), virtualize: true, ignoreFilter: true, ...searchProps(menuState().search) } : {}
      if (!isFreeForm(field.options.suggestion))
        return { ...long, ...fromField }
      const { open, search } = menuState()
      // The typed text is offered while it is not already an item's label: typing "Par" can still store "Par" next to "Paris".
      const typedIsListed = menu.value.listed.some(choice => choice.label === search.value.trim())
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

    /** The menu's choice, stored one tick later. Made once (as a template caches its inline handlers): a new function on each render would be a changed prop. */
    const onChoose = (key: unknown) => field.setValueAfterTick(valueOfKey(menu.value.listed, key))

    return () => renderChoiceFrame({ field, canClear: canClearChoice(field), unknown: menu.value.selected.unknown }, () => [
      // Merged as a template merges `v-bind` (the widget props win, their class is added). USelectMenu's
      // props are generic in its items, which `h` cannot infer from a merged object.
      h(USelectMenu as Component, mergeProps({
        modelValue: menu.value.selected.key,
        items: menu.value.items,
        valueKey: 'value',
        placeholder: field.options.placeholder,
        class: field.styles.control.input,
      }, menuProps(), { 'onUpdate:modelValue': onChoose })),
    ])
  },
})
