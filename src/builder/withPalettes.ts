import type { RendererPlugin } from '../registry/types'

/** Family name → what the builder's palette offers from it: its entries and the groups it introduces. */
export type PaletteMap = Readonly<Record<string, Pick<RendererPlugin, 'palette' | 'paletteGroups'>>>

/**
 * The plugins with their palette (and palette groups) taken from `palettes` where the plugin
 * declares none. The built-in families declare theirs in their own `builder.ts`, gathered into a
 * module that only the builder imports, so a form that renders with `uiRenderers` never downloads
 * them. A plugin with nothing to add is returned as it is.
 */
export function withPalettes(plugins: readonly RendererPlugin[], palettes: PaletteMap): RendererPlugin[] {
  return plugins.map((plugin) => {
    const own = palettes[plugin.name]
    if (!own || plugin.palette)
      return plugin
    return Object.freeze({ ...plugin, palette: own.palette, paletteGroups: plugin.paletteGroups ?? own.paletteGroups })
  })
}
