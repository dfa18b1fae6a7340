import { useAppConfig } from '#imports'
import { type ComputedRef, computed, toRaw } from 'vue'
import { type IconKey, defaultIcons } from './index'

type AppConfig = { ui?: { icons?: Partial<Record<IconKey, string>> } }

/** One icon map per app config (per app, and per request on a server), shared by every field. */
const byAppConfig = new WeakMap<object, ComputedRef<Record<IconKey, string>>>()
const NO_APP_CONFIG: AppConfig = {}

/**
 * Icon names by app-config key: the host's `appConfig.ui.icons`, over Nuxt UI's defaults. Every
 * component of an app gets the same computed: a form of a thousand fields holds one, not one per
 * field.
 */
export function useIcons(): ComputedRef<Record<IconKey, string>> {
  const appConfig = (useAppConfig() as AppConfig | undefined) ?? NO_APP_CONFIG
  const key = toRaw(appConfig)
  let icons = byAppConfig.get(key)
  if (!icons)
    byAppConfig.set(key, icons = computed(() => ({ ...defaultIcons, ...appConfig.ui?.icons })))
  return icons
}
