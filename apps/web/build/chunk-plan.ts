/**
 * How the build cuts the web app into files (issue 13). On 4G every request is a round trip of
 * its own and HTTP/1.1 opens six at a time, so a page should arrive in a few files:
 *   - the start-up script and its libraries (what every page runs);
 *   - per layout, a "shell" file with what that layout needs beyond the start-up script, so that
 *     a page loaded inside it shares that code instead of carrying its own copy;
 *   - one file per page (or per area whose pages share a file), with copies of the small pieces
 *     it shares with other pages (Rolldown's inlined common chunks: a registry keeps one
 *     instance of each module however many files carry it);
 *   - the words: one file per language for the start-up, one for the apps shell, and one per
 *     namespace of the areas, loaded with their pages;
 *   - zod, one file the pages that use the shared contracts load beside their own.
 */
import type { Plugin } from 'vite';

/**
 * The words of the apps shell itself (its navigation, the business switcher, the bell): one file
 * per language, loaded with the apps layout. Every other area's words are a file of their own,
 * loaded with the pages that speak them (their routes name them, app/apps-routes.tsx), so the
 * dashboard does not download the words of the cash book, the invoices or the settings.
 */
const SHELL_NAMESPACES = new Set(['apps', 'notifications', 'team']);
/** Loaded by i18n at start-up (lib/i18n.ts). */
const CORE_NAMESPACES = new Set(['common', 'errors']);

/** The shell files, each named after the layout whose static imports it holds. */
const SHELLS = [
  { name: 'apps-shell', layout: '/src/app/layouts/apps-layout.tsx' },
  { name: 'public-shell', layout: '/src/app/layouts/public-layout.tsx' },
  { name: 'auth-shell', layout: '/src/app/layouts/auth-layout.tsx' },
];

/**
 * The apps shell's popups, which load with their first tap (components/open-on-tap.tsx), in one
 * file of their own with what they bring: Mantine's menus, popovers and scroll areas with
 * floating-ui (`library`), and their own code that the shell and the dashboard do not read. The
 * dashboard's first files leave it out (issue 16), and the pages that use the same pieces (a
 * Select, a Menu, a Popover) share that file instead of each carrying a copy.
 */
const OVERLAYS = {
  name: 'apps-overlays',
  roots: [
    '/src/app/layouts/user-menu-dropdown.tsx',
    '/src/app/layouts/more-menu.tsx',
    '/src/app/layouts/business-switcher-menu.tsx',
    '/src/features/notifications/components/bell-popover.tsx',
  ],
  /** The dashboard's own modules stay out, so it never waits for this file. */
  keepOut: '/src/features/dashboard/dashboard-page.tsx',
  library:
    /[\\/]node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Popover|Menu|ScrollArea|FocusTrap)[\\/])/,
};

/** A module of the overlays' libraries, or null. */
export function overlaysLibrary(id: string): string | null {
  return OVERLAYS.library.test(id) ? 'overlays-library' : null;
}

export function localeChunk(id: string): string | null {
  const match = /locales[\\/](id|en)[\\/]([a-z-]+)\.json$/.exec(id);
  if (!match) return null;
  const [, language, namespace = ''] = match;
  if (CORE_NAMESPACES.has(namespace)) return `locale-${language}-core`;
  if (SHELL_NAMESPACES.has(namespace)) return `locale-${language}-apps`;
  return null;
}

/**
 * Zod, in one file of its own: the pages that check or build with the shared contracts load it
 * beside their own file (and keep it cached from page to page), and the start-up script and the
 * shells, which read only zod-free shared modules, never carry it.
 */
export function contractsChunk(id: string): string | null {
  return /[\\/]node_modules[\\/]zod[\\/]/.test(id) ? 'contracts' : null;
}

type ModuleGraph = {
  ids: readonly string[];
  entries: readonly string[];
  imports: (id: string) => readonly string[];
};

/** Every module `from` reaches through static imports (those `follow` accepts), `from` included. */
function staticClosure(
  graph: ModuleGraph,
  from: readonly string[],
  follow: (id: string) => boolean = () => true,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...graph.imports(id).filter(follow));
  }
  return seen;
}

/**
 * Which shell each module belongs to: a module a layout reaches statically, that the start-up
 * script does not already carry and that no other layout reaches (shared ones stay where the
 * bundler puts them, copied into each file that reads them); and what the apps shell's popups
 * reach beyond those, in the overlays' file.
 */
export function planShells(graph: ModuleGraph): Map<string, string> {
  const initial = staticClosure(graph, graph.entries);
  const owner = new Map<string, string>();
  const shared = new Set<string>();
  const moduleOf = (path: string) => {
    const id = graph.ids.find((candidate) => candidate.endsWith(path));
    if (!id) throw new Error(`chunk plan: no module ends with ${path}`);
    return id;
  };
  for (const shell of SHELLS) {
    for (const id of staticClosure(graph, [moduleOf(shell.layout)])) {
      if (initial.has(id) || id.startsWith('\0')) continue;
      if (owner.has(id)) shared.add(id);
      else owner.set(id, shell.name);
    }
  }
  const inShells = new Set([...owner.keys(), ...shared]);
  for (const id of shared) owner.delete(id);
  // The popups' own code beyond the start-up script, the shells and the dashboard (the web's
  // modules only: the libraries' barrels reach everything, so those are named by `library`).
  const ours = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0');
  const dashboard = staticClosure(graph, [moduleOf(OVERLAYS.keepOut)], ours);
  for (const id of staticClosure(graph, OVERLAYS.roots.map(moduleOf), ours)) {
    if (initial.has(id) || inShells.has(id) || dashboard.has(id)) continue;
    owner.set(id, OVERLAYS.name);
  }
  return owner;
}

type Group = {
  name: (id: string) => string | null;
  tags?: '$initial'[];
  priority: number;
  includeDependenciesRecursively?: boolean;
};

/**
 * The plugin that reads the module graph once it is complete, and the groups that use what it
 * read (Rolldown names a module's group after the graph is built).
 */
export function chunkPlan(): { plugin: Plugin; groups: Group[] } {
  let shells = new Map<string, string>();
  const plugin: Plugin = {
    name: 'usaha-chunk-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/preload.json',
        source: `${JSON.stringify({ areas: [appsArea(Object.values(bundle))] }, null, 2)}\n`,
      });
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      shells = planShells({
        ids,
        entries: ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
      });
    },
  };
  return {
    plugin,
    groups: [
      { name: () => 'start', tags: ['$initial'], priority: 40 },
      { name: localeChunk, priority: 30 },
      { name: contractsChunk, priority: 25 },
      { name: overlaysLibrary, priority: 25, includeDependenciesRecursively: false },
      // A shell takes only the modules planned for it: by default a group also pulls in what
      // they import, which would move the start-up script's libraries behind the layout.
      { name: (id) => shells.get(id) ?? null, priority: 20, includeDependenciesRecursively: false },
    ],
  };
}

/** What a file of the bundle tells about itself (Rolldown's output chunk, the parts used here). */
type BundleFile = {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/** Paths whose first page is inside the apps layout (app/routes.tsx, app/apps-routes.tsx). */
const APPS_PATHS = ['/dashboard', '/apps'];

/**
 * The files every page of the apps area needs beyond the start-up script: the /apps route table
 * and the apps shell with their styles. The server names them as modulepreload hints in the HTML
 * it answers for those paths (apps/api/src/plugins/web.ts), so a deep link fetches them beside
 * the start-up script instead of after it (issue 13: a page's code in two round trips).
 */
function appsArea(files: readonly BundleFile[]) {
  const chunks = files.filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((file) => [file.fileName, file]));
  const startup = new Set<string>();
  const stack = chunks.filter((file) => file.isEntry).map((file) => file.fileName);
  for (let name = stack.pop(); name !== undefined; name = stack.pop()) {
    if (startup.has(name)) continue;
    startup.add(name);
    stack.push(...(byName.get(name)?.imports ?? []));
  }
  const wanted = chunks.filter(
    (file) =>
      file.name === 'apps-shell' || file.facadeModuleId?.endsWith('/src/app/apps-routes.tsx'),
  );
  if (wanted.length !== 2) throw new Error('chunk plan: the apps shell or route table is missing');
  const modules = new Set<string>();
  const styles = new Set<string>();
  for (const file of wanted) {
    for (const name of [file.fileName, ...(file.imports ?? [])]) {
      if (!startup.has(name)) modules.add(name);
    }
    for (const css of file.viteMetadata?.importedCss ?? []) styles.add(css);
  }
  const url = (name: string) => `/${name}`;
  return { paths: APPS_PATHS, modules: [...modules].map(url), styles: [...styles].map(url) };
}
