import UIcon from '@nuxt/ui/components/Icon.vue'
import { ClearButton, type ControlField, renderControlShell, useIcons, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { type FunctionalComponent, type VNode, h } from 'vue'
import { choiceIcons } from './icons'
import { valueLabel } from './items'
import { choiceMessages } from './messages'

export interface ChoiceFrameProps {
  field: ControlField
  canClear: boolean
  unknown: readonly unknown[]
}

/** The notes under the widget, one per stored value that is none of the choices (injects: call while rendering the frame). */
function unknownNotes(field: ControlField, unknown: readonly unknown[]): VNode {
  const icons = useIcons().value
  const t = useTranslate(choiceMessages)
  const { choice } = field.styles
  return h('div', { class: choice.stack }, unknown.map((value, index) => h('p', { 'key': index, 'data-testid': 'choice-not-a-choice', 'class': choice.note }, [
    h(UIcon, { name: icons[choiceIcons.notAChoice], class: choice.noteIcon }),
    h('span', t('nui.choice.notAChoice', { value: valueLabel(value) })),
  ])))
}

/**
 * What every choice widget is drawn in: the control's shell, the widget (`widget`) with the clear
 * button beside it when the field is `clearable`, and a note under it for each stored value that
 * is none of the choices (kept in the data, and said so). A field with neither draws the widget
 * alone in its form field, as a hand-written one would. What `ChoiceFrame` renders, for a choice
 * control written as a render function (the select menu, the radio and checkbox groups), which then
 * costs no frame instance: call it while rendering the control.
 */
export function renderChoiceFrame({ field, canClear, unknown }: ChoiceFrameProps, widget: () => VNode[]): VNode | null {
  const notes = unknown.length ? unknownNotes(field, unknown) : null
  return renderControlShell({ field }, () => {
    const nodes = widget()
    // Wrapped in a row only when the field can be cleared (an option, so the widget keeps its parent while the value changes).
    const row: VNode[] = field.options.clearable === true
      ? [h('div', { class: field.styles.control.row }, [...nodes, canClear ? h(ClearButton, { onClear: () => field.setValue(undefined) }) : null])]
      : nodes
    return notes ? [...row, notes] : row
  })
}

/**
 * `renderChoiceFrame` as a component, its widget in the default slot, for a choice control
 * written as a template (the select). A functional component that renders the shell itself
 * (`renderControlShell`): no frame instance with its setup and props, nor a shell component inside
 * it. It declares no runtime props (see `ControlShell`): `canClear` is read as written, `canClear`
 * or `can-clear`.
 */
const ChoiceFrame: FunctionalComponent<ChoiceFrameProps> = (props, { slots }) => {
  const attrs = props as ChoiceFrameProps & Record<string, unknown>
  const frame = { field: attrs.field, unknown: attrs.unknown, canClear: (attrs.canClear ?? attrs['can-clear']) as boolean }
  return renderChoiceFrame(frame, () => slots.default?.() ?? [])
}
ChoiceFrame.displayName = 'ChoiceFrame'

export default ChoiceFrame
