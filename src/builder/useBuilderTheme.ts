import { type ComputedRef, type InjectionKey, computed, inject, provide } from 'vue'
import { useStylesBase } from '../options/useStyles'
import type { CanvasTheme } from './canvas/canvasTheme'
import { type BuilderStyleParts, builderStyles } from './styles'
import type { DesignerTheme } from './tabs/designerTheme'
import type { BuilderUi } from './theme'

/** The builder's classes as its parts draw them: the defaults, the host's `styles` injection, then the `ui` prop. */
export interface BuilderTheme {
  panels: ComputedRef<BuilderStyleParts>
  designer: ComputedRef<DesignerTheme>
  canvas: ComputedRef<CanvasTheme>
}

const builderThemeKey: InjectionKey<BuilderTheme> = Symbol('nui-builder-theme')

function builderTheme(ui: () => BuilderUi | undefined): BuilderTheme {
  const base = useStylesBase(builderStyles)
  return {
    panels: computed(() => ({ ...base.builder as BuilderStyleParts, ...ui()?.panels })),
    designer: computed(() => ({ ...base.builderDesigner as DesignerTheme, ...ui()?.designer })),
    canvas: computed(() => ({ ...base.builderCanvas as CanvasTheme, ...ui()?.canvas })),
  }
}

/** Called by `<FormBuilder>`: every part it draws reads its classes from here. */
export function provideBuilderTheme(ui: () => BuilderUi | undefined): void {
  provide(builderThemeKey, builderTheme(ui))
}

/** The theme `<FormBuilder>` provides; outside one, the defaults under the host's `styles` injection. */
export function useBuilderTheme(): BuilderTheme {
  return inject(builderThemeKey, () => builderTheme(() => undefined), true)
}
