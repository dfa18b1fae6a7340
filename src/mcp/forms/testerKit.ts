/**
 * What the families' testers import from `nuxt-ui-jsonforms/kit` and `nuxt-ui-jsonforms/kit/internal`,
 * and nothing that loads a component: the MCP server's build resolves both to this module (see `tsdown.config.ts`), so
 * that it ranks elements with the families' own testers in Node. A tester that comes to import
 * anything else from the kit fails that build, loudly.
 */
export { ranks } from '../../registry/ranks'
export { and, controlSchema, formatIs, hasType, isBooleanControl, isIntegerControl, isNumberControl, isStringControl, or, schemaMatches, schemaTypeIs } from '../../registry/schemaTesters'
export { followRef } from '../../values/followRef'
export { isPlainObject } from '../../values/plainObject'
export { generateUiSchema, sharedUiSchema } from '../../values/generateUiSchema'
export { mapShapeOf } from '../../values/mapSchema'
