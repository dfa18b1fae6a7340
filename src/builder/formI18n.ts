import type { JsonFormsI18nState, Translator } from '@jsonforms/core'

/** What the builder tells the forms it draws when the form sets no locale of its own. */
export const defaultBuilderLocale = 'en'

/**
 * Keeps every text as the form gives it. It is not JSON Forms' default translator on purpose: a
 * family reads a form with JSON Forms' default state (`en` and its default translator) as one
 * whose host chose no locale, and falls back to its own default (the dates family's `fr-FR`).
 */
const keepText = ((_key: string, defaultMessage: string | undefined) => defaultMessage) as Translator

/**
 * The `i18n` of the canvas and the preview: the builder's locale, so that what a family draws by
 * locale (a date's segments, a calendar) reads in the builder's language. An element's own
 * `locale` option still wins over it.
 */
export function builderFormI18n(locale: string | undefined): JsonFormsI18nState {
  return { locale: locale || defaultBuilderLocale, translate: keepText }
}
