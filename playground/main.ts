import { createApp } from 'vue'
import ui from '@nuxt/ui/vue-plugin'
import App from './App.vue'
import { watchRendererChunks } from './chunkWatch'
import { startMocks } from './mocks/browser'
import './main.css'

watchRendererChunks()

// The autocomplete examples query `api/*`: the mock worker must answer before the first form mounts.
void startMocks().then(() => createApp(App).use(ui).mount('#app'))
