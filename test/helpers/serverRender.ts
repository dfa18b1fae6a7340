import type { JsonFormsRendererRegistryEntry, JsonSchema, UISchemaElement } from '@jsonforms/core'
import { JsonForms } from '@jsonforms/vue'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { renderToString } from '@vue/server-renderer'
import { uiRenderers } from 'nuxt-ui-jsonforms'
import { type App, createSSRApp, h, markRaw } from 'vue'

export interface ServerForm {
  schema: JsonSchema
  uischema: UISchemaElement
  data?: unknown
  renderers?: readonly JsonFormsRendererRegistryEntry[]
  /** What the host app adds (a router, plugins), on both sides. */
  extend?: (app: App) => void
}

/** The app a server-rendered page creates twice, once on the server and once in the browser. */
function formApp(form: ServerForm): App {
  const renderers = markRaw([...(form.renderers ?? uiRenderers)])
  const app = createSSRApp({
    setup: () => () => h(UApp, null, {
      default: () => h(JsonForms, { schema: form.schema, uischema: form.uischema, data: form.data, renderers }),
    }),
  }).use(ui)
  form.extend?.(app)
  return app
}

/** The form's HTML as a server renders it (lazy families included: the render waits for their chunks). */
export function renderOnServer(form: ServerForm): Promise<string> {
  return renderToString(formApp(form))
}

export interface Hydrated {
  root: HTMLElement
  /** Vue's hydration warnings and errors ("Hydration attribute mismatch …", "… contains mismatches"). */
  hydrationMessages: string[]
  unmount: () => void
}

/**
 * Puts `html` into the document and hydrates it with a fresh app, the way the browser takes over a
 * server-rendered page; Vue's messages about what did not match are collected, not printed.
 * Vue reports attribute mismatches in development builds, which the tests run.
 */
export function hydrate(form: ServerForm, html: string): Hydrated {
  return hydrateApp(() => formApp(form), html)
}

/** `hydrate` for any page: `page` makes the app the server rendered `html` with. */
export function hydrateApp(page: () => App, html: string): Hydrated {
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.append(root)
  const hydrationMessages: string[] = []
  const app = page()
  app.config.warnHandler = (message) => {
    if (/hydration/i.test(message))
      hydrationMessages.push(message)
  }
  const error = console.error
  console.error = (...args: unknown[]) => {
    if (/hydration/i.test(String(args[0])))
      hydrationMessages.push(String(args[0]))
    else
      error(...args)
  }
  app.mount(root)
  // Lazy parts hydrate when their chunk arrives: messages are collected until the form unmounts.
  return {
    root,
    hydrationMessages,
    unmount: () => {
      app.unmount()
      console.error = error
    },
  }
}
