import type { Database } from '../src/db/client.ts';
import { createPushDelivery, PushRetryError } from '../src/modules/push/push.delivery.ts';
import type { Enqueue, EnqueueOptions, PushJob } from '../src/modules/push/push.jobs.ts';
import type { PushSender } from '../src/modules/push/web-push-sender.ts';

export type QueuedJob = { job: PushJob } & EnqueueOptions;

/**
 * The tests' stand-in for pg-boss: jobs are kept in memory (even those of a transaction that
 * rolled back, which the tests do not rely on) and run on demand against the test clock.
 */
export function createMemoryQueue() {
  const jobs: QueuedJob[] = [];
  const enqueue: Enqueue = async (_executor, job, options = {}) => {
    jobs.push({ job, ...options });
  };
  return {
    enqueue,
    jobs,
    /**
     * Runs every job due at `now()` (and those it queues, when due), like the worker would; a job
     * failing with a retryable error stays queued. Answers how many ran.
     */
    async runDue(deps: { db: Database; send: PushSender; now: () => Date }) {
      const delivery = createPushDelivery({ ...deps, enqueue });
      let ran = 0;
      for (let round = 0; round < 10; round += 1) {
        const due = jobs.filter((item) => !item.startAfter || item.startAfter <= deps.now());
        if (due.length === 0) break;
        for (const item of due) {
          jobs.splice(jobs.indexOf(item), 1);
          try {
            await delivery.run(item.job);
          } catch (error) {
            if (!(error instanceof PushRetryError)) throw error;
            jobs.push(item);
            return ran + 1;
          }
          ran += 1;
        }
      }
      return ran;
    },
  };
}
