import { describe, expect, it } from "vitest";
import { createBatchQueue } from "@/lib/server/bids/batchQueue";

/** A settle function whose batches finish only when the test says so. */
function controlledSettle() {
  const batches: Array<{ key: number; items: string[]; finish: (fail?: string) => void }> = [];
  const settle = (key: number, items: string[]) =>
    new Promise<Array<{ ok: true; value: string } | { ok: false; error: unknown }>>((resolve, reject) => {
      batches.push({
        key,
        items,
        finish: (fail) =>
          fail
            ? reject(new Error(fail))
            : resolve(
                items.map((item) =>
                  item.startsWith("bad")
                    ? { ok: false, error: new Error(item) }
                    : { ok: true, value: `${key}:${item}` },
                ),
              ),
      });
    });
  return { batches, settle };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("createBatchQueue", () => {
  it("starts a lone item at once, alone", async () => {
    const { batches, settle } = controlledSettle();
    const queue = createBatchQueue(settle);
    const answer = queue.push(1, "a");
    expect(batches.map((b) => b.items)).toEqual([["a"]]);
    batches[0].finish();
    await expect(answer).resolves.toBe("1:a");
  });

  it("settles what queued during a batch together, in arrival order, in the next batch", async () => {
    const { batches, settle } = controlledSettle();
    const queue = createBatchQueue(settle);
    const answers = ["a", "b", "c", "d"].map((item) => queue.push(1, item));
    expect(batches.map((b) => b.items)).toEqual([["a"]]);
    batches[0].finish();
    await flush();
    expect(batches.map((b) => b.items)).toEqual([["a"], ["b", "c", "d"]]);
    batches[1].finish();
    await expect(Promise.all(answers)).resolves.toEqual(["1:a", "1:b", "1:c", "1:d"]);
  });

  it("answers each item with its own outcome, and a failed batch fails only its items", async () => {
    const { batches, settle } = controlledSettle();
    const queue = createBatchQueue(settle);
    const first = queue.push(1, "a");
    const [second, refused] = [queue.push(1, "b"), queue.push(1, "bad-c")];
    batches[0].finish("connection lost");
    await expect(first).rejects.toThrow("connection lost");
    await flush();
    batches[1].finish();
    await expect(second).resolves.toBe("1:b");
    await expect(refused).rejects.toThrow("bad-c");
  });

  it("keeps keys apart and caps a batch", async () => {
    const { batches, settle } = controlledSettle();
    const queue = createBatchQueue(settle, 2);
    const answers = [
      queue.push(1, "a"),
      queue.push(2, "x"),
      queue.push(1, "b"),
      queue.push(1, "c"),
      queue.push(1, "d"),
    ];
    expect(batches.map((b) => [b.key, b.items])).toEqual([
      [1, ["a"]],
      [2, ["x"]],
    ]);
    batches[0].finish();
    await flush();
    expect(batches[2].items).toEqual(["b", "c"]);
    batches[2].finish();
    await flush();
    expect(batches[3].items).toEqual(["d"]);
    batches[3].finish();
    batches[1].finish();
    await expect(Promise.all(answers)).resolves.toEqual(["1:a", "2:x", "1:b", "1:c", "1:d"]);
  });

  it("starts afresh once a key's queue has drained", async () => {
    const { batches, settle } = controlledSettle();
    const queue = createBatchQueue(settle);
    const first = queue.push(1, "a");
    batches[0].finish();
    await first;
    await flush();
    const second = queue.push(1, "b");
    expect(batches.map((b) => b.items)).toEqual([["a"], ["b"]]);
    batches[1].finish();
    await expect(second).resolves.toBe("1:b");
  });
});
