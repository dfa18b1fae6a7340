import type { ControlElement } from '@jsonforms/core'
import UInputMenu from '@nuxt/ui/components/InputMenu.vue'
import { clearButton, type CommonOptions, renderControlShell, rendererProps, useControl, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { type Component, type VNode, computed, defineComponent, h, mergeProps, ref, watch } from 'vue'
import { autocompleteMessages } from './messages'
import { type AutocompleteOptions, autocompleteDefaults } from './options'
import { type MenuItem, resolveApi, resolveCap, resolveMinLength, suggestionItems } from './request'
import { autocompleteStyles } from './styles'
import { useRemoteSearch } from './useRemoteSearch'

/**
 * A remote autocomplete: `UInputMenu` fed by a GET lookup as the user types, with a status line
 * under it while a lookup runs or after one failed. A render function that draws its form field
 * itself (`renderControlShell`), as the text and colour controls do: no shell component per field.
 */
export default defineComponent({
  name: 'AutocompleteControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & AutocompleteOptions>(props, { styles: autocompleteStyles, iconChrome: true })
    const t = useTranslate(autocompleteMessages)

    const searchTerm = ref('')
    const caps = () => ({
      maxItems: resolveCap(field.options.maxItems, autocompleteDefaults.maxItems),
      maxBytes: resolveCap(field.options.maxBytes, autocompleteDefaults.maxBytes),
    })
    const { items: remoteItems, total, loading, failure, search } = useRemoteSearch({
      api: () => resolveApi(field.options.api),
      minLength: () => resolveMinLength(field.options.minLength),
      caps,
    })
    watch(searchTerm, search)

    const suggestions = computed(() => suggestionItems(field.options.suggestion))
    // Labels of the items chosen so far, so the stored value keeps its label once the list changes.
    const labels = new Map<string, string>()
    const keyOf = (value: unknown) => JSON.stringify(value) ?? ''

    // The stored value, set at once on a choice: the widget asks for its label before the form's data comes back.
    const stored = ref(field.value as MenuItem['value'] | undefined)
    watch(() => field.value, (value) => {
      stored.value = value as MenuItem['value'] | undefined
    })

    const menuItems = computed(() => remoteItems.value ?? suggestions.value)

    /**
     * The text the input shows for the stored value. Given to the combobox input in place of the
     * widget's own look-up, which only knows the items listed at that moment (a chosen remote item
     * is gone as soon as the list changes).
     */
    function labelOf(value: unknown): string {
      if (value === undefined || value === null)
        return ''
      const key = keyOf(value)
      return labels.get(key) ?? menuItems.value.find(item => keyOf(item.value) === key)?.label ?? (typeof value === 'string' ? value : JSON.stringify(value))
    }
    const canClear = computed(() => field.clearable && !field.required && stored.value !== undefined)
    const failureText = computed(() => failure.value && t(`nui.autocomplete.${failure.value.reason}`, { status: failure.value.status ?? '', max: caps().maxBytes }))

    /**
     * The menu's choice (or its emptying). The input shows it at once through `stored`; the data gets it
     * one tick later, so that a part a rule hides on this value unmounts after the menu's handler.
     */
    function onChoose(value: unknown): void {
      if (value === undefined || value === null) {
        stored.value = undefined
        void field.setValueAfterTick(undefined)
        return
      }
      const item = menuItems.value.find(entry => keyOf(entry.value) === keyOf(value))
      if (item)
        labels.set(keyOf(value), item.label)
      stored.value = value as MenuItem['value']
      void field.setValueAfterTick(value)
    }
    // The listeners, made once (as a template caches its inline handlers): a new function on each
    // render would be a changed prop, and render the widget again.
    const onSearchTerm = (text: string): void => {
      searchTerm.value = text
    }
    const clear = (): void => onChoose(undefined)

    // Merged as a template merges `v-bind`: the widget props (pass-through last) win, their class is added.
    // UInputMenu's props are generic in its items, which `h` cannot infer from a merged object.
    const input = (): VNode => h(UInputMenu as Component, mergeProps({
      'searchTerm': searchTerm.value,
      'onUpdate:searchTerm': onSearchTerm,
      'modelValue': stored.value,
      'items': menuItems.value,
      'labelKey': 'label',
      'valueKey': 'value',
      'ignoreFilter': remoteItems.value !== undefined,
      // A long answer renders only the options in view (`maxItems` may let thousands through).
      'virtualize': menuItems.value.length > autocompleteDefaults.virtualizeAbove,
      'loading': loading.value,
      'placeholder': field.options.placeholder,
      'class': field.styles.control.input,
      'autocomplete': 'off',
      'displayValue': labelOf,
    }, field.widgetProps('inputMenu'), { 'onUpdate:modelValue': onChoose }))

    /**
     * The lookup's status under the widget: running, or failed (with what the field offers instead).
     * Keyed, as a template keys its `v-if` branches: a failure is a new `alert` element, which a
     * screen reader announces, not the `status` element given another role.
     */
    const status = (): VNode | null => {
      const styles = field.styles.autocomplete
      if (loading.value)
        return h('p', { 'key': 'loading', 'role': 'status', 'class': styles.status, 'data-testid': 'autocomplete-loading' }, t('nui.autocomplete.loading'))
      if (failureText.value)
        return h('p', { 'key': 'error', 'role': 'alert', 'class': styles.error, 'data-testid': 'autocomplete-error' }, `${failureText.value} ${suggestions.value.length ? t('nui.autocomplete.fallback') : t('nui.autocomplete.retry')}`)
      if (total.value !== undefined && remoteItems.value)
        return h('p', { 'key': 'capped', 'role': 'status', 'class': styles.status, 'data-testid': 'autocomplete-capped' }, t('nui.autocomplete.capped', { shown: remoteItems.value.length, total: total.value }))
      return null
    }

    const widget = (): VNode[] => {
      const nodes = [h('div', { class: field.styles.control.row }, [
        input(),
        canClear.value ? clearButton(clear) : null,
      ])]
      const shown = status()
      return shown ? [...nodes, shown] : nodes
    }
    return () => renderControlShell({ field }, widget)
  },
})
