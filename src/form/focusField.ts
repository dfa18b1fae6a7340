import { whenChunksArrive } from '../registry/pendingChunks'
import type { Revealer } from '../store/formLifecycle'

/** What takes the focus inside a field: its first enabled input or focusable element. */
const focusable = 'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])'

/** How many times parts of the form are opened in turn (a tab inside a step inside a tab...). */
const maxRounds = 8

const fieldAt = (root: Element, path: string) => root.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`)

/** The field drawn for `path`, or for the nearest enclosing path that has one (an object, a list). */
function nearestField(root: Element, path: string): HTMLElement | null {
  const segments = path.split('.')
  while (segments.length) {
    const field = fieldAt(root, segments.join('.'))
    if (field)
      return field
    segments.pop()
  }
  return null
}

/**
 * Scrolls to the field of `path` inside `root` and focuses it. A field in a part of the form not
 * drawn (a closed tab or step) is first revealed by the layout that holds it (`revealers`), and
 * waited for, its lazy chunk included. Returns whether a field took the focus.
 */
export async function focusField(root: Element | null | undefined, path: string, revealers: Iterable<Revealer>): Promise<boolean> {
  if (!root)
    return false
  let field: HTMLElement | null = null
  for (let round = 0; round < maxRounds && !field; round++) {
    await whenChunksArrive()
    field = fieldAt(root, path)
    if (!field && ![...revealers].some(reveal => reveal(path)))
      field = nearestField(root, path)
  }
  if (!field)
    return false
  field.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
  const target = field.matches(focusable) ? field : field.querySelector<HTMLElement>(focusable)
  target?.focus({ preventScroll: true })
  return !!target
}
