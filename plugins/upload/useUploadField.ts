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
  // What the schema and options fix, in one computed: read whole where it is used.
  const format = computed(() => {
    const schema = (field.control.schema ?? {}) as Schema
    const multiple = schema.type === 'array'
    const accept = field.options.accept
      ?? (multiple ? schema.items?.contentMediaType ?? schema.contentMediaType : schema.contentMediaType)
    const maxSize = positiveInteger(field.options.maxSize) ?? uploadDefaults.maxSize
    return {
      multiple,
      accept,
      maxSize,
      dropLabel: field.options.dropLabel ?? t(multiple ? 'nui.upload.dropLabelMultiple' : 'nui.upload.dropLabel'),
      dropDescription: field.options.dropDescription ?? [
        accept ? t('nui.upload.acceptHint', { accept }) : '',
        t('nui.upload.sizeHint', { size: formatSize(maxSize) }),
      ].filter(Boolean).join(' '),
    }
  })

  // What the stored value shows, in one computed: its URLs, the widget's model and what is wrong
  // with it. One File per stored URL and name, so the widget sees the same objects from one render
  // to the next.
  const urlOf = new WeakMap<File, string>()
  let cache = new Map<string, File>()
  const stored = computed(() => {
    const { multiple } = format.value
    const { urls, problem } = readStored(field.value, multiple)
    const names = displayNames(urls, index => t('nui.upload.fallbackName', { index }))
    const next = new Map<string, File>()
    const files = urls.flatMap((url, i) => {
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
    return {
      urls,
      modelValue: multiple ? files : files[0] ?? null,
      problem: !problem
        ? undefined
        : problem.key === 'nui.upload.invalidItems' ? t(problem.key, { count: problem.count }) : t(problem.key, { value: problem.value }),
    }
  })

  const notes = ref<string[]>([])
  const reading = reactive<Reading[]>([])
  let nextId = 0
  let latestPick = 0

  function check(file: File): boolean {
    if (!acceptsFile(file, format.value.accept))
      notes.value.push(t('nui.upload.rejectedType', { name: file.name, accept: format.value.accept ?? '' }))
    else if (file.size > format.value.maxSize)
      notes.value.push(t('nui.upload.rejectedSize', { name: file.name, size: formatSize(file.size), limit: formatSize(format.value.maxSize) }))
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
        field.setValue(toStored(known, format.value.multiple))
      return
    }
    const pick = ++latestPick
    const urls = (await Promise.all(accepted.map(read))).filter((url): url is string => url !== undefined)
    if (urls.length === 0 || (!format.value.multiple && pick !== latestPick))
      return
    // Appended to what is stored now, so a file removed while these were read stays removed.
    field.setValue(format.value.multiple ? toStored([...stored.value.urls, ...urls], true) : urls[0])
  }

  /** The stored URL itself previews an image; other files get the file icon. */
  const previewOf = (file: File) => file.type.startsWith('image/') ? urlOf.get(file) : undefined

  return { previewOf, format, stored, notes, reading, onUpdate }
}
