import type { VueWrapper } from '@vue/test-utils'
import type { ComponentInternalInstance } from 'vue'

const componentName = (type: { name?: string, __name?: string, displayName?: string }) => type.name ?? type.__name ?? type.displayName

/**
 * The components between a widget and the control around it, by name: from the first instance of
 * the component named `widget` up its parents to the one named `control` (included). It shows how
 * many instances a field costs around its widget.
 */
export function componentsAbove(wrapper: Pick<VueWrapper, 'findComponent'>, widget: string, control: string): string[] {
  const names: string[] = []
  for (let instance: ComponentInternalInstance | null = wrapper.findComponent({ name: widget }).vm.$.parent; instance && names.at(-1) !== control; instance = instance.parent)
    names.push(String(componentName(instance.type)))
  return names
}
