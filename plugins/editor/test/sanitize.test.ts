import './happyDomFixes'
import { describe, expect, it, vi } from 'vitest'
import { sanitizeHtml } from '../sanitize'

describe('sanitizeHtml', () => {
  it('keeps ordinary rich text untouched and reports nothing removed', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <a href="https://docs.example">a link</a>.</p><ul><li>one</li></ul>'
    expect(sanitizeHtml(html)).toEqual({ html, removed: false })
    expect(sanitizeHtml('')).toEqual({ html: '', removed: false })
  })

  it('removes scripts, event handlers and javascript: URLs, and says so', () => {
    const result = sanitizeHtml('<p onclick="steal()">Hi</p><img src="x.png" onerror="steal()"><script>steal()</script><a href="javascript:steal()">x</a><form><input name="nodeName"></form><p>after</p>')
    expect(result.removed).toBe(true)
    expect(result.html).not.toMatch(/script|onerror|onclick|javascript:|nodeName|steal/i)
    expect(result.html).toContain('<p>Hi</p>')
    expect(result.html).toContain('<img src="x.png">')
    expect(result.html).toContain('<p>after</p>')
  })

  it('falls back to the text alone where DOMPurify cannot work (checked once, on a probe)', async () => {
    vi.resetModules()
    vi.doMock('dompurify', () => ({ default: { isSupported: false, sanitize: (html: string) => html, removed: [] } }))
    const { sanitizeHtml: withoutDom } = await import('../sanitize')
    expect(withoutDom('<p>Hi <b>you</b></p><img src=x onerror="steal()"><script>steal()</script>')).toEqual({ html: '<p>Hi yousteal()</p>', removed: true })
    vi.doUnmock('dompurify')
  })

  it('defuses markup that only turns dangerous once re-parsed (mXSS shapes)', () => {
    const result = sanitizeHtml('<svg><p><style><img src=x onerror=steal()></style></p></svg><math><mi><style><img src=x onerror=steal()>')
    expect(result.html).not.toMatch(/onerror/i)
  })
})
