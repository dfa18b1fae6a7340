/**
 * What AJV checks of the `data-url` format: `data:[<media type>][;<parameter>…][;base64],<data>`.
 * A module of its own: the plugin registers it up front, while `dataUrl.ts` goes with the lazy control.
 */
export const dataUrlFormat = /^data:(?:[\w!#$&^.+-]+\/[\w!#$&^.+-]+)?(?:;[\w!#$&^.+-]+=[^;,]*)*(?:;base64)?,/i
