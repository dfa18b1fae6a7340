/**
 * Nuxt UI's default app-config icons (`appConfig.ui.icons`). Every icon the renderers draw is one
 * of these keys, resolved through the host's app config at render time, so a host that changes
 * `ui.icons.close` changes the library's clear button too, and Nuxt UI's Vite plugin and Nuxt
 * module bundle them already. This module imports nothing, so a Vite config can import it.
 */
export const defaultIcons = Object.freeze({
  arrowDown: 'i-lucide-arrow-down',
  arrowLeft: 'i-lucide-arrow-left',
  arrowRight: 'i-lucide-arrow-right',
  arrowUp: 'i-lucide-arrow-up',
  caution: 'i-lucide-circle-alert',
  check: 'i-lucide-check',
  chevronDoubleLeft: 'i-lucide-chevrons-left',
  chevronDoubleRight: 'i-lucide-chevrons-right',
  chevronDown: 'i-lucide-chevron-down',
  chevronLeft: 'i-lucide-chevron-left',
  chevronRight: 'i-lucide-chevron-right',
  chevronUp: 'i-lucide-chevron-up',
  close: 'i-lucide-x',
  copy: 'i-lucide-copy',
  copyCheck: 'i-lucide-copy-check',
  dark: 'i-lucide-moon',
  drag: 'i-lucide-grip-vertical',
  ellipsis: 'i-lucide-ellipsis',
  error: 'i-lucide-circle-x',
  external: 'i-lucide-arrow-up-right',
  eye: 'i-lucide-eye',
  eyeOff: 'i-lucide-eye-off',
  file: 'i-lucide-file',
  folder: 'i-lucide-folder',
  folderOpen: 'i-lucide-folder-open',
  hash: 'i-lucide-hash',
  info: 'i-lucide-info',
  light: 'i-lucide-sun',
  loading: 'i-lucide-loader-circle',
  menu: 'i-lucide-menu',
  minus: 'i-lucide-minus',
  panelClose: 'i-lucide-panel-left-close',
  panelOpen: 'i-lucide-panel-left-open',
  plus: 'i-lucide-plus',
  reload: 'i-lucide-rotate-ccw',
  search: 'i-lucide-search',
  stop: 'i-lucide-square',
  star: 'i-lucide-star',
  success: 'i-lucide-circle-check',
  system: 'i-lucide-monitor',
  tip: 'i-lucide-lightbulb',
  upload: 'i-lucide-upload',
  warning: 'i-lucide-triangle-alert',
})

/**
 * Icons the builder draws beyond the app-config keys. Kept here, with the other lists, so that
 * a Vite config can import `libraryIcons` without pulling in anything else.
 */
export const builderIcons = Object.freeze({
  undo: 'i-lucide-undo-2',
  redo: 'i-lucide-redo-2',
  remove: 'i-lucide-trash-2',
  importForm: 'i-lucide-file-up',
  exportForm: 'i-lucide-file-down',
  download: 'i-lucide-download',
  element: 'i-lucide-square-dashed',
  duplicate: 'i-lucide-copy-plus',
  convert: 'i-lucide-replace',
  search: 'i-lucide-search',
  addRule: 'i-lucide-plus',
  restoreDraft: 'i-lucide-history',
})

/** An app-config icon key (`appConfig.ui.icons.<key>`). */
export type IconKey = keyof typeof defaultIcons

/**
 * The default names of every icon the renderers and the builder's own buttons can draw, for a host that lists bundled icons by
 * hand (`icon.clientBundle.icons`); Nuxt UI's own plugin bundles them without being asked.
 * @example ui({ icon: { clientBundle: { icons: [...libraryIcons] } } })
 */
export const libraryIcons: readonly string[] = Object.freeze([...Object.values(defaultIcons), ...Object.values(builderIcons)])
