import type { RendererPlugin } from '../registry/types'
import { type FormatChecks, addFormats, mergeFormats } from '../store/formats'
import { type AjvClass, createFormsAjv } from '../store/validator'

export { addFormats, type AjvClass, createFormsAjv, type FormatChecks }

/** The formats the given families declare (`formats` of `definePlugin`); the first declaration of a name wins. */
export function formatsOf(plugins: readonly Pick<RendererPlugin, 'formats'>[]): FormatChecks {
  return mergeFormats(plugins.map(plugin => plugin.formats))
}
