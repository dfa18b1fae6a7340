/** Icons the tests render: bundled so that no icon is ever fetched from the network. */
import { libraryIcons } from '../src/icons/index.ts'

export const testIcons = [...libraryIcons, 'i-lucide-user', 'i-lucide-mail', 'i-lucide-at-sign', 'i-lucide-lock', 'i-lucide-search',
  // What the gallery's examples show besides (test/mcp-forms mounts every one).
  'i-lucide-shield-check', 'i-lucide-wallet']
