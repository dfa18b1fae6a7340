import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const editorExample: FormExample = {
  id: 'editor',
  title: 'Rich text',
  group: 'Rich text',
  description: '`wysiwyg: true` renders a UEditor (allRenderers only; under uiRenderers the field explains that). An object stores the document (`json`), a string stores HTML; `toolbar` replaces the built-in toolbar. Stored HTML is sanitised before the editor sees it.',
  schema: {
    type: 'object',
    properties: {
      body: { type: 'object', title: 'Article body', description: 'An object: the editor stores the document JSON.' },
      summary: { type: 'string', title: 'Summary', description: 'A string: stored as HTML; placeholder and a two-button toolbar.' },
      imported: { type: 'string', title: 'Imported HTML', description: 'Stored with a <script> and an onerror handler: the editor shows it sanitised, with a note.' },
    },
  },
  uischema: vertical(
    control('body', { wysiwyg: true, showUnfocusedDescription: true }),
    control('summary', {
      wysiwyg: true,
      showUnfocusedDescription: true,
      placeholder: 'Two or three sentences…',
      toolbar: [
        { 'kind': 'mark', 'mark': 'bold', 'label': 'Bold', 'aria-label': 'Bold' },
        { 'kind': 'mark', 'mark': 'italic', 'label': 'Italic', 'aria-label': 'Italic' },
      ],
    }),
    control('imported', { wysiwyg: true, showUnfocusedDescription: true, toolbar: [] }),
  ),
  data: {
    body: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Release notes' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'The editor is loaded ' }, { type: 'text', marks: [{ type: 'bold' }], text: 'only' }, { type: 'text', text: ' when a form shows it.' }] },
        { type: 'bulletList', content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'json or html storage' }] }] },
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a toolbar of your own' }] }] },
        ] },
      ],
    },
    imported: '<p>Hello <em>there</em>.</p><img src="data:," alt="" onerror="alert(1)"><script>alert(2)</script>',
  },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [editorExample]
