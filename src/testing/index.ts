/**
 * `nuxt-ui-jsonforms/testing`: mounts forms in Vitest component tests (with happy-dom or jsdom and
 * `@vue/test-utils`), the way the built-in families test themselves.
 * @example
 * import { control, mountForm } from 'nuxt-ui-jsonforms/testing'
 * const form = await mountForm({ plugins: [myPlugin], schema, uischema: control('name') })
 * await form.type('name', 'Ada')
 */
export { type FormInput, type MountedForm, mountForm, mountWith } from './mountForm'
export { unmountAll } from './mounted'
export { settle, waitForChunks } from './chunks'
export { typeInto, waitForField } from './fields'
export { control, objectSchema } from './helpers'
