import { beforeAll, describe, expect, it } from 'vitest';
import { intentOf } from '../../scripts/bench/assistant-quality.ts';
import { CHOICES } from '../../server/services/assistant/answers/clarify.ts';
import {
  type Classifier,
  createClassifier,
  FALLBACK,
} from '../../server/services/assistant/classifier.ts';
import { readJobRequest } from '../../server/services/assistant/job-request.ts';
import { criteriaOf } from '../../server/services/assistant/search-criteria.ts';
import type { SearchState } from '../../server/services/assistant/search-state.ts';
import { understand } from '../../server/services/assistant/understand.ts';

let model: Classifier;
beforeAll(async () => {
  model = await createClassifier();
});

/** A model that always ranks the given intents so, whatever the question. */
const ranking = (...ranked: [string, number][]): Classifier => ({
  intents: ranked.map(([intent]) => intent),
  knows: () => true,
  classify: async () => ({
    intent: ranked[0]?.[0] ?? FALLBACK,
    score: ranked[0]?.[1] ?? 0,
    ranked: ranked.map(([intent, score]) => ({ intent, score })),
  }),
});

const nurseInDallas: SearchState = {
  keywords: 'nurse',
  place: { city: 'Dallas', state: 'Texas', label: 'Dallas, TX' },
  shown: 4,
};

describe('routing a question', () => {
  it('asks which one when the two best intents are close, unless the thing named decides', async () => {
    const close = ranking(['notifications', 0.44], ['jobs.searches', 0.4]);
    expect(await understand(close, 'turn them off please')).toMatchObject({
      kind: 'clarify',
      intents: ['notifications', 'jobs.searches'],
    });
    const named = await understand(close, 'turn off the job alert e-mails');
    expect(intentOf(named)).toBe('jobs.searches');
  });

  it('lets an intent about another thing give way to the thing the question names', async () => {
    const video = ranking(['profile.video', 0.6], ['profile.skills', 0.25], ['career.learn', 0.15]);
    expect(intentOf(await understand(video, 'add a skill I just learned'))).toBe('profile.skills');
  });

  it('understands each option it offers as the intent it stands for', async () => {
    for (const [intent, choice] of Object.entries(CHOICES))
      expect(intentOf(await understand(model, choice.ask)), choice.ask).toBe(intent);
  });

  it('reads unknown words of a request for work as keywords, not noise', async () => {
    const u = await understand(model, 'any falconry work near Denver?');
    expect(u).toMatchObject({ kind: 'search', request: { state: { keywords: 'falconry' } } });
    expect(intentOf(await understand(model, 'what is the capital of France'))).toBe(FALLBACK);
  });

  /** Expects the text to be read as a job search for these keywords. */
  const expectSearchFor = async (text: string, keywords: string) =>
    expect(await understand(model, text)).toMatchObject({
      kind: 'search',
      request: { state: { keywords } },
    });

  it('searches for an occupation typed alone with a slip, not for a name in a sentence', async () => {
    for (const [text, keywords] of [
      ['plumbr', 'plumbr'],
      ['weldr jobs', 'weldr'],
      ['electrcian', 'electrcian'],
    ] as const)
      await expectSearchFor(text, keywords);
    // 'Taylor' is a letter off 'tailor', and no English word, but a name.
    expect(intentOf(await understand(model, 'tell me about taylor swift please'))).toBe(FALLBACK);
  });

  it('reads a time of day beside a job word as the work, and after "good" as a greeting', async () => {
    for (const [text, keywords] of [
      ['night jobs', 'night'],
      ['evening work', 'evening'],
      ['good evening i need warehouse work', 'warehouse'],
      ['good morning, any nurse jobs?', 'nurse'],
    ] as const)
      await expectSearchFor(text, keywords);
    expect(intentOf(await understand(model, 'good night'))).toBe('goodbye');
    // 'I have a question' opens a question: a hello, not a 'have a nice day'.
    for (const opener of [
      'I have a tech question',
      "i've got a quick question",
      'can i ask something?',
    ])
      expect(intentOf(await understand(model, opener))).toBe('greeting');
    expect(intentOf(await understand(model, 'night'))).toBe('goodbye');
  });

  it("reads 'jobs over 50k' as jobs paying that, and 'my remote job ended' as the candidate's own", async () => {
    expect(await understand(model, 'jobs over 50k')).toMatchObject({
      kind: 'search',
      request: { state: { payFloor: { label: '$50,000+ a year' } } },
    });
    expect(intentOf(await understand(model, 'my remote job ended'))).toBe(
      'applications.offboarded',
    );
  });

  it("reads a healthcare search's shift and contract words as asking for jobs, in flavour H", async () => {
    const asked = await understand(model, 'travel nurse 13 weeks', null, { healthcare: true });
    // The words stay the search's: the healthcare search reads them as its filters.
    expect(asked).toMatchObject({
      kind: 'search',
      request: { state: { keywords: 'travel nurse 13 weeks' } },
    });
  });
});

describe('follow-ups of the last search', () => {
  const followUpOf = async (text: string) => {
    const u = await understand(model, text, nurseInDallas);
    return u.kind === 'search' ? u.turn : null;
  };

  it('changes only what the follow-up names and keeps the rest', async () => {
    expect(await followUpOf('only remote ones')).toMatchObject({
      kind: 'refine',
      state: { keywords: 'nurse', workMode: 'R', place: { city: 'Dallas' } },
    });
    expect(await followUpOf('what about Austin?')).toMatchObject({
      kind: 'refine',
      state: { keywords: 'nurse', place: { city: 'Austin' } },
    });
    expect(await followUpOf('how about welders instead')).toMatchObject({
      kind: 'refine',
      state: { keywords: 'welders', place: { city: 'Dallas' } },
    });
    expect(await followUpOf('just night shifts')).toMatchObject({
      kind: 'refine',
      state: { keywords: 'nurse night shifts' },
    });
    const anywhere = await followUpOf('anywhere is fine');
    expect(anywhere?.kind === 'refine' && anywhere.state.place).toBeUndefined();
  });

  it('shows more, pays more and starts over; a new subject is a new search', async () => {
    expect(await followUpOf('show more')).toEqual({ kind: 'more' });
    expect(await followUpOf('any others?')).toEqual({ kind: 'more' });
    expect(await followUpOf('higher pay')).toEqual({ kind: 'higherPay' });
    expect(await followUpOf("let's start over")).toEqual({ kind: 'reset' });
    expect(await understand(model, 'welder jobs in Tulsa', nurseInDallas)).toMatchObject({
      kind: 'search',
      turn: null,
      request: { state: { keywords: 'welder' } },
    });
    expect(
      intentOf(await understand(model, 'how do I apply for a remote job', nurseInDallas)),
    ).toBe('help.apply');
    // A question after what a facet's word means is about it, not a narrower search.
    expect(await followUpOf('what does easy apply mean?')).toBeNull();
    expect(intentOf(await understand(model, 'what does easy apply mean?', nurseInDallas))).toBe(
      'help.apply',
    );
  });
});

describe('a job request in chat words', () => {
  it('keeps what is asked for and leaves out the words of the request', () => {
    expect(readJobRequest("I'm an LPN looking for nights in Ohio").state).toMatchObject({
      keywords: 'LPN nights',
      place: { state: 'Ohio' },
    });
    expect(readJobRequest('find me rn jobs in houston').state).toMatchObject({
      keywords: 'rn',
      place: { city: 'Houston' },
    });
    expect(readJobRequest('cashier work that is not remote').state.workMode).toBe('O');
    const field = readJobRequest("I'm interested in teaching jobs");
    expect(field.state.keywords).toBe('teaching');
    expect(field.unknownPlace).toBeUndefined();
    // Whether words in lower case name a place nobody knows is for the jobs to say.
    expect(readJobRequest('nurse jobs in gotham city').lowerCasePlace).toBe('gotham city');
    // Who the job is for, and what suits them, are the asker's words, not the job's.
    expect(readJobRequest('i am autistic what jobs suit me').state.keywords).toBe('');
    expect(readJobRequest('nurse jobs near 90210')).toMatchObject({
      zip: '90210',
      state: { keywords: 'nurse' },
    });
    expect(readJobRequest('quiet remote job for an autistic person').state.keywords).toBe('');
    expect(readJobRequest('welding jobs in Atlantis').unknownPlace).toBe('Atlantis');
  });

  it('links to results as typed text the search box reads back, else as separate filters', () => {
    const remote = readJobRequest('remote nurse jobs in Texas paying $30 an hour').state;
    expect(criteriaOf(remote)).toEqual({ keyword: 'remote nurse $30+ an hour in Texas' });
    expect(criteriaOf({ keywords: 'nurse', experienceLevel: 'IN' })).toEqual({
      keyword: 'nurse',
      experienceLevel: 'IN',
    });
    // A floor in pounds stays in pounds, as text or as its own parameters.
    const pounds = readJobRequest('nurse jobs paying £30 an hour').state;
    expect(criteriaOf(pounds)).toEqual({ keyword: 'nurse £30+ an hour' });
    const floor = { amount: 30, period: 'HR', currency: 'GBP' } as const;
    expect(criteriaOf({ keywords: 'nurse', experienceLevel: 'IN', payFloor: floor })).toMatchObject(
      {
        payMin: '30',
        payPeriod: 'HR',
        payCurrency: 'GBP',
      },
    );
  });
});
