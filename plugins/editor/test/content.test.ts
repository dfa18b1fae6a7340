import { describe, expect, it } from 'vitest'
import { emptyContent, hasContentShape, isDocument, isEmptyContent, resolveContentType } from '../content'
import { isRichTextSchema } from '../testers'

describe('content type', () => {
  it('takes a valid contentType option, else infers html for strings and json for objects', () => {
    expect(resolveContentType('html', { type: 'object' })).toBe('html')
    expect(resolveContentType('json', { type: 'string' })).toBe('json')
    expect(resolveContentType(undefined, { type: 'string' })).toBe('html')
    expect(resolveContentType(undefined, { type: ['string', 'null'] })).toBe('html')
    expect(resolveContentType(undefined, { type: 'object' })).toBe('json')
    expect(resolveContentType('markdown', { type: 'string' })).toBe('html')
    expect(resolveContentType(undefined, { type: ['object', 'string'] })).toBe('json')
    expect(resolveContentType(undefined, undefined)).toBe('json')
  })

  it('takes objects and strings only', () => {
    expect(isRichTextSchema({ type: 'object' })).toBe(true)
    expect(isRichTextSchema({ type: 'string' })).toBe(true)
    expect(isRichTextSchema({ type: ['null', 'string'] })).toBe(true)
    expect(isRichTextSchema({ type: 'number' })).toBe(false)
    expect(isRichTextSchema({ type: 'array' })).toBe(false)
    expect(isRichTextSchema({})).toBe(false)
  })
})

describe('stored values', () => {
  const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] }

  it('recognises a document object', () => {
    expect(isDocument(doc)).toBe(true)
    expect(isDocument({ type: 'paragraph' })).toBe(false)
    expect(isDocument([doc])).toBe(false)
    expect(isDocument('doc')).toBe(false)
  })

  it('checks the shape against the content type; empty values always fit', () => {
    expect(hasContentShape(doc, 'json')).toBe(true)
    expect(hasContentShape('<p>x</p>', 'json')).toBe(false)
    expect(hasContentShape('<p>x</p>', 'html')).toBe(true)
    expect(hasContentShape(doc, 'html')).toBe(false)
    expect(hasContentShape(undefined, 'json')).toBe(true)
    expect(hasContentShape('', 'html')).toBe(true)
  })

  it('treats the editor\'s single empty paragraph as empty', () => {
    expect(isEmptyContent(emptyContent('json'))).toBe(true)
    expect(isEmptyContent(emptyContent('html'))).toBe(true)
    expect(isEmptyContent({ type: 'doc', content: [] })).toBe(true)
    expect(isEmptyContent(doc)).toBe(false)
    expect(isEmptyContent({ type: 'doc', content: [{ type: 'paragraph' }, { type: 'paragraph' }] })).toBe(false)
    expect(isEmptyContent({ type: 'doc', content: [{ type: 'horizontalRule' }] })).toBe(false)
    expect(isEmptyContent('<p>x</p>')).toBe(false)
    expect(isEmptyContent({ anything: true })).toBe(false)
  })
})
