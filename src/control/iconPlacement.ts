import type { CommonOptions } from '../options/common'
import { pairCache } from '../values/pairCache'

export interface ResolvedIcons {
  /** Drawn by the shell next to the widget. */
  outside: { leading?: string, trailing?: string }
  /** Given to the widget as `leadingIcon` / `trailingIcon` props. */
  inside: { leadingIcon?: string, trailingIcon?: string }
}

/** A field without icons (most fields): one object for all, never written to. */
const noIcons: ResolvedIcons = Object.freeze({ outside: Object.freeze({}), inside: Object.freeze({}) })

/**
 * Where the `leadingIcon` / `trailingIcon` options are drawn. `inside` only applies to widgets
 * with icon chrome; the others keep their icons outside.
 */
export function resolveIcons(options: CommonOptions, iconChrome: boolean): ResolvedIcons {
  const { leadingIcon, trailingIcon } = options
  if (!leadingIcon && !trailingIcon)
    return noIcons
  if (options.iconPlacement === 'inside' && iconChrome)
    return { outside: {}, inside: withoutEmpty({ leadingIcon, trailingIcon }) }
  return { outside: withoutEmpty({ leading: leadingIcon, trailing: trailingIcon }), inside: {} }
}

function withoutEmpty<T extends Record<string, string | undefined>>(icons: T): Partial<T> {
  return Object.fromEntries(Object.entries(icons).filter(([, name]) => typeof name === 'string' && name)) as Partial<T>
}

const CHROME = Object.freeze({})
const NO_CHROME = Object.freeze({})
const placed = pairCache((options: CommonOptions, chrome: object) => resolveIcons(options, chrome === CHROME))

/** `resolveIcons`, worked out once per applied options object (shared by the fields that apply it) and kind of widget. */
export function placedIcons(options: CommonOptions, iconChrome: boolean): ResolvedIcons {
  return placed(options, iconChrome ? CHROME : NO_CHROME)
}
