/**
 * `npm run paths -- <machine> [--format json|md]`: the shortest paths through
 * machines/<machine>.machine.ts, as steps a tester can follow. Payloads for
 * guarded events come from tests/model/samples/<machine>.samples.ts when present.
 */
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import type { AnyStateMachine } from 'xstate'
import { shortestPaths, type MachineSamples } from '../model/machine-graph'

const root = fileURLToPath(new URL('../../', import.meta.url))
const args = process.argv.slice(2)
const formatIndex = args.indexOf('--format')
const format = formatIndex >= 0 ? args[formatIndex + 1] : 'md'
const name = args.find((arg, i) => !arg.startsWith('--') && (formatIndex < 0 || i !== formatIndex + 1))
const available = readdirSync(resolve(root, 'machines'))
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => file.replace('.machine.ts', ''))

if (!name || !available.includes(name) || !['json', 'md'].includes(format)) {
  console.error(`Usage: npm run paths -- <machine> [--format json|md]\nMachines: ${available.join(', ')}`)
  process.exit(name ? 1 : 0)
}

const module = (await import(pathToFileURL(resolve(root, 'machines', `${name}.machine.ts`)).href)) as Record<string, unknown>
const machine = Object.values(module).find(
  (value): value is AnyStateMachine => Boolean(value && typeof value === 'object' && 'root' in value && 'provide' in value),
)
if (!machine) {
  console.error(`machines/${name}.machine.ts exports no machine`)
  process.exit(1)
}
const samplesFile = resolve(root, 'tests/model/samples', `${name}.samples.ts`)
const samples: MachineSamples = existsSync(samplesFile) ? (await import(pathToFileURL(samplesFile).href)).samples : {}
const paths = shortestPaths(machine, samples)

if (format === 'json') {
  console.log(JSON.stringify({ machine: name, paths }, null, 2))
} else {
  console.log(`# Shortest paths through the ${name} machine\n`)
  for (const [index, path] of paths.entries()) {
    console.log(`## ${index + 1}. to \`${path.target}\``)
    if (path.steps.length === 0) console.log('- (initial state)')
    for (const step of path.steps) {
      const { type, ...payload } = step.event
      const extra = Object.keys(payload).length ? ` ${JSON.stringify(payload)}` : ''
      console.log(`- in \`${step.state}\`, **${type}**${extra} → \`${step.next}\``)
    }
    console.log('')
  }
}
