// @vitest-environment node
import { allRenderers } from 'nuxt-ui-jsonforms'
import { describe, expect, it } from 'vitest'
import { objectSchema } from 'nuxt-ui-jsonforms/testing'
import { renderOnServer } from '../../../test/helpers/serverRender'

const form = (summary: string) => ({
  schema: objectSchema({ summary: { type: 'string', title: 'Summary' } }),
  uischema: { type: 'Control', scope: '#/properties/summary', options: { wysiwyg: true } } as never,
  data: { summary },
  renderers: allRenderers,
})

/**
 * On a server (no DOM, so DOMPurify cannot run) the editor renders what the browser renders
 * before it mounts: its frame, without content (Tiptap builds the document in the browser) and
 * without a verdict on the stored HTML, which the browser gives once it has sanitised it.
 */
describe('the rich-text editor rendered on a server', () => {
  it('does not claim that harmless stored HTML lost unsafe markup', async () => {
    const html = await renderOnServer(form('<p>Short <strong>summary</strong>.</p>'))
    expect(html).toContain('>Summary<')
    expect(html).not.toContain('editor-sanitised')
  })
})
