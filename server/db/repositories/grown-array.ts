type NumberArray = Int32Array | Uint16Array | Uint8Array | Uint32Array | Float64Array;

/**
 * The array itself when it holds `needed` items, else a copy at least twice as long holding its
 * items: the reused buffers of the search vector writers grow by this.
 */
export function grown<T extends NumberArray>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const copy = new (array.constructor as new (length: number) => T)(
    Math.max(needed, array.length * 2),
  );
  copy.set(array);
  return copy;
}
