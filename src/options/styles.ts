import { defu } from 'defu'

/** Class names of one element family, by part. */
export type StyleParts = Record<string, string>

/**
 * The theme map: class names per element family (`control`, `verticalLayout`, ...) and part. The
 * core owns `control` and `unknown`; each family adds its own parts from its folder.
 */
export interface Styles {
  control: {
    root: string
    row: string
    input: string
    icon: string
    counter: string
    /** The notice shown when the host replaced what the user was typing. */
    overwritten: string
  }
  unknown: { root: string, icon: string }
  [family: string]: StyleParts
}

/** A partial theme map, as accepted by `mergeStyles`, the `styles` injection and `options.styles`. */
export type StylesOverride = { [F in keyof Styles]?: Partial<Styles[F]> }

/** The injection key under which a host provides its theme map (`provide('styles', ...)`). */
export const stylesKey = 'styles'

/** The core's theme parts: layout classes only; colours and sizes come from the host's Nuxt UI theme. */
export const coreStyles: Styles = {
  control: {
    // Empty: the form field's root is a block that fills its layout item already, and a class
    // given to it costs every field of a form a class merge in its render.
    root: '',
    row: 'flex items-center gap-2',
    input: 'w-full',
    icon: 'shrink-0 size-5 text-dimmed',
    counter: 'text-xs text-muted tabular-nums',
    overwritten: 'mt-1 flex flex-wrap items-center gap-2 text-xs text-warning',
  },
  unknown: { root: 'flex items-start gap-1.5 rounded-md border border-dashed border-error p-3 text-sm text-error', icon: 'size-4 shrink-0 mt-0.5' },
}

/**
 * Merges partial theme maps over a base; a later override wins over an earlier one. Each class
 * string replaces the one it overrides.
 * @example mergeStyles(defaultStyles, { control: { input: 'w-64' } })
 */
export function mergeStyles(base: Styles, ...overrides: (StylesOverride | undefined)[]): Styles {
  const layers = overrides.filter((o): o is StylesOverride => !!o && typeof o === 'object').reverse()
  return defu({}, ...layers, base) as Styles
}
