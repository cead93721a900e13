/** One labelled training example: the features of a sentence and its intent. */
export interface Example {
  features: string[];
  label: string;
}

export interface Ranked {
  intent: string;
  score: number;
}

/** How the intent model is trained: its regularisation, passes and step size. */
const L2 = 1e-3;
const EPOCHS = 40;
const STEP = 0.5;
const BIAS_STEP = 0.05;

/** A fixed sequence of pseudo-random numbers, so the same data trains the same model. */
function sequence(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/** What a trained model is: its intents, its features in order, and their weights. */
export interface ModelState {
  labels: string[];
  features: string[];
  /** One weight per feature and intent, feature-major. */
  weights: Float64Array;
  bias: Float64Array;
}

export type Model = ReturnType<typeof modelOf>;

/**
 * A multinomial logistic regression over sparse binary features, trained by stochastic gradient
 * descent with L2 regularisation. Each intent weighs the same whatever its number of examples,
 * and a sentence's features share one unit of weight, so long sentences do not shout. The
 * regularisation keeps weights on words that tell intents apart, not on words every intent uses.
 */
export function trainModel(examples: readonly Example[]): ModelState {
  const labels = [...new Set(examples.map((e) => e.label))];
  const K = labels.length;
  const index = new Map<string, number>();
  const rows = examples.map((e) => ({
    y: labels.indexOf(e.label),
    x: [...new Set(e.features)].map((f) => {
      let i = index.get(f);
      if (i === undefined) {
        i = index.size;
        index.set(f, i);
      }
      return i;
    }),
  }));
  const weights = new Float64Array(index.size * K);
  const bias = new Float64Array(K);
  const counts = new Array<number>(K).fill(0);
  for (const r of rows) counts[r.y] = (counts[r.y] ?? 0) + 1;
  const balance = counts.map((n) => Math.sqrt(rows.length / K / Math.max(1, n)));

  const probabilities = probabilitiesOf(weights, bias);

  const random = sequence();
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    const step = STEP / (1 + epoch * 0.2);
    for (const at of order) {
      const { x, y } = rows[at] as (typeof rows)[number];
      const p = probabilities(x);
      const share = 1 / Math.sqrt(x.length || 1);
      for (let k = 0; k < K; k++) {
        const gradient = ((p[k] as number) - (k === y ? 1 : 0)) * (balance[y] as number);
        bias[k] = (bias[k] as number) - step * gradient * BIAS_STEP;
        for (const j of x) {
          const w = j * K + k;
          weights[w] =
            (weights[w] as number) - step * (gradient * share + L2 * (weights[w] as number));
        }
      }
    }
  }

  return { labels, features: [...index.keys()], weights, bias };
}

/** The probability of each intent for a sentence's feature indices. */
function probabilitiesOf(weights: Float64Array, bias: Float64Array) {
  const K = bias.length;
  return (x: readonly number[]) => {
    const z = new Float64Array(K);
    let max = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < K; k++) {
      let s = bias[k] as number;
      for (const j of x) s += weights[j * K + k] as number;
      z[k] = s;
      if (s > max) max = s;
    }
    let total = 0;
    for (let k = 0; k < K; k++) {
      z[k] = Math.exp((z[k] as number) - max);
      total += z[k] as number;
    }
    for (let k = 0; k < K; k++) z[k] = (z[k] as number) / total;
    return z;
  };
}

/** The model a trained state describes. */
export function modelOf({ labels, features, weights, bias }: ModelState) {
  const index = new Map(features.map((f, i) => [f, i]));
  const probabilities = probabilitiesOf(weights, bias);
  return {
    /** Every intent with its probability for these features, most likely first. */
    rank(features: readonly string[]): Ranked[] {
      const x = [...new Set(features)].flatMap((f) => {
        const i = index.get(f);
        return i === undefined ? [] : [i];
      });
      const p = probabilities(x);
      return labels
        .map((intent, k) => ({ intent, score: p[k] as number }))
        .sort((a, b) => b.score - a.score);
    },
    /** Whether a feature was seen in training. */
    has: (feature: string) => index.has(feature),
  };
}
