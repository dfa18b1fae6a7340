import { beforeEach, describe, expect, it, vi } from 'vitest'
import { settle } from '../helpers/mountForm'
import { find, mountBuilder, openTab } from './mountBuilder'

/** The code editor's chunk, held until the test lets it fail. */
const chunk = vi.hoisted(() => {
  let fail!: (error: Error) => void
  const failed = new Promise<never>((_resolve, reject) => { fail = reject })
  return { failed, fail }
})
vi.mock('../../src/builder/tabs/jsonCode', async () => chunk.failed)

beforeEach(() => localStorage.clear())

describe('JSON tab without its code editor', () => {
  it('holds the editors\' place while the chunk loads, then falls back to plain text areas that still apply and locate', async () => {
    const { emitted } = await mountBuilder({ storageKey: false })
    find('[data-entry="text"]').click()
    await settle()
    await openTab('JSON')
    expect(find('[data-json-document="schema"] [data-json-loading]').textContent).toContain('Loading the code editor')
    expect(document.querySelector('[data-json-document="schema"] textarea')).toBeNull()

    chunk.fail(new Error('Failed to fetch dynamically imported module'))
    const schema = await vi.waitFor(() => find('[data-json-document="schema"] textarea') as HTMLTextAreaElement)
    expect(find('[data-json-document="schema"] [data-json-editor-failed]').textContent).toContain('The code editor could not be loaded')
    expect(document.querySelector('[data-json-loading]')).toBeNull()
    expect(JSON.parse(schema.value)).toEqual(emitted.value.at(-1)!.schema)

    const before = emitted.value.length
    schema.value = '{ "type": "object", "properties": { "text": { "type": "string", } } }'
    schema.dispatchEvent(new Event('input', { bubbles: true }))
    await settle()
    expect(find('[data-json-document="schema"] [data-json-problem]').textContent).toMatch(/line 1, column \d+, at \/properties\/text/)
    expect(emitted.value.length).toBe(before)
    schema.value = '{ "type": "object", "properties": { "text": { "type": "string", "title": "Name" } } }'
    schema.dispatchEvent(new Event('input', { bubbles: true }))
    await settle()
    expect(emitted.value.at(-1)!.schema).toEqual({ type: 'object', properties: { text: { type: 'string', title: 'Name' } } })
  })
})
