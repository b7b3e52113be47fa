/**
 * PGlite's files on disk, readable by their owner alone. PGlite's Emscripten file system gives
 * each file it creates the mode PostgreSQL asked for (0666) with an explicit chmod, which the
 * process umask does not reach; here every mode it sets loses its group and other bits.
 */
import { NodeFS } from '@electric-sql/pglite/nodefs';

type Attributes = { mode?: number | null };
type NodeOps = { setattr?: (node: unknown, attributes: Attributes) => void };

const narrowed = new WeakSet<NodeOps>();

/** Wraps NODEFS's one chmod path; without it (another PGlite) files keep PGlite's modes. */
function ownerOnly(nodefs: unknown): void {
  const ops = (nodefs as { node_ops?: NodeOps } | undefined)?.node_ops;
  const setattr = ops?.setattr;
  if (!ops || !setattr || narrowed.has(ops)) return;
  ops.setattr = (node, attributes) =>
    setattr.call(
      ops,
      node,
      typeof attributes.mode === 'number'
        ? { ...attributes, mode: attributes.mode & ~0o077 }
        : attributes,
    );
  narrowed.add(ops);
}

type Init = NodeFS['init'];
type PreRun = NonNullable<Awaited<ReturnType<Init>>['emscriptenOpts']['preRun']>[number];

export class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<Init>): ReturnType<Init> {
    const { emscriptenOpts } = await super.init(...args);
    const narrow: PreRun = (module) => ownerOnly(module.NODEFS);
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), narrow] },
    };
  }
}
