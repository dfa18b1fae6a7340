import type { JsonFormsSubStates } from '@jsonforms/core'
import { type InjectionKey, type Ref, inject, onScopeDispose } from 'vue'

/**
 * When a field shows its errors: `always` (as it is validated), `touched` (once it was blurred or
 * changed, every field after a submit), `submitted` (none before the first submit).
 */
export type ShowErrors = 'always' | 'touched' | 'submitted'

/**
 * Makes a part of the form that is not drawn (a closed tab or step) show the field at a data path.
 * Returns `true` when it opened something (the field may then mount on the next render).
 */
export type Revealer = (path: string) => boolean

/** What `<JsonForm>` shares with its fields and layouts: when errors show, and how to reach a field. */
export interface FormLifecycle {
  showErrors: Readonly<Ref<ShowErrors>>
  /** A submit was asked for since mount or the last `reset()`: every field shows its errors. */
  submitted: Readonly<Ref<boolean>>
  /** Counts the form's resets: a field touched before the last one counts as untouched. */
  epoch: Readonly<Ref<number>>
  /** The layouts that hold parts of the form not drawn now, in mount order. */
  revealers: Set<Revealer>
  /** Called by the form root with the state it provides (`jsonforms`). */
  attach: (state: JsonFormsSubStates) => void
}

export const formLifecycleKey: InjectionKey<FormLifecycle> = Symbol('nui.formLifecycle')

/** The lifecycle of the enclosing `<JsonForm>`, if any (a bare `<JsonFormsRoot>` has none). */
export function useFormLifecycle(): FormLifecycle | undefined {
  return inject(formLifecycleKey, undefined)
}

/**
 * Registers `reveal` with the enclosing `<JsonForm>`, for a layout that draws only part of its
 * children at a time (tabs, steps): a submit that finds an error in a hidden part calls it to open
 * that part before focusing the field. Unregistered when the caller's scope ends.
 */
export function useRevealer(reveal: Revealer): void {
  const lifecycle = useFormLifecycle()
  if (!lifecycle)
    return
  lifecycle.revealers.add(reveal)
  onScopeDispose(() => lifecycle.revealers.delete(reveal))
}
