import { isBooleanControl, rankWith } from '@jsonforms/core'
import { ranks } from '../../src/registry/ranks'

export const booleanTester = rankWith(ranks.base, isBooleanControl)
