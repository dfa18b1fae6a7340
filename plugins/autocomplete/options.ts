/** Defaults of the autocomplete options, read by the control and by the generated docs and builder. */
export const autocompleteDefaults = {
  minLength: 2,
  queryKey: 'q',
  labelKey: 'label',
  valueKey: 'value',
  /** Quiet time after the last keystroke before a request is sent (ms). */
  debounceMs: 300,
  /** A request still unanswered after this long is aborted and reported (ms). */
  timeoutMs: 8000,
  maxItems: 1000,
  maxBytes: 1_000_000,
  /** Above this many items the menu is virtualised: only the options in view are rendered. */
  virtualizeAbove: 100,
} as const

/**
 * Where and how the autocomplete control looks up items (`options.api`).
 * @docsPage autocomplete
 */
export interface AutocompleteApi {
  /**
   * Required. A path joined to `base`, or a full URL (`https://...`) used as it is. Without a
   * non-empty `url` no request is ever sent.
   */
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
 * @inspector autocomplete
 */
export interface AutocompleteOptions {
  /** Remote lookup configuration (`AutocompleteApi`); its presence selects the autocomplete control. */
  api?: AutocompleteApi
  /**
   * Characters to type before a request is sent; below it the local `suggestion` list is offered.
   * A value that is not a non-negative integer falls back to the default.
   * @defaultValue autocompleteDefaults.minLength
   * @title Minimum characters
   * @summary Characters to type before a request is sent; below it the local suggestions are offered.
   * @integer
   * @minimum 0
   */
  minLength?: number
  /**
   * Local suggestions: offered below `minLength`, and in place of the remote items when a request fails.
   * @title Suggestions
   * @summary Local suggestions: offered below the minimum, and in place of the remote items when a request fails.
   */
  suggestion?: (string | number)[]
  /**
   * Items of an answer listed at most; a longer answer shows its first ones and a note saying how many there were.
   * @defaultValue autocompleteDefaults.maxItems
   * @title Maximum items
   * @summary Items of an answer listed at most; a note says when more came.
   * @integer
   * @minimum 1
   */
  maxItems?: number
  /**
   * Bytes of an answer read at most: a larger one (by its `Content-Length`, or while it streams in) is not read, and a note says so.
   * @defaultValue autocompleteDefaults.maxBytes
   * @title Maximum bytes
   * @summary Bytes of an answer read at most: a larger one is not read, and a note says so.
   * @integer
   * @minimum 1
   */
  maxBytes?: number
  /** Props spread onto `UInputMenu` (`variant`, `size`, `content`, `ui`, ...). */
  inputMenu?: Record<string, unknown>
}
