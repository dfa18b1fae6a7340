import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

const logo = 'data:image/svg+xml;name=logo.svg;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIzMiIgaGVpZ2h0PSIzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTQiIGZpbGw9IiMzYTdiZDUiLz48L3N2Zz4='
const notes = 'data:text/plain;name=notes.txt;base64,TWVldGluZyBub3Rlczogc2hpcCB0aGUgdXBsb2FkIGZpZWxkLg=='

// contentMediaType (JSON Schema 2019+) is missing from the JSON Forms schema types: declared apart.
const avatar = { type: 'string', title: 'Avatar', format: 'data-url', contentMediaType: 'image/*', description: 'One image (contentMediaType: "image/*"); a stored SVG is shown.' }
const thumbnail = { type: 'string', title: 'Thumbnail', format: 'data-url', contentMediaType: 'image/png', description: 'maxSize: 102400 (100 KB), layout: "grid".' }

export const uploadExample: FormExample = {
  id: 'upload',
  title: 'File upload',
  group: 'Upload',
  description: 'Schema `format: "data-url"` (or the `format: "file"` option) renders a UFileUpload that stores each file as a data URL; an array of strings takes several files. `accept` defaults to the schema `contentMediaType`.',
  schema: {
    type: 'object',
    properties: {
      avatar,
      attachments: { type: 'array', title: 'Attachments', items: { type: 'string', format: 'data-url' }, description: 'Several files of any type, in a list.' },
      contract: { type: 'string', title: 'Signed contract', description: 'A plain string with format: "file"; accept: ".pdf,.txt", dropLabel and dropDescription.' },
    },
  },
  uischema: vertical(
    control('avatar', { showUnfocusedDescription: true }),
    control('attachments', { showUnfocusedDescription: true }),
    control('contract', { format: 'file', accept: '.pdf,.txt', dropLabel: 'Drop the signed contract', dropDescription: 'PDF or text, up to 5 MB', showUnfocusedDescription: true }),
  ),
  data: { avatar: logo, attachments: [notes] },
}

export const uploadLimitsExample: FormExample = {
  id: 'upload-limits',
  title: 'Upload limits and layout',
  group: 'Upload',
  description: '`maxSize` (bytes, default 5 MB) refuses larger files with a message; `layout: "grid"` and the `fileUpload` pass-through change the widget; a stored value that is not a data URL is kept and reported.',
  schema: {
    type: 'object',
    properties: {
      thumbnail,
      scans: { type: 'array', title: 'Scans', items: { type: 'string' }, description: 'An array of strings with format: "file"; fileUpload: { color: "neutral", highlight: true }.' },
      legacy: { type: 'string', title: 'Legacy file', format: 'data-url', description: 'Stored as a URL, not a data URL: kept until you add a file.' },
    },
  },
  uischema: vertical(
    control('thumbnail', { maxSize: 102400, layout: 'grid', showUnfocusedDescription: true }),
    control('scans', { format: 'file', fileUpload: { color: 'neutral', highlight: true }, showUnfocusedDescription: true }),
    control('legacy', { showUnfocusedDescription: true }),
  ),
  data: { legacy: 'https://files.example/report.pdf' },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [uploadExample, uploadLimitsExample]
