import { defaultJsonFormsI18nState } from '@jsonforms/core'
import { type CommonOptions, type ControlField, positiveInteger } from 'nuxt-ui-jsonforms/kit'
import { computed, inject } from 'vue'
import { boundsOf, dayBlocker, resolveLocale } from './dates'
import type { DateConstraints } from './options'

interface SharedOptions extends DateConstraints {
  locale?: string
  months?: number
  weekNumbers?: boolean
}

/**
 * What the date and calendar controls share: locale (option, then the form's i18n locale, then
 * `fr-FR`), the inclusive bounds and the "is this day blocked" predicate.
 */
export function useDateSettings(field: ControlField<CommonOptions & SharedOptions>) {
  // JSON Forms provides its state under `jsonforms`; its i18n locale is the form's language.
  const jsonforms = inject<{ i18n?: { locale?: string, translate?: unknown } } | undefined>('jsonforms', undefined)
  const locale = computed(() => resolveLocale(field.options.locale, hostLocale(jsonforms?.i18n)))
  const constraints = computed<DateConstraints>(() => ({
    minDate: field.options.minDate,
    maxDate: field.options.maxDate,
    disabledDates: field.options.disabledDates,
    disabledWeekdays: field.options.disabledWeekdays,
    disabledMonths: field.options.disabledMonths,
    disabledYears: field.options.disabledYears,
  }))
  const bounds = computed(() => boundsOf(constraints.value))
  const isBlocked = computed(() => dayBlocker(constraints.value))
  const months = computed(() => positiveInteger(field.options.months))
  return { locale, bounds, isBlocked, months }
}

/**
 * The locale the host gave the form. Without an `i18n` prop JSON Forms still reports its built-in
 * `en` (with its built-in translator): that one is not the host's choice, so `fr-FR` stays.
 */
function hostLocale(i18n: { locale?: string, translate?: unknown } | undefined): string | undefined {
  if (!i18n || (i18n.locale === defaultJsonFormsI18nState.locale && i18n.translate === defaultJsonFormsI18nState.translate))
    return undefined
  return i18n.locale
}
