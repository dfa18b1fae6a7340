import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { type Literal, constantValue, literalValue } from './constants'
import { type Shape, shapeOf, writtenLiterals } from './shapes'

/** One option as its declaration documents it (its own or an inherited one). */
export interface OptionDoc {
  name: string
  /** The JSDoc text, Markdown as written. */
  doc: string
  /** Its type without `undefined`, for the table's Type cell and the builder's schema. */
  shape: Shape
  /** The `@defaultValue` text with constant references resolved, and the value when it is one literal. */
  defaultValue?: { text: string, value?: Literal }
  /** Every other JSDoc tag (`@title`, `@summary`, `@inspector`, `@minimum`, ...) by name. */
  tags: Record<string, string>
}

/** An exported interface or type alias whose options a page documents (`@docsPage`) or the builder offers (`@inspector`). */
export interface OptionGroup {
  name: string
  /** File, relative to the root given to the reader. */
  file: string
  /** `@docsPage <page>`: the guide page whose marked region shows its table. */
  page?: string
  /** `@inspector <entry> ...`: the renderer entries of its family whose inspector offers its options. */
  inspector?: string[]
  /** `@ignoresCommon <option> ...`: the common options its renderer entries ignore; their inspector leaves them out. */
  ignoresCommon?: string[]
  /** `@inspectorChildren <entry> ...`: the renderer entries that read its options on the children of what they render. */
  inspectorChildren?: string[]
  /** Every property, inherited ones (`extends`, `&`) included. */
  options: OptionDoc[]
}

/** The files option types live in: `src/options/*.ts` and `plugins/<family>/options.ts`. */
export function optionSourceFiles(root: string): string[] {
  const options = join(root, 'src/options')
  const plugins = join(root, 'plugins')
  return [
    ...readdirSync(options).filter(f => f.endsWith('.ts') && !f.endsWith('.test.ts')).map(f => join(options, f)),
    ...readdirSync(plugins).map(f => join(plugins, f, 'options.ts')).filter(f => existsSync(f)),
  ].sort()
}

export const words = (text: string | undefined): string[] => (text ?? '').split(/[\s,]+/).filter(Boolean)

/**
 * Reads the option groups of `files` with the type checker, so that properties inherited through
 * `extends` or an intersection are listed with the JSDoc of the declaration they come from.
 * Throws on an option without JSDoc: its table row and inspector field would say nothing.
 */
export function readOptionGroups(root: string, files: string[]): OptionGroup[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
  })
  const checker = program.getTypeChecker()
  return files.flatMap((file) => {
    const source = program.getSourceFile(file)!
    const module = checker.getSymbolAtLocation(source)
    if (!module)
      return []
    return checker.getExportsOfModule(module).flatMap((symbol) => {
      const declaration = symbol.declarations?.find(d => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d))
      if (!declaration)
        return []
      const tags = tagsOf(symbol.getJsDocTags(checker))
      if (tags.docsPage === undefined && tags.inspector === undefined && tags.inspectorChildren === undefined)
        return []
      const type = checker.getDeclaredTypeOfSymbol(symbol)
      const group: OptionGroup = {
        name: symbol.name,
        file: relative(root, file),
        ...(tags.docsPage ? { page: tags.docsPage } : {}),
        ...(tags.inspector ? { inspector: words(tags.inspector) } : {}),
        ...(tags.ignoresCommon ? { ignoresCommon: words(tags.ignoresCommon) } : {}),
        ...(tags.inspectorChildren ? { inspectorChildren: words(tags.inspectorChildren) } : {}),
        options: checker.getPropertiesOfType(type).map(property => readOption(checker, property, `${symbol.name}.${property.name}`)),
      }
      return [group]
    })
  })
}

function tagsOf(tags: ts.JSDocTagInfo[]): Record<string, string> {
  return Object.fromEntries(tags.map(tag => [tag.name, ts.displayPartsToString(tag.text).trim()]))
}

function readOption(checker: ts.TypeChecker, property: ts.Symbol, where: string): OptionDoc {
  const declaration = property.valueDeclaration ?? property.declarations?.[0]
  const comment = ts.displayPartsToString(property.getDocumentationComment(checker)).trim()
  if (!comment || !declaration)
    throw new Error(`${where}: an option needs a JSDoc comment saying what it does`)
  const constant = (reference: string): Literal => {
    const value = constantValue(checker, declaration, reference)
    if (value === undefined)
      throw new Error(`${where}: ${reference} is no literal of a constant object in scope`)
    return value
  }
  // `{@link name.key}` in the text names a constant: its value is written, so the docs cannot drift from it.
  const withValues = (text: string) => text.replace(/\{@link\s+([^}\s]+)\s*\}/g, (_, reference: string) => `\`${JSON.stringify(constant(reference))}\``)
  const { defaultValue: defaultText, ...tags } = tagsOf(property.getJsDocTags(checker))
  if (tags.summary)
    tags.summary = withValues(tags.summary)
  return {
    name: property.name,
    doc: withValues(comment),
    shape: shapeOf(checker, checker.getNonNullableType(checker.getTypeOfSymbol(property)), writtenLiterals(checker, typeNodeOf(declaration))),
    ...(defaultText !== undefined ? { defaultValue: defaultOf(defaultText, constant, withValues) } : {}),
    tags,
  }
}

const typeNodeOf = (declaration: ts.Declaration): ts.TypeNode | undefined =>
  ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) ? declaration.type : undefined

/**
 * A `@defaultValue`: a literal (`30`, `'tab'`), a constant (`textareaDefaults.rows`, so the code
 * and the docs read one definition), or a sentence, in which `{@link name.key}` names a constant.
 */
function defaultOf(text: string, constant: (reference: string) => Literal, withValues: (text: string) => string): { text: string, value?: Literal } {
  if (/^[A-Za-z_$][\w$]*\.[\w$]+$/.test(text))
    return { text, value: constant(text) }
  const literal = literalValue(text)
  return literal !== undefined ? { text, value: literal } : { text: withValues(text) }
}
