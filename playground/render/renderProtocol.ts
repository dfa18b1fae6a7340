/** The message that hands the render page (`render.html`) a form definition to draw. */
export interface RenderMessage {
  type: 'nuxt-ui-jsonforms:render'
  schema: object
  uischema?: object
  data?: unknown
}

export function isRenderMessage(value: unknown): value is RenderMessage {
  const message = value as Partial<RenderMessage> | null
  return message?.type === 'nuxt-ui-jsonforms:render' && typeof message.schema === 'object' && message.schema !== null
}
