import { type InjectionKey, inject, onScopeDispose, provide, toRaw } from 'vue'

/**
 * Makes a part of the form that is not drawn (a closed tab or step) show a UI-schema element.
 * Returns `true` when it opened something (the element may then mount on the next render).
 */
export type ElementRevealer = (element: object) => boolean

/** The layouts below that draw only part of their children at a time, and the element their host shows. */
export interface ElementRevealers {
  readonly revealers: Set<ElementRevealer>
  /**
   * The element the host shows (the builder's selection): a layout that registers later, its chunk
   * or its parent's tab arriving after the element was chosen, opens to it as it mounts.
   */
  wanted: object | undefined
}

const elementRevealersKey: InjectionKey<ElementRevealers> = Symbol('nui.elementRevealers')

/**
 * The layouts below that draw only part of their children at a time, for a host that shows an
 * element by itself: the form builder's canvas opens the tab of the element selected in its outline.
 */
export function provideElementRevealers(): ElementRevealers {
  const host: ElementRevealers = { revealers: new Set(), wanted: undefined }
  provide(elementRevealersKey, host)
  return host
}

/**
 * Registers `reveal` with the host above (`provideElementRevealers`), if any, until the caller's
 * scope ends, and opens to the element the host shows now.
 */
export function useElementRevealer(reveal: ElementRevealer): void {
  const host = inject(elementRevealersKey, undefined)
  if (!host)
    return
  host.revealers.add(reveal)
  onScopeDispose(() => host.revealers.delete(reveal))
  if (host.wanted)
    reveal(host.wanted)
}

/** Whether `root` is `element` or holds it among its `elements`, at any depth (by identity, proxies seen through). */
export function holdsElement(root: unknown, element: object): boolean {
  const target = toRaw(element)
  const pending: unknown[] = [root]
  const seen = new Set<unknown>()
  while (pending.length) {
    const node = toRaw(pending.pop())
    if (node === target)
      return true
    if (!node || typeof node !== 'object' || seen.has(node))
      continue
    seen.add(node)
    const elements = (node as { elements?: unknown }).elements
    if (Array.isArray(elements))
      pending.push(...elements)
  }
  return false
}
