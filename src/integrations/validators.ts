import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { extname, isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import type { FormatChecks } from '../store/formats'
import { precompileSchema } from './precompileSchema'
import { packageName } from './shared'
import { definedSchemas } from './definedSchemas'
import type { AstNode } from './literalValue'

/** Options of the build-time validators (`validators` of the Vite plugin and the Nuxt module). */
export interface ValidatorsOptions {
  /**
   * The formats the families of the app's forms declare beyond `ajv-formats` and other tools'
   * (`formatsOf(plugins)`; the built-in families': `serverFormats` of `nuxt-ui-jsonforms/server`),
   * checked as the form's validator checks them. A form whose families check a format its schema
   * names otherwise than the build did compiles the schema with AJV at run time.
   * @default {}
   */
  formats?: FormatChecks
}

/** A JSON schema imported for its validator: `import schema from './contact.schema.json?validator'`. */
const validatorImport = /\.json\?validator$/
/** The id of the module written for such a schema (not ending in `.json`, which Vite's JSON plugin would parse). */
const prefix = `\0${packageName}:validator:`
/** What a module importing a schema given to `defineSchema` names it: `<definedImport><hash of its JSON>`. */
const definedImport = `virtual:${packageName}:defined-schema:`
/** The id of the module written for such a schema: `<inlinePrefix><hash>.js`. */
const inlinePrefix = `${prefix}defined:`
const suffix = '.js'

/** A file of the library beside this one: the sources while developing it, the built files in an app. */
const libraryFile = (path: string) => fileURLToPath(new URL(`${path}${extname(fileURLToPath(import.meta.url))}`, import.meta.url))

/**
 * Validators compiled at build time:
 * - `import schema from './contact.schema.json?validator'` is the schema (the file's JSON);
 * - `defineSchema({ … })` of `nuxt-ui-jsonforms`, given a literal, is that schema;
 * each tied to its validator compiled by AJV's standalone code generation (`precompileSchema`) as the
 * form's own validator would compile it. A form given that schema validates from its first render
 * and loads no AJV (unless what it draws asks AJV: a rule, a combinator). A schema the form's
 * validator could not compile stays plain JSON, with a warning: the form compiles it at run time and
 * says why it could not.
 */
export function precompiledValidators(options: ValidatorsOptions = {}): Plugin[] {
  const formats = options.formats ?? {}
  const imports = { registry: libraryFile('../store/precompiled'), runtime: libraryFile('../store/standaloneRuntime'), formats: libraryFile('../store/standaloneFormats') }
  /** The schemas `defineSchema` calls write, by the hash of their JSON. */
  const defined = new Map<string, unknown>()

  /** The module of `schema`: the schema tied to its compiled validator, or plain JSON with a warning. */
  function moduleOf(schema: unknown, where: string, warn: (message: string) => void) {
    const module = precompileSchema(schema, formats, imports)
    if ('code' in module)
      return { code: module.code, map: null }
    warn(`${where}: its validator is compiled when the form shows (${module.error})`)
    return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(schema))});\n`, map: null }
  }

  const files: Plugin = {
    name: `${packageName}:validators`,
    enforce: 'pre',
    resolveId: {
      filter: { id: [validatorImport, new RegExp(`^${definedImport}`)] },
      async handler(source, importer) {
        if (source.startsWith(definedImport))
          return `${inlinePrefix}${source.slice(definedImport.length)}${suffix}`
        if (!validatorImport.test(source))
          return null
        const file = source.slice(0, -'?validator'.length)
        // Vite's own resolution first: a path from the project's root (`/forms/contact.schema.json`), an alias, a package's file.
        const resolved = await this.resolve(file, importer, { skipSelf: true }) ?? (isAbsolute(file) ? { id: file } : null)
        return resolved ? `${prefix}${resolve(resolved.id)}${suffix}` : null
      },
    },
    load: {
      filter: { id: new RegExp(`^${prefix.replaceAll('\0', '\\0')}`) },
      handler(id) {
        if (id.startsWith(inlinePrefix)) {
          const hash = id.slice(inlinePrefix.length, -suffix.length)
          return defined.has(hash) ? moduleOf(defined.get(hash), 'defineSchema', message => this.warn(message)) : null
        }
        if (!id.startsWith(prefix))
          return null
        const file = id.slice(prefix.length, -suffix.length)
        this.addWatchFile(file)
        let schema: unknown
        try {
          schema = JSON.parse(readFileSync(file, 'utf8'))
        }
        catch (error) {
          this.error(`${file}: ${error instanceof Error ? error.message : String(error)}`)
        }
        return moduleOf(schema, file, message => this.warn(message))
      },
    },
    // On the dev server, a schema file edited: its module is compiled again, not given back as it was
    // with new import stamps (what Vite does to a module whose watched file, not import, changed).
    hotUpdate({ file, modules, timestamp }) {
      const { moduleGraph } = this.environment
      const compiled = moduleGraph.getModuleById(`${prefix}${file}${suffix}`)
      if (!compiled)
        return
      moduleGraph.invalidateModule(compiled, new Set(), timestamp, true)
      return [...modules, compiled]
    },
  }

  // After the other plugins (Vue's, TypeScript's): the module's final JavaScript is read.
  const calls: Plugin = {
    name: `${packageName}:validators:defined`,
    enforce: 'post',
    transform: {
      filter: { code: 'defineSchema' },
      handler(code, id) {
        if (id.startsWith('\0') || id.includes('/node_modules/'))
          return null
        let program: AstNode
        try {
          program = this.parse(code) as unknown as AstNode
        }
        catch {
          // Not JavaScript this parser reads (yet): the calls stay, and their schemas compile at run time.
          return null
        }
        const found = definedSchemas(program, packageName)
        if (!found.length)
          return null
        let next = ''
        let at = 0
        const added: string[] = []
        for (const { start, end, schema } of found) {
          const hash = createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 16)
          defined.set(hash, schema)
          const name = `__nuiDefinedSchema${added.length}`
          added.push(`import ${name} from ${JSON.stringify(`${definedImport}${hash}`)};`)
          next += `${code.slice(at, start)}${name}`
          at = end
        }
        return { code: `${added.join('')}${next}${code.slice(at)}`, map: null }
      },
    },
  }
  return [files, calls]
}
