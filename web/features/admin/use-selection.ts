// The positions ticked for 'Approve selected'. Only those still waiting count: once the list is
// read again (after an approval, by another admin too) a position that no longer waits drops out
// of the selection by itself.
import { useMemo, useState } from 'react';

/** The ticked ids among `selectable`, and ways to tick and untick them. */
export function useSelection(selectable: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => selectable.filter((id) => ticked.has(id)), [selectable, ticked]);
  const set = (ids: readonly string[], on: boolean) =>
    setTicked((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return {
    selected,
    isSelected: (id: string) => ticked.has(id),
    set,
    clear: () => setTicked(new Set()),
  };
}
