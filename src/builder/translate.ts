import type { MessageValues } from '../i18n/messages'
import { formatMessage } from '../i18n/messages'
import type { Translate } from '../i18n/useTranslate'
import { builderMessages } from './messages'

/** A host translator, shaped like JSON Forms' `i18n.translate`: `undefined` keeps the English text. */
export type BuilderTranslator = (key: string, english: string, values?: MessageValues) => string | undefined

/**
 * The builder's strings through the host's translator, English where it has none. `extra` adds
 * English texts of keys the families bring (their palette groups' labels).
 */
export function builderTranslate(translator: () => BuilderTranslator | undefined, extra: () => Record<string, string> = () => ({})): Translate<typeof builderMessages> {
  return (key, values) => {
    const english = formatMessage(builderMessages[key] ?? extra()[key] ?? key, values)
    const translated = translator()?.(key, english, values)
    return typeof translated === 'string' ? translated : english
  }
}
