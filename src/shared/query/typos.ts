/**
 * Edits between two words (a swap of two neighbouring letters counting as one), or more than
 * `most` once it is known to exceed it.
 */
export function typoDistance(a: string, b: string, most: number): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1);
      row.push(d);
      smallest = Math.min(smallest, d);
    }
    if (smallest > most) return most + 1;
    [before, previous] = [previous, row];
  }
  return previous[b.length] as number;
}
