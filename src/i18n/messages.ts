/** English defaults of the strings a family shows, by translation key. */
export type Messages = Readonly<Record<string, string>>

/** Values substituted into a message's `{name}` placeholders (and handed to the host translator). */
export type MessageValues = Readonly<Record<string, string | number>>

/**
 * Declares the strings a family shows: translation keys (`nui.<family>.<what>`) with their English
 * default. The keys are documented in the guide's i18n page; a host translates them through the
 * `i18n.translate` prop of `<JsonForms>`.
 * @example export const textMessages = defineMessages({ 'nui.password.show': 'Show password' })
 */
export function defineMessages<const M extends Messages>(messages: M): M {
  return Object.freeze({ ...messages })
}

/** The English text with its `{name}` placeholders filled in. */
export function formatMessage(template: string, values?: MessageValues): string {
  if (!values)
    return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => name in values ? String(values[name]) : whole)
}
