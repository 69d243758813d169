// Reports the gzip size of what the /stories route loads first and of every lazy chunk,
// and fails the build when the first load exceeds its budget. Reads Vite's manifest.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const budgetsKb = { initialJs: 200, initialCss: 40 };

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1000;
const sumKb = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);

/** Manifest keys of a chunk and everything it imports statically, i.e. what loads with it. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const filesOf = (keys, field) =>
  new Set([...keys].flatMap((key) => (field === 'file' ? [manifest[key].file] : (manifest[key].css ?? []))));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in dist/.vite/manifest.json; is build.manifest enabled?');

// The entry (src/boot.ts) imports the app at once, after the first paint: both are the first load.
const initialKeys = new Set(
  [entryKey, ...(manifest[entryKey].dynamicImports ?? [])].flatMap((key) => [...staticClosure(key)]),
);
const initialJsKb = sumKb(filesOf(initialKeys, 'file'));
const initialCssKb = sumKb(filesOf(initialKeys, 'css'));

const rows = [
  ['/stories initial JS', initialJsKb, budgetsKb.initialJs],
  ['/stories initial CSS', initialCssKb, budgetsKb.initialCss],
];
/** Short source path of a lazy chunk, e.g. `features/story-detail/story-detail.page.tsx`. */
const lazyLabel = (key) => `lazy ${manifest[key].src.replace(/^(src\/|\.\.\/node_modules\/)/, '')}`;

for (const key of Object.keys(manifest).filter((candidate) => manifest[candidate].isDynamicEntry && !initialKeys.has(candidate))) {
  // Chunks shared with the first load are already paid for; count only what this chunk adds.
  const ownKeys = [...staticClosure(key)].filter((chunk) => !initialKeys.has(chunk));
  rows.push([`${lazyLabel(key)} JS`, sumKb(filesOf(ownKeys, 'file')), undefined]);
  const cssKb = sumKb(filesOf(ownKeys, 'css'));
  if (cssKb > 0) rows.push([`${lazyLabel(key)} CSS`, cssKb, undefined]);
}

const labelWidth = Math.max(...rows.map(([label]) => label.length));
console.log(`\n${'chunk'.padEnd(labelWidth)}  gzip kB   budget`);
for (const [label, sizeKb, budgetKb] of rows) {
  const verdict =
    budgetKb === undefined ? '' : `${String(budgetKb).padStart(6)}  ${sizeKb <= budgetKb ? 'ok' : 'OVER'}`;
  console.log(`${label.padEnd(labelWidth)}  ${sizeKb.toFixed(2).padStart(7)}  ${verdict}`);
}

const overBudget = rows.filter(([, sizeKb, budgetKb]) => budgetKb !== undefined && sizeKb > budgetKb);
if (overBudget.length > 0) {
  console.error(`\nBundle budget exceeded: ${overBudget.map(([label]) => label).join(', ')}`);
  process.exit(1);
}
