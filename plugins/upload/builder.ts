import type { JsonSchema } from '@jsonforms/core'
import type { PaletteEntry } from 'nuxt-ui-jsonforms/kit'
import { uploadDefaults } from './options'

/** What the builder's palette offers from the upload family: one file, stored as a data URL. */
export const uploadPalette: PaletteEntry[] = [
  { id: 'file', label: 'File', group: 'input', icon: 'i-lucide-file-up', property: { type: 'string', format: 'data-url' } },
]

/** Options of the file upload. `format: "file"`, which selects it for a string without `format: "data-url"`, is left out. */
export const uploadOptionSchema: JsonSchema = {
  type: 'object',
  properties: {
    accept: {
      type: 'string',
      title: 'Accepted files',
      description: 'MIME types, wildcards and extensions (image/*,.pdf); the schema contentMediaType, else any file, when unset.',
    },
    dropLabel: {
      type: 'string',
      title: 'Drop zone title',
      description: 'Title of the drop zone; a translated prompt when unset.',
    },
    dropDescription: {
      type: 'string',
      title: 'Drop zone text',
      description: 'Sub-text of the drop zone; the accepted types and the size limit when unset.',
    },
    layout: {
      type: 'string',
      enum: ['list', 'grid'],
      title: 'File layout',
      description: 'How the files are laid out: list or grid.',
      default: uploadDefaults.layout,
    },
    maxSize: {
      type: 'integer',
      minimum: 1,
      title: 'Largest file (bytes)',
      description: 'Largest file accepted, in bytes; a larger file is refused and not stored.',
      default: uploadDefaults.maxSize,
    },
  },
}
