import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import ui from '@nuxt/ui/vite'
import { sourceAlias } from '../sourceAlias.ts'
import { libraryIcons } from '../src/icons/index.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The playground imports the library by its package name, as users do; it resolves to the sources. */
export default defineConfig({
  root: here('.'),
  base: './',
  plugins: [
    vue(),
    // `ui()` also registers @tailwindcss/vite. Every icon is bundled: the library's are listed,
    // the examples' and the builder palette's are found by the scan (the playground and each family's
    // examples.ts and builder.ts, from the repository root), Nuxt UI's own come from its app config.
    ui({
      root: here('..'),
      router: false,
      autoImport: false,
      components: false,
      dts: false,
      colorMode: true,
      icon: { clientBundle: { icons: [...libraryIcons], scan: { globInclude: ['playground/**/*.{vue,ts}', 'plugins/*/examples.ts', 'plugins/*/builder.ts'] } } },
    }),
  ],
  resolve: { alias: sourceAlias },
  // `xss.html`: the hostile-strings page of the browser checks; `render.html`: a definition drawn by `<JsonForm>`. Neither is linked from the gallery.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000, rolldownOptions: { input: { index: here('index.html'), xss: here('xss.html'), render: here('render.html') } } },
  preview: { host: '127.0.0.1' },
  server: { host: '127.0.0.1' },
})
