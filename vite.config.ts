import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { iconSprites } from './scripts/icon-sprites.ts';
import { serviceWorker } from './scripts/service-worker.ts';
import { islands } from './scripts/islands.ts';

const treeshake = {
  // The schema files of common/api only declare zod schemas and types. Declared free of side
  // effects, a browser module that uses none of their schemas (a helper beside a loader, say)
  // no longer brings zod with them.
  moduleSideEffects: (id: string) => !/[\\/]common[\\/]api[\\/]/.test(id),
};

export default defineConfig({
  plugins: [reactRouter(), iconSprites(), serviceWorker(), islands({ treeshake })],
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global functions; its own upgrade will clear these.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        quietDeps: true,
      },
    },
  },
  build: {
    sourcemap: false,
    rollupOptions: {
      treeshake,
    },
  },
  // The compiled server runs on plain `node`, whose ES module loader refuses what tsx used to let
  // through: react-bootstrap's per-component folders ('react-bootstrap/Modal'), folder imports in
  // dom-helpers and @restart/*, and default imports of packages without one (dequal, react-aria).
  // Bundled into the server build, these resolve as Vite resolves them for the browser.
  ssr: {
    noExternal: [
      'react-bootstrap',
      '@restart/ui',
      '@restart/hooks',
      'dom-helpers',
      'react-transition-group',
      'uncontrollable',
      '@react-aria/ssr',
      'react-aria',
      'dequal',
    ],
  },
});
