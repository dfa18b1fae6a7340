import type USelectMenu from '@nuxt/ui/components/SelectMenu.vue'
import { reportedChunk } from 'nuxt-ui-jsonforms/kit/internal'

export type SelectMenuWidget = typeof USelectMenu

/**
 * `USelectMenu` and what its open list draws with (reka-ui's combobox, the virtualiser, the popper,
 * the focus scope): a chunk of its own, fetched when a user first reaches for a menu, so that a
 * form's first visit waits for none of it. Reported as a chunk (`{ plugin: 'choice', entry:
 * 'select-menu-widget' }`), so `whenChunksArrive` and `pendingChunks` count it.
 */
export const loadSelectMenu: () => Promise<SelectMenuWidget> = /* @__PURE__ */ reportedChunk(
  { plugin: 'choice', entry: 'select-menu-widget' },
  async () => (await import('@nuxt/ui/components/SelectMenu.vue')).default,
)
