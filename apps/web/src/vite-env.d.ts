/// <reference types="vite/client" />

/** Id of the running build, injected by vite.config.ts (the same id as dist/builds/latest.json). */
declare const __BUILD_ID__: string;

/** One Tabler icon's own module (components/icons.ts imports each so, not the 6,000 of the index). */
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  const icon: import('@tabler/icons-react').TablerIcon;
  export default icon;
}
