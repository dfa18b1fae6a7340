import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** One property of an option interface, as its JSDoc describes it. */
export interface OptionProperty {
  name: string
  /** The `@defaultValue` text, if any. */
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
          defaultValue: tagText(member, 'defaultValue'),
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
