import { uiRenderers } from 'nuxt-ui-jsonforms'
import { type FormInput, type MountedForm, mountForm as mountWithFamilies } from 'nuxt-ui-jsonforms/testing'

export { type FormInput, type MountedForm, control, objectSchema, settle, waitForChunks } from 'nuxt-ui-jsonforms/testing'

/**
 * Cross-cutting tests: `nuxt-ui-jsonforms/testing`'s `mountForm` with every built-in family
 * (`uiRenderers`) unless the input names its own `plugins` or `renderers`.
 */
export function mountForm(input: FormInput): Promise<MountedForm> {
  return mountWithFamilies(input.plugins || input.renderers ? input : { ...input, renderers: uiRenderers })
}
