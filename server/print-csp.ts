// Prints the Content-Security-Policy for a built index.html (for nginx or another host):
//   npx tsx server/print-csp.ts [dist/h5/index.html]
import fs from 'node:fs'
import { cspForHtml } from './core/csp'

const file = process.argv[2] || 'dist/h5/index.html'
console.log(cspForHtml(fs.readFileSync(file)))
