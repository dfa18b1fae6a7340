import { useAppConfig } from '#imports'
import { type ComputedRef, computed } from 'vue'
import { type IconKey, defaultIcons } from './index'

/** Icon names by app-config key: the host's `appConfig.ui.icons`, over Nuxt UI's defaults. */
export function useIcons(): ComputedRef<Record<IconKey, string>> {
  const appConfig = useAppConfig() as { ui?: { icons?: Partial<Record<IconKey, string>> } } | undefined
  return computed(() => ({ ...defaultIcons, ...appConfig?.ui?.icons }))
}
