/** A data URL read into its parts (RFC 2397, plus the common `name=` parameter). */
export interface ParsedDataUrl {
  /** `text/plain` when the URL names no type, as RFC 2397 says. */
  mediaType: string
  /** The `name=` parameter, decoded; `undefined` when absent. */
  name?: string
  base64: boolean
  /** The payload after the comma, as written. */
  data: string
}

const DATA_URL = /^data:([^,]*),(.*)$/s

const BASE64 = /^[A-Z0-9+/\s]*={0,2}\s*$/i

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  }
  catch {
    return undefined
  }
}

/** The parts of a data URL; `undefined` for anything else (not a string, another scheme, bad base64). */
export function parseDataUrl(value: unknown): ParsedDataUrl | undefined {
  if (typeof value !== 'string')
    return undefined
  const match = DATA_URL.exec(value.trim())
  if (!match)
    return undefined
  const [, meta, data] = match as unknown as [string, string, string]
  const parts = meta.split(';')
  const base64 = parts.length > 1 && parts[parts.length - 1]!.toLowerCase() === 'base64'
  if (base64)
    parts.pop()
  const [type, ...params] = parts
  if (type && !/^[\w.+-]+\/[\w.+-]+$/.test(type.trim()))
    return undefined
  if (base64 ? !BASE64.test(data) : decode(data) === undefined)
    return undefined
  const nameParam = params.find(param => param.toLowerCase().startsWith('name='))
  const name = nameParam === undefined ? undefined : decode(nameParam.slice(5))
  return { mediaType: type?.trim().toLowerCase() || 'text/plain', ...(name ? { name } : {}), base64, data }
}

/** The bytes a data URL carries; `undefined` when it is not one. */
export function dataUrlBytes(value: unknown): Uint8Array | undefined {
  const parsed = parseDataUrl(value)
  if (!parsed)
    return undefined
  if (!parsed.base64)
    return new TextEncoder().encode(decode(parsed.data) ?? '')
  const binary = atob(parsed.data.replace(/\s/g, ''))
  return Uint8Array.from(binary, char => char.charCodeAt(0))
}

/**
 * The data URL a `FileReader` produced, with the file's name as a `name=` parameter so that it can
 * be shown again when the form is reopened: `data:image/png;name=photo.png;base64,...`.
 */
export function withFileName(dataUrl: string, name: string): string {
  const parsed = parseDataUrl(dataUrl)
  if (!parsed || !name)
    return dataUrl
  const type = parsed.mediaType === 'text/plain' && !dataUrl.startsWith('data:text/plain') ? 'application/octet-stream' : parsed.mediaType
  return `data:${type};name=${encodeURIComponent(name)}${parsed.base64 ? ';base64' : ''},${parsed.data}`
}

/** What `accept` needs of a file: its name and MIME type. */
export interface FileFacts {
  name: string
  type: string
}

/**
 * Whether a file matches an HTML `accept` list: MIME types (`application/pdf`), wildcards
 * (`image/*`) and extensions (`.pdf`), comma-separated, case-insensitive. An empty list or `*`
 * accepts everything.
 */
export function acceptsFile(file: FileFacts, accept: string | undefined): boolean {
  const tokens = (accept ?? '').split(',').map(token => token.trim().toLowerCase()).filter(Boolean)
  if (tokens.length === 0 || tokens.includes('*') || tokens.includes('*/*'))
    return true
  const name = file.name.toLowerCase()
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase()
  return tokens.some((token) => {
    if (token.startsWith('.'))
      return name.endsWith(token)
    if (token.endsWith('/*'))
      return type.startsWith(token.slice(0, -1))
    return type === token
  })
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** Number formats by locale and fraction digits: making one costs more than a field's whole mount of the rest. */
const sizeFormats = new Map<string, Intl.NumberFormat>()

function sizeFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}\u0000${fractionDigits}`
  let format = sizeFormats.get(key)
  if (!format)
    sizeFormats.set(key, format = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }))
  return format
}

/** A byte count for people: `512 B`, `1.5 KB`, `5 MB` (powers of 1024, one decimal at most). */
export function formatSize(bytes: number, locale = 'en'): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const number = sizeFormat(locale, unit === 0 ? 0 : 1).format(value)
  return `${number} ${UNITS[unit]}`
}

/** A reading progress as a whole percentage, 0 when the total is unknown. */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0))
    return 0
  return Math.min(100, Math.max(0, Math.round(loaded / total * 100)))
}
