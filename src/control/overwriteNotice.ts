import { type Ref, type WatchHandle, getCurrentScope, shallowRef, toRaw, watch } from 'vue'

/** What the user typed before the host replaced it, kept so that it can be put back. */
export interface Overwritten {
  typed: unknown
}

export interface OverwriteNotice {
  /** Set when the host replaced the value the user was typing; shown under the field until dealt with. */
  overwritten: Ref<Overwritten | undefined>
  /** Call with every value the control writes; `typing` says whether the field has the focus. */
  wrote: (value: unknown, typing: boolean) => void
  /** Call when the field loses the focus: later host changes are ordinary updates. */
  left: () => void
  /** Takes the kept value out of the notice (the caller writes it back). */
  take: () => unknown
  dismiss: () => void
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(toRaw(a), toRaw(b)))
    return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return false
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * Notices a change of the field's data that did not come from the field while the user was typing
 * in it (a host that echoes an older value, another part of the app writing the same path): the
 * new value shows, and what the user typed is kept in the notice, to be put back with one click.
 */
export function useOverwriteNotice(data: () => unknown): OverwriteNotice {
  const overwritten = shallowRef<Overwritten>()
  let typing: { value: unknown } | undefined
  // The data is watched only while the user types in the field, so a form of idle fields holds no
  // watcher for this; the watcher belongs to the control's scope and stops with it at the latest.
  const scope = getCurrentScope()
  let watching: WatchHandle | undefined

  function stopTyping(): void {
    typing = undefined
    watching?.()
    watching = undefined
  }
  function startTyping(value: unknown): void {
    typing = { value }
    const create = () => watch(data, (next) => {
      if (typing && !sameValue(next, typing.value)) {
        overwritten.value = { typed: typing.value }
        stopTyping()
      }
    })
    watching ??= scope ? scope.run(create) : create()
  }

  return {
    overwritten,
    wrote(value, focused) {
      overwritten.value = undefined
      if (focused)
        startTyping(value)
      else
        stopTyping()
    },
    left: stopTyping,
    take() {
      const typed = overwritten.value?.typed
      overwritten.value = undefined
      return typed
    },
    dismiss() {
      overwritten.value = undefined
    },
  }
}

/** The kept value as the notice quotes it: its text, cut to a readable length. */
export function quoteTyped(value: unknown, max = 60): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? ''
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
