/** Defaults of the autocomplete options; the guide's tables are checked against them. */
export const autocompleteDefaults = {
  minLength: 2,
  queryKey: 'q',
  labelKey: 'label',
  valueKey: 'value',
  /** Quiet time after the last keystroke before a request is sent (ms). */
  debounceMs: 300,
  /** A request still unanswered after this long is aborted and reported (ms). */
  timeoutMs: 8000,
} as const

/**
 * Where and how the autocomplete control looks up items (`options.api`).
 * @docsPage autocomplete
 */
export interface AutocompleteApi {
  /** Endpoint: a path joined to `base`, or a full URL (`https://...`), used as it is. */
  url: string
  /** Origin or prefix placed before `url` when `url` is not a full URL. */
  base?: string
  /**
   * Name of the query parameter that carries the typed text.
   * @defaultValue autocompleteDefaults.queryKey
   */
  queryKey?: string
  /** Fixed query parameters sent with every request (an array value is sent once per element). */
  params?: Record<string, string | number | boolean | (string | number | boolean)[]>
  /** HTTP headers sent with every request (`Authorization`, `X-Api-Key`, ...). */
  headers?: Record<string, string>
  /** Dot path to the array of items in the JSON response (`data.results`); the response itself when absent. */
  itemsPath?: string
  /**
   * Dot path to an item's label.
   * @defaultValue autocompleteDefaults.labelKey
   */
  labelKey?: string
  /**
   * Dot path to the value stored when an item is chosen.
   * @defaultValue autocompleteDefaults.valueKey
   */
  valueKey?: string
}

/**
 * Options of remote autocomplete fields (`UInputMenu`); the control is chosen by the presence of `api`.
 * @docsPage autocomplete
 */
export interface AutocompleteOptions {
  /** Remote lookup configuration (table below); its presence selects the autocomplete control. */
  api?: AutocompleteApi
  /**
   * Characters to type before a request is sent; below it the local `suggestion` list is offered.
   * @defaultValue autocompleteDefaults.minLength
   */
  minLength?: number
  /** Local suggestions: offered below `minLength`, and in place of the remote items when a request fails. */
  suggestion?: (string | number)[]
  /** Props spread onto `UInputMenu` (`variant`, `size`, `content`, `ui`, ...). */
  inputMenu?: Record<string, unknown>
}
