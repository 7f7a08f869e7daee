/**
 * Work waiting for a shared resource (a pool's threads, libuv's, a provider's slots), served in
 * turns between the users it belongs to (docs/decisions/045-fair-turns-between-users.md).
 *
 * Each item gets a turn when it arrives: one after its owner's previous item's, and never before
 * the turn being served (start-time fair queueing, each item costing one). Items leave in order
 * of class (lower first: paid work before free previews), then turn, then arrival. One user's
 * fifty items take turns 0 to 49; another user's one item, arriving while turn 0 is served,
 * takes turn 0 and leaves next. Because the order is fixed on arrival, `ahead` counts exactly the
 * items that will leave before one. The caller says when a taken item is `done`, so that turns
 * start afresh once nothing waits or runs.
 */
interface Entry<T> {
  item: T;
  owner: string;
  cls: number;
  turn: number;
  seq: number;
}

/** One owner's waiting items in one class (in turn order) and the last turn it was given. */
interface Owned<T> {
  entries: Entry<T>[];
  last: number;
}

/** One class: its owners, the turn being served, and its items waiting and taken but not done. */
interface Lane<T> {
  owners: Map<string, Owned<T>>;
  now: number;
  size: number;
  running: number;
}

const before = <T>(a: Entry<T>, b: Entry<T>) => a.turn < b.turn || (a.turn === b.turn && a.seq < b.seq);

export class FairQueue<T> {
  private readonly lanes = new Map<number, Lane<T>>();
  private readonly entries = new Map<T, Entry<T>>();
  private seq = 0;

  get length(): number {
    return this.entries.size;
  }

  has(item: T): boolean {
    return this.entries.has(item);
  }

  /**
   * Adds `item` for `owner` in class `cls` (0 unless given). With `replace`, a waiting item of the
   * same owner and class that it matches gives its place to the new one and is returned (its
   * caller answers it); otherwise the new item takes the next turn. An item already waiting
   * keeps its place.
   */
  push(owner: string, item: T, o: { cls?: number; replace?: (waiting: T) => boolean } = {}): T | undefined {
    // An item already waiting keeps its place.
    if (this.entries.has(item)) return undefined;
    const cls = o.cls ?? 0;
    let lane = this.lanes.get(cls);
    if (!lane) {
      lane = { owners: new Map(), now: 0, size: 0, running: 0 };
      this.lanes.set(cls, lane);
    }
    let mine = lane.owners.get(owner);
    if (!mine) {
      mine = { entries: [], last: Number.NEGATIVE_INFINITY };
      lane.owners.set(owner, mine);
    }
    const replace = o.replace;
    const old = replace ? mine.entries.find((e) => replace(e.item)) : undefined;
    if (old) {
      this.entries.delete(old.item);
      const replaced = old.item;
      old.item = item;
      this.entries.set(item, old);
      return replaced;
    }
    const turn = Math.max(lane.now, mine.last + 1);
    const entry = { item, owner, cls, turn, seq: this.seq++ };
    mine.entries.push(entry);
    mine.last = turn;
    lane.size++;
    this.entries.set(item, entry);
    return undefined;
  }

  /**
   * Takes the next item: of the lowest class, the earliest turn. An owner for whom `skip` says
   * true in a class (it holds as much of the resource as it may) is passed over there.
   */
  shift(skip?: (owner: string, cls: number) => boolean): T | undefined {
    for (const cls of [...this.lanes.keys()].sort((a, b) => a - b)) {
      const lane = this.lanes.get(cls) as Lane<T>;
      let next: Entry<T> | undefined;
      for (const [owner, mine] of lane.owners) {
        const head = mine.entries[0];
        if (!head) {
          // An owner served before this turn and waiting for nothing has no turn to keep.
          if (mine.last < lane.now) lane.owners.delete(owner);
          continue;
        }
        if (skip?.(owner, cls)) continue;
        if (!next || before(head, next)) next = head;
      }
      if (next) {
        this.remove(next);
        lane.now = Math.max(lane.now, next.turn);
        lane.running++;
        return next.item;
      }
    }
    return undefined;
  }

  /**
   * An item taken from class `cls` is done. Once none of the class waits or runs, its turns start
   * afresh: a user served an hour ago is not counted as served in the round a flood starts.
   */
  done(cls = 0): void {
    const lane = this.lanes.get(cls);
    if (!lane) return;
    lane.running = Math.max(0, lane.running - 1);
    if (!lane.running && !lane.size) lane.owners.clear();
  }

  /** Takes `item` out of the line (its waiter gave up); false when it was not waiting. */
  delete(item: T): boolean {
    const entry = this.entries.get(item);
    if (!entry) return false;
    this.remove(entry);
    return true;
  }

  /** Items that leave before this one (0 = next); -1 when it is not waiting. */
  ahead(item: T): number {
    const entry = this.entries.get(item);
    if (!entry) return -1;
    let n = 0;
    for (const [cls, lane] of this.lanes) {
      if (cls < entry.cls) n += lane.size;
      else if (cls === entry.cls) for (const mine of lane.owners.values()) n += countBefore(mine.entries, entry);
    }
    return n;
  }

  /** Every waiting item, oldest first, leaving the line empty (a closing pool refuses them). */
  clear(): T[] {
    const all = [...this.entries.values()].sort((a, b) => a.seq - b.seq).map((e) => e.item);
    this.entries.clear();
    this.lanes.clear();
    return all;
  }

  private remove(entry: Entry<T>) {
    const lane = this.lanes.get(entry.cls) as Lane<T>;
    const mine = lane.owners.get(entry.owner) as Owned<T>;
    const i = mine.entries[0] === entry ? 0 : mine.entries.indexOf(entry);
    mine.entries.splice(i, 1);
    lane.size--;
    this.entries.delete(entry.item);
  }
}

/** How many of one owner's entries (in turn order) leave before `entry`: a binary search. */
function countBefore<T>(entries: Entry<T>[], entry: Entry<T>): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(entries[mid] as Entry<T>, entry)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Why a waiting item was answered without its work: the same owner's newer one took its place. */
export class Replaced extends Error {
  constructor() {
    super("replaced by a newer request of the same user");
    this.name = "Replaced";
  }
}

/**
 * At most `slots` pieces of work at once (work that runs on libuv's threads, outside any pool),
 * each owner's at most `runningPerOwner` of them; the rest wait in turns between owners. With
 * `perOwner`, an owner's work waiting or running is capped: one more is refused at once with
 * `refuse()`.
 */
export function createFairGate(o: {
  slots: number;
  runningPerOwner?: number;
  perOwner?: number;
  refuse?: () => Error;
}) {
  const line = new FairQueue<{ owner: string; start: () => void }>();
  const held = new Map<string, number>();
  const running = new Map<string, number>();
  let busy = 0;
  const count = (map: Map<string, number>, owner: string, by: number) => {
    const n = (map.get(owner) ?? 0) + by;
    if (n > 0) map.set(owner, n);
    else map.delete(owner);
    return n;
  };
  const full = (owner: string) => o.runningPerOwner !== undefined && (running.get(owner) ?? 0) >= o.runningPerOwner;
  const pump = () => {
    while (busy < o.slots) {
      const next = line.shift(full);
      if (!next) return;
      busy++;
      count(running, next.owner, 1);
      next.start();
    }
  };
  return {
    async run<T>(owner: string, work: () => Promise<T>): Promise<T> {
      if (o.perOwner !== undefined && (held.get(owner) ?? 0) >= o.perOwner)
        throw o.refuse?.() ?? new Error("too much work at once");
      count(held, owner, 1);
      try {
        // Work that finds a free slot takes its turn in the line too, so that the owner's next
        // piece of work comes after everyone else's first.
        await new Promise<void>((start) => {
          line.push(owner, { owner, start });
          pump();
        });
        try {
          return await work();
        } finally {
          busy--;
          count(running, owner, -1);
          line.done();
          pump();
        }
      } finally {
        count(held, owner, -1);
      }
    },
  };
}

export type FairGate = ReturnType<typeof createFairGate>;
