import type { CommonOptions, ControlField } from 'nuxt-ui-jsonforms/kit'
import { type ComputedRef, computed } from 'vue'
import type { TextOptions } from './options'
import { characterCounter, toDisplayText, toStoredText } from './text'

/**
 * Shared by the text input and the textarea: what they show, the counter, how typing is stored,
 * and the props of the widget (`passThrough` is the option holding its pass-through object).
 *
 * Getters, and one computed for a restricted field. The getters are read inside the shell's slot,
 * whose render runs again on every keystroke anyway (the widget's value changed), so a computed of
 * each would only add reactive nodes to every text field of a form (the widget's props as well: a
 * new object of the same props does not update the widget). The counter is read by the control's
 * own render (a prop of the shell): for a field with `restrict` on, a computed of it keeps a
 * keystroke from re-rendering the control while the counter stays the same. It is made when first
 * read, so a field without a counter (most fields) holds none. The getters are the class's, shared by
 * every field (an object literal of getters gives each field its own getter functions); the two
 * handlers are each field's own functions, so that a template binds them unbound
 * (`@clear="textField.clear"`).
 */
export class TextField<O extends CommonOptions & TextOptions> {
  private counterOf: ComputedRef<string | undefined> | undefined = undefined
  readonly onInput: (value: unknown) => void
  readonly clear: () => void

  constructor(private readonly field: ControlField<O>, private readonly passThrough: 'input' | 'textarea' & keyof O) {
    this.onInput = value => field.setValue(toStoredText(toDisplayText(value), this.maxLength))
    this.clear = () => field.setValue(undefined)
  }

  private get restricted(): boolean {
    return this.field.options.restrict === true
  }

  get text(): string {
    return toDisplayText(this.field.value)
  }

  /** The schema's `maxLength` when `restrict` enforces it. */
  get maxLength(): number | undefined {
    if (!this.restricted)
      return undefined
    const max = this.field.control.schema?.maxLength
    return typeof max === 'number' ? max : undefined
  }

  /** The counter of a restricted field; a field without `restrict` reads its options alone, not its value. */
  get counter(): string | undefined {
    if (!this.restricted)
      return undefined
    this.counterOf ??= computed(() => {
      const max = this.maxLength
      return max === undefined ? undefined : characterCounter(this.text, max, true)
    })
    return this.counterOf.value
  }

  get canClear(): boolean {
    return this.field.clearable && this.text !== ''
  }

  get widgetProps(): Record<string, unknown> {
    return this.field.widgetProps(this.passThrough, { lock: 'readonly', submits: 'always' })
  }

  /** Drawn by us when the trailing slot is taken (clear or password buttons), so it is not lost. */
  get trailingIcon(): string | undefined {
    return this.widgetProps.trailingIcon as string | undefined
  }
}

/** The text field of a control (see `TextField`). */
export function useTextField<O extends CommonOptions & TextOptions>(field: ControlField<O>, passThrough: 'input' | 'textarea' & keyof O): TextField<O> {
  return new TextField(field, passThrough)
}
