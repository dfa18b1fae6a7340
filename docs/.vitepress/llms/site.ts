/** Origin the docs are published at; links in the llms outputs are absolute on it. */
export { PUBLISHED_DOCS_ORIGIN as DOCS_ORIGIN } from '../../../src/mcp/config'

/** Site-wide texts shared by VitePress and the llms outputs. */
export const SITE = {
  title: 'nuxt-ui-jsonforms',
  summary: 'JSON Forms renderers for Vue 3 built on Nuxt UI v4: render a form from a JSON Schema, a UI schema and a data object with the host app\'s U* components and theme.',
  details: 'Options are set per UI-schema element (`options`) or form-wide (`config` prop), merged deeply with the element\'s options winning. Every page below is a Markdown file.',
}
