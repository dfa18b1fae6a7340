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

/** `{count, plural, one {# problem} other {# problems}}`: the form picked by the count, `#` the count. */
const pluralPattern = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other) \{[^{}]*\})+)\s*\}/g
const pluralForm = /(=\d+|zero|one|two|few|many|other) \{([^{}]*)\}/g

const pluralRules = new Map<string, Intl.PluralRules>()
function pluralCategory(count: number, locale: string | undefined): string {
  const key = locale ?? 'en'
  let rules = pluralRules.get(key)
  if (!rules) {
    try {
      rules = new Intl.PluralRules(key)
    }
    catch {
      rules = new Intl.PluralRules('en')
    }
    pluralRules.set(key, rules)
  }
  return rules.select(count)
}

/**
 * The text with its `{name}` placeholders filled in, and its plural parts
 * (`{count, plural, one {# item} other {# items}}`) in the form the count takes in `locale`
 * (English by default).
 */
export function formatMessage(template: string, values?: MessageValues, locale?: string): string {
  if (!values)
    return template
  const plural = template.includes(', plural,')
    ? template.replace(pluralPattern, (whole, name: string, forms: string) => {
        const count = Number(values[name])
        if (!(name in values) || Number.isNaN(count))
          return whole
        const options = new Map([...forms.matchAll(pluralForm)].map(match => [match[1]!, match[2]!]))
        const form = options.get(`=${count}`) ?? options.get(pluralCategory(count, locale)) ?? options.get('other') ?? ''
        return form.replaceAll('#', String(count))
      })
    : template
  return plural.replace(/\{(\w+)\}/g, (whole, name: string) => name in values ? String(values[name]) : whole)
}
