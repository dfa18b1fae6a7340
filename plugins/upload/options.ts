/** Defaults of the upload options; the guide's table is checked against them. */
export const uploadDefaults = { layout: 'list', maxSize: 5242880 } as const

/**
 * Options of file upload fields (`UFileUpload`), which store files as data URLs.
 * @docsPage upload
 */
export interface UploadOptions {
  /** `"file"` renders the upload field for a string, or an array of strings, whose schema has no `format: "data-url"`. */
  format?: 'file'
  /**
   * Accepted files, as in HTML: MIME types, wildcards and extensions (`image/*,.pdf`). When absent,
   * the schema's `contentMediaType` (the `items`' one for an array); when neither is set, any file.
   */
  accept?: string
  /** Title of the drop zone. When absent, a translated prompt (`nui.upload.dropLabel`) is shown. */
  dropLabel?: string
  /** Sub-text of the drop zone. When absent, the accepted types and the size limit are shown. */
  dropDescription?: string
  /**
   * How `UFileUpload` lays out the files: `"list"` or `"grid"`.
   * @defaultValue uploadDefaults.layout
   */
  layout?: 'list' | 'grid'
  /**
   * Largest file accepted, in bytes (5 MB); a larger file is refused with a message and not stored.
   * @defaultValue uploadDefaults.maxSize
   */
  maxSize?: number
  /** Props spread onto `UFileUpload` (`variant`, `color`, `size`, `position`, `ui`, ...). */
  fileUpload?: Record<string, unknown>
}
