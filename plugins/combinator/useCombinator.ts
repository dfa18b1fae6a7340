import type { JsonFormsSubStates } from '@jsonforms/core'
import { type CommonOptions, type ControlField, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { useElementInputs } from 'nuxt-ui-jsonforms/kit/internal'
import { computed, inject, nextTick, ref, shallowRef, toRaw, watch } from 'vue'
import { fittingVariant } from './fit'
import { combinatorMessages } from './messages'
import type { CombinatorOptions } from './options'
import { cloneJson, isEmptyValue, sameJson, startValue, withConsts } from './values'
import { type Variant, readVariants } from './variants'

/** The JSON types with a label of their own (`nui.combinator.type.*`). */
const typeLabels = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'])

/** The note after a switch that left data behind: which variant to go back to. */
interface SwitchNote { from: number, to: number }

/**
 * The state of a `oneOf` / `anyOf` field: its variants, the one shown, and switching between them
 * without losing data. The data each variant last held is remembered (per index) for as long as
 * the field is mounted, so switching back, or Undo, restores it.
 */
export function useCombinator(field: ControlField<CommonOptions & CombinatorOptions>) {
  const jsonforms = inject<JsonFormsSubStates | undefined>('jsonforms', undefined)
  const t = useTranslate(combinatorMessages)
  const optionLabel = (index: number) => t('nui.combinator.option', { number: index + 1 })
  // What the element fixes: a keystroke inside the variant gives the control a new state, and must
  // neither read the variants again nor render the field (its selector, notes and sub-form) again.
  const inputs = useElementInputs(field)
  const rootSchema = computed(() => inputs.value.rootSchema)
  const list = computed(() => readVariants(inputs.value.schema, {
    rootSchema: inputs.value.rootSchema,
    control: inputs.value.uischema,
    path: inputs.value.path,
    uischemas: toRaw(jsonforms?.uischemas) ?? [],
    optionLabel,
    typeLabel: type => typeLabels.has(type) ? t(`nui.combinator.type.${type}` as 'nui.combinator.type.string') : type,
  }))
  const variants = computed(() => list.value.variants)
  const labelOf = (variant: Variant) => variant.title ?? optionLabel(variant.index)

  // Picked once, from the data the form mounts with; afterwards only the user switches.
  const fit = fittingVariant(toRaw(jsonforms?.core?.ajv), rootSchema.value, variants.value, field.value)
  const selected = ref(fit.index ?? variants.value[0]?.index)
  const noFit = ref(fit.index === undefined && fit.checked && variants.value.length > 0 && !isEmptyValue(field.value))
  const current = computed(() => variants.value.find(variant => variant.index === selected.value) ?? variants.value[0])

  const remembered = new Map<number, unknown>()
  const note = shallowRef<SwitchNote>()
  let switching = false
  watch(() => field.value, () => { noFit.value = false })

  /** The data worth a note: something the user could regret leaving, not the variant's untouched start. */
  const isWorthKeeping = (value: unknown, variant: Variant) =>
    !isEmptyValue(value) && !sameJson(value, startValue(variant, rootSchema.value))

  function show(index: number, leaveNote: boolean): void {
    const from = current.value
    const target = variants.value.find(variant => variant.index === index)
    if (!target || !from || target === from)
      return
    const value = field.value
    // Emptied on purpose: coming back must not bring older data back.
    if (isEmptyValue(value))
      remembered.delete(from.index)
    else
      remembered.set(from.index, cloneJson(value))
    const back = remembered.get(target.index)
    note.value = leaveNote && isWorthKeeping(value, from) ? { from: from.index, to: target.index } : undefined
    selected.value = target.index
    noFit.value = false
    field.setValue(back === undefined ? startValue(target, rootSchema.value) : withConsts(cloneJson(back), target))
  }

  /**
   * Called from the selector's update handler. Everything waits one tick: replacing the sub-form
   * inside that handler, then clicking elsewhere, trips an upstream outside-click listener
   * ("Cannot read properties of null (reading 'subTree')"; see the spec's Errors table).
   */
  async function choose(key: unknown): Promise<void> {
    const index = typeof key === 'string' && key !== '' ? Number(key) : Number.NaN
    if (!Number.isInteger(index) || switching)
      return
    switching = true
    try {
      await nextTick()
      show(index, true)
    }
    finally {
      switching = false
    }
  }

  async function undo(): Promise<void> {
    const last = note.value
    if (!last || current.value?.index !== last.to)
      return
    note.value = undefined
    await nextTick()
    show(last.from, false)
  }

  /** `clearable`: offered while there is a value; the variant stays, and what it held is forgotten. */
  const canClear = computed(() => field.clearable && field.value !== undefined)
  function clear(): void {
    note.value = undefined
    if (current.value)
      remembered.delete(current.value.index)
    field.setValue(undefined)
  }

  const items = computed(() => variants.value.map(variant => ({ label: labelOf(variant), value: String(variant.index) })))
  const noteLabels = computed(() => {
    const last = note.value
    const label = (index: number) => items.value.find(item => item.value === String(index))?.label ?? ''
    return last ? { to: label(last.to), from: label(last.from) } : undefined
  })

  return { inputs, list, current, items, selected: computed(() => current.value ? String(current.value.index) : undefined), noFit, noteLabels, choose, undo, canClear, clear }
}
