/** Defaults of the upload options, read by the control and by the generated docs and builder. */
export const uploadDefaults = { layout: 'list', maxSize: 5242880 } as const

/**
 * Options of file upload fields (`UFileUpload`), which store files as data URLs.
 * @docsPage upload
 * @inspector upload
 * @ignoresCommon clearable placeholder
 */
export interface UploadOptions {
  /**
   * Renders the upload field for a string, or an array of strings, whose schema has no
   * `format: "data-url"`.
   * @title Upload field
   * @summary file renders the upload field for a string (or strings) without format data-url.
   */
  format?: 'file'
  /**
   * Accepted files, as in HTML: MIME types, wildcards and extensions (`image/*,.pdf`). When absent:
   * the schema `contentMediaType` (the `items`' one for an array); with neither, any file.
   * @title Accepted files
   * @summary MIME types, wildcards and extensions (image/*,.pdf); the schema contentMediaType, else any file, when unset.
   */
  accept?: string
  /**
   * Title of the drop zone; when absent, a translated prompt (`nui.upload.dropLabel`).
   * @title Drop zone title
   * @summary Title of the drop zone; a translated prompt when unset.
   */
  dropLabel?: string
  /**
   * Sub-text of the drop zone; when absent, the accepted types and the size limit.
   * @title Drop zone text
   * @summary Sub-text of the drop zone; the accepted types and the size limit when unset.
   */
  dropDescription?: string
  /**
   * How `UFileUpload` lays out the files.
   * @defaultValue uploadDefaults.layout
   * @title File layout
   * @summary How the files are laid out: list or grid.
   */
  layout?: 'list' | 'grid'
  /**
   * Largest file accepted, in bytes (5 MB). A larger file is refused with a message and not stored.
   * A value that is not a whole number of at least 1 falls back to the default.
   * @defaultValue uploadDefaults.maxSize
   * @title Largest file (bytes)
   * @summary Largest file accepted, in bytes; a larger file is refused and not stored.
   * @integer
   * @minimum 1
   */
  maxSize?: number
  /** Props spread onto `UFileUpload` (`variant`, `color`, `size`, `position`, `highlight`, `ui`, ...). */
  fileUpload?: Record<string, unknown>
}
