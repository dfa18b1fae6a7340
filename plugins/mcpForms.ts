import type { RankedTester } from '@jsonforms/core'
import { arrayTester, listWithDetailTester, tableTester, tupleTester } from './array/testers'
import { autocompleteTester } from './autocomplete/testers'
import { booleanTester } from './boolean/testers'
import { categorizationTester } from './categorization/testers'
import { checkboxGroupTester, radioTester, selectMenuTester, selectTester } from './choice/testers'
import { colorFormats } from './color/formats'
import { colorTester } from './color/testers'
import { combinatorTester, typeChoiceTester } from './combinator/testers'
import { datesFormats } from './dates/formats'
import { calendarTester, dateTester } from './dates/testers'
import { editorTester, wysiwygHintTester } from './editor/testers'
import { groupTester, horizontalLayoutTester, labelTester, verticalLayoutTester } from './layouts/testers'
import { numberTester } from './number/testers'
import { mapTester, objectTester } from './object/testers'
import { pinTester } from './pin/testers'
import { ratingTester } from './rating/testers'
import { sliderTester } from './slider/testers'
import { tagsTester } from './tags/testers'
import { textFormats } from './text/formats'
import { passwordTester, textTester, textareaTester } from './text/testers'
import { uploadFormats } from './upload/format'
import { uploadTester } from './upload/testers'
import type { FormatCheck } from '../src/registry/types'
import { type FormKnowledge, type RankedFamily, UNKNOWN_FAMILY } from '../src/mcp/forms/knowledge'
import { builderOptionSchemas } from './builderOptionSchemas'
import { ranks } from '../src/registry/ranks'

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
  family('boolean', { boolean: booleanTester }),
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
