/**
 * The icons the library draws itself. They are Nuxt UI's own defaults; list them in the host's
 * `icon.clientBundle.icons` (Vite) so that they never have to be fetched.
 * @example ui({ icon: { clientBundle: { icons: libraryIcons } } })
 */
export const icons = Object.freeze({
  clear: 'i-lucide-x',
  reveal: 'i-lucide-eye',
  conceal: 'i-lucide-eye-off',
  warning: 'i-lucide-triangle-alert',
  error: 'i-lucide-circle-x',
})

/** Every icon in `icons`, as a list. */
export const libraryIcons: readonly string[] = Object.freeze(Object.values(icons))
