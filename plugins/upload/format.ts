import type { FormatCheck } from 'nuxt-ui-jsonforms/kit'

/**
 * What AJV checks of the `data-url` format: `data:[<media type>][;<parameter>…][;base64],<data>`.
 * A module of its own: the plugin registers it up front, while `dataUrl.ts` goes with the lazy control.
 */
export const dataUrlFormat = /^data:(?:[\w!#$&^.+-]+\/[\w!#$&^.+-]+)?(?:;[\w!#$&^.+-]+=[^;,]*)*(?:;base64)?,/i

/** The formats the upload family declares. */
export const uploadFormats: Readonly<Record<string, FormatCheck>> = { 'data-url': dataUrlFormat }
