import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FormInput, type MountedForm, control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { uploadPlugin } from '..'
import { parseDataUrl } from '../dataUrl'
import { examples } from '../examples'

type Form = MountedForm

const mountUpload = mountWith([layoutsPlugin, uploadPlugin, textPlugin])
async function mountForm(input: FormInput): Promise<Form> {
  const form = await mountUpload(input)
  // The control is a lazy chunk: the first mount waits for the module.
  await form.waitForChunks()
  return form
}
afterEach(() => {
  vi.unstubAllGlobals()
})

// contentMediaType is missing from the JSON Forms schema types.
const avatar = { type: 'string', title: 'Avatar', format: 'data-url', contentMediaType: 'image/*' }
const schema = objectSchema({
  avatar,
  doc: { type: 'string', title: 'Document', format: 'data-url' },
  attachments: { type: 'array', title: 'Attachments', items: { type: 'string', format: 'data-url' } },
  scans: { type: 'array', title: 'Scans', items: { type: 'string' } },
})

const png = (name = 'photo.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })
const text = (name: string, content = 'hello') => new File([content], name, { type: 'text/plain' })
const helloUrl = 'data:text/plain;name=hello.txt;base64,aGVsbG8='

/** What a user picking files in the dialog does to the widget's hidden input. */
async function pick(form: Form, path: string, files: File[]) {
  const input = form.wrapper.find(`[data-path="${path}"] input[type="file"]`).element as HTMLInputElement
  Object.defineProperty(input, 'files', { configurable: true, value: files })
  input.dispatchEvent(new Event('change'))
  // FileReader answers asynchronously in happy-dom.
  for (let i = 0; i < 5; i++) {
    await new Promise(resolve => setTimeout(resolve, 10))
    await settle()
  }
}
const field = (form: Form, path: string) => form.wrapper.find(`[data-path="${path}"]`)
const fileNames = (form: Form, path: string) => field(form, path).findAll('[data-slot="fileName"]').map(name => name.text())

describe('file upload (UFileUpload)', () => {
  it('renders the upload for format data-url and the file option, labelled by the field label', async () => {
    const form = await mountForm({ schema, uischema: { type: 'VerticalLayout', elements: [control('doc'), control('scans', { format: 'file' })] } as never, data: {} })
    expect(form.wrapper.findAllComponents({ name: 'FileUpload' })).toHaveLength(2)
    const input = field(form, 'doc').find('input[type="file"]')
    expect(form.wrapper.find(`label[for="${input.attributes('id')}"]`).text()).toContain('Document')
    expect(field(form, 'doc').find('[role="button"]').text()).toContain('Document: Drop a file here or click to browse')
    expect(field(form, 'scans').text()).toContain('Drop files here or click to browse')
    expect(input.attributes('name')).toBe('doc')
    expect(form.wrapper.findComponent({ name: 'FileUpload' }).props('layout')).toBe('list')
  })

  it('writes one file as a data URL with its name, and shows it in the list', async () => {
    const form = await mountForm({ schema, uischema: control('doc'), data: {} })
    await pick(form, 'doc', [text('hello.txt')])
    const stored = (form.data.value as { doc: string }).doc
    expect(parseDataUrl(stored)).toMatchObject({ mediaType: 'text/plain', name: 'hello.txt', base64: true })
    expect(atob(parseDataUrl(stored)!.data)).toBe('hello')
    expect(fileNames(form, 'doc')).toEqual(['hello.txt'])
  })

  it('writes several files as an array of data URLs, appended to those already stored', async () => {
    const form = await mountForm({ schema, uischema: control('attachments'), data: { attachments: [helloUrl] } })
    expect(fileNames(form, 'attachments')).toEqual(['hello.txt'])
    await pick(form, 'attachments', [text('a.txt', 'A'), text('b.txt', 'B')])
    const stored = (form.data.value as { attachments: string[] }).attachments
    expect(stored).toHaveLength(3)
    expect(stored[0]).toBe(helloUrl)
    expect(stored.slice(1).map(url => parseDataUrl(url)?.name)).toEqual(['a.txt', 'b.txt'])
    expect(fileNames(form, 'attachments')).toEqual(['hello.txt', 'a.txt', 'b.txt'])
  })

  it('refuses a file outside accept (schema contentMediaType by default) with a message, storing nothing', async () => {
    const form = await mountForm({ schema, uischema: control('avatar'), data: {} })
    expect(form.wrapper.findComponent({ name: 'FileUpload' }).props('accept')).toBe('image/*')
    await pick(form, 'avatar', [text('notes.txt')])
    expect(form.data.value).toEqual({})
    expect(field(form, 'avatar').find('[data-testid="upload-notes"]').text()).toBe('notes.txt was not added: only image/* files are accepted.')
    await pick(form, 'avatar', [png()])
    expect(parseDataUrl((form.data.value as { avatar: string }).avatar)?.mediaType).toBe('image/png')
    expect(field(form, 'avatar').find('[data-testid="upload-notes"]').text()).toBe('')
  })

  it('lets the accept option replace contentMediaType, extensions included', async () => {
    const form = await mountForm({ schema, uischema: control('avatar', { accept: '.txt' }), data: {} })
    await pick(form, 'avatar', [png()])
    expect(form.data.value).toEqual({})
    expect(field(form, 'avatar').text()).toContain('photo.png was not added: only .txt files are accepted.')
    await pick(form, 'avatar', [text('ok.txt')])
    expect(parseDataUrl((form.data.value as { avatar: string }).avatar)?.name).toBe('ok.txt')
  })

  it('refuses a file over maxSize with a message, and keeps the files that fit', async () => {
    const form = await mountForm({ schema, uischema: control('attachments', { maxSize: 10 }), data: {} })
    expect(field(form, 'attachments').text()).toContain('Up to 10 B per file.')
    await pick(form, 'attachments', [text('big.txt', 'x'.repeat(2048)), text('small.txt', 'ok')])
    expect((form.data.value as { attachments: string[] }).attachments.map(url => parseDataUrl(url)?.name)).toEqual(['small.txt'])
    expect(field(form, 'attachments').find('[data-testid="upload-notes"]').text()).toBe('big.txt was not added: it is 2 KB, over the 10 B limit.')
  })

  it('has a 5 MB limit by default', async () => {
    const form = await mountForm({ schema, uischema: control('doc'), data: {} })
    expect(field(form, 'doc').text()).toContain('Up to 5 MB per file.')
    await pick(form, 'doc', [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.bin')])
    expect(form.data.value).toEqual({})
    expect(field(form, 'doc').text()).toContain('huge.bin was not added: it is 5 MB, over the 5 MB limit.')
  })

  it('removes a file from the data with its remove button; the last one leaves the value undefined', async () => {
    const second = 'data:text/plain;base64,d29ybGQ='
    const form = await mountForm({ schema, uischema: control('attachments'), data: { attachments: [helloUrl, second] } })
    expect(fileNames(form, 'attachments')).toEqual(['hello.txt', 'File 2'])
    await field(form, 'attachments').find('[aria-label="Remove hello.txt"]').trigger('click')
    await settle()
    expect(form.data.value).toEqual({ attachments: [second] })
    await field(form, 'attachments').find('[data-slot="fileTrailingButton"]').trigger('click')
    await settle()
    expect(form.data.value).toEqual({ attachments: undefined })
    expect(fileNames(form, 'attachments')).toEqual([])
  })

  it('removes a single stored file', async () => {
    const form = await mountForm({ schema, uischema: control('doc'), data: { doc: helloUrl } })
    expect(fileNames(form, 'doc')).toEqual(['hello.txt'])
    await field(form, 'doc').find('[data-slot="fileTrailingButton"]').trigger('click')
    await settle()
    expect(form.data.value).toEqual({ doc: undefined })
  })

  it('shows the reading progress of a file until it is stored', async () => {
    // happy-dom reads at once, without progress events: this reader reports half, then waits.
    let finish = () => {}
    class SlowReader extends EventTarget {
      result: string | null = null
      error = null
      readAsDataURL(file: File) {
        queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('progress'), { loaded: file.size / 2, total: file.size, lengthComputable: true })))
        finish = () => {
          this.result = 'data:text/plain;base64,aGVsbG8='
          this.dispatchEvent(new Event('load'))
        }
      }
    }
    vi.stubGlobal('FileReader', SlowReader)
    const form = await mountForm({ schema, uischema: control('doc'), data: {} })
    // The notes' live region stays the same element while the progress comes and goes (a new one may not be announced).
    const notes = field(form, 'doc').find('[data-testid="upload-notes"]').element
    await pick(form, 'doc', [text('slow.txt', 'x'.repeat(1000))])
    expect(field(form, 'doc').find('[data-testid="upload-notes"]').element).toBe(notes)
    const reading = field(form, 'doc').find('[data-testid="upload-reading"]')
    expect(reading.text()).toBe('Reading slow.txt: 50%')
    expect(reading.find('[role="progressbar"]').attributes('aria-valuenow')).toBe('50')
    expect(form.data.value).toEqual({})
    finish()
    await settle()
    expect(form.data.value).toEqual({ doc: 'data:text/plain;name=slow.txt;base64,aGVsbG8=' })
    expect(field(form, 'doc').find('[data-testid="upload-reading"]').exists()).toBe(false)
    expect(field(form, 'doc').find('[data-testid="upload-notes"]').element).toBe(notes)
  })

  it('says when a file cannot be read, and stores nothing', async () => {
    class FailingReader extends EventTarget {
      result = null
      error = new DOMException('unreadable', 'NotReadableError')
      readAsDataURL() {
        queueMicrotask(() => this.dispatchEvent(new Event('error')))
      }
    }
    vi.stubGlobal('FileReader', FailingReader)
    const form = await mountForm({ schema, uischema: control('attachments'), data: {} })
    await pick(form, 'attachments', [text('locked.txt')])
    expect(form.data.value).toEqual({})
    expect(field(form, 'attachments').find('[data-testid="upload-notes"]').text()).toBe('locked.txt could not be read and was not added.')
  })

  it('is disabled, without remove buttons, when read-only, and ignores picked files', async () => {
    const form = await mountForm({ schema, uischema: control('attachments', { readonly: true }), data: { attachments: [helloUrl] } })
    expect(field(form, 'attachments').find('input[type="file"]').attributes('disabled')).toBeDefined()
    expect(field(form, 'attachments').find('[data-slot="fileTrailingButton"]').exists()).toBe(false)
    await pick(form, 'attachments', [text('a.txt')])
    expect(form.data.value).toEqual({ attachments: [helloUrl] })
  })

  it('keeps a stored value that is not a data URL, says so, and replaces it on a new file', async () => {
    const form = await mountForm({ schema, uischema: control('doc'), data: { doc: 'https://files.example/cv.pdf' } })
    expect(field(form, 'doc').find('[data-testid="upload-problem"]').text()).toBe('The stored value is not a data URL (https://files.example/cv.pdf). It is kept until you add or remove a file.')
    expect(form.data.value).toEqual({ doc: 'https://files.example/cv.pdf' })
    await pick(form, 'doc', [text('cv.txt')])
    expect(parseDataUrl((form.data.value as { doc: string }).doc)?.name).toBe('cv.txt')
    expect(field(form, 'doc').find('[data-testid="upload-problem"]').exists()).toBe(false)
  })

  it('says when a list field holds a non-list or non-data-URL items, and keeps them', async () => {
    const form = await mountForm({ schema, uischema: control('attachments'), data: { attachments: [helloUrl, 42] } })
    expect(fileNames(form, 'attachments')).toEqual(['hello.txt'])
    expect(field(form, 'attachments').text()).toContain('1 stored item(s) are not data URLs')
    expect(form.data.value).toEqual({ attachments: [helloUrl, 42] })
    const other = await mountForm({ schema, uischema: control('attachments'), data: { attachments: helloUrl } })
    expect(field(other, 'attachments').text()).toContain('the stored value is not a list')
    expect(other.data.value).toEqual({ attachments: helloUrl })
  })

  it('passes layout, dropLabel, dropDescription and fileUpload through', async () => {
    const form = await mountForm({ schema, uischema: control('doc', { layout: 'grid', dropLabel: 'Your CV', dropDescription: 'PDF please', fileUpload: { color: 'neutral' } }), data: {} })
    const upload = form.wrapper.findComponent({ name: 'FileUpload' })
    expect(upload.props('layout')).toBe('grid')
    expect(upload.props('color')).toBe('neutral')
    expect(field(form, 'doc').text()).toContain('Your CV')
    expect(field(form, 'doc').text()).toContain('PDF please')
  })

  it('translates its strings through the form i18n', async () => {
    const translate = (key: string, fallback: string) => key === 'nui.upload.fallbackName' ? 'Fichier' : key === 'nui.upload.dropLabel' ? 'Déposez un fichier' : fallback
    const form = await mountForm({ schema, uischema: control('doc'), data: { doc: 'data:,x' }, i18n: { locale: 'fr', translate: translate as never } })
    expect(fileNames(form, 'doc')).toEqual(['Fichier'])
    expect(field(form, 'doc').text()).toContain('Déposez un fichier')
  })

  it('renders every gallery example with upload fields', async () => {
    for (const example of examples) {
      const form = await mountForm({ schema: example.schema, uischema: example.uischema, data: example.data })
      expect(form.wrapper.findAllComponents({ name: 'FileUpload' }).length, example.id).toBeGreaterThan(0)
      // Previews are decoration beside the file name: an empty alt, never a missing one.
      if (example.id === 'upload')
        expect(form.wrapper.findAll('img').map(image => image.attributes('src')?.slice(0, 19))).toEqual(['data:image/svg+xml;'])
      for (const image of form.wrapper.findAll('img'))
        expect(image.attributes('alt'), example.id).toBe('')
    }
  })
})
