import DOMPurify, { type RemovedAttribute, type RemovedElement } from 'dompurify'

/** Sanitised HTML, and whether anything had to be removed to get it. */
export interface SanitisedHtml {
  html: string
  removed: boolean
}

// A handler on an element that follows a removed one: a partial sanitiser misses it.
const PROBE = '<p>ok</p><script>x()</script><img src="x.png" onerror="x()">'
const PROBE_CLEAN = '<p>ok</p><img src="x.png">'
let purifierWorks: boolean | undefined

/**
 * DOMPurify needs a standards-conforming DOM: without one (no DOM at all, or an implementation
 * whose `nodeName` getter or `NodeIterator` depart from the standard, such as happy-dom's) it
 * returns its input untouched or sanitises only part of it. Checked once, on a known-bad probe.
 */
function purifierIsSound(): boolean {
  purifierWorks ??= DOMPurify.isSupported && DOMPurify.sanitize(PROBE) === PROBE_CLEAN
  return purifierWorks
}

// Some DOM implementations report the parser's own <body> wrapper as removed.
const WRAPPERS = new Set(['BODY', 'HTML', 'HEAD'])
function isContentRemoval(entry: RemovedElement | RemovedAttribute): boolean {
  return 'attribute' in entry || !WRAPPERS.has(entry.element.nodeName.toUpperCase())
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Fail closed: the markup's text only, escaped, in one paragraph. */
function textOnly(html: string): string {
  const text = typeof DOMParser === 'function'
    ? new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''
    : html.replace(/<[^>]*>/g, ' ')
  return `<p>${escapeText(text.replace(/\s+/g, ' ').trim())}</p>`
}

/**
 * HTML from the data, made safe before the editor parses it: DOMPurify's HTML profile drops
 * `<script>`, `on*` handlers, `javascript:` URLs, `<iframe>` and the like. Where DOMPurify cannot
 * work correctly, only the text is kept. The editor only ever sees this output; the stored value
 * itself is not rewritten until the user edits.
 */
export function sanitizeHtml(html: string): SanitisedHtml {
  if (html === '')
    return { html, removed: false }
  if (!purifierIsSound())
    return { html: textOnly(html), removed: true }
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
  return { html: clean, removed: DOMPurify.removed.some(isContentRemoval) }
}
