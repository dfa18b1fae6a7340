import type { CommonOptions } from '../options/common'

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
