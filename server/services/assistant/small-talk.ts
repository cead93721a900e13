import { plainWords } from './masking.ts';

/**
 * Hello, thanks and goodbye said in nothing but their own words ('howdy', 'helo there', 'thanks
 * so much, bye'): read from the words themselves, since such short sentences give the intent
 * model too little to go on. A sentence with any other word is left to the model.
 */
const CORE = {
  goodbye:
    'bye byee goodbye goodby byebye cya cu goodnight gnight night nite later laters ttyl farewell',
  thanks:
    'thanks thank thanx thnx thx thks tks ty tysm tyvm cheers ta appreciate appreciated grateful',
  greeting:
    'hi hii hey heya hiya hya hello helo hallo hullo howdy yo sup hola greetings morning afternoon evening gm',
};

/** Words that may stand beside those without saying anything else. */
const ALONGSIDE = new Set(
  `a all and again are assistant bot buddy day dear everyone everybody folks for friend good great
  guys have it i i'm im just kindly lot lots mate much nice now ok okay oh perfect pal really see so
  soon take care talk that that's team then there to today too u very well worklane you your yours
  bunch heaps tons million muchly weekend`.split(/\s+/),
);

/** Parts of the day: a hello or goodbye alone ('morning!', 'night'), a shift beside work ('night jobs'). */
const PARTS_OF_DAY = new Set([
  'morning',
  'afternoon',
  'evening',
  'day',
  'night',
  'nite',
  'weekend',
]);

const INTENT_OF_WORD = new Map<string, string>(
  Object.entries(CORE).flatMap(([intent, words]) =>
    words.split(' ').map((w): [string, string] => [w, intent]),
  ),
);

/**
 * Whether a sentence holds a word of hello, thanks or goodbye at all; in one that asks for jobs,
 * a time of day is the work's ('night jobs', 'morning shifts') unless it follows 'good'.
 */
export function saysSmallTalk(text: string, { asksForJobs = false } = {}): boolean {
  const words = plainWords(text)
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''));
  return words.some(
    (w, i) =>
      INTENT_OF_WORD.has(w) && !(asksForJobs && PARTS_OF_DAY.has(w) && words[i - 1] !== 'good'),
  );
}

/**
 * Hellos said as a question ('are you there?', 'what's up', 'how have you been'), and the
 * openers that announce one ('I have a question', 'can I ask something?').
 */
const GREETING_QUESTION =
  /^\W*(?:(?:hi+|hey+|hello|yo|ok(?:ay)?)\W+)?(?:are you (?:there|around|online)|(?:is )?any(?:one|body) (?:there|home|around)|you there|what'?s up|how are you(?: doing)?(?: today)?|how(?:'s| is) it going|how have you been|how are things|i(?:'ve| have)? (?:got |have )?(?:a |one |another |some )?(?:quick |small |little |simple |tech |technical )?questions?|can i ask (?:you )?(?:a (?:quick )?question|something))\W*$/i;

/** The small-talk intent a sentence of only such words says, or undefined. */
export function smallTalk(text: string): string | undefined {
  if (GREETING_QUESTION.test(plainWords(text))) return 'greeting';
  const words = plainWords(text)
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
  if (words.length === 0 || words.length > 8) return undefined;
  const said = new Set<string>();
  // 'Have a great evening' takes leave; 'good evening' says hello.
  const leaving = words.includes('have');
  for (const word of words) {
    const intent = leaving && PARTS_OF_DAY.has(word) ? 'goodbye' : INTENT_OF_WORD.get(word);
    if (intent) said.add(intent);
    else if (!ALONGSIDE.has(word)) return undefined;
  }
  // Thanks and goodbye together close the conversation.
  for (const intent of ['goodbye', 'thanks', 'greeting']) if (said.has(intent)) return intent;
  return undefined;
}

/** A hello at the start of a sentence that goes on to ask something ('hey there so I tried…'). */
const OPENING =
  /^\W*(?:hi+|hey+|hello+|helo|hiya|heya|howdy|yo|greetings|good (?:morning|afternoon|evening))\b(?:[\s,!.]+(?:there|all|everyone|assistant|bot|worklane))?(?:[\s,!.]+(?:so|ok|okay|um+))?[\s,!.:-]*/i;

/**
 * What a sentence asks once its hellos, thanks and goodbyes are set aside ('Hello, good morning.
 * I'd like to add my degree, thank you' asks to add a degree); the sentence itself when it is
 * nothing but small talk.
 */
export function withoutSmallTalk(text: string): string {
  const parts = text.split(/(?<=[.!?;,\n])/u);
  const kept = parts.filter((part) => !smallTalk(part)).join('');
  const rest = kept.replace(OPENING, '').trim();
  return /[\p{L}\p{N}]/u.test(rest) ? rest : text;
}
