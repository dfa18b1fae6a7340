import { and, formatIs, isStringControl, optionIs, or, rankWith } from '@jsonforms/core'
import { ranks } from 'nuxt-ui-jsonforms/kit'

export const colorTester = rankWith(ranks.format, and(isStringControl, or(formatIs('color'), optionIs('format', 'color'))))
