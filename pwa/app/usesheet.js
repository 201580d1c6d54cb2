/** The open sheet for a screen: loaded once, re-read from the cache after every change. */
import { useEffect, useMemo, useState } from "preact/hooks";
import { cached, changeCount, loadSheet, subscribe } from "./data.js";
import { live, nextDealer, rows, seating } from "./model.js";

export function useSheet(id) {
  // a sheet in memory (read early by boot.js, or opened before) is drawn in the first render,
  // not one frame later from the effect
  const [state, set] = useState(() => {
    const item = cached(id);
    if (item) performance.mark("app:sheet-loaded");
    return { item, version: item ? 1 : 0, missing: false, seen: changeCount() };
  });
  useEffect(() => {
    let alive = true;
    const load = async () => {
      const item = await loadSheet(id);
      performance.mark("app:sheet-loaded");
      if (alive) set((s) => ({ item, version: s.version + 1, missing: !item }));
    };
    // drawn from memory and nothing changed since: nothing to read
    if (state.item?.sheet.id !== id || state.seen !== changeCount()) load();
    const off = subscribe((sheetId) => (sheetId === id || sheetId === null) && load());
    return () => {
      alive = false;
      off();
    };
  }, [id]);
  const derived = useMemo(() => {
    if (!state.item) return null;
    const { sheet } = state.item;
    const all = [...state.item.entries.values()];
    const liveEntries = live(all);
    const rowList = rows(sheet, liveEntries);
    const dealer = nextDealer(sheet, liveEntries);
    return { sheet, all, liveEntries, rows: rowList, next: { dealer, ...seating(sheet.players, dealer) } };
  }, [state.item, state.version]);
  return { ...derived, item: state.item, missing: state.missing, version: state.version };
}
