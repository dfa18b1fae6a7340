import type { RankedTester } from '@jsonforms/core'
import { arrayTester, listWithDetailTester, tableTester, tupleTester } from '../plugins/array/testers'
import { autocompleteTester } from '../plugins/autocomplete/testers'
import { booleanTester, switchTester } from '../plugins/boolean/testers'
import { categorizationTester } from '../plugins/categorization/testers'
import { checkboxGroupTester, radioTester, selectMenuTester, selectTester } from '../plugins/choice/testers'
import { colorFormats } from '../plugins/color/formats'
import { colorTester } from '../plugins/color/testers'
import { combinatorTester, typeChoiceTester } from '../plugins/combinator/testers'
import { datesFormats } from '../plugins/dates/formats'
import { calendarTester, dateTester } from '../plugins/dates/testers'
import { editorTester, wysiwygHintTester } from '../plugins/editor/testers'
import { groupTester, horizontalLayoutTester, labelTester, verticalLayoutTester } from '../plugins/layouts/testers'
import { numberTester } from '../plugins/number/testers'
import { mapTester, objectTester } from '../plugins/object/testers'
import { pinTester } from '../plugins/pin/testers'
import { ratingTester } from '../plugins/rating/testers'
import { sliderTester } from '../plugins/slider/testers'
import { tagsTester } from '../plugins/tags/testers'
import { textFormats } from '../plugins/text/formats'
import { passwordTester, textTester, textareaTester } from '../plugins/text/testers'
import { uploadFormats } from '../plugins/upload/format'
import { uploadTester } from '../plugins/upload/testers'
import { type FormKnowledge, type FormatCheck, type RankedFamily, UNKNOWN_FAMILY, ranks } from '../src/assembly/mcp'
import { builderOptionSchemas } from '../generated/builderOptionSchemas'

const family = (name: string, entries: Record<string, RankedTester>, formats?: Record<string, FormatCheck>): RankedFamily =>
  ({ name, entries: Object.entries(entries).map(([entry, tester]) => ({ name: entry, tester })), ...(formats && { formats }) })

/**
 * The families of `uiRenderers`, in its registry order, as the MCP server ranks them: the same
 * testers and formats as the presets (a test holds them equal), read from the families' `testers.ts`
 * so that the server runs in Node without loading a single component.
 */
const uiFamilies: readonly RankedFamily[] = [
  family('layouts', { 'vertical-layout': verticalLayoutTester, 'horizontal-layout': horizontalLayoutTester, 'group': groupTester, 'label': labelTester }),
  family('categorization', { categorization: categorizationTester }),
  family('text', { text: textTester, password: passwordTester, textarea: textareaTester }, textFormats),
  family('number', { number: numberTester }),
  family('boolean', { boolean: booleanTester, switch: switchTester }),
  family('choice', { 'select-menu': selectMenuTester, 'select': selectTester, 'radio': radioTester, 'checkbox-group': checkboxGroupTester }),
  family('color', { color: colorTester }, colorFormats),
  family('slider', { slider: sliderTester }),
  family('rating', { rating: ratingTester }),
  family('pin', { pin: pinTester }),
  family('tags', { tags: tagsTester }),
  family('object', { map: mapTester, object: objectTester }),
  family('array', { 'array': arrayTester, 'list-with-detail': listWithDetailTester, 'table': tableTester, 'tuple': tupleTester }),
  family('combinator', { 'combinator': combinatorTester, 'type-choice': typeChoiceTester }),
  family('upload', { upload: uploadTester }, uploadFormats),
  family('autocomplete', { autocomplete: autocompleteTester }),
  family('dates', { date: dateTester, calendar: calendarTester }, datesFormats),
  family('wysiwygHint', { wysiwygHint: wysiwygHintTester }),
  family(UNKNOWN_FAMILY, { unknown: () => ranks.unknown }),
]

/**
 * What the MCP server's form tools know of the renderers (see `FormKnowledge`): the families of
 * `uiRenderers` and of `allRenderers` (those and the rich-text editor), and the option schemas.
 */
export const mcpForms: FormKnowledge = {
  uiFamilies,
  allFamilies: [...uiFamilies, family('editor', { editor: editorTester })],
  optionSchemas: builderOptionSchemas,
  subForms: { 'object/object': 'object', 'array/array': 'items', 'array/list-with-detail': 'items' },
}
