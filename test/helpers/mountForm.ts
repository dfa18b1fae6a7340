import { uiRenderers } from 'nuxt-ui-jsonforms'
import { type FormInput, mountWith } from 'nuxt-ui-jsonforms/testing'

export { type FormInput, type MountedForm, control, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'

/**
 * Cross-cutting tests: `nuxt-ui-jsonforms/testing`'s `mountForm` with every built-in family
 * (`uiRenderers`) unless the input names its own `plugins` or `renderers`.
 */
export const mountForm: (input: FormInput) => ReturnType<ReturnType<typeof mountWith>> = input =>
  mountWith([])(input.plugins || input.renderers ? input : { ...input, renderers: uiRenderers })
