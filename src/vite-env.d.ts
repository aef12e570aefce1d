/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** '1' in the zero-server demo build (`npm run build:static`). */
  readonly VITE_STATIC_DEMO?: string
}
