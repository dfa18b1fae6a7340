import { dataUrlBytes, parseDataUrl } from './dataUrl'

/**
 * A `File` standing for a stored data URL, so that `UFileUpload` lists it with its name and size
 * like a file the user just picked. `undefined` when the value is not a data URL.
 */
export function fileFromDataUrl(dataUrl: string, fallbackName: string): File | undefined {
  const parsed = parseDataUrl(dataUrl)
  const bytes = parsed && dataUrlBytes(dataUrl)
  if (!parsed || !bytes)
    return undefined
  return new File([bytes as BlobPart], parsed.name ?? fallbackName, { type: parsed.mediaType })
}

/** Reads a file as a data URL, reporting `FileReader` progress (loaded and total bytes) on the way. */
export function readAsDataUrl(file: File, onProgress: (loaded: number, total: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.addEventListener('progress', event => onProgress(event.loaded, event.lengthComputable ? event.total : file.size))
    reader.addEventListener('load', () => typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data URL')))
    reader.addEventListener('error', () => reject(reader.error ?? new Error('read failed')))
    reader.addEventListener('abort', () => reject(new Error('read aborted')))
    reader.readAsDataURL(file)
  })
}
