import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseFrontmatter } from './frontmatter'

/** Folder of the English guide, relative to the docs root. */
export const GUIDE_DIR = 'en/guide'

/** One guide page, as the sidebar and the llms outputs see it. */
export interface GuidePage {
  /** File name without `.md`; also the `@docsPage` name of option interfaces. */
  slug: string
  /** Site path without extension, e.g. `/en/guide/text`. */
  path: string
  title: string
  /** One sentence for the `llms.txt` note and the page's meta description. */
  description: string
  /** Sidebar group and `llms.txt` H2 section. */
  section: string
  order: number
  /** Markdown body without front matter, starting with the H1. */
  body: string
}

/**
 * Reads every `docs/en/guide/*.md` page, sorted by its `order` front matter (then by name). A
 * new page needs only a file with `title`, `description`, `section` and `order`.
 */
export function readGuidePages(docsDir: string): GuidePage[] {
  const dir = join(docsDir, GUIDE_DIR)
  return readdirSync(dir)
    .filter(name => name.endsWith('.md'))
    .map((name) => {
      const slug = name.slice(0, -3)
      const { data, body } = parseFrontmatter(readFileSync(join(dir, name), 'utf8'))
      for (const key of ['title', 'description', 'section'] as const) {
        if (!data[key])
          throw new Error(`${GUIDE_DIR}/${name}: front matter "${key}" is missing`)
      }
      return {
        slug,
        path: `/${GUIDE_DIR}/${slug}`,
        title: data.title!,
        description: data.description!,
        section: data.section!,
        order: Number(data.order ?? 1000),
        body: withoutTableMarkers(withoutLiveExamples(body)).trim(),
      }
    })
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
}

/** Live examples are frames for people; the Markdown variants and llms outputs leave them out. */
function withoutLiveExamples(body: string): string {
  return body.replace(/^<LiveExample\b[^>]*\/>\n?/gm, '')
}

/** The markers of generated option tables are for the generator, not for readers. */
function withoutTableMarkers(body: string): string {
  return body.replace(/^<!-- options:(?:start|end)\b[^\n]*-->[ \t]*\n?/gm, '')
}

/** Groups pages by section, sections in the order of their first page. */
export function groupBySection(pages: GuidePage[]): { section: string, pages: GuidePage[] }[] {
  const groups = new Map<string, GuidePage[]>()
  for (const page of pages)
    groups.set(page.section, [...groups.get(page.section) ?? [], page])
  return [...groups].map(([section, items]) => ({ section, pages: items }))
}
