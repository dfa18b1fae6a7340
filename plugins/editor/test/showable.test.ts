import { getSchema } from '@tiptap/core'
import StarterKit from '@tiptap/starter-kit'
import { describe, expect, it } from 'vitest'
import { checkDocument } from '../showable'

const schema = getSchema([StarterKit])
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] })

describe('checkDocument', () => {
  it('passes a document the schema accepts', () => {
    expect(checkDocument({ type: 'doc', content: [paragraph('Hi')] }, schema)).toBeUndefined()
  })

  it('names unknown node and mark types and keeps what is known, unknown nodes replaced by their content', () => {
    const stored = { type: 'doc', content: [{ type: 'callout', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Note', marks: [{ type: 'bold' }, { type: 'glow' }] }] }] }] }
    expect(checkDocument(stored, schema)).toEqual({
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Note', marks: [{ type: 'bold' }] }] }] },
      types: ['callout', 'glow'],
      empty: false,
    })
  })

  it('shows an empty document for known nodes in places the schema does not allow, and for a document too deep to walk', () => {
    expect(checkDocument({ type: 'doc', content: [{ type: 'text', text: 'loose' }] }, schema)).toEqual({ content: { type: 'doc', content: [{ type: 'paragraph' }] }, types: [], empty: true })
    let deep: Record<string, unknown> = paragraph('end')
    for (let level = 0; level < 20_000; level++)
      deep = { type: 'blockquote', content: [deep] }
    expect(checkDocument({ type: 'doc', content: [deep] }, schema)?.empty).toBe(true)
  })
})
