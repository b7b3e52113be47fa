/// <reference types="vite/client" />

/** Id of the running build, injected by vite.config.ts (the same id as dist/builds/latest.json). */
declare const __BUILD_ID__: string;
