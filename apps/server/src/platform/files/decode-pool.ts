import { availableParallelism } from 'node:os';

/** Runs tasks a few at a time, taking turns between the senders that wait. */
export type FairPool = {
  /** Runs `task` when a place is free and it is `sender`'s turn; answers what it answers. */
  run<T>(sender: string, task: () => Promise<T>): Promise<T>;
  /** Tasks running now and tasks waiting, per sender. */
  state(): { running: number; waiting: Record<string, number> };
};

/**
 * A pool of `size` places with a queue per sender, served round-robin: a sender whose
 * turn came goes to the back of the line after one task, so one sender's burst delays
 * another sender's single task by at most one task per place, however long the burst.
 */
export function createFairPool(size: number): FairPool {
  let running = 0;
  // A Map keeps insertion order: its first key is the sender whose turn is next.
  const queues = new Map<string, (() => void)[]>();

  function handOn(): void {
    const next = queues.entries().next();
    if (next.done) {
      running--;
      return;
    }
    const [sender, queue] = next.value;
    const start = queue.shift()!;
    queues.delete(sender);
    if (queue.length > 0) queues.set(sender, queue);
    start();
  }

  return {
    async run(sender, task) {
      if (running < size && queues.size === 0) running++;
      else {
        // A finishing task hands its place straight to the next one, so none can slip in between.
        await new Promise<void>((resolve) => {
          const queue = queues.get(sender);
          if (queue) queue.push(resolve);
          else queues.set(sender, [resolve]);
        });
      }
      try {
        return await task();
      } finally {
        handOn();
      }
    },
    state() {
      return {
        running,
        waiting: Object.fromEntries([...queues].map(([sender, queue]) => [sender, queue.length])),
      };
    },
  };
}

/**
 * Image decodes run on as many places as the machine has cores, at most four: each can
 * hold a few hundred MB at the pixel limit (decision 0015).
 */
export const IMAGE_DECODES = Math.max(1, Math.min(availableParallelism(), 4));

/** The one pool every decode of an uploaded image goes through (photos and documents alike). */
export const imageDecodes = createFairPool(IMAGE_DECODES);
