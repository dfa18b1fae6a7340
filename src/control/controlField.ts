import { type ComputedRef, type EffectScope, type Ref, nextTick, ref } from 'vue'
import type { CommonOptions } from '../options/common'
import { passThroughProps } from '../options/optionValues'
import type { Styles } from '../options/styles'
import { appliedOptions } from '../options/useOptions'
import { stylesWith } from '../options/useStyles'
import { coreMessages } from '../i18n/coreMessages'
import { translateIn } from '../i18n/useTranslate'
import { type FormLifecycle, useFormLifecycle } from '../store/formLifecycle'
import { prepareValidation } from '../store/incrementalValidation'
import { usePostingForm } from '../store/postingForm'
import { propertyName } from './accessibleName'
import { controlDataPath } from '../values/ownProperty'
import { acceptsNull } from '../values/nullable'
import { hiddenValue, ruleTestsValueAt } from './clearOnHide'
import { type ResolvedIcons, placedIcons } from './iconPlacement'
import { OverwriteNotice } from './overwriteNotice'
import { isReadonly } from './readonly'
import { type ControlState, type ControlStateHandle, writeValue } from './rendererState'
import { stableComputed } from './stableComputed'
import type { UseControlSettings, WidgetBinding } from './useControl'

/** What the shell shows around the widget, recomputed as one object (see `shown`). */
export interface Shown {
  /** The applied options (`ControlField.options`). */
  options: CommonOptions
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
  /** Whether the schema takes `null` (`acceptsNull`): the shell then draws the "No value" toggle. */
  nullable: boolean
}

/** The handlers a field makes when first read (see `ControlField`). */
interface BoundHandlers {
  setValue?: (value: unknown) => void
  setValueAfterTick?: (value: unknown) => Promise<void>
  onFocus?: () => void
  onBlur?: () => void
  restoreTyped?: () => void
  dismissOverwritten?: () => void
}

/**
 * The field `useControl` returns (the control shell's `field` prop), typed with the family's
 * options: the JSON Forms control state, its applied options, its theme, what the shell shows
 * (label, description, errors, icons) and `setValue`. It recomputes only when what the control
 * reads changes, so untouched fields do not re-render.
 *
 * Its state is read through the class's getters and its work done by the class's methods, which
 * every field shares: closures or an object literal of getters would give each field of a large
 * form its own functions to allocate and collect. A reader depends on the one computed or ref it
 * reads, with no proxy, and no dependency of its own per property and field. The handlers a
 * template binds unbound (`@focusin="field.onFocus"`) are made for a field when first read.
 */
export class ControlField<O extends CommonOptions = CommonOptions> {
  private readonly state: ComputedRef<ControlState>
  /**
   * What the field shows around its widget, in one computed that keeps its object while every part
   * is the same: a keystroke recomputes it once (the control's state is a new object), and no
   * reader runs again unless a part changed. One computed per part would cost each field of a large
   * form a dozen more reactive nodes, which its mount allocates and every garbage collection walks.
   */
  private readonly shown: ComputedRef<Shown>
  /**
   * Whether the field has the focus, and whether it was touched: each a ref made when first read or
   * written. Most fields of a large form are never focused, and a field reads neither to render
   * unless it has a description (or filters its errors until touched), so most never make them.
   */
  private focusedFlag: Ref<boolean> | undefined = undefined
  /** The form's reset count (`FormLifecycle.epoch`) when the field was last touched; -1 before. */
  private touchedFlag: Ref<number> | undefined = undefined
  /** When the enclosing `<JsonForm>` shows errors (none for a bare form root: always). */
  private readonly lifecycle: FormLifecycle | undefined
  private readonly posting: Readonly<Ref<boolean>> | undefined
  private readonly overwrite: OverwriteNotice
  private readonly bound: BoundHandlers = {}
  /** Whether the widget draws icons inside (`UseControlSettings.iconChrome`). */
  private readonly iconChrome: boolean | ((options: CommonOptions) => boolean)

  /**
   * @param source the control's state (`useControlState`)
   * @param settings what `useControl` was given
   * @param stylesBase the theme base with the family's parts (`useStylesBase`)
   * @param scope the control's scope: a value cleared after a tick is not written once it has stopped
   */
  constructor(
    private readonly source: ControlStateHandle,
    settings: UseControlSettings<O>,
    private readonly stylesBase: Styles,
    private readonly scope: EffectScope | undefined,
  ) {
    this.iconChrome = settings.iconChrome as boolean | ((options: CommonOptions) => boolean) | undefined ?? false
    this.state = source.control
    this.shown = stableComputed<Shown>(previous => this.computeShown(previous))
    this.overwrite = new OverwriteNotice(this.state, scope)
    this.lifecycle = useFormLifecycle()
    this.posting = usePostingForm()
  }

  get control() { return this.state.value }
  /** The control's data (read from its state: a computed of its own would cost every field a reactive node, and a reader of it reads the shell's state too). */
  get value() { return this.state.value.data as unknown }
  get path() { return this.shown.value.path }
  get label() { return this.shown.value.label }
  get accessibleName() { return this.shown.value.accessibleName }
  get visible() { return this.shown.value.visible }
  get required() { return this.shown.value.required }
  get showAsterisk() { return this.shown.value.showAsterisk }
  /** `clearable` is on and the field is editable. */
  get clearable() { return this.shown.value.clearable }
  /**
   * The applied options, kept in `shown`: `appliedOptions` gives the same object back while the
   * element's `options` and the form's `config` are the same objects, so a keystroke (a new state)
   * leaves them as they are, and a computed of their own would only cost every field a reactive node more.
   */
  get options(): O { return this.shown.value.options as O }

  /** The theme map, kept while the `styles` option is the same object. */
  get styles() { return stylesWith(this.stylesBase, this.options.styles) }
  get readonly() { return this.shown.value.readonly }
  get description() { return this.shown.value.description }
  get errors() { return this.shown.value.errors }
  get icons() { return this.shown.value.icons }
  get nullable() { return this.shown.value.nullable }
  /**
   * The name a widget posting through a hidden input gets: the data path while a host's `<form>`
   * holds the form (`postingForm`), else `undefined`.
   */
  get formName(): string | undefined { return this.posting?.value ? this.path : undefined }
  private get focusedRef(): Ref<boolean> { return this.focusedFlag ??= ref(false) }
  private get touchedRef(): Ref<number> { return this.touchedFlag ??= ref(-1) }
  private get epoch(): number { return this.lifecycle?.epoch.value ?? 0 }
  get focused() { return this.focusedRef.value }
  /** The field was blurred or changed since the form mounted or was last reset. */
  get touched() { return this.touchedRef.value === this.epoch }
  /** What the user typed before the host replaced it while they were typing, if anything. */
  get overwritten() { return this.overwrite.overwritten.value }

  /** Stores the field's new value. */
  get setValue(): (value: unknown) => void {
    return this.bound.setValue ??= value => this.write(value)
  }

  /**
   * `setValue` one tick later, for the change handlers of overlay widgets (selects, menus, radio
   * groups): when the new value hides part of the form through a rule, that part unmounts after the
   * widget's own handler has finished (the upstream outside-click defect of the specification).
   */
  get setValueAfterTick(): (value: unknown) => Promise<void> {
    return this.bound.setValueAfterTick ??= async (value) => {
      await nextTick()
      this.write(value)
    }
  }

  /** The field took the focus: its description shows, and the validation of a change is got ready (`prepareValidation`). */
  get onFocus(): () => void {
    return this.bound.onFocus ??= () => {
      this.focusedRef.value = true
      prepareValidation(this.source.store.state.jsonforms.core, this.state.value.path)
    }
  }

  /** The field lost the focus: it is touched, and later host changes are ordinary updates. */
  get onBlur(): () => void {
    return this.bound.onBlur ??= () => {
      this.focusedRef.value = false
      this.touchedRef.value = this.epoch
      this.overwrite.left()
    }
  }

  /** Writes the value the host replaced back. */
  get restoreTyped(): () => void {
    return this.bound.restoreTyped ??= () => this.write(this.overwrite.take())
  }

  /** Closes the overwrite notice, keeping the host's value. */
  get dismissOverwritten(): () => void {
    return this.bound.dismissOverwritten ??= () => this.overwrite.dismiss()
  }

  /**
   * The props every widget takes from its field, to bind in one attribute
   * (`v-bind="field.widgetProps('inputNumber')"`): `name` (the data path: always for a native
   * input, `submits: 'always'`; else `formName`, emptied with `submits: 'control'`), the read-only lock,
   * the field's icons when they are drawn inside, optionally `aria-label`, and last the
   * pass-through option `passThroughKey`, which wins over all of them.
   */
  widgetProps(passThroughKey?: keyof O & string, binding: WidgetBinding = {}): Record<string, unknown> {
    const { path, readonly, accessibleName, icons } = this.shown.value
    const { lock = 'disabled', named = false, submits = true, icons: inside = icons.inside } = binding
    // Key by key rather than spread from an object per condition: this runs in every field's render.
    const props: Record<string, unknown> = {}
    const name = widgetName(submits, path, this.formName)
    if (name !== undefined)
      props.name = name
    // The lock only while it is on: an unlocked widget's default is the same, and each key it is
    // given costs every field of a form a prop to merge, normalise and read.
    if (readonly && (lock === 'disabled' || lock === 'both'))
      props.disabled = true
    if (readonly && (lock === 'readonly' || lock === 'both'))
      props.readonly = true
    if (named)
      props['aria-label'] = accessibleName
    // Spread, not assigned: a pass-through object's own `__proto__` key stays a key.
    return { ...props, ...inside, ...passThroughProps(passThroughKey === undefined ? undefined : this.options[passThroughKey]) }
  }

  private write(value: unknown): void {
    this.touchedRef.value = this.epoch
    this.overwrite.wrote(value, this.focusedRef.value)
    writeValue(this.source.dispatch, this.state.value.path, value)
  }

  private computeShown(previous: Shown | undefined): Shown {
    const state = this.state.value
    const applied = appliedOptions<O>(state.uischema.options, state.config)
    const { label, path, visible, required } = state
    // The field has just been hidden: its value is cleared after this tick. Noticed here, where the
    // render reads the field's visibility anyway, rather than by a watcher of its own, which every
    // field of a large form would allocate at mount (and almost no field is ever hidden).
    if (previous?.visible && !visible)
      void nextTick(() => this.clearIfHidden())
    const readonly = isReadonly(state, applied)
    const describes = !applied.hideDescription && !!state.description && (applied.showUnfocusedDescription || this.focusedRef.value)
    const { iconChrome } = this
    return {
      options: applied,
      path,
      label,
      visible,
      required,
      readonly,
      /** The label, or for a control shown without one, a name for assistive technology only. */
      accessibleName: label || propertyName(path) || translateIn(this.source.store, coreMessages, 'nui.unlabelled'),
      showAsterisk: !!required && !applied.hideRequiredAsterisk,
      clearable: applied.clearable === true && !readonly,
      description: describes ? state.description : undefined,
      errors: this.showsErrors(applied) ? state.errors : '',
      // Shared by every field that applies the same options object, and kept while it is the same.
      icons: placedIcons(applied, typeof iconChrome === 'function' ? iconChrome(applied) : iconChrome),
      nullable: acceptsNull(state.schema),
    }
  }

  /**
   * Whether the field shows its errors now: always after a submit; before, as the form's
   * `showErrors` says, and only once touched with `enableFilterErrorsBeforeTouch`.
   */
  private showsErrors(applied: CommonOptions): boolean {
    const lifecycle = this.lifecycle
    if (!lifecycle)
      return !applied.enableFilterErrorsBeforeTouch || this.touched
    if (lifecycle.submitted.value)
      return true
    const mode = lifecycle.showErrors.value
    if (mode === 'submitted')
      return false
    return mode === 'always' && !applied.enableFilterErrorsBeforeTouch ? true : this.touched
  }

  /**
   * `clearOnHide`: once the field has been hidden, its value returns to the schema `default` or is
   * removed. Called one tick after `shown` saw the field go from shown to hidden, and checked again
   * then: the field may be shown again, or gone with its form. The value stays while another
   * visible control shows it, and when the field's own rule tests it (its condition's scope is the
   * field or inside it: clearing would delete what hid the field as it was typed).
   */
  private clearIfHidden(): void {
    const state = this.state.value
    if (state.visible || !this.scope?.active || this.options.clearOnHide === false)
      return
    // Both paths relative to the control's parent, which its scope and its rule's scopes share.
    if (this.source.store.shows(state.path) || ruleTestsValueAt(state.uischema.rule, '', controlDataPath(state.uischema, '')))
      return
    const fallback = state.schema?.default
    if (state.data !== fallback)
      writeValue(this.source.dispatch, state.path, hiddenValue(fallback))
  }
}

/**
 * The `name` a widget gets for its `submits` (`WidgetBinding`): the data path everywhere for a
 * native input, `formName` for one posting through a hidden input, an empty name while a host form
 * holds the form for one whose control posts the value itself, and none otherwise.
 */
function widgetName(submits: WidgetBinding['submits'], path: string, formName: string | undefined): string | undefined {
  if (submits === 'always')
    return path
  if (submits === false || formName === undefined)
    return undefined
  return submits === 'control' ? '' : formName
}
