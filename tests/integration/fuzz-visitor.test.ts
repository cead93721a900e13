import { fuzzEveryOperationAs } from '../fuzz/ci.ts';

/** A visitor without a session sending hostile requests everywhere. */
fuzzEveryOperationAs('visitor');
