/**
 * Takes the next item of a line served in turns between owners: the oldest item of an owner not
 * served in this round, or, when every waiting owner has had a turn, the oldest of all (a new
 * round). `served` is the round's state, kept by the caller between takes.
 */
export function takeFair<T extends { owner: string }>(line: T[], served: Set<string>): T | undefined {
  if (!line.length) return undefined;
  let i = line.findIndex((item) => !served.has(item.owner));
  if (i < 0) {
    served.clear();
    i = 0;
  }
  const [item] = line.splice(i, 1) as [T];
  served.add(item.owner);
  return item;
}
