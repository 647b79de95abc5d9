/**
 * Supersets in the editor (issue 30): exercises of a session that share a `superset_group` and
 * follow each other. These rules keep a group contiguous whatever the member does, so the
 * « Les exercices d'un superset doivent se suivre » refusal can only come from the server.
 */
type Grouped = { superset_group: number | null };

/** A group left with one member is no group. */
function withoutLoneGroups<T extends Grouped>(items: readonly T[]): T[] {
  const sizes = new Map<number, number>();
  for (const { superset_group } of items)
    if (superset_group !== null) sizes.set(superset_group, (sizes.get(superset_group) ?? 0) + 1);
  return items.map((item) =>
    item.superset_group !== null && sizes.get(item.superset_group) === 1
      ? { ...item, superset_group: null }
      : item,
  );
}

const nextGroup = (items: readonly Grouped[]) =>
  Math.max(0, ...items.map((item) => item.superset_group ?? 0)) + 1;

/** « Grouper »: the exercise at `index`, and the rest of its own group, join the one above. */
export function groupWithPrevious<T extends Grouped>(items: readonly T[], index: number): T[] {
  const above = items[index - 1];
  const current = items[index];
  if (!above || !current) return [...items];
  const target = above.superset_group ?? nextGroup(items);
  const joining = current.superset_group;
  return withoutLoneGroups(
    items.map((item, position) => {
      if (position === index - 1 || position === index) return { ...item, superset_group: target };
      if (joining !== null && position > index && item.superset_group === joining)
        return { ...item, superset_group: target };
      return item;
    }),
  );
}

/**
 * « Dégrouper »: the exercise at `index` leaves its group; the members below it, if any, go on
 * as a group of their own.
 */
export function ungroup<T extends Grouped>(items: readonly T[], index: number): T[] {
  const group = items[index]?.superset_group ?? null;
  if (group === null) return [...items];
  const below = nextGroup(items);
  return withoutLoneGroups(
    items.map((item, position) => {
      if (position === index) return { ...item, superset_group: null };
      if (position > index && item.superset_group === group) return { ...item, superset_group: below };
      return item;
    }),
  );
}

/**
 * Moves the item at `from` to `to`. Dropped between two members of one group, it joins that
 * group; dropped away from its own group, it leaves it. No group is ever split by a move.
 */
export function moveGrouped<T extends Grouped>(items: readonly T[], from: number, to: number): T[] {
  const moving = items[from];
  if (!moving || from === to || to < 0 || to >= items.length) return [...items];
  const moved = items.filter((_, position) => position !== from);
  moved.splice(to, 0, moving);
  const above = moved[to - 1]?.superset_group ?? null;
  const below = moved[to + 1]?.superset_group ?? null;
  let group = moving.superset_group;
  if (above !== null && above === below) group = above;
  else if (group !== null && group !== above && group !== below) group = null;
  moved[to] = { ...moving, superset_group: group };
  return withoutLoneGroups(moved);
}

/** Removes the item at `index`; a group left with one member dissolves. */
export function removeGrouped<T extends Grouped>(items: readonly T[], index: number): T[] {
  return withoutLoneGroups(items.filter((_, position) => position !== index));
}

/** The groups numbered 1, 2, 3… in the order they appear (what the PUT sends). */
export function renumberGroups<T extends Grouped>(items: readonly T[]): T[] {
  const numbers = new Map<number, number>();
  return items.map((item) => {
    if (item.superset_group === null) return item;
    if (!numbers.has(item.superset_group)) numbers.set(item.superset_group, numbers.size + 1);
    return { ...item, superset_group: numbers.get(item.superset_group) ?? null };
  });
}
