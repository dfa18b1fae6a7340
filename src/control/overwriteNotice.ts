import { type EffectScope, type Ref, shallowRef, toRaw } from 'vue'
import { LazyWatch } from './lazyWatch'

/** What the user typed before the host replaced it, kept so that it can be put back. */
export interface Overwritten {
  typed: unknown
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
 * A class, so that every field shares its methods rather than holding closures of its own.
 */
export class OverwriteNotice {
  /** Set when the host replaced the value the user was typing; shown under the field until dealt with. */
  readonly overwritten = shallowRef<Overwritten>()
  private typing: { value: unknown } | undefined
  private watching: LazyWatch<unknown> | undefined

  /**
   * @param control the field's state, whose `data` is watched
   * @param scope the control's scope: the data is watched only while the user types in the field,
   *   so a form of idle fields holds no watcher for this, and the watcher stops with the control at the latest
   */
  constructor(private readonly control: Readonly<Ref<{ data?: unknown }>>, private readonly scope: EffectScope | undefined) {}

  /** Call with every value the control writes; `typing` says whether the field has the focus. */
  wrote(value: unknown, typing: boolean): void {
    this.overwritten.value = undefined
    if (typing)
      this.startTyping(value)
    else
      this.left()
  }

  /** Call when the field loses the focus: later host changes are ordinary updates. */
  left(): void {
    this.typing = undefined
    this.watching?.stop()
  }

  /** Takes the kept value out of the notice (the caller writes it back). */
  take(): unknown {
    const typed = this.overwritten.value?.typed
    this.overwritten.value = undefined
    return typed
  }

  dismiss(): void {
    this.overwritten.value = undefined
  }

  private startTyping(value: unknown): void {
    this.typing = { value }
    // Made on the first keystroke: a field nobody types in allocates no watcher either.
    this.watching ??= new LazyWatch(() => this.control.value.data, (next) => {
      if (this.typing && !sameValue(next, this.typing.value)) {
        this.overwritten.value = { typed: this.typing.value }
        this.left()
      }
    }, this.scope)
    this.watching.start()
  }
}

/** The kept value as the notice quotes it: its text, cut to a readable length. */
export function quoteTyped(value: unknown, max = 60): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? ''
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
