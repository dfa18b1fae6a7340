import { groupBySection, type GuidePage } from './pages'
import { SITE } from './site'

/** URL of a page's Markdown variant on `origin`. */
export function markdownUrl(page: GuidePage, origin: string): string {
  return `${origin}${page.path}.md`
}

/** `llms.txt` in llmstxt.org form: H1, blockquote summary, details, H2 sections of links. */
export function renderLlmsTxt(pages: GuidePage[], origin: string): string {
  const sections = groupBySection(pages).map(({ section, pages: items }) => [
    `## ${section}`,
    '',
    ...items.map(p => `- [${p.title}](${markdownUrl(p, origin)}): ${p.description}`),
  ].join('\n'))
  const details = `${SITE.details} The whole guide in one file: [llms-full.txt](${origin}/llms-full.txt).`
  return [`# ${SITE.title}`, `> ${SITE.summary}`, details, ...sections].join('\n\n') + '\n'
}

/**
 * `llms-full.txt`: every page, each opened by a `---\nurl: ...\n---` header block. Relative links
 * are made absolute, since the bundle does not sit where the pages do.
 */
export function renderLlmsFull(pages: GuidePage[], origin: string): string {
  return pages
    .map((p) => {
      const url = markdownUrl(p, origin)
      return `---\nurl: ${url}\n---\n\n${absoluteLinks(p.body, url)}\n`
    })
    .join('\n')
}

/** Rewrites Markdown link targets without a scheme (`./a.md`, `/x`, `#part`) against `pageUrl`. */
function absoluteLinks(markdown: string, pageUrl: string): string {
  return markdown.replace(/\]\((?![a-z][\w+.-]*:)([^)\s]+)\)/gi, (_, target: string) => `](${new URL(target, pageUrl).href})`)
}
