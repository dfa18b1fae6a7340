import { and, optionIs, or, rankWith } from '@jsonforms/core'
import { formatIs, isStringControl, ranks } from 'nuxt-ui-jsonforms/kit'

/** A string with `format: "__family__"`, in the schema or the options: beats the text input. */
export const __family__Tester = rankWith(ranks.format, and(isStringControl, or(formatIs('__family__'), optionIs('format', '__family__'))))
