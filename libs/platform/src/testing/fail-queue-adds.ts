import { Queue } from 'bullmq';

/**
 * Makes the next `times` adds to the BullMQ queue `queueName` fail in this process, as a Redis that refuses a write
 * would (the promise rejects; nothing is queued), to test that work is not lost. Call `restore()` afterwards.
 */
export function failQueueAdds(queueName: string, times = 1): { readonly failures: number; restore(): void } {
  const original = Queue.prototype.add;
  let failures = 0;
  Queue.prototype.add = function (this: Queue, ...args: Parameters<Queue['add']>) {
    if (this.name === queueName && failures < times) {
      failures++;
      return Promise.reject(new Error(`Redis refused the add to ${queueName} (injected by a test)`));
    }
    return original.apply(this, args);
  } as Queue['add'];
  return {
    get failures() {
      return failures;
    },
    restore: () => void (Queue.prototype.add = original),
  };
}
