import { type InjectionKey, inject, provide } from 'vue'
import type { Translate } from '../i18n/useTranslate'
import type { builderMessages } from './messages'
import { type BuilderText, builderTranslate, englishText } from './translate'

/** The builder's words, as `<FormBuilder>` gives them to every part it draws. */
export interface BuilderStrings {
  /** The builder's own strings (`builderMessages`), through the host's translator. */
  t: Translate<typeof builderMessages>
  /** A string whose key is made where it is shown (a palette label, an option's title). */
  text: BuilderText
}

const builderStringsKey: InjectionKey<BuilderStrings> = Symbol('nui.builder.strings')
const english: BuilderStrings = { t: builderTranslate(() => undefined), text: englishText }

export function provideBuilderStrings(strings: BuilderStrings): void {
  provide(builderStringsKey, strings)
}

/** The strings `<FormBuilder>` provides; English outside one. */
export function useBuilderStrings(): BuilderStrings {
  return inject(builderStringsKey, english)
}
