import { type JsonFormsSubStates, fetchTranslator } from '@jsonforms/core'
import type { ControlField } from 'nuxt-ui-jsonforms/kit'
import { type ComputedRef, computed, inject } from 'vue'
import type { ChoiceTranslation } from './items'

/**
 * The translation of a choice field's labels: the form's JSON Forms translator and the field's i18n
 * key prefix. Reading `jsonforms.i18n` through the reactive injection re-translates on a change of locale.
 */
export function useChoiceTranslation(field: Pick<ControlField, 'control' | 'path'>): ComputedRef<ChoiceTranslation> {
  const jsonforms = inject<JsonFormsSubStates | undefined>('jsonforms', undefined)
  return computed(() => ({
    translate: fetchTranslator(jsonforms?.i18n),
    prefix: field.control.i18nKeyPrefix ?? field.path,
  }))
}
