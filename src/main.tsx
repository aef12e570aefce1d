import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { createAppRouter } from './app/router'
import { initI18n } from './i18n'
import './styles/global.css'

async function start() {
  // The static demo build carries its own backend (MSW in the page); the normal build talks to the server.
  if (import.meta.env.VITE_STATIC_DEMO === '1') {
    const { startBrowserBackend } = await import('../mock-server/browser/start-worker')
    await startBrowserBackend()
  }
  // Translations first, so the first paint is already in the visitor's language.
  await initI18n()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  )
}

void start()
