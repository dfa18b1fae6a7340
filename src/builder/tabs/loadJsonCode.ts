import type * as JsonCode from './jsonCode'

/** The code editor's chunk, fetched once for every editor of the JSON tab; after a failure the next mount tries again. */
let loading: Promise<typeof JsonCode> | undefined

export function loadJsonCode(): Promise<typeof JsonCode> {
  loading ??= import('./jsonCode').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
