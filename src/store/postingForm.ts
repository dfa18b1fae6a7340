import { type InjectionKey, type Ref, getCurrentInstance, inject, onMounted, provide, shallowRef } from 'vue'

/**
 * Whether a native `<form>` of the host's holds the form and may post it: the fields' widgets are
 * then named by their data paths. `<JsonForm>` says so (it is nested in another form); a bare form
 * root finds out once mounted (`false` until then, and on the server).
 *
 * A widget that posts through a hidden input of reka-ui's (a checkbox, a select, a slider, a
 * number field) is given its `name` only then: reka-ui cannot tell before it mounts whether a
 * `<form>` holds it, so a named widget draws that input (four components) on its first render,
 * and outside a form takes it away again once mounted. `<JsonForm>`'s own form never posts natively.
 */
const postingFormKey: InjectionKey<Readonly<Ref<boolean>>> = Symbol('nui.postingForm')

/** For `<JsonForm>`: whether a host's form holds it. Call during setup. */
export function providePostingForm(posting: Readonly<Ref<boolean>>): void {
  provide(postingFormKey, posting)
}

/**
 * For the form root: the flag `<JsonForm>` provided, else one of its own, set once the root has
 * mounted, from whether a `<form>` holds its element. Call during setup.
 */
export function usePostingFormRoot(): void {
  if (inject(postingFormKey, undefined))
    return
  const posting = shallowRef(false)
  provide(postingFormKey, posting)
  const instance = getCurrentInstance()
  onMounted(() => {
    const node = instance?.vnode.el as Node | null | undefined
    const element = node instanceof Element ? node : node?.parentElement
    posting.value = !!element?.closest('form')
  })
}

/** For a field: whether its widget is named (see `postingFormKey`). */
export function usePostingForm(): Readonly<Ref<boolean>> | undefined {
  return inject(postingFormKey, undefined)
}
