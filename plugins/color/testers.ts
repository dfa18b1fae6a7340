import { and, optionIs, or, rankWith } from '@jsonforms/core'
import { formatIs, isStringControl, ranks } from 'nuxt-ui-jsonforms/kit'

export const colorTester = rankWith(ranks.format, and(isStringControl, or(formatIs('color'), optionIs('format', 'color'))))
