import { useColorMode } from '#imports'
import { type Ref, onBeforeUnmount, onMounted } from 'vue'
import { type EmbedSizeMessage, type EmbedTheme, embedThemeParam, isEmbedTheme, isEmbedThemeMessage } from '../embedProtocol'

/**
 * For the playground inside a docs page (`?embed`): shows the page's theme (`?theme=`, then its
 * messages when the visitor toggles it) and reports the height of `content` whenever it changes,
 * so the page sizes the frame to the form instead of scrolling inside it.
 */
export function useEmbedFrame(content: Ref<HTMLElement | null>): void {
  document.documentElement.classList.add('embedded')
  const colorMode = useColorMode()
  const initial = new URLSearchParams(window.location.search).get(embedThemeParam)
  if (isEmbedTheme(initial))
    colorMode.preference = initial

  const theme = (): EmbedTheme => colorMode.value === 'dark' ? 'dark' : 'light'
  const report = () => {
    if (!content.value || window.parent === window)
      return
    const message: EmbedSizeMessage = { type: 'nuxt-ui-jsonforms:embed-size', height: Math.ceil(content.value.getBoundingClientRect().height), theme: theme() }
    window.parent.postMessage(message, window.location.origin)
  }

  // Only the embedding page (same origin) may switch the theme.
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== window.location.origin || !isEmbedThemeMessage(event.data))
      return
    colorMode.preference = event.data.theme
    report()
  }

  const observer = new ResizeObserver(report)
  onMounted(() => {
    window.addEventListener('message', onMessage)
    if (content.value)
      observer.observe(content.value)
  })
  onBeforeUnmount(() => {
    window.removeEventListener('message', onMessage)
    observer.disconnect()
  })
}
