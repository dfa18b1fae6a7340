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
 * `fr-FR`), the inclusive bounds, the "is this day blocked" predicate and the months shown. One
 * computed for all four: each follows the options alone, which a keystroke leaves as they are.
 */
export function useDateSettings(field: ControlField<CommonOptions & SharedOptions>) {
  // JSON Forms provides its state under `jsonforms`; its i18n locale is the form's language.
  const jsonforms = inject<{ i18n?: { locale?: string, translate?: unknown } } | undefined>('jsonforms', undefined)
  return computed(() => {
    const options = field.options
    const constraints: DateConstraints = {
      minDate: options.minDate,
      maxDate: options.maxDate,
      disabledDates: options.disabledDates,
      disabledWeekdays: options.disabledWeekdays,
      disabledMonths: options.disabledMonths,
      disabledYears: options.disabledYears,
    }
    return {
      locale: resolveLocale(options.locale, hostLocale(jsonforms?.i18n)),
      bounds: boundsOf(constraints),
      isBlocked: dayBlocker(constraints),
      months: positiveInteger(options.months),
    }
  })
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
