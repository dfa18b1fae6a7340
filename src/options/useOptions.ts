import { type ComputedRef, computed } from 'vue'
import { isPlainObject } from '../values/plainObject'
import { pairCache } from '../values/pairCache'
import { resolveOptions } from './resolveOptions'

/** Stands for a missing (or not an object) `options` or `config`, which apply as `{}`. */
const NONE = Object.freeze({})
const resolved = pairCache((config: object, local: object) => resolveOptions(local, config))

/**
 * The options an element applies (`resolveOptions`: its UI-schema `options` over the form-wide
 * `config`), worked out once per pair of objects and shared: every element without options of
 * its own gets the same object, and an element gets the same object back while neither changes,
 * so nothing that reads it (the shell, the styles, the icons) runs again. Read it, never change it.
 */
export function appliedOptions<T extends object>(local: unknown, config: unknown): T {
  return resolved(isPlainObject(config) ? config : NONE, isPlainObject(local) ? local : NONE) as T
}

/** An element's applied options (`appliedOptions`) in a computed, following its `options` and the form's `config`. */
export function useOptions<T extends object>(local: () => unknown, config: () => unknown): ComputedRef<T> {
  return computed(() => appliedOptions<T>(local(), config()))
}
