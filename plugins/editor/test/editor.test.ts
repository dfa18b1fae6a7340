import './happyDomFixes'
import { allRenderers, layoutsPlugin, textPlugin, uiPlugins, uiRenderers } from 'nuxt-ui-jsonforms'
import { editorPlugin } from '../index'
import { describe, expect, it, vi } from 'vitest'
import { type FormInput, type MountedForm, control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'

type Form = MountedForm

const mountEditor = mountWith([layoutsPlugin, editorPlugin, textPlugin])
async function mountForm(input: FormInput): Promise<Form> {
  const form = await mountEditor(input)
  // The editor chunk (Tiptap) is imported on first use: wait for it, then for Tiptap's mount.
  await form.waitForChunks()
  if (input.renderers !== uiRenderers && (input.uischema?.options as { wysiwyg?: unknown } | undefined)?.wysiwyg)
    await vi.waitFor(() => expect(form.wrapper.find('.ProseMirror').exists()).toBe(true), { timeout: 60_000 })
  await settle()
  return form
}

interface TiptapLike {
  commands: Record<string, (...args: unknown[]) => boolean>
  getHTML: () => string
  getJSON: () => unknown
  isEditable: boolean
}
/** The Tiptap instance UEditor exposes (`defineExpose({ editor })`). */
function tiptap(form: Form, index = 0): TiptapLike {
  const editor = form.wrapper.findAllComponents({ name: 'Editor' })[index]!
  return (editor.vm as unknown as { editor: TiptapLike }).editor
}
const content = (form: Form, path: string) => form.wrapper.find(`[data-path="${path}"] .ProseMirror`)

const schema = objectSchema({
  doc: { type: 'object', title: 'Body' },
  html: { type: 'string', title: 'Summary' },
})

describe('rich-text field (UEditor)', () => {
  it('stores a document object for an object schema', async () => {
    const form = await mountForm({ schema, uischema: control('doc', { wysiwyg: true }), data: {} })
    expect(content(form, 'doc').exists()).toBe(true)
    tiptap(form).commands.insertContent('Hello world')
    await settle()
    expect(form.data.value).toEqual({ doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello world' }] }] } })
  })

  it('stores an HTML string for a string schema, and shows stored HTML', async () => {
    const form = await mountForm({ schema, uischema: control('html', { wysiwyg: true }), data: { html: '<p>Hi <strong>there</strong></p>' } })
    expect(content(form, 'html').find('strong').text()).toBe('there')
    tiptap(form).commands.setContent('<h2>Title</h2><p>Text</p>')
    await settle()
    expect(form.data.value).toEqual({ html: '<h2>Title</h2><p>Text</p>' })
  })

  it('writes nothing but undefined when the text is emptied, and names the editable area', async () => {
    const form = await mountForm({ schema, uischema: control('html', { wysiwyg: true, placeholder: 'Write a summary' }), data: { html: '<p>Draft</p>' } })
    const area = content(form, 'html')
    expect(area.attributes('aria-label')).toBe('Summary')
    expect(area.attributes('role')).toBe('textbox')
    tiptap(form).commands.clearContent(true)
    await settle()
    expect(form.data.value).toEqual({ html: undefined })
    expect(content(form, 'html').find('[data-placeholder="Write a summary"]').exists()).toBe(true)
  })

  it('offers a clear button with clearable while there is text, which empties the field', async () => {
    const form = await mountForm({ schema, uischema: control('html', { wysiwyg: true, clearable: true }), data: { html: '<p>Draft</p>' } })
    const clearButton = () => form.wrapper.find('[data-path="html"] [data-testid="clear-button"]')
    await clearButton().trigger('click')
    await settle()
    expect(form.data.value).toEqual({ html: undefined })
    expect(content(form, 'html').text()).toBe('')
    expect(clearButton().exists()).toBe(false)
  })

  it('shows a stored document and follows a change of the data', async () => {
    const stored = { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Stored' }] }] }
    const form = await mountForm({ schema, uischema: control('doc', { wysiwyg: true }), data: { doc: stored } })
    expect(content(form, 'doc').find('h2').text()).toBe('Stored')
    form.data.value = { doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Replaced' }] }] } }
    await settle()
    expect(content(form, 'doc').text()).toBe('Replaced')
  })

  it('honours an explicit contentType over the schema type', async () => {
    const form = await mountForm({ schema: objectSchema({ body: { type: ['object', 'string'] as never, title: 'Body' } }), uischema: control('body', { wysiwyg: true, contentType: 'html' }), data: {} })
    tiptap(form).commands.insertContent('<p>Typed</p>')
    await settle()
    expect(form.data.value).toEqual({ body: '<p>Typed</p>' })
  })

  it('draws the built-in toolbar, whose buttons run their command', async () => {
    const form = await mountForm({ schema, uischema: control('html', { wysiwyg: true }), data: { html: '<p>word</p>' } })
    const toolbar = form.wrapper.find('[role="toolbar"]')
    expect(toolbar.attributes('aria-label')).toBe('Summary: formatting')
    const labels = toolbar.findAll('button').map(button => button.attributes('aria-label'))
    expect(labels).toEqual(['Undo', 'Redo', 'Paragraph', 'Heading 2', 'Heading 3', 'Bold', 'Italic', 'Strikethrough', 'Code', 'Bulleted list', 'Numbered list', 'Quote'])
    tiptap(form).commands.selectAll()
    await settle()
    await toolbar.find('button[aria-label="Bold"]').trigger('click')
    await settle()
    expect(form.data.value).toEqual({ html: '<p><strong>word</strong></p>' })
  })

  it('replaces the toolbar with the toolbar option, or shows none for []', async () => {
    const toolbar = [[{ 'kind': 'mark', 'mark': 'italic', 'label': 'Emphasis', 'aria-label': 'Emphasis' }], [{ 'kind': 'heading', 'level': 1, 'label': 'Title', 'aria-label': 'Title' }]]
    const form = await mountForm({ schema, uischema: control('html', { wysiwyg: true, toolbar }), data: { html: '<p>word</p>' } })
    const buttons = form.wrapper.findAll('[role="toolbar"] button')
    expect(buttons.map(button => button.text())).toEqual(['Emphasis', 'Title'])
    expect(form.wrapper.findAll('[role="toolbar"] [role="group"]')).toHaveLength(2)
    tiptap(form).commands.selectAll()
    await buttons[0]!.trigger('click')
    await settle()
    expect(form.data.value).toEqual({ html: '<p><em>word</em></p>' })

    const bare = await mountForm({ schema, uischema: control('doc', { wysiwyg: true, toolbar: [] }), data: {} })
    expect(bare.wrapper.find('[data-path="doc"] [role="toolbar"]').exists()).toBe(false)
  })

  it('spreads the editor pass-through onto UEditor', async () => {
    const form = await mountForm({ schema, uischema: control('html', { wysiwyg: true, editor: { starterKit: { heading: false } } }), data: {} })
    tiptap(form).commands.setContent('<h2>Flat</h2>')
    await settle()
    expect(form.data.value).toEqual({ html: '<p>Flat</p>' })
  })

  it('is read-only when the field is', async () => {
    const form = await mountForm({ schema, uischema: control('html', { wysiwyg: true, readonly: true }), data: { html: '<p>Fixed</p>' } })
    expect(tiptap(form).isEditable).toBe(false)
    expect(content(form, 'html').attributes('contenteditable')).toBe('false')
    expect(content(form, 'html').attributes('aria-readonly')).toBe('true')
    expect(form.wrapper.findAll('[role="toolbar"] button').every(button => button.attributes('disabled') !== undefined)).toBe(true)
  })

  it('follows a later change to read-only, and focuses with the focus option', async () => {
    const form = await mountForm({ schema, uischema: control('html', { wysiwyg: true, focus: true }), data: { html: '<p>Text</p>' } })
    await vi.waitFor(() => expect(document.activeElement).toBe(content(form, 'html').element))
    expect(tiptap(form).isEditable).toBe(true)
    // A valid ARIA value, never the string "undefined" (the editor writes its attributes as text).
    expect(content(form, 'html').attributes('aria-readonly')).toBe('false')
    form.props.value = { ...form.props.value, readonly: true }
    await settle()
    expect(tiptap(form).isEditable).toBe(false)
    expect(content(form, 'html').attributes('contenteditable')).toBe('false')
  })
})

describe('sanitising stored HTML', () => {
  it('keeps scripts, event handlers and javascript: URLs out of the editor DOM', async () => {
    const hostile = '<p>Safe <a href="javascript:window.__pwned=3">link</a></p><img src="x.png" onerror="window.__pwned=1"><script>window.__pwned=2</script>'
    const form = await mountForm({ schema, uischema: control('html', { wysiwyg: true }), data: { html: hostile } })
    await vi.waitFor(() => expect(String(form.wrapper.findComponent({ name: 'Editor' }).props('modelValue'))).toBe('<p>Safe <a>link</a></p><img src="x.png">'))
    const root = form.wrapper.find('[data-path="html"]')
    expect(root.text()).toContain('Safe')
    expect(root.find('script').exists()).toBe(false)
    expect(root.element.querySelectorAll('[onerror]')).toHaveLength(0)
    expect(root.html()).not.toContain('javascript:')
    expect(root.html()).not.toContain('__pwned')
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    expect(root.find('[data-testid="editor-sanitised"]').text()).toContain('Unsafe markup')
    // The stored value is not rewritten behind the user's back.
    expect(form.data.value).toEqual({ html: hostile })
  })

  it('shows no note for clean HTML', async () => {
    const form = await mountForm({ schema, uischema: control('html', { wysiwyg: true }), data: { html: '<p>Clean <em>text</em></p>' } })
    expect(form.wrapper.find('[data-testid="editor-sanitised"]').exists()).toBe(false)
  })
})

describe('a value of the wrong shape', () => {
  it('is kept, with a visible message, and the editor starts empty', async () => {
    const form = await mountForm({ schema, uischema: control('doc', { wysiwyg: true }), data: { doc: { not: 'a document' } } })
    expect(form.wrapper.find('[data-testid="editor-wrong-shape"]').text()).toContain('not a document object')
    expect(form.data.value).toEqual({ doc: { not: 'a document' } })
    tiptap(form).commands.insertContent('New')
    await settle()
    expect(form.data.value).toEqual({ doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'New' }] }] } })
  })
})

describe('a document with parts the editor cannot show', () => {
  const cell = (text: string) => ({ type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })
  const withTable = {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Before', marks: [{ type: 'highlight' }] }] },
      { type: 'table', content: [{ type: 'tableRow', content: [cell('A1'), cell('B1')] }] },
    ],
  }

  it('is kept as stored and shown read-only, with a note naming the parts, and an edit stores nothing', async () => {
    const form = await mountForm({ schema, uischema: control('doc', { wysiwyg: true }), data: { doc: structuredClone(withTable) } })
    expect(form.wrapper.find('[data-testid="editor-unshowable"]').text()).toBe('This content holds parts the editor cannot show (highlight, table, tableRow, tableCell). It is shown read-only, without them, and kept as stored.')
    expect(tiptap(form).isEditable).toBe(false)
    expect(content(form, 'doc').attributes('contenteditable')).toBe('false')
    expect(content(form, 'doc').text()).toBe('BeforeA1B1')
    tiptap(form).commands.insertContent('Typed')
    await settle()
    expect(form.data.value).toEqual({ doc: withTable })
  })

  it('becomes editable again when the data changes to a document it can show', async () => {
    const form = await mountForm({ schema, uischema: control('doc', { wysiwyg: true }), data: { doc: structuredClone(withTable) } })
    form.data.value = { doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plain' }] }] } }
    await settle()
    expect(form.wrapper.find('[data-testid="editor-unshowable"]').exists()).toBe(false)
    expect(tiptap(form).isEditable).toBe(true)
    expect(content(form, 'doc').text()).toBe('Plain')
  })
})

describe('presets', () => {
  it('uiRenderers shows the needs-allRenderers hint instead of an input', async () => {
    const form = await mountForm({ renderers: uiRenderers, schema, uischema: { type: 'VerticalLayout', elements: [control('doc', { wysiwyg: true }), control('html', { wysiwyg: true })] } as never, data: { html: '<p>x</p>' } })
    const hints = form.wrapper.findAll('[data-testid="wysiwyg-hint"]')
    expect(hints).toHaveLength(2)
    expect(hints[0]!.text()).toBe('This rich-text field needs the allRenderers preset')
    expect(hints[0]!.attributes('role')).toBe('note')
    expect(form.wrapper.find('[data-path="html"]').text()).toContain('Summary')
    expect(form.wrapper.find('input, textarea, .ProseMirror').exists()).toBe(false)
    expect(form.wrapper.findComponent({ name: 'Editor' }).exists()).toBe(false)
  })

  it('translates the hint through the form i18n', async () => {
    const translate = (key: string, fallback: string) => key === 'nui.editor.needsAllRenderers' ? 'Il faut allRenderers' : fallback
    const form = await mountForm({ renderers: uiRenderers, schema, uischema: control('doc', { wysiwyg: true }), data: {}, i18n: { locale: 'fr', translate: translate as never } })
    expect(form.wrapper.find('[data-testid="wysiwyg-hint"]').text()).toBe('Il faut allRenderers')
  })

  it('keep the editor out of uiRenderers, and lazy in allRenderers', () => {
    expect(uiPlugins.map(plugin => plugin.name)).toContain('wysiwygHint')
    expect(uiPlugins.map(plugin => plugin.name)).not.toContain('editor')
    expect(allRenderers).toHaveLength(uiRenderers.length + 1)
    expect(editorPlugin.entries.map(entry => typeof entry.load)).toEqual(['function'])
  })

  it('allRenderers renders the editor, not the hint', async () => {
    const form = await mountForm({ schema, uischema: control('doc', { wysiwyg: true }), data: {} })
    expect(form.wrapper.find('[data-testid="wysiwyg-hint"]').exists()).toBe(false)
    expect(form.wrapper.findComponent({ name: 'Editor' }).exists()).toBe(true)
  })

  it('leaves fields without wysiwyg to the other families', async () => {
    const form = await mountForm({ schema, uischema: control('html'), data: {} })
    expect(form.wrapper.find('[data-path="html"] input').exists()).toBe(true)
    expect(form.wrapper.find('[data-testid="wysiwyg-hint"]').exists()).toBe(false)
  })
})
