import { computed, ref, shallowRef, watch } from 'vue'
import { defaultStorageKey, hasContent, loadDraft, loadPrevious, previousKey, saveDraft, setAsideKey, setDraftAside } from './draft'
import { downloadJson } from './download'
import { type BuilderForm, type Edit, emptyForm } from './model/form'
import { type History, commit, createHistory, redo, replacePresent, undo } from './model/history'
import { type NodePath, nodeAt, walk } from './model/tree'
import { useTitledKeys } from './titledKeys'
import type { builderMessages } from './messages'
import type { Translate } from '../i18n/useTranslate'
import { editErrorText } from './model/editError'
import { problemText } from './problem'
import { cloneValue } from './model/clone'
import { formSizeProblem } from './importForm'

export interface BuilderNotice {
  id: string
  color: 'error' | 'warning' | 'success'
  title: string
  description?: string
  /** Buttons of the notice (a download of the draft set aside). */
  actions?: { label: string, onClick: () => void }[]
}

export interface BuilderSettings {
  storageKey: () => string | false | undefined
  modelValue: () => BuilderForm | undefined
  onChange: (form: BuilderForm) => void
  t: Translate<typeof builderMessages>
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  }
  catch {
    return undefined
  }
}

/** The builder's state: the undo history of the form, the selection, the draft and the notices. */
export function useBuilder(settings: BuilderSettings) {
  const { t } = settings
  const notices = ref<BuilderNotice[]>([])
  const notify = (notice: BuilderNotice) => {
    notices.value = [...notices.value.filter(n => n.id !== notice.id), notice]
  }
  const dismiss = (id: string) => {
    notices.value = notices.value.filter(n => n.id !== id)
  }

  const key = () => {
    const value = settings.storageKey()
    return value === false ? undefined : value || defaultStorageKey
  }
  const storage = browserStorage()
  /** The draft as stored, while the form is the one restored from it (no edit since). */
  let restoredDraft: string | undefined
  /** The fields of the restored draft whose key follows their title. */
  let restoredTitledKeys: readonly string[] = []

  /** Says that the draft `raw` was set aside and why, with a button that downloads it. */
  function notifySetAside(draftKey: string, reason: string, raw: string): void {
    const download = { label: t('nui.builder.download'), onClick: () => downloadJson(raw, 'draft.json') }
    notify({ id: 'draft', color: 'warning', title: t('nui.builder.draftSetAside', { reason, key: setAsideKey(draftKey) }), actions: [download] })
  }

  /** The host's form, unless it is too big for the builder: then a notice says why, as for an import, and the builder keeps its own. */
  function taken(given: BuilderForm): BuilderForm | undefined {
    const problem = formSizeProblem(given)
    if (!problem)
      return given
    notify({ id: 'import', color: 'error', title: t('nui.builder.importFailed'), description: problemText(problem, t) })
    return undefined
  }

  function initialForm(): BuilderForm {
    const given = settings.modelValue()
    const form = given && taken(given)
    if (form)
      return cloneValue(form)
    const draftKey = key()
    if (!draftKey || !storage)
      return emptyForm()
    const draft = loadDraft(storage, draftKey)
    if (draft.status === 'restored') {
      restoredDraft = storage.getItem(draftKey) ?? undefined
      restoredTitledKeys = draft.titledKeys ?? []
      return draft.form
    }
    if (draft.status === 'set-aside')
      notifySetAside(draftKey, problemText(draft.problem, t), draft.raw)
    if (draft.status === 'unavailable')
      notify({ id: 'draft', color: 'warning', title: t('nui.builder.draftUnavailable', { reason: draft.reason }) })
    return emptyForm()
  }

  const history = shallowRef<History<BuilderForm>>(createHistory(initialForm()))
  const form = computed(() => history.value.present)
  const selection = ref<NodePath | undefined>([])
  const titledKeys = useTitledKeys(restoredTitledKeys)
  /** The draft keeps the fields whose key follows their title, among the Controls the form still has. */
  const titledKeysOf = (current: BuilderForm) => {
    const scopes = new Set<unknown>()
    for (const { node } of walk(current.uischema))
      scopes.add((node as { scope?: unknown }).scope)
    return titledKeys.among(scope => scopes.has(scope))
  }

  /** Records an edit (a new form, or a form and what to select) as one undo step, or part of one. */
  function apply(edit: Edit | BuilderForm, group?: string): void {
    restoredDraft = undefined
    const next = 'form' in edit ? edit : { form: edit }
    history.value = commit(history.value, next.form, group)
    if (next.selection)
      selection.value = next.selection
  }

  /** The preview's data changed: kept with the form, not an undo step of its own. */
  function setData(data: unknown): void {
    if (JSON.stringify(data) !== JSON.stringify(form.value.data))
      history.value = replacePresent(history.value, { ...form.value, data })
  }

  /** Runs an edit that may refuse (a move that cannot be made, say); a refusal becomes a notice. */
  function attempt(make: () => Edit | BuilderForm | undefined, group?: string): boolean {
    try {
      const edit = make()
      if (edit)
        apply(edit, group)
      return !!edit
    }
    catch (error) {
      notify({ id: 'edit', color: 'error', title: t('nui.builder.editFailed'), description: editErrorText(error, t) })
      return false
    }
  }

  const keepSelection = () => {
    if (selection.value && !nodeAt(form.value.uischema, selection.value))
      selection.value = []
  }
  const undoStep = () => {
    history.value = undo(history.value)
    keepSelection()
  }
  const redoStep = () => {
    history.value = redo(history.value)
    keepSelection()
  }

  /** The draft the last import or example replaced: kept (in the storage too) until the next one replaces it. */
  const previous = shallowRef<BuilderForm | undefined>((() => {
    const draftKey = key()
    return draftKey && storage ? loadPrevious(storage, draftKey) : undefined
  })())

  function keepPrevious(form: BuilderForm): void {
    previous.value = form
    const draftKey = key()
    if (!draftKey || !storage)
      return
    try {
      storage.setItem(previousKey(draftKey), JSON.stringify({ schema: form.schema, uischema: form.uischema, data: form.data }))
    }
    catch {
      // Kept in memory for this visit; the draft's own save says when the storage is full.
    }
  }

  /**
   * Replaces the form (an import, an example opened from elsewhere); undo brings the previous one
   * back. A form with content that it replaces is kept as the previous draft, which a notice and
   * the toolbar offer to restore, after a reload too.
   */
  function load(next: BuilderForm): void {
    const current = form.value
    const replaced = hasContent(current) && JSON.stringify(current) !== JSON.stringify(next)
    if (replaced)
      keepPrevious(current)
    apply({ form: cloneValue(next), selection: [] })
    if (replaced)
      notify({ id: 'previous', color: 'success', title: t('nui.builder.previousKept'), actions: [{ label: t('nui.builder.restorePrevious'), onClick: restorePrevious }] })
  }

  /** Brings the previous draft back; the form it replaces becomes the previous one, so nothing is lost either way. */
  function restorePrevious(): void {
    const back = previous.value
    if (!back)
      return
    dismiss('previous')
    load(back)
  }

  watch(form, (current) => {
    const draftKey = key()
    if (draftKey && storage) {
      const saved = saveDraft(storage, draftKey, current, titledKeysOf(current))
      if (!saved.ok)
        notify({ id: 'draft', color: 'warning', title: saved.quota ? t('nui.builder.draftQuota') : t('nui.builder.draftUnavailable', { reason: saved.reason }) })
      else if (notices.value.some(n => n.id === 'draft' && n.color === 'warning' && n.title === t('nui.builder.draftQuota')))
        dismiss('draft')
    }
    settings.onChange(current)
  })

  /**
   * The Designer, Preview or another view could not render the form. When it is the draft just
   * restored, the draft is set aside like one that cannot be read, and the builder starts afresh:
   * otherwise every later visit would fail the same way. Gives whether it was set aside.
   */
  function renderFailed(error: unknown): boolean {
    const draftKey = key()
    if (restoredDraft === undefined || !draftKey || !storage)
      return false
    setDraftAside(storage, draftKey, restoredDraft)
    notifySetAside(draftKey, t('nui.builder.draft.renderFailed', { reason: error instanceof Error ? error.message : String(error) }), restoredDraft)
    restoredDraft = undefined
    history.value = createHistory(emptyForm())
    selection.value = []
    return true
  }

  // A host that changes `modelValue` itself (loads another form) replaces the builder's form.
  watch(settings.modelValue, (given) => {
    if (!given || given === form.value || JSON.stringify(given) === JSON.stringify(form.value))
      return
    const next = taken(given)
    if (next)
      load(next)
  })

  return {
    form,
    selection,
    /** The fields whose key follows their title, kept with the draft. */
    titledKeys,
    notices,
    canUndo: computed(() => history.value.past.length > 0),
    canRedo: computed(() => history.value.future.length > 0),
    apply,
    setData,
    attempt,
    undo: undoStep,
    redo: redoStep,
    load,
    previous,
    restorePrevious,
    notify,
    dismiss,
    renderFailed,
  }
}
