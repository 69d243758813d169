import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const gateway = 'http://localhost:4000';

// The server bundle is built by `vite build --ssr`, which sets this flag while Vite reads the config.
const isSsrBuild = process.argv.includes('--ssr');

/** The file names of a chunk and of every chunk it imports statically: what loads with it. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * The gateway's pages paint before any of the app's code is fetched: the entry (src/boot.ts) imports the app once
 * the page and its lead image are painted, leaving the bandwidth to them until then. The app's stylesheets are
 * linked in the head all the same, as the first paint needs them; the entry is fetched at low priority.
 */
const appAfterFirstPaint: Plugin = {
  name: 'app-after-first-paint',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle = {} }) => {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      if (entry?.type !== 'chunk') return html;
      const loadedWithEntry = staticClosure(bundle, entry.fileName);
      const appChunks = entry.dynamicImports
        .flatMap((fileName) => [...staticClosure(bundle, fileName)])
        .filter((fileName) => !loadedWithEntry.has(fileName))
        .map((fileName) => bundle[fileName])
        .filter((output) => output?.type === 'chunk');
      const appStylesheets = new Set(appChunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
      const links = [...appStylesheets].map((fileName) => `<link rel="stylesheet" crossorigin href="/${fileName}">`);
      return html
        .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
        .replace('<script type="module"', '<script type="module" fetchpriority="low"');
    },
  },
};

export default defineConfig({
  plugins: [react(), appAfterFirstPaint],
  server: {
    proxy: {
      '/graphql': gateway,
      '/api-coldcase': gateway,
      '/images': gateway,
    },
  },
  // The gateway loads the server bundle (src/entry-server.tsx) from dist-server/ with no
  // node_modules lookups of its own: every library is bundled in, as the browser's bundle is.
  ssr: { noExternal: true },
  // The bundled React picks its build from NODE_ENV at run time; the gateway's pages use the production one.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        target: 'node20',
        copyPublicDir: false,
        emptyOutDir: true,
        // .mjs: ES modules wherever they are copied, with or without this package.json beside them.
        rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
      }
    : {
        // The bundle-size report reads the manifest to find the entry chunk and its imports.
        manifest: true,
        target: 'es2022',
        // The app (src/main.tsx) and all it imports statically make one chunk, as they load together anyway:
        // split along the lazy pages' lines, they would be some fifty files, each compressed on its own. Vite's
        // loader of code-split modules, which the entry uses too, stays out of it, or the entry would import the app.
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'loader', test: /vite\/preload-helper/, priority: 2 },
                { name: 'app', test: /\/src\/main\.tsx$/, priority: 1 },
              ],
            },
          },
        },
        // React, Apollo, Mantine and the shell make one ~640 kB (minified) app chunk; the gzip budget enforced by
        // scripts/report-bundle-size.mjs is the limit that matters, so Vite's generic warning is raised.
        chunkSizeWarningLimit: 700,
      },
});
