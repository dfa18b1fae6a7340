import { definePlugin } from './definePlugin'
import { ranks } from './ranks'
import UnknownElement from './UnknownElement.vue'

/** Takes any element nobody else does and explains, visibly, why it could not be rendered. */
export const unknownPlugin = definePlugin({
  name: 'unknown',
  entries: [{ name: 'unknown', tester: () => ranks.unknown, component: UnknownElement }],
})
