import type { MessageValues } from '../i18n/messages'
import { formatMessage } from '../i18n/messages'
import type { Translate } from '../i18n/useTranslate'
import { builderMessages } from './messages'

/** A host translator, shaped like JSON Forms' `i18n.translate`: `undefined` keeps the English text. */
export type BuilderTranslator = (key: string, english: string, values?: MessageValues) => string | undefined

/**
 * A string of the builder whose key is made where it is shown (a palette entry's label, an
 * option's title), with its English text: the host's translation, else the English.
 */
export type BuilderText = (key: string, english: string, values?: MessageValues) => string

/** Any builder string through the host's translator, English where it has none. */
export function builderText(translator: () => BuilderTranslator | undefined): BuilderText {
  return (key, english, values) => {
    const translated = translator()?.(key, english, values)
    // A translation may hold placeholders and plural forms too (`{count, plural, one {...} other {...}}`).
    return typeof translated === 'string' ? formatMessage(translated, values) : english
  }
}

/**
 * The builder's own strings (`builderMessages`) through the host's translator, English where it
 * has none. `extra` adds English texts of keys the families bring (their palette groups' labels).
 */
export function builderTranslate(translator: () => BuilderTranslator | undefined, extra: () => Record<string, string> = () => ({})): Translate<typeof builderMessages> {
  const text = builderText(translator)
  return (key, values) => text(key, formatMessage(builderMessages[key] ?? extra()[key] ?? key, values), values)
}

/** Stays English: what a test or a script calls without a host translator. */
export const englishText: BuilderText = (_key, english) => english
