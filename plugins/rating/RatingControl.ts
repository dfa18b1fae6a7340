import type { ControlElement } from '@jsonforms/core'
import UInputRating from '@nuxt/ui/components/InputRating.vue'
import { type CommonOptions, positiveNumber, renderControlShell, rendererProps, useControl, useIcons, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { type Component, type VNode, computed, defineComponent, h, mergeProps } from 'vue'
import { ratingIcons } from './icons'
import { ratingMessages } from './messages'
import type { RatingOptions } from './options'
import { resolveRatingClearable, resolveRatingLength } from './rating'
import { ratingStyles } from './styles'

/**
 * A number as stars in `UInputRating`, the rating as text beside them, and a note under them when
 * the stored value is above the scale. A render function that draws its form field itself
 * (`renderControlShell`), as the text and slider controls do: no shell component per field.
 */
export default defineComponent({
  name: 'RatingControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & RatingOptions>(props, { styles: ratingStyles })
    const t = useTranslate(ratingMessages)
    const icons = useIcons()

    // What the options fix, and what the value shows: one computed each, read whole by the render.
    const scale = computed(() => ({
      length: resolveRatingLength(field.options.length, field.control.schema),
      clearable: resolveRatingClearable(field.options.clearable, field.required),
    }))
    /** A stored positive number shows as the rating; the widget's 0 (cleared) stores `undefined`. */
    const reading = computed(() => {
      const value = positiveNumber(field.value)
      const { length } = scale.value
      return {
        value,
        aboveLength: value !== undefined && value > length,
        label: value === undefined ? t('nui.rating.empty') : t('nui.rating.value', { value, length }),
      }
    })
    const onUpdate = (value: unknown) => field.setValue(positiveNumber(value))

    const widget = (): VNode[] => {
      const { length, clearable } = scale.value
      const { value, aboveLength, label } = reading.value
      const { styles, options } = field
      // Merged as a template merges `v-bind`: the widget props (pass-through last) win, their class is added.
      const ratingProps = mergeProps({
        modelValue: value ?? 0,
        length,
        clearable,
        icon: options.icon ?? icons.value[ratingIcons.filled],
        emptyIcon: options.emptyIcon,
      }, field.widgetProps('inputRating', { lock: 'readonly', named: true }), { 'onUpdate:modelValue': onUpdate })
      const nodes = [h('div', { class: styles.rating.row }, [
        // UInputRating's props are generic in its model value, which `h` cannot infer from a merged object.
        h(UInputRating as Component, ratingProps),
        options.hideValue ? null : h('span', { 'class': styles.rating.value, 'data-testid': 'rating-value' }, label),
      ])]
      if (aboveLength)
        nodes.push(h('p', { 'class': styles.rating.error, 'data-testid': 'rating-above-length' }, t('nui.rating.aboveLength', { value: value!, length })))
      return nodes
    }
    return () => renderControlShell({ field }, widget)
  },
})
