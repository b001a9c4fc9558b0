import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The screens of spec §2, grouped by their layout (spec §2 "Layouts"). */
export default [
  layout('layouts/default.tsx', [
    index('routes/home.tsx'),
    route('pages/:slug', 'routes/static-page.tsx'),
    route('complaints', 'routes/complaints.tsx'),
    route('lang-config', 'routes/lang-config.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/lander.tsx', [
    route('landers/:name/:slug?', 'routes/lander.tsx'),
  ]),
  route('manifest.webmanifest', 'routes/manifest.ts'),
] satisfies RouteConfig;
