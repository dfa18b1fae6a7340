import { type InjectionKey, inject, provide } from 'vue'
import { formDefaults } from '../options/common'
import { positiveInteger } from '../options/optionValues'

const depthKey: InjectionKey<number> = Symbol('nui.elementDepth')

/**
 * How deep the calling component renders elements: one more than the nearest component above it
 * that renders elements, which its descendants then read. Called again in the same component it
 * gives the same depth (injection reads the parent's value).
 */
export function useElementDepth(): number {
  const depth = inject(depthKey, 0) + 1
  provide(depthKey, depth)
  return depth
}

/**
 * The deepest level a form renders (`config.maxDepth`, else the default). Vue mounts nested
 * components recursively, so a form nested deeper than the stack allows would throw at mount and
 * blank the whole form; past this level an element is explained in place instead.
 */
export function maxDepthOf(config: unknown): number {
  return positiveInteger((config as { maxDepth?: unknown } | undefined)?.maxDepth) ?? formDefaults.maxDepth
}
