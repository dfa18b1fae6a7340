import type { Page } from 'playwright-core'

/**
 * Every id reference on the page that names no element: `label[for]`, `aria-labelledby`,
 * `aria-describedby`, and `aria-controls` of an expanded trigger (a closed popover's content is
 * not rendered, so a collapsed trigger's `aria-controls` may name nothing yet). Each finding reads
 * `<attribute>="<id>" on <element>`.
 */
export function findDanglingReferences(page: Page): Promise<string[]> {
  return page.evaluate(listDanglingReferences)
}

/**
 * The same list, for the current `document` (a component test's DOM). Self-contained: Playwright
 * sends its source to the page.
 */
export function listDanglingReferences(): string[] {
  const describe = (element: Element) => {
    const path = element.closest('[data-path]')?.getAttribute('data-path')
    return `<${element.localName}${element.id ? `#${element.id}` : ''}>${path ? ` in [data-path="${path}"]` : ''}`
  }
  const findings: string[] = []
  const check = (selector: string, attribute: string, applies: (element: Element) => boolean = () => true) => {
    for (const element of document.querySelectorAll(selector)) {
      if (!applies(element))
        continue
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
        if (!document.getElementById(id))
          findings.push(`${attribute}="${id}" on ${describe(element)}`)
      }
    }
  }
  check('label[for]', 'for')
  check('[aria-labelledby]', 'aria-labelledby')
  check('[aria-describedby]', 'aria-describedby')
  check('[aria-controls]', 'aria-controls', element => element.getAttribute('aria-expanded') === 'true')
  return findings
}
