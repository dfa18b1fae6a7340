import UFormField from '@nuxt/ui/components/FormField.vue'
import UIcon from '@nuxt/ui/components/Icon.vue'
import { type FunctionalComponent, type ObjectDirective, type VNode, h, mergeProps, withDirectives } from 'vue'
import { passThroughProps } from '../options/optionValues'
import { isPlainObject } from '../values/plainObject'
import type { ControlField } from './controlField'
import NullToggle from './NullToggle.vue'
import OverwriteNotice from './OverwriteNotice.vue'
import UnboundLabel from './UnboundLabel'

export interface ControlShellProps {
  field: ControlField
  /** The widget draws label and description itself (checkbox, switch). */
  inlineLabel?: boolean
  /** A character counter ("12/40") shown at the end of the label row. */
  counter?: string
  /** The widget is no labelable element (it names itself with `aria-label`): the label gets no `for`. */
  unboundLabel?: boolean
}

/** The label, kept for screen readers, of a field shown without a visible label. */
const srOnlyLabel = Object.freeze({ label: 'sr-only' })

/**
 * Writes into `props` what a widget that draws the field's label takes from it (`UFormField`, or a
 * checkbox that draws its own): `label` (visible, or for screen readers only when the field shows
 * none), and `description` and `required` only when set. Every key of a widget's props costs each
 * field of a form its merge, its normalisation and a read through Nuxt UI's props proxy, whether it
 * is set or not. Returns `props`.
 */
export function assignLabelProps(props: Record<string, unknown>, field: ControlField): Record<string, unknown> {
  props.label = field.accessibleName
  if (!field.label)
    props.ui = srOnlyLabel
  if (field.description)
    props.description = field.description
  if (field.showAsterisk)
    props.required = true
  return props
}

/** The `focus` option: the field's first focusable element takes the focus when the field mounts. */
const focusFirst: ObjectDirective<HTMLElement> = {
  mounted: el => el.querySelector<HTMLElement>('input, textarea, button, [tabindex]:not([tabindex="-1"])')?.focus(),
}

/**
 * The form field around a control's widget (`widget`): label, asterisk, description, errors, icons
 * outside the widget, the counter and the overwrite notice; `null` while the field is hidden. What
 * `ControlShell` renders, for a control written as a render function, which then costs each field
 * of a form no shell component at all (the text, number and boolean controls, the most common
 * fields, do so).
 */
export function renderControlShell(props: ControlShellProps, widget: () => VNode[]): VNode | null {
  const { field, inlineLabel, counter, unboundLabel } = props
  if (!field.visible)
    return null
  const { styles, icons } = field
  const { leading, trailing } = icons.outside
  // A field whose schema takes null: its "No value" toggle beside the label (after the widget when the widget draws the label).
  const nullable = field.nullable
  const content = (): VNode[] => {
    const nodes = widget()
    const children: VNode[] = []
    if (unboundLabel)
      children.push(h(UnboundLabel))
    if (leading || trailing) {
      children.push(h('div', { class: styles.control.row }, [
        leading ? h(UIcon, { 'name': leading, 'data-slot': 'outside-leading-icon', 'class': styles.control.icon }) : null,
        ...nodes,
        trailing ? h(UIcon, { 'name': trailing, 'data-slot': 'outside-trailing-icon', 'class': styles.control.icon }) : null,
      ]))
    }
    else {
      children.push(...nodes)
    }
    if (nullable && inlineLabel)
      children.push(h(NullToggle, { field }))
    if (field.overwritten)
      children.push(h(OverwriteNotice, { field }))
    return children
  }
  // Only the props the field sets (see `assignLabelProps`).
  const formFieldProps: Record<string, unknown> = { 'data-path': field.path }
  // Nuxt UI hands the form field's name to the widget inside.
  if (field.formName !== undefined)
    formFieldProps.name = field.formName
  if (styles.control.root)
    formFieldProps.class = styles.control.root
  if (!inlineLabel)
    assignLabelProps(formFieldProps, field)
  if (field.errors)
    formFieldProps.error = field.errors
  const focusListeners = { onFocusin: field.onFocus, onFocusout: field.onBlur }
  const passThrough = field.options.formField
  // Merged as a template merges `v-bind`: the pass-through props win, a class of theirs is added.
  const mergedProps = isPlainObject(passThrough) ? mergeProps(formFieldProps, passThroughProps(passThrough), focusListeners) : Object.assign(formFieldProps, focusListeners)
  const hintToggle = nullable && !inlineLabel
  const hint = counter || hintToggle
    ? () => [hintToggle ? h(NullToggle, { field }) : null, counter ? h('span', { class: styles.control.counter }, counter) : null]
    : undefined
  const formField = h(UFormField, mergedProps, hint ? { default: content, hint } : { default: content })
  return field.options.focus ? withDirectives(formField, [[focusFirst]]) : formField
}

/** A boolean attribute as Vue casts a declared `Boolean` prop: absent or `false` is off, `''` (written bare) is on. */
const flag = (value: unknown): boolean => value !== undefined && value !== null && value !== false

/**
 * The shell as a component, for templates (the default slot is the widget). A functional
 * component: it holds no state of its own (the field does), so each field of a large form runs no
 * setup and holds no props proxy for it, and the widget is no slot fragment (two empty text nodes)
 * inside it. It declares no runtime props: Vue normalises a functional component's declared props
 * again for every field it renders (it caches them for stateful components only), so the two flags
 * are read as written, `inlineLabel` or `inline-label`. Only `class`, `style` and listeners given to
 * it fall through to the form field.
 */
const ControlShell: FunctionalComponent<ControlShellProps> = (props, { slots }) => {
  const attrs = props as ControlShellProps & Record<string, unknown>
  return renderControlShell({
    field: attrs.field,
    counter: attrs.counter,
    inlineLabel: flag(attrs.inlineLabel ?? attrs['inline-label']),
    unboundLabel: flag(attrs.unboundLabel ?? attrs['unbound-label']),
  }, () => slots.default?.() ?? [])
}
ControlShell.displayName = 'ControlShell'

export default ControlShell
