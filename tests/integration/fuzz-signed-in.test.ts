import { fuzzEveryOperationAs } from '../fuzz/ci.ts';

/** A candidate (an enterprise key on the enterprise API) sending hostile requests everywhere. */
fuzzEveryOperationAs('signed in');
