import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** One property of an option interface, as its JSDoc describes it. */
export interface OptionProperty {
  name: string
  /** The `@defaultValue` text, if any; a reference such as `textareaDefaults.rows` is read from the constant it names. */
  defaultValue?: string
  hasDoc: boolean
}

/** An exported option interface tagged `@docsPage <page>`. */
export interface OptionInterface {
  name: string
  /** File, relative to the repository root. */
  file: string
  page: string
  properties: OptionProperty[]
}

/** The files option interfaces live in: `src/options/*.ts` and `plugins/<family>/options.ts`. */
export function optionSourceFiles(root: string): string[] {
  const options = join(root, 'src/options')
  const plugins = join(root, 'plugins')
  return [
    ...readdirSync(options).filter(f => f.endsWith('.ts') && !f.endsWith('.test.ts')).map(f => join(options, f)),
    ...readdirSync(plugins).map(f => join(plugins, f, 'options.ts')).filter(f => existsSync(f)),
  ].sort()
}

/** Reads every interface carrying a `@docsPage` JSDoc tag, with its own properties. */
export function readOptionInterfaces(root: string): OptionInterface[] {
  return optionSourceFiles(root).flatMap((path) => {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
    const constants = constantValues(source)
    return source.statements.filter(ts.isInterfaceDeclaration).flatMap((node) => {
      const page = tagText(node, 'docsPage')
      if (page === undefined)
        return []
      return [{
        name: node.name.text,
        file: relative(root, path),
        page,
        properties: node.members.filter(ts.isPropertySignature).map(member => ({
          name: member.name.getText(source).replace(/^['"]|['"]$/g, ''),
          defaultValue: resolveDefault(tagText(member, 'defaultValue'), constants),
          hasDoc: ts.getJSDocCommentsAndTags(member).length > 0,
        })),
      }]
    })
  })
}

function tagText(node: ts.Node, tagName: string): string | undefined {
  const tag = ts.getJSDocTags(node).find(t => t.tagName.text === tagName)
  if (!tag)
    return undefined
  return (ts.getTextOfJSDocComment(tag.comment) ?? '').trim()
}

/** `name.key` → literal text, for every `export const name = { key: literal }` of a file. */
function constantValues(source: ts.SourceFile): Map<string, string> {
  const values = new Map<string, string>()
  for (const statement of source.statements.filter(ts.isVariableStatement)) {
    for (const declaration of statement.declarationList.declarations) {
      let init = declaration.initializer
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)))
        init = init.expression
      if (!init || !ts.isObjectLiteralExpression(init) || !ts.isIdentifier(declaration.name))
        continue
      for (const property of init.properties.filter(ts.isPropertyAssignment))
        values.set(`${declaration.name.text}.${property.name.getText(source)}`, property.initializer.getText(source))
    }
  }
  return values
}

function resolveDefault(text: string | undefined, constants: Map<string, string>): string | undefined {
  return text !== undefined && constants.has(text) ? constants.get(text) : text
}
