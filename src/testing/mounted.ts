/** Something `mountForm` mounted: unmounting it is idempotent. */
export interface Unmountable {
  unmount: () => void
}

/**
 * Forms mounted and not yet unmounted (those mounted outside a test, in `beforeAll`, stay until
 * `unmountAll()`). A module of its own, light enough for a test setup file: importing it loads no
 * renderer, so a test file's `vi.mock` of a dependency still reaches the renderers.
 */
export const mounted = new Set<Unmountable>()

/** Unmounts every form still mounted (forms mounted outside a test, in `beforeAll`, are not unmounted otherwise). */
export function unmountAll(): void {
  mounted.forEach(form => form.unmount())
}
