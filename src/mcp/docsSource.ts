import type { DocsConfig } from './config'
import { resolveDocsLink } from './docsUrl'
import { type BundledPage, splitLlmsFull } from './llmsFull'
import { type LlmsIndex, parseLlmsTxt } from './llmsTxt'
import { type DocsSearchIndex, buildSearchIndex } from './search'
import { fetchDocsText } from './safeFetch'
import { cacheFor } from './ttlCache'

/** The docs as the tools see them; each part is fetched lazily and cached for `cacheTtlMs`. */
export interface DocsSource {
  readonly config: DocsConfig
  /** URL of `llms.txt`. */
  readonly indexUrl: string
  /** The raw `llms.txt` text and its parsed form. */
  index: () => Promise<{ text: string, parsed: LlmsIndex }>
  /** The pages of `llms-full.txt`. */
  bundle: () => Promise<BundledPage[]>
  /** A search index over both. */
  searchIndex: () => Promise<DocsSearchIndex>
}

/** Creates the cached docs source for a server configuration. */
export function createDocsSource(config: DocsConfig): DocsSource {
  const resolve = (link: string) => resolveDocsLink(link, config)
  const indexUrl = `${config.baseUrl}/llms.txt`
  const index = cacheFor(config.cacheTtlMs, async () => {
    const { text } = await fetchDocsText(indexUrl, config)
    return { text, parsed: parseLlmsTxt(text, resolve) }
  })
  const bundle = cacheFor(config.cacheTtlMs, async () => {
    const { text } = await fetchDocsText(`${config.baseUrl}/llms-full.txt`, config)
    return splitLlmsFull(text, resolve)
  })
  const searchIndex = cacheFor(config.cacheTtlMs, async () => {
    // Both load together; when both fail, the error names `llms.txt` whichever answered first.
    const [indexResult, bundleResult] = await Promise.allSettled([index(), bundle()])
    if (indexResult.status === 'rejected') throw indexResult.reason
    if (bundleResult.status === 'rejected') throw bundleResult.reason
    return buildSearchIndex(indexResult.value.parsed, bundleResult.value)
  })
  return { config, indexUrl, index, bundle, searchIndex }
}
