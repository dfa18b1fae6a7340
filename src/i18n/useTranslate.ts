import type { JsonFormsSubStates } from '@jsonforms/core'
import { inject } from 'vue'
import { type FormStore, useFormStore } from '../store/formStore'
import { type MessageValues, type Messages, formatMessage } from './messages'

/** Translates one key of a message catalogue. */
export type Translate<M extends Messages> = (key: keyof M & string, values?: MessageValues) => string

/**
 * A translator for a catalogue of `defineMessages`: the host's `i18n.translate` when it knows the
 * key, the English default otherwise. Inside `<JsonForms>` it follows a change of locale; outside
 * it returns the English text.
 * @example const t = useTranslate(textMessages); t('nui.password.show')
 */
export function useTranslate<M extends Messages>(messages: M): Translate<M> {
  const store = inject<JsonFormsSubStates | undefined>('jsonforms', undefined) ? useFormStore() : undefined
  return (key, values) => translateIn(store, messages, key, values)
}

/** One key of a catalogue, translated by the form of `store` (English without one): what `useTranslate`'s translator does. */
export function translateIn<M extends Messages>(store: FormStore | undefined, messages: M, key: keyof M & string, values?: MessageValues): string {
  const english = formatMessage(messages[key] ?? key, values, 'en')
  if (!store)
    return english
  store.trackForm()
  const translated = store.state.jsonforms.i18n?.translate?.(key, english, values)
  return typeof translated === 'string' ? formatMessage(translated, values, store.state.jsonforms.i18n?.locale) : english
}
