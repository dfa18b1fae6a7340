import { and, optionIs, or, rankWith } from '@jsonforms/core'
import { isIntegerControl, isNumberControl, ranks } from 'nuxt-ui-jsonforms/kit'

export const ratingTester = rankWith(ranks.format, and(or(isNumberControl, isIntegerControl), optionIs('format', 'rating')))
