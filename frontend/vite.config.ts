import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const gateway = 'http://localhost:4000';

// The server bundle is built by `vite build --ssr`, which sets this flag while Vite reads the config.
const isSsrBuild = process.argv.includes('--ssr');

/**
 * The gateway's pages paint before any script runs, so the scripts are fetched at low priority:
 * they leave the bandwidth to the stylesheet and the page's lead image, which the first paint needs.
 */
const scriptsAfterFirstPaint: Plugin = {
  name: 'scripts-after-first-paint',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
  },
};

export default defineConfig({
  plugins: [react(), scriptsAfterFirstPaint],
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
        // React, Apollo and Mantine make one ~520 kB (minified) entry; the gzip budget enforced by
        // scripts/report-bundle-size.mjs is the limit that matters, so Vite's generic warning is raised.
        chunkSizeWarningLimit: 600,
      },
});
