import { optionIs, rankWith } from '@jsonforms/core'
import { and, formatIs, isStringControl, ranks } from 'nuxt-ui-jsonforms/kit'

export const textTester = rankWith(ranks.base, isStringControl)
export const passwordTester = rankWith(ranks.variant, and(isStringControl, formatIs('password')))
export const textareaTester = rankWith(ranks.variant, and(isStringControl, optionIs('multi', true)))
