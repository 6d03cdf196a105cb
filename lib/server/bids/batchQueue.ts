/**
 * Serial batches per key: work items for one key (an auction) wait while a batch for that key is
 * being settled, and everything that queued meanwhile is settled together in the next batch. With
 * one row lock per key this turns N lock waits and N commits into one of each, without delaying a
 * lone item: when nothing is running, an item starts a batch of one at once.
 */
export type Settle<I, O> = (
  key: number,
  items: I[],
) => Promise<Array<{ ok: true; value: O } | { ok: false; error: unknown }>>;

type Waiting<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

// Above the 200 concurrent bidders bench:bids sends: everything that queued behind one batch goes into
// the next one; a cap below that splits them into two transactions one after the other, and the bids
// of the second wait for both (the p99 tail).
export function createBatchQueue<I, O>(settle: Settle<I, O>, maxBatch = 256) {
  const queues = new Map<number, Array<Waiting<I, O>>>();

  async function drain(key: number, queue: Array<Waiting<I, O>>) {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const outcomes = await settle(
          key,
          batch.map((w) => w.item),
        );
        batch.forEach((w, i) => {
          const outcome = outcomes[i];
          if (outcome.ok) w.resolve(outcome.value);
          else w.reject(outcome.error);
        });
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    queues.delete(key);
  }

  return {
    push(key: number, item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        const running = queues.get(key);
        if (running) {
          running.push({ item, resolve, reject });
          return;
        }
        const queue = [{ item, resolve, reject }];
        queues.set(key, queue);
        void drain(key, queue);
      });
    },
  };
}
