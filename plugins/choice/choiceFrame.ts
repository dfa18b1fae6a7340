import UIcon from '@nuxt/ui/components/Icon.vue'
import { clearButton, type ControlField, renderControlShell, useIcons, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { type VNode, h } from 'vue'
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
 * alone in its form field, as a hand-written one would. Every choice control (select, select menu,
 * radio and checkbox groups) is a render function that calls it while rendering: no frame component
 * per field.
 */
export function renderChoiceFrame({ field, canClear, unknown }: ChoiceFrameProps, widget: () => VNode[]): VNode | null {
  const notes = unknown.length ? unknownNotes(field, unknown) : null
  return renderControlShell({ field }, () => {
    const nodes = widget()
    // Wrapped in a row only when the field can be cleared (an option, so the widget keeps its parent while the value changes).
    const row: VNode[] = field.options.clearable === true
      ? [h('div', { class: field.styles.control.row }, [...nodes, canClear ? clearButton(() => field.setValue(undefined)) : null])]
      : nodes
    return notes ? [...row, notes] : row
  })
}
