import type { JsonFormsI18nState } from '@jsonforms/core'

/** The language of the gallery's pages and of the documentation that embeds them. */
export const galleryLocale = 'en-US'

/**
 * The `i18n` prop of a gallery form: the example's own, or the gallery's English locale. Without
 * it the date controls fall back to the library's specified default, fr-FR, which would show French
 * month names and placeholders in an English page (a host that sets no locale still gets fr-FR).
 */
export function galleryI18n(own: JsonFormsI18nState | undefined): JsonFormsI18nState {
  return { locale: galleryLocale, ...own }
}
