import type { ComputedRef, Ref } from 'vue'
import type { CommonOptions } from '../options/common'
import type { Styles } from '../options/styles'
import type { ResolvedIcons } from './iconPlacement'
import type { Overwritten } from './overwriteNotice'
import type { ControlState } from './rendererState'
import type { WidgetBinding } from './useControl'

/** What the shell shows around the widget, recomputed as one object (see `shown` in `useControl`). */
export interface Shown {
  path: string
  label: string
  visible: boolean
  required: boolean | undefined
  readonly: boolean
  accessibleName: string
  showAsterisk: boolean
  clearable: boolean
  description: string | undefined
  errors: string
  icons: ResolvedIcons
}

/** The computeds and refs a field reads. */
export interface FieldSources<O> {
  control: ComputedRef<ControlState>
  shown: ComputedRef<Shown>
  options: ComputedRef<O>
  /** The theme map, kept while the `styles` option is the same object. */
  styles: () => Styles
  focused: Ref<boolean>
  touched: Ref<boolean>
  overwritten: Ref<Overwritten | undefined>
}

/** What a field does: the handlers a template binds (each its own function, so `@focusin="field.onFocus"` works unbound). */
export interface FieldActions<O> {
  setValue: (value: unknown) => void
  /** `setValue` one tick later, for overlay widgets (see `useControl`). */
  setValueAfterTick: (value: unknown) => Promise<void>
  /** The props every widget takes from its field (see `useControl`). */
  widgetProps: (passThroughKey?: keyof O & string, binding?: WidgetBinding) => Record<string, unknown>
  onFocus: () => void
  onBlur: () => void
  /** Writes the value the host replaced back. */
  restoreTyped: () => void
  dismissOverwritten: () => void
}

/**
 * The field `useControl` returns (the control shell's `field` prop), typed with the family's
 * options. Its state is read through the class's getters, which every field shares: an object
 * literal of getters would give each field of a large form its own getter functions to allocate
 * and collect. A reader depends on the one computed or ref it reads, with no proxy, and no
 * dependency of its own per property and field.
 */
export class ControlField<O extends CommonOptions = CommonOptions> {
  declare readonly setValue: FieldActions<O>['setValue']
  declare readonly setValueAfterTick: FieldActions<O>['setValueAfterTick']
  declare readonly widgetProps: FieldActions<O>['widgetProps']
  declare readonly onFocus: FieldActions<O>['onFocus']
  declare readonly onBlur: FieldActions<O>['onBlur']
  declare readonly restoreTyped: FieldActions<O>['restoreTyped']
  declare readonly dismissOverwritten: FieldActions<O>['dismissOverwritten']

  constructor(private readonly sources: FieldSources<O>, actions: FieldActions<O>) {
    Object.assign(this, actions)
  }

  get control() { return this.sources.control.value }
  /** The control's data (read from its state: a computed of its own would cost every field a reactive node, and a reader of it reads the shell's state too). */
  get value() { return this.sources.control.value.data as unknown }
  get path() { return this.sources.shown.value.path }
  get label() { return this.sources.shown.value.label }
  get accessibleName() { return this.sources.shown.value.accessibleName }
  get visible() { return this.sources.shown.value.visible }
  get required() { return this.sources.shown.value.required }
  get showAsterisk() { return this.sources.shown.value.showAsterisk }
  /** `clearable` is on and the field is editable. */
  get clearable() { return this.sources.shown.value.clearable }
  get options() { return this.sources.options.value }
  get styles() { return this.sources.styles() }
  get readonly() { return this.sources.shown.value.readonly }
  get description() { return this.sources.shown.value.description }
  get errors() { return this.sources.shown.value.errors }
  get icons() { return this.sources.shown.value.icons }
  get focused() { return this.sources.focused.value }
  get touched() { return this.sources.touched.value }
  /** What the user typed before the host replaced it while they were typing, if anything. */
  get overwritten() { return this.sources.overwritten.value }
}
