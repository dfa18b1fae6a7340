import { type PropType, computed, defineComponent, h, ref } from 'vue'
import { type BuilderForm, type BuilderTranslator, type BuilderUi, FormBuilderBase, type RendererPlugin, withOptionSchemas, withPalettes } from '../src/index'
import { allPlugins } from './allRenderers'
import { builderOptionSchemas } from '../generated/builderOptionSchemas'
import { builderPalettes } from '../generated/builderPalettes'
import { uiRenderers } from './uiRenderers'

type BaseInstance = InstanceType<typeof FormBuilderBase>

/**
 * The visual form builder, offering every built-in family (`allPlugins`) unless given `plugins`.
 * `v-model` gives the host the form as it changes (`{ schema, uischema, data }`); the template ref
 * exposes `load(value)` (read like an import: refused with a notice when it cannot be read), `undo()`
 * and `redo()`.
 */
export const FormBuilder = defineComponent({
  name: 'FormBuilder',
  props: {
    /** The families the palette offers and the preview renders with. */
    plugins: { type: Array as PropType<readonly RendererPlugin[]>, default: () => allPlugins },
    /** The localStorage key of the draft; `false` saves no draft. */
    storageKey: { type: [String, Boolean] as PropType<string | false>, default: undefined },
    /** The form, for a host that keeps it itself; it wins over a saved draft. */
    modelValue: { type: Object as PropType<BuilderForm>, default: undefined },
    /** Translates the builder's strings, like JSON Forms' `i18n.translate`. */
    translate: { type: Function as PropType<BuilderTranslator>, default: undefined },
    /** Classes that replace the Designer's (`designer`) and the canvas frames' (`canvas`) defaults, part by part. */
    ui: { type: Object as PropType<BuilderUi>, default: undefined },
    /** The locale of the forms the canvas and the preview draw, where an element sets none (English when unset). */
    locale: { type: String, default: undefined },
  },
  emits: { 'update:modelValue': (form: BuilderForm) => !!form },
  setup(props, { emit, expose }) {
    const inner = ref<BaseInstance>()
    // Given plugins get the built-in families' palettes and schemas too: the forms never load them, the builder does.
    const plugins = computed(() => withOptionSchemas(withPalettes(props.plugins, builderPalettes), builderOptionSchemas))
    expose({
      load: (form: unknown) => inner.value?.load(form),
      undo: () => inner.value?.undo(),
      redo: () => inner.value?.redo(),
    })
    // The inspector's own form draws with the built-in renderers, whatever families the host offers.
    return () => h(FormBuilderBase, { ...props, 'plugins': plugins.value, 'inspectorRenderers': uiRenderers, 'ref': inner, 'onUpdate:modelValue': (form: BuilderForm) => emit('update:modelValue', form) })
  },
})
