import { optionIs, rankWith } from '@jsonforms/core'
import { and, isStringControl, ranks } from 'nuxt-ui-jsonforms/kit'

/** A string with `options.format: "pin"`; beats the text input, the password and the textarea. */
export const pinTester = rankWith(ranks.format, and(isStringControl, optionIs('format', 'pin')))
