import { definePlugin } from 'nuxt-ui-jsonforms/kit'
import { uploadFormats } from './format'
import { uploadStyles } from './styles'
import { uploadTester } from './testers'

export type { UploadOptions } from './options'

/**
 * File uploads: `UFileUpload` for schema `format: "data-url"` or option `format: "file"`, storing
 * data URLs. The component is fetched the first time a form shows one.
 */
export const uploadPlugin = definePlugin({
  name: 'upload',
  entries: [{ name: 'upload', tester: uploadTester, load: () => import('./UploadControl.vue') }],
  styles: uploadStyles,
  formats: uploadFormats,
})
