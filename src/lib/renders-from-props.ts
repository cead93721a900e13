const MARK = Symbol.for('worklane.rendersFromProps');

/**
 * Marks an island whose server-rendered HTML follows from its props alone: it reads no request,
 * clock or state the server could hold, so the server's React renderer (scripts/astro-patches.mjs)
 * renders it once for every set of props and identifier prefix and reuses that HTML. Called from
 * the server code that places the island, so the island's browser code is unchanged; marking
 * twice does nothing.
 */
export function rendersFromProps(island: object): void {
  if (!Object.hasOwn(island, MARK)) Object.defineProperty(island, MARK, { value: true });
}
