import { type CommonOptions, type ControlField, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { computed, nextTick, ref, shallowRef, watch } from 'vue'
import { tagsMessages } from './messages'
import type { TagsOptions } from './options'
import { type TagRefusal, addTags, appendedTags, draftRefusal, readTags, resolveDelimiter, splitDraft, splitTags, tagLimits, toStoredTags } from './tags'

/**
 * The tags control's behaviour. Tags are added here, not by `UInputTags` itself, so that the
 * schema limits are checked first: a refused tag is never stored, its text goes back into the input
 * and the reason is shown.
 */
export function useTagsField(field: ControlField<CommonOptions & TagsOptions>, input: () => HTMLInputElement | undefined) {
  const t = useTranslate(tagsMessages)
  // What the schema and options fix: the limits a tag is checked against and the delimiter.
  const format = computed(() => ({ limits: tagLimits(field.control.schema), delimiter: resolveDelimiter(field.options.delimiter) }))
  const stored = computed(() => readTags(field.value))
  const shown = shallowRef<string[]>([])
  watch(() => stored.value.tags, (tags) => { shown.value = tags }, { immediate: true })
  const refusals = ref<string[]>([])

  /** What is wrong with the stored list, then why the last tags were refused, each once. */
  const notes = computed(() => {
    const { tags, problem } = stored.value
    const { maxItems } = format.value.limits
    return [...new Set([
      ...(problem ? [t(problem === 'notList' ? 'nui.tags.notList' : 'nui.tags.notText')] : []),
      ...(maxItems !== undefined && tags.length > maxItems ? [t('nui.tags.tooMany', { count: tags.length, max: maxItems })] : []),
      ...refusals.value,
    ])]
  })
  /** The widget's props; its `trailingIcon` is drawn by the control when the trailing slot holds the clear button, so it is not lost. */
  const widgetProps = computed(() => field.widgetProps('inputTags'))

  function explain(refusal: TagRefusal): string {
    if (refusal.reason === 'duplicate')
      return t('nui.tags.duplicate', { tag: refusal.tag })
    return t(refusal.reason === 'maxItems' ? 'nui.tags.maxItems' : 'nui.tags.maxLength', { max: refusal.max })
  }

  /**
   * Adds the candidates and shows why any was refused; returns the refused text. `store` writes the
   * list: at once for our own key and paste handlers, one tick later from the widget's handler.
   */
  function commit(candidates: string[], store: (value: unknown) => unknown = field.setValue): string[] {
    const before = stored.value.tags
    const { tags, refused } = addTags(before, candidates, format.value.limits)
    if (tags.length !== before.length)
      void store(toStoredTags(tags))
    refusals.value = [...new Set(refused.map(explain))]
    return refused.map(refusal => refusal.tag)
  }

  /** What stays in the input: the refused text, then what is still being typed. */
  const draftOf = (refused: string[], keep: string) => [...refused, keep].filter(Boolean).join(format.value.delimiter)

  function onKeydown(event: KeyboardEvent): void {
    const target = event.target as HTMLInputElement
    if (event.key !== 'Enter' || event.isComposing || !target.value.trim())
      return
    event.preventDefault()
    target.value = draftOf(commit(splitTags(target.value, format.value.delimiter)), '')
  }

  function onInput(event: Event): void {
    if ((event as InputEvent).isComposing)
      return
    const target = event.target as HTMLInputElement
    const { complete, rest } = splitDraft(target.value, format.value.delimiter)
    if (complete.length) {
      target.value = draftOf(commit(complete), rest)
      return
    }
    const refusal = draftRefusal(target.value, format.value.limits)
    refusals.value = refusal ? [explain(refusal)] : []
  }

  function onPaste(event: ClipboardEvent): void {
    const pasted = event.clipboardData?.getData('text') ?? ''
    // Handled already by the widget (`inputTags.addOnPaste`), or a single piece: an ordinary paste.
    if (event.defaultPrevented || !pasted.includes(format.value.delimiter))
      return
    event.preventDefault()
    const target = event.target as HTMLInputElement
    const draft = target.value
    const start = target.selectionStart ?? draft.length
    const end = target.selectionEnd ?? draft.length
    target.value = draftOf(commit(splitTags(draft.slice(0, start) + pasted + draft.slice(end), format.value.delimiter)), '')
  }

  /**
   * The widget's own changes: a removed chip, or a tag it added through a pass-through (`addOnBlur`,
   * ...). Written one tick later, so that a part a rule hides on the new list unmounts after the
   * widget's handler (the specification's defer).
   */
  function onWidgetUpdate(next: unknown): void {
    const nextTags = Array.isArray(next) ? next.map(String) : []
    const added = appendedTags(stored.value.tags, nextTags)
    if (!added) {
      refusals.value = []
      void field.setValueAfterTick(toStoredTags(nextTags))
      return
    }
    // On blur or Tab the added tag is the input's text; on paste the input keeps what was typed.
    const typed = input()?.value ?? ''
    const keep = added.includes(typed) ? '' : typed
    const refused = commit(added, field.setValueAfterTick)
    if (!refused.length)
      return
    // A fresh array makes the widget drop the chip it showed for the refused tag.
    shown.value = [...stored.value.tags]
    // The widget empties its input right after this event: put the refused text back after it.
    void nextTick(() => {
      const target = input()
      if (target)
        target.value = draftOf(refused, keep)
    })
  }

  function clear(): void {
    refusals.value = []
    field.setValue(undefined)
    const target = input()
    if (target)
      target.value = ''
  }

  return { shown, notes, widgetProps, onKeydown, onInput, onPaste, onWidgetUpdate, clear }
}
