import { describe, expect, it } from "vitest";
import { createFairGate, FairQueue } from "../../server/fair-queue.js";

// docs/decisions/045-fair-turns-between-users.md: work waiting for a shared resource is served in
// turns between users, paid work before previews.

const drain = <T>(q: FairQueue<T>) => {
  const out: T[] = [];
  for (let item = q.shift(); item !== undefined; item = q.shift()) out.push(item);
  return out;
};

describe("FairQueue", () => {
  it("is first in, first out for one user", () => {
    const q = new FairQueue<string>();
    for (const id of ["a", "b", "c"]) q.push("ann", id);
    expect(q.ahead("c")).toBe(2);
    expect(drain(q)).toEqual(["a", "b", "c"]);
  });

  it("serves users in turns: a page asked for during a batch of fifty waits for one page of it", () => {
    const q = new FairQueue<string>();
    for (let i = 0; i < 50; i++) q.push("batch", `b${i}`);
    expect(q.shift()).toBe("b0"); // running
    q.push("single", "s0");
    expect(q.ahead("s0")).toBe(0);
    expect(q.ahead("b1")).toBe(1);
    expect(q.shift()).toBe("s0");
    // Two more of theirs alternate with the batch from then on.
    q.push("single", "s1");
    q.push("single", "s2");
    expect(drain(q).slice(0, 6)).toEqual(["b1", "s1", "b2", "s2", "b3", "b4"]);
  });

  it("gives an owner who was just served no second turn before the others", () => {
    const q = new FairQueue<string>();
    q.push("ann", "a0");
    expect(q.shift()).toBe("a0");
    q.push("bob", "b0");
    q.push("ann", "a1");
    q.push("cat", "c0");
    expect(drain(q)).toEqual(["b0", "c0", "a1"]);
  });

  it("starts turns afresh once nothing waits or runs: a user served long ago waits for one page of a new flood", () => {
    const q = new FairQueue<string>();
    q.push("bob", "b0");
    expect(q.shift()).toBe("b0");
    q.done();
    // An hour later another user floods the line.
    for (let i = 0; i < 5; i++) q.push("ann", `a${i}`);
    expect(q.shift()).toBe("a0");
    q.push("bob", "b1");
    expect(q.ahead("b1")).toBe(0);
    // Without the `done`, Bob would still count as served in the flood's first turn.
    const stale = new FairQueue<string>();
    stale.push("bob", "b0");
    stale.shift();
    for (let i = 0; i < 5; i++) stale.push("ann", `a${i}`);
    stale.shift();
    stale.push("bob", "b1");
    expect(stale.ahead("b1")).toBe(1);
  });

  it("counts the items ahead exactly, as they will leave", () => {
    const q = new FairQueue<string>();
    const owners = ["ann", "ann", "ann", "bob", "cat", "cat", "ann", "bob"];
    owners.forEach((owner, i) => {
      q.push(owner, `${owner}${i}`);
    });
    const ahead = Object.fromEntries(owners.map((owner, i) => [`${owner}${i}`, q.ahead(`${owner}${i}`)]));
    const order = drain(q);
    for (const [item, n] of Object.entries(ahead)) expect(order.indexOf(item)).toBe(n);
    expect(q.ahead("ann0")).toBe(-1);
  });

  it("takes a lower class first, and passes over an owner the caller skips", () => {
    const q = new FairQueue<string>();
    q.push("ann", "preview-a", { cls: 1 });
    q.push("bob", "preview-b", { cls: 1 });
    q.push("cat", "paid-c", { cls: 0 });
    expect(q.ahead("preview-a")).toBe(1);
    expect(q.shift()).toBe("paid-c");
    expect(q.shift((owner) => owner === "ann")).toBe("preview-b");
    expect(q.shift((owner) => owner === "ann")).toBeUndefined();
    expect(q.shift()).toBe("preview-a");
  });

  it("replaces the owner's waiting item in its place and hands the old one back", () => {
    const q = new FairQueue<string>();
    q.push("ann", "old", { cls: 1, replace: () => true });
    q.push("bob", "theirs", { cls: 1, replace: () => true });
    expect(q.push("ann", "new", { cls: 1, replace: () => true })).toBe("old");
    expect(q.has("old")).toBe(false);
    expect(q.length).toBe(2);
    expect(drain(q)).toEqual(["new", "theirs"]);
  });

  it("takes out an item whose waiter gave up, and hands every item back when cleared", () => {
    const q = new FairQueue<string>();
    for (const id of ["a", "b", "c"]) q.push("ann", id);
    q.push("bob", "d");
    expect(q.delete("b")).toBe(true);
    expect(q.delete("b")).toBe(false);
    expect(q.ahead("c")).toBe(2);
    expect(q.clear()).toEqual(["a", "c", "d"]);
    expect(q.length).toBe(0);
  });
});

describe("createFairGate", () => {
  /** Work that ends when the test says, recording the order it started in. */
  const harness = () => {
    const started: string[] = [];
    const ends = new Map<string, () => void>();
    const work = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        ends.set(name, () => resolve(name));
      });
    const end = async (name: string) => {
      ends.get(name)?.();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    return { started, work, end };
  };

  it("runs `slots` at once, then in turns between owners", async () => {
    const gate = createFairGate({ slots: 1 });
    const { started, work, end } = harness();
    const runs = [
      gate.run("ann", work("a1")),
      gate.run("ann", work("a2")),
      gate.run("bob", work("b1")),
      gate.run("bob", work("b2")),
      gate.run("cat", work("c1")),
    ];
    await end("nothing yet");
    expect(started).toEqual(["a1"]);
    for (const name of ["a1", "b1", "c1", "a2", "b2"]) await end(name);
    expect(started).toEqual(["a1", "b1", "c1", "a2", "b2"]);
    expect(await Promise.all(runs)).toEqual(["a1", "a2", "b1", "b2", "c1"]);
  });

  it("runs one piece of an owner's work at a time, leaving the other slot to the next owner", async () => {
    const gate = createFairGate({ slots: 2, runningPerOwner: 1 });
    const { started, work, end } = harness();
    const runs = [gate.run("ann", work("a1")), gate.run("ann", work("a2")), gate.run("bob", work("b1"))];
    await end("nothing yet");
    expect(started).toEqual(["a1", "b1"]);
    await end("a1");
    expect(started).toEqual(["a1", "b1", "a2"]);
    for (const name of ["a2", "b1"]) await end(name);
    expect(await Promise.all(runs)).toEqual(["a1", "a2", "b1"]);
  });

  it("refuses an owner's work past its cap at once, and takes it again once one ends", async () => {
    const gate = createFairGate({ slots: 1, perOwner: 2, refuse: () => new Error("busy") });
    const { work, end } = harness();
    const first = gate.run("ann", work("a1"));
    const second = gate.run("ann", work("a2"));
    await expect(gate.run("ann", work("a3"))).rejects.toThrow("busy");
    const theirs = gate.run("bob", work("b1"));
    await end("a1");
    await first;
    const third = gate.run("ann", work("a3"));
    for (const name of ["b1", "a2", "a3"]) await end(name);
    expect(await Promise.all([second, theirs, third])).toEqual(["a2", "b1", "a3"]);
  });
});
