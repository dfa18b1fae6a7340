import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

/** Where the package's own names resolve in the sources (as in `sourceAlias.ts`). */
const packagePaths: Record<string, string> = {
  'nuxt-ui-jsonforms': 'index.ts',
  'nuxt-ui-jsonforms/kit': 'src/kit.ts',
  'nuxt-ui-jsonforms/kit/internal': 'src/kitInternal.ts',
  'nuxt-ui-jsonforms/icons': 'src/icons/index.ts',
  'nuxt-ui-jsonforms/testing': 'src/testing/index.ts',
}

const SOURCE = /\.(ts|vue)$/
const IMPORT = /(?:^|[\s;])(?:import|export)\s*(?:type\s+)?(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir))
    return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return SOURCE.test(entry.name) ? [path] : []
  })
}

/** The repository-relative file an import specifier names, or `undefined` for a package. */
function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  if (specifier in packagePaths)
    return packagePaths[specifier]
  if (!specifier.startsWith('.'))
    return undefined
  const target = resolve(dirname(from), specifier)
  const candidates = [target, `${target}.ts`, join(target, 'index.ts')]
  const found = candidates.find(path => existsSync(path) && statSync(path).isFile()) ?? target
  return relative(root, found).split(sep).join('/')
}

const familyOf = (path: string) => /^plugins\/([^/]+)\//.exec(path)?.[1]
const isTest = (path: string) => /\/test\/|\.test\.ts$/.test(path)

/** Why an import from `file` to `target` breaks the direction of the code, or `undefined`. */
function violation(file: string, target: string): string | undefined {
  if (file.startsWith('src/') && target.startsWith('plugins/'))
    return 'the core imports a family'
  if (file.startsWith('src/') && (target.startsWith('presets/') || target.startsWith('generated/')))
    return 'the core imports the assembly'
  if (file.startsWith('plugins/') && (target.startsWith('presets/') || target.startsWith('generated/')))
    return 'family code imports the assembly'
  if (/^(presets|generated)\//.test(file) && target.startsWith('src/') && !/^src\/(index|kit|kitInternal)\.ts$|^src\/assembly\//.test(target))
    return 'the assembly reaches into the core past its entries'
  const family = familyOf(file)
  if (!family)
    return undefined
  const other = familyOf(target)
  if (other && other !== family)
    return `family "${family}" imports family "${other}"`
  if (target.startsWith('src/') && target !== 'src/kit.ts' && target !== 'src/kitInternal.ts' && !(isTest(file) && target === 'src/testing/index.ts'))
    return 'family code reaches into the core past the kit'
  if (target === 'index.ts' && !isTest(file))
    return 'family code imports the package entry'
  return undefined
}

/**
 * Every import in `src/`, `plugins/`, `presets/` and `generated/` that runs against the direction
 * of the code: the core never imports a family or the assembly (`presets/`, `generated/`), families
 * never import each other or the assembly, the assembly reaches the core only through its entries
 * (`src/index.ts`, the kit, `src/assembly/`), and family code reaches the core
 * only through `nuxt-ui-jsonforms/kit` and its internal entry `nuxt-ui-jsonforms/kit/internal` (tests may also import the package entry and
 * `nuxt-ui-jsonforms/testing`).
 * @returns lines `file -> specifier: reason`
 */
export function forbiddenImports(root: string): string[] {
  const files = ['src', 'plugins', 'presets', 'generated'].flatMap(folder => sourceFiles(join(root, folder)))
  return files.flatMap((path) => {
    const file = relative(root, path).split(sep).join('/')
    const code = readFileSync(path, 'utf8')
    return [...code.matchAll(IMPORT)].flatMap((match) => {
      const specifier = match[1] ?? match[2]
      const target = resolveSpecifier(root, path, specifier)
      const reason = target === undefined ? undefined : violation(file, target)
      return reason ? [`${file} -> ${specifier}: ${reason}`] : []
    })
  })
}

/** The folder of a core file: `src/control/useControl.ts` → `control`; a file at the top of `src/` is its own node. */
function coreFolder(file: string): string | undefined {
  const match = /^src\/(.+)$/.exec(file)
  if (!match)
    return undefined
  const parts = match[1]!.split('/')
  return parts.length > 1 ? parts[0] : parts[0]!.replace(/\.(ts|vue)$/, '')
}

/** Folder → the folders of `src/` it imports, from the core's own sources. */
export function coreFolderGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const path of sourceFiles(join(root, 'src'))) {
    const file = relative(root, path).split(sep).join('/')
    const from = coreFolder(file)!
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    for (const match of readFileSync(path, 'utf8').matchAll(IMPORT)) {
      const target = resolveSpecifier(root, path, match[1] ?? match[2]!)
      const to = target && coreFolder(target)
      if (to && to !== from)
        edges.add(to)
    }
  }
  return graph
}

/**
 * Every cycle between folders of `src/`, each once, as `a -> b -> a` (starting from its
 * alphabetically first folder). The index files at the top of `src/` (`index`, `kit`, `kitInternal`) only
 * gather exports and are left out: they import everything and nothing imports them.
 */
export function folderCycles(root: string): string[] {
  const graph = coreFolderGraph(root)
  for (const entry of ['index', 'kit', 'kitInternal'])
    graph.delete(entry)
  const cycles = new Set<string>()
  const walk = (start: string, node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start)
        cycles.add([...path, start].join(' -> '))
      else if (next > start && !path.includes(next))
        walk(start, next, [...path, next])
    }
  }
  for (const start of [...graph.keys()].sort())
    walk(start, start, [start])
  return [...cycles].sort()
}
