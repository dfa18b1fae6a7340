import MiniSearch from 'minisearch'
import type { BundledPage } from './llmsFull'
import type { LlmsIndex } from './llmsTxt'
import { splitSections } from './sections'
import { makeSnippet } from './snippet'
import { normalizeTerm, tokenize } from './terms'

/** One page found by `searchDocs`. */
export interface SearchHit {
  title: string
  /** URL of the page's Markdown variant. */
  url: string
  /** Heading of the best-matching part of the page (empty: the page intro). */
  section: string
  snippet: string
  score: number
}

interface SectionDoc {
  id: number
  url: string
  title: string
  note: string
  heading: string
  text: string
}

/** A search index over the sections of every docs page. */
export type DocsSearchIndex = MiniSearch<SectionDoc>

/**
 * Indexes the docs: every section of every page in the full bundle, each with its page title and
 * the page's note from `llms.txt`. Pages listed in `llms.txt` but missing from the bundle are
 * indexed by title and note.
 */
export function buildSearchIndex(index: LlmsIndex, pages: BundledPage[]): DocsSearchIndex {
  const notes = new Map(index.sections.flatMap(s => s.links).map(l => [l.url, l]))
  const docs: SectionDoc[] = []
  for (const page of pages) {
    const note = notes.get(page.url)?.note ?? ''
    for (const section of splitSections(page.markdown))
      docs.push({ id: docs.length, url: page.url, title: page.title, note, ...section })
    notes.delete(page.url)
  }
  for (const link of notes.values())
    docs.push({ id: docs.length, url: link.url, title: link.title, note: link.note ?? '', heading: '', text: '' })

  const search = new MiniSearch<SectionDoc>({
    fields: ['title', 'note', 'heading', 'text'],
    storeFields: ['url', 'title', 'heading', 'text'],
    tokenize,
    processTerm: normalizeTerm,
    searchOptions: { boost: { title: 2, note: 1.5, heading: 2 }, prefix: true, fuzzy: 0.15 },
  })
  search.addAll(docs)
  return search
}

/** Ranks docs pages for `query`: each page scores as its best section. */
export function searchDocs(search: DocsSearchIndex, query: string, limit: number): SearchHit[] {
  const hits = new Map<string, SearchHit>()
  for (const result of search.search(query)) {
    const url = result.url as string
    if (hits.has(url))
      continue
    hits.set(url, {
      title: result.title as string,
      url,
      section: result.heading as string,
      snippet: makeSnippet(result.text as string || result.title as string, query),
      score: Math.round(result.score * 1000) / 1000,
    })
    if (hits.size >= limit)
      break
  }
  return [...hits.values()]
}
