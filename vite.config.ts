import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { loadEnv, type InlineConfig, type Plugin } from 'vite'
import { WIDGET } from './src/config/constants.js'
import { DEMO_SITE_PATH } from './mock-server/shared/demo-site.js'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * The embeddable widget as its own IIFE bundle (design.md "The embeddable widget"):
 * `vite build --mode widget` writes `<outDir>/js/v2/chat-widget-pro.iife.js` (outDir `dist`, or the
 * command line's `--outDir`) without emptying it, because the app build runs first.
 */
export function widgetBuildConfig(outDir = 'dist'): InlineConfig {
  return {
    configFile: false,
    root,
    publicDir: false,
    // xstate and our code read NODE_ENV; library builds do not replace it on their own.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('./src/widget/index.ts', import.meta.url)),
        formats: ['iife'],
        name: 'ChatWidgetPro',
        fileName: () => WIDGET.SCRIPT_PATH.slice(1),
      },
    },
  }
}

/** The widget's source: a change to any of these rebuilds it on the next request in dev. */
const WIDGET_SOURCES = ['/src/widget/', '/machines/widget-conversation.machine.ts', '/src/config/constants.ts']

/** `npm run dev`: serves the widget bundle at its production path, built in memory on request. */
function widgetInDev(): Plugin {
  let code: Promise<string> | null = null
  const buildWidget = async () => {
    const { build } = await import('vite')
    const config = widgetBuildConfig()
    const output = await build({ ...config, logLevel: 'warn', build: { ...config.build, write: false } })
    const bundles = Array.isArray(output) ? output : [output]
    for (const bundle of bundles) {
      if (!('output' in bundle)) continue
      const chunk = bundle.output.find((item) => item.type === 'chunk')
      if (chunk && chunk.type === 'chunk') return chunk.code
    }
    throw new Error('the widget build produced no script')
  }
  return {
    name: 'chat-widget-pro-dev',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        if (WIDGET_SOURCES.some((part) => file.replaceAll('\\', '/').includes(part))) code = null
      })
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== WIDGET.SCRIPT_PATH) return next()
        code ??= buildWidget()
        code.then(
          (script) => {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8')
            response.setHeader('Cache-Control', 'no-cache')
            response.end(script)
          },
          (error: Error) => {
            code = null
            next(error)
          },
        )
      })
    },
  }
}

/**
 * The zero-server build (`VITE_STATIC_DEMO=1`) carries the bundled demo website (decision 909): its
 * files are copied to `<outDir>` + DEMO_SITE_PATH, where the Node server serves them, and listed in `virtual:demo-site` for the in-page backend.
 */
function demoSiteInStaticBuild(): Plugin {
  const dir = fileURLToPath(new URL('./mock-server/demo-site/', import.meta.url))
  const path = DEMO_SITE_PATH
  const files = () =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => statSync(join(dir, file)).isFile())
      .map((file) => file.replaceAll('\\', '/'))
      .sort()
  const id = 'virtual:demo-site'
  return {
    name: 'demo-site-in-static-build',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) => (source === `\0${id}` ? `export const DEMO_SITE = ${JSON.stringify({ path, files: files() })}` : undefined),
    generateBundle() {
      for (const file of files()) this.emitFile({ type: 'asset', fileName: `${path.slice(1)}${file}`, source: readFileSync(join(dir, file)) })
    },
  }
}

export default defineConfig(({ mode }) => {
  if (mode === 'widget') return widgetBuildConfig()
  const staticDemo = loadEnv(mode, root, 'VITE_STATIC_DEMO').VITE_STATIC_DEMO === '1'
  return {
    plugins: [react(), widgetInDev(), staticDemo && demoSiteInStaticBuild()],
    build: {
      outDir: 'dist',
      sourcemap: true,
    },
    test: {
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      environment: 'node',
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }
})
