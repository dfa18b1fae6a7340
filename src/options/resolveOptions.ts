import { defu } from 'defu'

/**
 * The options a control applies: its UI-schema `options` over the form-wide `config`, merged
 * deeply (nested pass-through objects merge key by key); the element's own values win.
 */
export function resolveOptions<T extends object>(local: unknown, config: unknown): T {
  const own = isPlainObject(local) ? local : {}
  const global = isPlainObject(config) ? config : {}
  return defu(own, global) as T
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
