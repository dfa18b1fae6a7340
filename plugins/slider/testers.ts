import { type JsonSchema, type Tester, type UISchemaElement, rankWith } from '@jsonforms/core'
import { and, isIntegerControl, isNumberControl, or, ranks, schemaMatches } from 'nuxt-ui-jsonforms/kit'
import { isSliderOption, sliderBounds } from './slider'

const sliderOption: Tester = (uischema: UISchemaElement) => isSliderOption(uischema.options?.slider)
// Without both bounds a slider has no track: the field stays a number input.
const bounded = schemaMatches((schema: JsonSchema) => sliderBounds(schema) !== undefined)

export const sliderTester = rankWith(ranks.trigger, and(or(isNumberControl, isIntegerControl), sliderOption, bounded))
