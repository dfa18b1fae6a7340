import { optionIs, rankWith } from '@jsonforms/core'
import { and, formatIs, isStringControl, or, ranks } from 'nuxt-ui-jsonforms/kit'

export const colorTester = rankWith(ranks.format, and(isStringControl, or(formatIs('color'), optionIs('format', 'color'))))
