import { type ComputedRef, computed } from 'vue'
import { lastResult } from '../values/lastResult'
import { resolveOptions } from './resolveOptions'

/**
 * An element's applied options (`resolveOptions`: its UI-schema `options` over the form-wide
 * `config`), worked out again only when either object is another one. A control's state is a new
 * object after each keystroke, with the same two inside: the options keep their identity, so
 * nothing that reads them (the shell, the styles, the icons) runs again.
 */
export function useOptions<T extends object>(local: () => unknown, config: () => unknown): ComputedRef<T> {
  const optionsOf = lastResult((ownOptions: unknown, formConfig: unknown) => resolveOptions<T>(ownOptions, formConfig))
  return computed(() => optionsOf(local(), config()))
}
