/** Icons the tests render: bundled so that no icon is ever fetched from the network. */
export const testIcons = ['i-lucide-user', 'i-lucide-mail', 'i-lucide-at-sign', 'i-lucide-lock', 'i-lucide-search']
