/** Words shorter than this are never taken for a misspelling: too many short words are a letter apart. */
const MIN_TYPO_LENGTH = 6;
/** From this length a shorter word may be read as a word with one letter left out. */
const MIN_DROPPED_LENGTH = 5;
/** How often the intents must use a word for a short word to be read as it. */
const MIN_DROPPED_COUNT = 5;
/** From this length a word may be two letters off ('notificatons', 'recomended'). */
const TWO_TYPOS_LENGTH = 10;

/** The optimal string alignment distance of two words, or `max + 1` once it is over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (rows[i - 1]?.[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (rows[i - 1]?.[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (rows[i - 2]?.[j - 2] as number) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (i > 0 && best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/**
 * Corrects the misspelt words of a question to the words the intents use: a word it never
 * learned becomes the most used learned word one letter away (two for long words), starting with
 * the same letter. Words with no such neighbour stay as they are.
 */
export function spellingCorrector(
  counts: ReadonlyMap<string, number>,
  known: (word: string) => boolean = () => false,
) {
  const byFirst = new Map<string, string[]>();
  for (const word of counts.keys()) {
    if (word.length < MIN_TYPO_LENGTH - 1) continue;
    const list = byFirst.get(word[0] as string) ?? [];
    list.push(word);
    byFirst.set(word[0] as string, list);
  }
  const cache = new Map<string, string>();
  /**
   * A short word with one letter left out ('resme', 'updte', 'skils') of a word the intents use
   * often: only a dropped letter, since short words one letter apart in other ways are often both
   * real words.
   */
  const withDroppedLetter = (word: string) => {
    let best = word;
    let bestCount = MIN_DROPPED_COUNT - 1;
    for (const known of byFirst.get(word[0] as string) ?? []) {
      if (known.length !== word.length + 1) continue;
      const n = counts.get(known) ?? 0;
      if (n > bestCount && editDistance(word, known, 1) === 1) {
        best = known;
        bestCount = n;
      }
    }
    return best;
  };
  const correct = (word: string): string => {
    if (counts.has(word) || /\d/.test(word) || known(word)) return word;
    // Letters held down or doubled for effect ('hiii', 'thankss', 'pleeease').
    for (const squeezed of [
      word.replace(/(\p{L})\1{2,}/gu, '$1$1'),
      word.replace(/(\p{L})\1+/gu, '$1'),
    ])
      if (squeezed !== word && (counts.has(squeezed) || known(squeezed))) return squeezed;
    const cached = cache.get(word);
    if (cached) return cached;
    if (word.length < MIN_TYPO_LENGTH) {
      const restored = word.length >= MIN_DROPPED_LENGTH ? withDroppedLetter(word) : word;
      cache.set(word, restored);
      return restored;
    }
    const max = word.length >= TWO_TYPOS_LENGTH ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    let bestCount = 0;
    for (const known of byFirst.get(word[0] as string) ?? []) {
      const d = editDistance(word, known, max);
      const n = counts.get(known) ?? 0;
      if (d < bestDistance || (d === bestDistance && d <= max && n > bestCount)) {
        best = d <= max ? known : best;
        bestDistance = d;
        bestCount = n;
      }
    }
    cache.set(word, best);
    return best;
  };
  return (text: string) => text.replace(/\p{L}+/gu, (w) => correct(w.toLowerCase()));
}
