import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { arrayStyles } from './styles'
import { arrayTester, listWithDetailTester, tableTester, tupleTester } from './testers'

export type { ArrayOptions } from './options'

/**
 * Arrays: repeatable cards (objects) or one input per item (primitives) with add, remove with
 * undo and optional move up / down; the `ListWithDetail` element shows a list of titles beside
 * the selected item's form; `options.layout: "table"` shows an array of flat objects as a table; a tuple (`prefixItems`, `items` as a list) has one field per position.
 */
export const arrayPlugin = definePlugin({
  name: 'array',
  entries: [
    { name: 'array', tester: arrayTester, load: () => import('./ArrayControl.vue') },
    { name: 'list-with-detail', tester: listWithDetailTester, load: () => import('./ListWithDetailControl.vue') },
    { name: 'table', tester: tableTester, load: () => import('./TableControl.vue') },
    { name: 'tuple', tester: tupleTester, load: () => import('./TupleControl.vue') },
  ],
  styles: arrayStyles,
})
