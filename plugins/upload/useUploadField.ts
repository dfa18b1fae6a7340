import { type CommonOptions, type ControlField, type Translate, positiveInteger } from 'nuxt-ui-jsonforms/kit'
import { computed, reactive, ref } from 'vue'
import { acceptsFile, formatSize, percentOf, withFileName } from './dataUrl'
import { fileFromDataUrl, readAsDataUrl } from './files'
import type { uploadMessages } from './messages'
import { uploadDefaults, type UploadOptions } from './options'
import { displayNames, readStored, sameList, toStored } from './stored'

type Schema = { type?: unknown, contentMediaType?: string, items?: { contentMediaType?: string } }

/** A file being read: its name and how far the reading got. */
interface Reading { id: number, name: string, percent: number }

/**
 * The upload field's state. The data holds data URLs; the widget works with `File` objects, so each
 * stored URL is shown as a `File` made from it, and the files the widget hands back are mapped to
 * their URLs again (the ones it did not know yet are checked, read and appended).
 */
export function useUploadField(field: ControlField<CommonOptions & UploadOptions>, t: Translate<typeof uploadMessages>) {
  const schema = computed(() => (field.control.schema ?? {}) as Schema)
  const multiple = computed(() => schema.value.type === 'array')
  const accept = computed(() => field.options.accept
    ?? (multiple.value ? schema.value.items?.contentMediaType ?? schema.value.contentMediaType : schema.value.contentMediaType))
  const maxSize = computed(() => positiveInteger(field.options.maxSize) ?? uploadDefaults.maxSize)
  const stored = computed(() => readStored(field.value, multiple.value))

  // One File per stored URL and name, so the widget sees the same objects from one render to the next.
  const urlOf = new WeakMap<File, string>()
  let cache = new Map<string, File>()
  const files = computed(() => {
    const names = displayNames(stored.value.urls, index => t('nui.upload.fallbackName', { index }))
    const next = new Map<string, File>()
    const list = stored.value.urls.flatMap((url, i) => {
      const key = `${names[i]}\n${url}`
      const file = cache.get(key) ?? fileFromDataUrl(url, names[i]!)
      if (!file)
        return []
      // A stored name is replaced by its unique display name; the URL stays as stored.
      const shown = file.name === names[i] ? file : new File([file], names[i]!, { type: file.type })
      urlOf.set(shown, url)
      next.set(key, shown)
      return [shown]
    })
    cache = next
    return list
  })
  const modelValue = computed(() => multiple.value ? files.value : files.value[0] ?? null)

  const problem = computed(() => {
    const found = stored.value.problem
    if (!found)
      return undefined
    return found.key === 'nui.upload.invalidItems' ? t(found.key, { count: found.count }) : t(found.key, { value: found.value })
  })
  const dropLabel = computed(() => field.options.dropLabel ?? t(multiple.value ? 'nui.upload.dropLabelMultiple' : 'nui.upload.dropLabel'))
  const dropDescription = computed(() => field.options.dropDescription ?? [
    accept.value ? t('nui.upload.acceptHint', { accept: accept.value }) : '',
    t('nui.upload.sizeHint', { size: formatSize(maxSize.value) }),
  ].filter(Boolean).join(' '))

  const notes = ref<string[]>([])
  const reading = reactive<Reading[]>([])
  let nextId = 0
  let latestPick = 0

  function check(file: File): boolean {
    if (!acceptsFile(file, accept.value))
      notes.value.push(t('nui.upload.rejectedType', { name: file.name, accept: accept.value ?? '' }))
    else if (file.size > maxSize.value)
      notes.value.push(t('nui.upload.rejectedSize', { name: file.name, size: formatSize(file.size), limit: formatSize(maxSize.value) }))
    else
      return true
    return false
  }

  async function read(file: File): Promise<string | undefined> {
    const entry = reactive<Reading>({ id: nextId++, name: file.name, percent: 0 })
    reading.push(entry)
    try {
      const url = await readAsDataUrl(file, (loaded, total) => { entry.percent = percentOf(loaded, total) })
      return withFileName(url, file.name)
    }
    catch {
      notes.value.push(t('nui.upload.readFailed', { name: file.name }))
      return undefined
    }
    finally {
      reading.splice(reading.findIndex(item => item.id === entry.id), 1)
    }
  }

  async function onUpdate(value: unknown): Promise<void> {
    if (field.readonly)
      return
    const list = (Array.isArray(value) ? value : value ? [value] : []) as File[]
    const known = list.filter(file => urlOf.has(file)).map(file => urlOf.get(file)!)
    const fresh = list.filter(file => !urlOf.has(file))
    notes.value = []
    const accepted = fresh.filter(check)
    if (accepted.length === 0) {
      // Only a removal changes the data; a refused file leaves it as it was.
      if (fresh.length === 0 && !sameList(known, stored.value.urls))
        field.setValue(toStored(known, multiple.value))
      return
    }
    const pick = ++latestPick
    const urls = (await Promise.all(accepted.map(read))).filter((url): url is string => url !== undefined)
    if (urls.length === 0 || (!multiple.value && pick !== latestPick))
      return
    // Appended to what is stored now, so a file removed while these were read stays removed.
    field.setValue(multiple.value ? toStored([...stored.value.urls, ...urls], true) : urls[0])
  }

  /** The stored URL itself previews an image; other files get the file icon. */
  const previewOf = (file: File) => file.type.startsWith('image/') ? urlOf.get(file) : undefined

  return { previewOf, multiple, accept, maxSize, modelValue, problem, dropLabel, dropDescription, notes, reading, onUpdate }
}
