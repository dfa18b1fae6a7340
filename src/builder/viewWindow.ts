import { computed, onBeforeUnmount } from 'vue'

/**
 * Past this many elements the canvas draws a field only while its frame is near the part of the
 * canvas in view (the others keep their frame and name, with an empty block of the field's last
 * height), and the outline draws a row's icons only while it is near the part of the outline in
 * view. Below it everything is drawn.
 */
export const windowedAbove = 150

/** How far beyond the part in view a frame still counts as near: one view's height above and below. */
const margin = '100% 0px'

/** Tells a frame (or a row) whether it is near the view, and its height when it leaves it. */
export type NearCallback = (near: boolean, height: number) => void

/** The frames of a canvas (or the rows of an outline) and whether each is near the view (`windowed`: only above `windowedAbove` elements). */
export interface ViewWindow {
  /** Whether frames far from the view leave their field out. */
  windowed: () => boolean
  /** A frame is drawn: it is told from now on whether it is near the view. */
  add: (frame: Element, onNear: NearCallback) => void
  remove: (frame: Element) => void
}

/** The nearest ancestor of `element` that scrolls vertically; `null` (the page) when none does. */
function scroller(element: Element | null | undefined): Element | null {
  for (let at = element?.parentElement; at; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at)
    if (overflowY === 'auto' || overflowY === 'scroll')
      return at
  }
  return null
}

/**
 * One `IntersectionObserver` for every frame of the canvas (or row of the outline) whose `root` is
 * given, watching them within its scrolling pane. While the form has no more than `windowedAbove`
 * elements (or the browser has no `IntersectionObserver`), every frame counts as near.
 */
export function useViewWindow(root: { readonly value: HTMLElement | null | undefined }, elementCount: () => number): ViewWindow {
  const frames = new Map<Element, NearCallback>()
  const windowed = computed(() => typeof IntersectionObserver !== 'undefined' && elementCount() > windowedAbove)
  let observer: IntersectionObserver | undefined
  let observedIn: Element | null = null

  /** The observer, made anew when the pane that scrolls is another (`recheck`, after a resize). */
  function observing(recheck = false): IntersectionObserver {
    const pane = observer && !recheck ? observedIn : scroller(root.value)
    if (!observer || pane !== observedIn) {
      observer?.disconnect()
      observedIn = pane
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries)
          frames.get(entry.target)?.(entry.isIntersecting, entry.boundingClientRect.height)
      }, { root: pane, rootMargin: margin })
      for (const frame of frames.keys())
        observer.observe(frame)
    }
    return observer
  }
  function stopObserving(): void {
    observer?.disconnect()
    observer = undefined
    for (const onNear of frames.values())
      onNear(true, 0)
  }
  // Past the limit, or back under it (fields removed): frames start or stop being watched.
  let wasWindowed = false
  const follow = () => {
    if (windowed.value === wasWindowed)
      return windowed.value
    wasWindowed = windowed.value
    if (wasWindowed)
      observing()
    else
      stopObserving()
    return wasWindowed
  }
  // The pane that scrolls changes with the page's width (one pane per screen on a phone).
  const onResize = () => {
    if (observer)
      observing(true)
  }
  if (typeof window !== 'undefined')
    window.addEventListener('resize', onResize)
  onBeforeUnmount(() => {
    window.removeEventListener('resize', onResize)
    observer?.disconnect()
  })

  return {
    windowed: follow,
    add(frame, onNear) {
      frames.set(frame, onNear)
      if (follow())
        observing().observe(frame)
    },
    remove(frame) {
      frames.delete(frame)
      observer?.unobserve(frame)
      follow()
    },
  }
}
