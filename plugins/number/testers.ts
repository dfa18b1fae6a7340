import { isNumberControl, isIntegerControl, or, rankWith } from '@jsonforms/core'
import { ranks } from '../../src/registry/ranks'

export const numberTester = rankWith(ranks.base, or(isNumberControl, isIntegerControl))
