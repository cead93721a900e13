/**
 * Slips of the hand or of spelling, which a short word is corrected through: two neighbouring
 * letters swapped ('hvca'), a vowel for another ('jave'), or a key for one beside it on a QWERTY
 * keyboard ('cokk'). Any other letter changed makes another word too often ('mall' is no 'mail',
 * 'tire' no 'time') to be taken for a typo.
 */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const VOWELS = new Set('aeiouy');

function keyOf(letter: string): [number, number] | undefined {
  for (const [row, keys] of ROWS.entries()) {
    const column = keys.indexOf(letter);
    if (column >= 0) return [row, column];
  }
  return undefined;
}

/** Keys beside each other in a row, or touching across two rows. */
function besideOnKeyboard(a: string, b: string): boolean {
  const [ka, kb] = [keyOf(a), keyOf(b)];
  if (!ka || !kb) return false;
  const rows = Math.abs(ka[0] - kb[0]);
  const offset = kb[1] - ka[1];
  if (rows === 0) return Math.abs(offset) === 1;
  // Each row starts about half a key right of the one above.
  return (
    rows === 1 && (ka[0] < kb[0] ? offset === 0 || offset === -1 : offset === 0 || offset === 1)
  );
}

/** Whether `typed` is `word` with one slip, the two being of one length. */
export function isSlip(typed: string, word: string): boolean {
  if (typed.length !== word.length) return false;
  const differ = [...typed].flatMap((ch, i) => (ch === word[i] ? [] : [i]));
  const [i, j] = differ;
  if (differ.length === 2 && i !== undefined && j === i + 1)
    return typed[i] === word[j] && typed[j] === word[i];
  if (differ.length !== 1 || i === undefined) return false;
  const [a, b] = [typed[i] as string, word[i] as string];
  return (VOWELS.has(a) && VOWELS.has(b)) || besideOnKeyboard(a, b);
}
