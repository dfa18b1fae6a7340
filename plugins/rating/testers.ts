import { optionIs, rankWith } from '@jsonforms/core'
import { and, isIntegerControl, isNumberControl, or, ranks } from 'nuxt-ui-jsonforms/kit'

export const ratingTester = rankWith(ranks.format, and(or(isNumberControl, isIntegerControl), optionIs('format', 'rating')))
