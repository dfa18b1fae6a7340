import type { ControlElement } from '@jsonforms/core'
import UBadge from '@nuxt/ui/components/Badge.vue'
import USlider from '@nuxt/ui/components/Slider.vue'
import { clearButton, type CommonOptions, renderControlShell, rendererProps, useControl, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { type Component, type VNode, computed, defineComponent, h, mergeProps } from 'vue'
import { sliderMessages } from './messages'
import type { SliderOptions } from './options'
import { resolveSliderStep, sliderBounds, toSliderValue, toStoredSliderValue } from './slider'
import { sliderStyles } from './styles'

/**
 * A bounded number in `USlider`, its value in a badge beside it. A render function that draws its
 * form field itself (`renderControlShell`), as the text and number controls do: a slider is part of
 * most forms' mix, and this costs it no shell component per field.
 */
export default defineComponent({
  name: 'SliderControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & SliderOptions>(props, { styles: sliderStyles })
    const t = useTranslate(sliderMessages)

    // What the schema and options fix, and what the value shows: one computed each, read whole by the render.
    // The tester only picks this control with both bounds; the fallback keeps a bad schema change harmless.
    const scale = computed(() => {
      const { schema } = field.control
      return {
        integer: schema?.type === 'integer',
        bounds: sliderBounds(schema) ?? { min: 0, max: 100 },
        step: resolveSliderStep(field.options.step, schema?.multipleOf),
      }
    })
    const reading = computed(() => {
      const value = toSliderValue(field.value)
      const shown = value === undefined ? t('nui.slider.empty') : String(value)
      // Unset, the thumb rests on the minimum: its tooltip says so instead of showing that number.
      return { value, shown, tooltip: value === undefined ? { text: shown } : true }
    })
    const onUpdate = (value: unknown) => field.setValue(toStoredSliderValue(value, scale.value.integer))
    const clear = () => field.setValue(undefined)

    const content = (): VNode[] => {
      const { bounds, step } = scale.value
      const { value, shown, tooltip } = reading.value
      const { styles } = field
      // Merged as a template merges `v-bind`: the widget props (pass-through last) win, their class is added.
      const sliderProps = mergeProps(
        { modelValue: value, defaultValue: bounds.min, min: bounds.min, max: bounds.max, step, tooltip, class: styles.control.input },
        field.widgetProps('slider', { named: true }),
        { 'onUpdate:modelValue': onUpdate },
      )
      return [h('div', { class: styles.slider.row }, [
        // USlider's props are generic in its model value, which `h` cannot infer from a merged object.
        h(USlider as Component, sliderProps),
        field.options.hideValue ? null : h(UBadge, { 'color': 'neutral', 'variant': 'outline', 'label': shown, 'class': styles.slider.badge, 'data-testid': 'slider-value' }),
        field.clearable && value !== undefined ? clearButton(clear) : null,
      ])]
    }
    return () => renderControlShell({ field }, content)
  },
})
