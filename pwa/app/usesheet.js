/** The open sheet for a screen: loaded once, re-read from the cache after every change. */
import { useEffect, useMemo, useState } from "preact/hooks";
import { cached, changeCount, loadSheet, subscribe } from "./data.js";
import { live, nextDealer, rows, sheetFamily, sheetSeating } from "./model.js";

let potSheet = null; // ./potsheet.js (the engine), loaded for a sheet with a pot only
// a sheet with a pot is drawn once its settlement (potsheet.js) is here
const drawable = (item) => (item && (potSheet || !sheetFamily(item.sheet).hasPot) ? item : null);

export function useSheet(id) {
  // a sheet in memory (read early by boot.js, or opened before) is drawn in the first render,
  // not one frame later from the effect
  // ``seen``: the change count when drawn from memory; a load drops it (the next change reads again)
  /** @type {[{item: any, version: number, missing: boolean, seen?: number}, any]} */
  const [state, set] = useState(() => {
    const item = drawable(cached(id));
    if (item) performance.mark("app:sheet-loaded");
    return { item, version: item ? 1 : 0, missing: false, seen: changeCount() };
  });
  useEffect(() => {
    let alive = true;
    const load = async () => {
      const item = await loadSheet(id);
      if (item && sheetFamily(item.sheet).hasPot) potSheet ??= await import("./potsheet.js");
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
    let liveEntries = live(all);
    let opening = null;
    if (sheetFamily(sheet).hasPot) ({ entries: liveEntries, opening } = potSheet.settleEntries(sheet, liveEntries));
    const rowList = rows(sheet, liveEntries, opening);
    const dealer = nextDealer(sheet, liveEntries);
    const next = { dealer, ...sheetSeating(sheet, dealer) };
    return { sheet, all, liveEntries, opening, rows: rowList, next, stamp: changeCount() };
  }, [state.item, state.version]);
  return { ...derived, item: state.item, missing: state.missing, version: state.version };
}
