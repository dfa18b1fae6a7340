import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core'
import { type Component, defineAsyncComponent, h, markRaw } from 'vue'
import ChunkError from './ChunkError.vue'
import { noteEntryFormats } from './entryFormats'
import LazyPlaceholder from './LazyPlaceholder.vue'
import { reportedChunk } from './events'
import { memoTester } from './memoTester'
import { registerLoader } from './prefetch'
import { withStableIds } from './stableIdBoundary'
import type { LazyEntry, LoadedComponent, PluginEntry, RendererPlugin } from './types'

/**
 * Turns plugins into ordinary JSON Forms renderer entries for `<JsonForms :renderers>`:
 * testers memoised, components `markRaw`, lazy entries wrapped in `defineAsyncComponent`
 * holding a one-line field's space until their chunk arrives, with a visible error in place of a
 * chunk that fails to load, and with ids that do not depend on
 * server-only async boundaries before them (`withStableIds`).
 * @example const renderers = [...uiRenderers, ...createRegistry([myPlugin])]
 */
export function createRegistry(plugins: readonly RendererPlugin[]): readonly JsonFormsRendererRegistryEntry[] {
  const entries = plugins.flatMap(plugin => plugin.entries.map((entry) => {
    const registryEntry = toRegistryEntry(plugin.name, entry)
    // A form without an `ajv` of its own validates with the formats its renderers' families read.
    noteEntryFormats(registryEntry, plugin.formats)
    return registryEntry
  }))
  return Object.freeze(entries)
}

function toRegistryEntry(plugin: string, entry: PluginEntry): JsonFormsRendererRegistryEntry {
  const renderer = entry.load ? lazyComponent(plugin, entry) : entry.component
  return Object.freeze({ tester: memoTester(entry.tester), renderer: markRaw(renderer as Component) })
}

function lazyComponent(plugin: string, entry: LazyEntry): Component {
  const names = { plugin, entry: entry.name }
  let loaded: Component | undefined
  // One load at a time, shared by the form's prefetch and the renderer; a failed one may be retried.
  const loader = reportedChunk(names, async () => loaded = markRaw(unwrapModule(await entry.load())))
  const component = withStableIds(defineAsyncComponent({
    loader,
    // At once rather than after Vue's default 200 ms: the space of the field is held from the start.
    loadingComponent: LazyPlaceholder,
    delay: 0,
    errorComponent: markRaw((props: { error?: unknown }) => h(ChunkError, { entry: entry.name, error: props.error })),
  }), () => loaded)
  registerLoader(component, loader)
  return component
}

function unwrapModule(loaded: LoadedComponent): Component {
  const component = (loaded && typeof loaded === 'object' && 'default' in loaded) ? loaded.default : loaded
  if (!component)
    throw new Error('the chunk has no default export')
  return component as Component
}
