import { atom } from 'nanostores';
import { showToast } from './toasts.ts';

/**
 * A task the controls wait for: `$busy` is true while it runs. A failure ends it as a success
 * does; `onError` hears of it (the API client has already shown what a failed call means).
 */
export function busyTask() {
  const $busy = atom(false);
  async function run<T>(
    task: () => Promise<T>,
    onError?: (error: unknown) => void,
  ): Promise<T | undefined> {
    $busy.set(true);
    try {
      return await task();
    } catch (error) {
      onError?.(error);
      return undefined;
    } finally {
      $busy.set(false);
    }
  }
  return { $busy, run };
}

/** Shows a failure's own message, when it has one, as an error toast. */
export function toastFailure(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  if (message) showToast(message, 'error');
}
