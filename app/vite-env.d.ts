/// <reference types="vite/client" />

/** An SVG sprite's URL (scripts/icon-sprites.ts). */
declare module 'virtual:sprite/*' {
  const url: string;
  export default url;
}
