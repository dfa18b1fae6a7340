import type { JsonFormsSubStates } from '@jsonforms/core'
import { rendererProps } from '../../registry/jsonformsProps'
import UButton from '@nuxt/ui/components/Button.vue'
import UDropdownMenu from '@nuxt/ui/components/DropdownMenu.vue'
import { type VNode, computed, defineComponent, h, inject, onBeforeUnmount, onMounted, ref, toRaw, withMemo } from 'vue'
import { renderElement } from '../../registry/ElementRenderer'
import UnknownElement from '../../registry/UnknownElement.vue'
import { pickRenderer } from '../../registry/winningEntry'
import { useIcons } from '../../icons/useIcons'
import { builderIcons } from '../../icons/index'
import { useBuilderStrings } from '../builderStrings'
import { useBuilderTheme } from '../useBuilderTheme'
import { onElementKey } from '../elementKeys'
import { isContainer, samePath } from '../model/tree'
import { pathText } from '../components/dropTarget'
import { canvasContextKey } from './canvasContext'

/**
 * Draws one element of the canvas: the renderer that wins for it among the form's own renderers,
 * inside a frame that selects it (a click anywhere on it, or its name button from the keyboard)
 * and, once selected, shows its outline and its toolbar. Elements a renderer generates (the detail
 * of an object, say) are not in the edited UI schema and are drawn without a frame.
 */
export default defineComponent({
  name: 'NuiBuilderCanvasAdorner',
  props: rendererProps(),
  setup(props) {
    const jsonforms = inject<JsonFormsSubStates>('jsonforms')!
    const canvas = inject(canvasContextKey)!
    const icons = useIcons()
    const { t } = useBuilderStrings()
    const theme = useBuilderTheme().canvas
    const path = computed(() => canvas.pathOf(toRaw(props.uischema)))
    const inner = computed(() => pickRenderer(canvas.renderers.value, toRaw(props.uischema), toRaw(props.schema), { rootSchema: toRaw(jsonforms.core)!.schema!, config: toRaw(jsonforms.config) }) ?? UnknownElement)
    const selected = computed(() => samePath(canvas.selection.value, path.value))
    const title = computed(() => canvas.describe(toRaw(props.uischema)).title)
    const selectButton = ref<HTMLElement>()
    // On a large form a field far from the view is left out, its frame keeping the height it had.
    const frame = ref<HTMLElement>()
    const near = ref(!canvas.frames.windowed())
    const farHeight = ref<number>()
    onMounted(() => {
      if (path.value && selectButton.value)
        canvas.frameMounted(path.value, selectButton.value)
      if (frame.value && !isContainer(toRaw(props.uischema))) {
        canvas.frames.add(frame.value, (isNear, height) => {
          near.value = isNear
          farHeight.value = isNear ? undefined : height || farHeight.value
        })
      }
    })
    onBeforeUnmount(() => frame.value && canvas.frames.remove(frame.value))

    function onClick(event: MouseEvent): void {
      // The innermost frame takes the click; the frames around it let it pass.
      if ((event.target as Element).closest('[data-canvas-path]') === event.currentTarget && path.value)
        canvas.select(path.value)
    }
    /** The frame's path when the user acts on it: a frame whose element moved is not drawn again for it. */
    const at = () => path.value!
    function onKeydown(event: KeyboardEvent): void {
      onElementKey(event, { moveBy: direction => canvas.moveBy(at(), direction), remove: () => canvas.remove(at()) })
    }
    const onPointerdown = (event: PointerEvent) => canvas.dragStart(at(), event)

    /** The kinds this field can become, as menu items; the kind it is now is left out. */
    function conversions() {
      const kind = canvas.describe(toRaw(props.uischema)).kind
      return canvas.conversions(at()).filter(entry => entry.label !== kind)
        .map(entry => ({ label: entry.label, icon: entry.icon, onSelect: () => canvas.convert(at(), entry) }))
    }

    function toolbar() {
      const button = (icon: string, label: string, onClick?: () => void, color: 'neutral' | 'error' = 'neutral', data?: string) =>
        h(UButton, { icon, 'aria-label': label, 'title': label, color, 'variant': 'ghost', 'size': 'xs', onClick, ...(data && { [data]: '' }) })
      const kinds = conversions()
      // A toolbar click is an edit, not a selection: it stays out of the frame's click handler.
      return h('div', { 'class': theme.value.toolbar, 'role': 'toolbar', 'onClick': (event: MouseEvent) => event.stopPropagation(), 'aria-label': t('nui.builder.elementActions', { title: title.value }), 'data-canvas-toolbar': '' }, [
        button(icons.value.arrowUp, t('nui.builder.moveUp'), () => canvas.moveBy(at(), 'up')),
        button(icons.value.arrowDown, t('nui.builder.moveDown'), () => canvas.moveBy(at(), 'down')),
        button(builderIcons.duplicate, t('nui.builder.duplicate'), () => canvas.duplicate(at())),
        kinds.length
          ? h(UDropdownMenu, { items: kinds, content: { align: 'end' } }, () => button(builderIcons.convert, t('nui.builder.convert'), undefined, 'neutral', 'data-convert'))
          : null,
        button(builderIcons.remove, t('nui.builder.remove'), () => canvas.remove(at()), 'error'),
      ])
    }
    const selectLabel = computed(() => t('nui.builder.selectElement', { title: title.value }))
    /** The frame's name and toolbar, drawn again only when its element, name or selection changes. */
    const barMemo: VNode[] = []
    const bar = () => withMemo([toRaw(props.uischema), title.value, selectLabel.value, selected.value, theme.value, icons.value], () => h('div', { class: theme.value.bar }, [
      h('button', {
        'ref': selectButton,
        'type': 'button',
        'class': theme.value.name,
        'aria-pressed': selected.value,
        'aria-label': selectLabel.value,
        'data-canvas-select': '',
        onKeydown,
        onPointerdown,
      }, title.value),
      selected.value ? toolbar() : null,
    ]), barMemo, 0)

    return () => {
      const at = path.value
      if (!at || at.length === 0)
        return renderElement(inner.value, props)
      const container = isContainer(toRaw(props.uischema))
      const drawn = container || near.value || selected.value
      const child = drawn ? renderElement(inner.value, props) : h('div', { 'class': theme.value.far, 'aria-hidden': 'true', 'data-canvas-far': '' })
      return h('div', {
        'ref': frame,
        'class': [theme.value.frame, container && theme.value.container, selected.value ? theme.value.selected : theme.value.idle],
        'style': drawn || !farHeight.value ? undefined : { height: `${farHeight.value}px` },
        'data-canvas-path': pathText(at),
        'data-canvas-container': container ? '' : undefined,
        onClick,
      }, [bar(), child])
    }
  },
})
