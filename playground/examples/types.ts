import type { FormExample } from 'nuxt-ui-jsonforms/kit'

/** One gallery entry: a complete form definition and what it demonstrates. */
export type Example = FormExample

export { controlElement as control, horizontalLayout as horizontal, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'
