import type { Rule, UISchemaElement } from '@jsonforms/core'
import { type RuleData, ruleData, ruleFrom } from './inspector/ruleSection'
import type { BuilderForm } from './model/form'
import { type NodePath, updateAt, walk } from './model/tree'
import type { NodeSummary } from './components/treeContext'

/** One rule of the form: the element that has it, where it is, and its condition as the Logic tab edits it. */
export interface FormRule {
  path: NodePath
  element: UISchemaElement
  rule: Rule
  /** `undefined` when the condition is richer than "a field equals a value" (kept as it is). */
  data: RuleData | undefined
}

/** Every rule of the form, in the order of the UI schema. */
export function formRules(form: BuilderForm): FormRule[] {
  return [...walk(form.uischema)].filter(({ node }) => node.rule).map(({ node, path }) => ({ path, element: node, rule: node.rule!, data: ruleData(node) }))
}

/** The form with the rule of the element at `path` set from `data`, or taken away (`undefined`, or no effect or field). */
export function setRule(form: BuilderForm, path: NodePath, data: RuleData | undefined): BuilderForm {
  const rule = data && ruleFrom(form, data)
  const uischema = updateAt(form.uischema, path, (node) => {
    const { rule: _old, ...rest } = node
    return (rule ? { ...rest, rule } : rest) as UISchemaElement
  })
  return { ...form, uischema }
}

/** How the Logic tab names an element: its label (or its field's title or key), with the kind of widget when it has one. */
export const elementName = ({ title, kind }: NodeSummary): string => (kind && kind !== title ? `${title} (${kind})` : title)
