import { type ComputedRef, computed } from 'vue'
import { resolveOptions } from './resolveOptions'

/**
 * An element's applied options (`resolveOptions`: its UI-schema `options` over the form-wide
 * `config`), worked out again only when either object is another one. A control's state is a new
 * object after each keystroke, with the same two inside: the options keep their identity, so
 * nothing that reads them (the shell, the styles, the icons) runs again.
 */
export function useOptions<T extends object>(local: () => unknown, config: () => unknown): ComputedRef<T> {
  let last: { local: unknown, config: unknown, options: T } | undefined
  return computed(() => {
    const [ownOptions, formConfig] = [local(), config()]
    if (!last || last.local !== ownOptions || last.config !== formConfig)
      last = { local: ownOptions, config: formConfig, options: resolveOptions<T>(ownOptions, formConfig) }
    return last.options
  })
}
