import {
  MAX_POSITION as LAST_POSITION,
  positionOf,
  WEIGHT_SHIFT,
  weightOf,
} from '../repositories/search-vector.ts';

/** The most positions PostgreSQL keeps for a lexeme once they are merged (MAXNUMPOS). */
const MAX_POSITIONS = 256;

/**
 * Writes the positions of one lexeme as PostgreSQL's text input leaves them (uniquePos): sorted
 * by position, one per position with the highest weight met there, at most MAX_POSITIONS, and
 * nothing after LAST_POSITION. Returns how many it wrote at `to`.
 */
export function settlePositions(
  from: Uint16Array,
  start: number,
  end: number,
  to: Uint16Array,
  at: number,
) {
  const n = end - start;
  if (n === 0) return 0;
  let rising = true;
  for (let k = start + 1; k < end && rising; k++)
    rising = positionOf(from[k] as number) > positionOf(from[k - 1] as number);
  if (rising) {
    // As nearly always: nothing to merge, and too few to reach the limits.
    for (let k = start; k < end; k++) to[at + k - start] = from[k] as number;
    return n;
  }
  // Sorted stably. PostgreSQL's qsort leaves positions already in order as they are; the order
  // it gives equal positions otherwise shows only where merging stops, at LAST_POSITION.
  const sorted = Uint16Array.from(from.subarray(start, end));
  for (let i = 1; i < n; i++) {
    const value = sorted[i] as number;
    let j = i - 1;
    while (j >= 0 && positionOf(sorted[j] as number) > positionOf(value)) {
      sorted[j + 1] = sorted[j] as number;
      j--;
    }
    sorted[j + 1] = value;
  }
  let last = at;
  to[last] = sorted[0] as number;
  for (let k = 1; k < n; k++) {
    const value = sorted[k] as number;
    const kept = to[last] as number;
    if (positionOf(value) !== positionOf(kept)) {
      to[++last] = value;
      if (last - at >= MAX_POSITIONS - 1 || positionOf(value) === LAST_POSITION) break;
    } else if (weightOf(value) > weightOf(kept)) {
      to[last] = positionOf(kept) | (weightOf(value) << WEIGHT_SHIFT);
    }
  }
  return last - at + 1;
}
