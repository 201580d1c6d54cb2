/**
 * The sheet as on paper: a column per player, a row per deal with the deal's points and the
 * running totals, dealer (G) and Vorhand (V) marked, the player sitting out at a 5-table greyed,
 * points or money; a sheet with a pot (Haferl) has its column beside the players', opened by the
 * stake row. The newest deals are drawn; earlier ones on request (a long evening stays fast).
 * It draws from a view (model.sheetView), the one thing the app keeps to draw at its start.
 *
 * The standing is always in view, as the last line of a paper sheet is: the sheet opens scrolled to
 * its newest deal (and scrolls there again when a deal is added), the names stay on top and the Σ
 * row at the bottom while the deals scroll. Names of any length fit: the column heads are short
 * forms (shortnames.js), the full name is the column's accessible name and shows on a tap.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from "preact/hooks";
import { format, formatMoney } from "../amounts.js";
import { own } from "../byname.js";
import { budget, shortNames } from "../shortnames.js";
import { earlySheet, keepView, lastView } from "../data.js";
import { isZeroSum, sheetView } from "../model.js";
import { getLang, go, Header, html, lazy, t } from "../ui.js";
import { useSheet } from "../usesheet.js";
import { deleteSheetWithUndo, SyncBadge } from "./sheets.js";

const SHOWN = 40;
// The app's start draws the rows a phone's screen shows before its first paint and the rest right
// after (the 40 rows took half the time to an interactive sheet); later visits draw all at once.
// FIRST rows are kept with the view (a tall phone shows that many); the start draws as many as
// this screen shows below its top parts, above Σ and the button bar (~300 px; a row is 53 px),
// one or two to spare: each row drawn costs the first paint ~1 ms on a slow phone.
const FIRST = 12;
const firstRows = () => Math.max(4, Math.min(FIRST, Math.ceil((window.innerHeight - 300) / 53)));
let started = false;

const toNewest = () => window.scrollTo(0, document.documentElement.scrollHeight);

/** An amount as the sheet writes it: points, or money in the table's language. */
export function amount(value, money, plus = false) {
  return money ? formatMoney(value, getLang(), { plus }) : format(value, { plus });
}

export function SheetNav({ id, here }) {
  const links = [
    ["", "nav.sheet"],
    ["evening", "nav.evening"],
    ["check", "nav.check"],
    ["share", "nav.share"],
  ];
  return html`<nav class="tabs" aria-label=${t("nav.label")}>${links.map(
    ([sub, key]) => html`<a href=${`#/s/${id}${sub ? `/${sub}` : ""}`} aria-current=${here === sub ? "page" : undefined}>${t(key)}</a>`,
  )}</nav>`;
}

export function Missing() {
  return html`<${Header} title=${t("sheet.missing")} back="" /><main class="page"><p>${t("sheet.missing_text")}</p></main>`;
}

// a tournament's table: its result's part, loaded for such a sheet only
const TableResult = lazy(() => import("./tableresult.js"), "TableResult");

export function SheetScreen({ id }) {
  const data = useSheet(id);
  const [money, setMoney] = useState(false);
  const [all, setAll] = useState(false);
  const [drawn, setDrawn] = useState(() => (started ? Infinity : firstRows()));
  const [named, setNamed] = useState(null); // the player whose full name is shown (a head tapped)
  const stored = !!data.sheet;
  const [early, setEarly] = useState(false); // boot.js's read came after the first render
  const [tableState, setTableState] = useState("playing"); // a tournament table's TableResult's: locked, confirmed, due, playing
  // the stored sheet; until the database answers at the app's start, the sheet as last drawn
  const view = useMemo(
    () => (stored ? sheetView(/** @type {Required<typeof data>} stored: loaded */ (data), { shown: all ? Infinity : SHOWN, drawn }) : lastView(id)),
    [data.rows, id, all, drawn, early],
  );
  useEffect(() => {
    // main.js waits for boot.js's early read only so long: the view it brings is drawn when it
    // comes, not after every entry was read and settled
    if (view) return undefined;
    let alive = true;
    earlySheet()
      .then(() => alive && setEarly(true))
      .catch(() => {}); // the stored sheet comes through useSheet
    return () => {
      alive = false;
    };
  }, []);
  useEffect(() => {
    if (!stored || drawn === Infinity) return undefined;
    started = true;
    const later = setTimeout(() => setDrawn(Infinity)); // a task after the first paint
    return () => clearTimeout(later);
  }, [stored]);
  useEffect(() => {
    if (stored) keepView(id, sheetView(/** @type {Required<typeof data>} stored: loaded */ (data), { shown: SHOWN, drawn: FIRST }), data.stamp);
  }, [data.rows]);
  useLayoutEffect(() => {
    // the sheet is in the document and answers taps (bench_pwa measures navigation → this mark)
    if (view && !performance.getEntriesByName("app:sheet-interactive").length) performance.mark("app:sheet-interactive");
  }, [!!view]);
  const newest = view?.rows[view.rows.length - 1]?.id;
  // the newest deal and the Σ row in view: at the sheet's start, after a deal is saved or comes in;
  // before the paint, and again after the app's own scroll to the top of a new screen (main.js,
  // an effect of the app's, which runs after the screen's in the same turn)
  useLayoutEffect(() => newest && toNewest(), [newest]);
  useEffect(() => newest && queueMicrotask(toNewest), [newest]);
  if (data.missing) return html`<${Missing} />`;
  if (!view) return html`<${Header} title=${t("loading")} back="" />`;
  // a kept view has FIRST rows: the start draws the newest of them
  const rowList = view.rows.length > drawn ? view.rows.slice(view.rows.length - drawn) : view.rows;
  const cut = rowList !== view.rows; // the stake and Übertrag lines stand above deal 1 only
  const { players, pot } = view;
  const opening = cut ? null : view.opening;
  const carry = cut ? null : (view.carry ?? null); // a view kept by an older app has none
  const ledger = money ? "money_cents" : "points";
  const left = Object.entries(view.left?.[ledger] ?? {}); // those who left the table, with what they carry
  const columns = players.length + (pot ? 2 : 1);
  const heads = shortNames(players, budget(Math.min(document.documentElement.clientWidth, 704), columns - 1));
  const potCell = (value, change, attrs) => html`<td class="pot" ...${attrs} data-total=${String(value[ledger])}>
    <span class="total">${amount(value[ledger], money)}</span>
    ${change && html`<span class="delta">${amount(change[ledger], money, true)}</span>`}</td>`;
  return html`<${Header} title=${view.title || t("sheet.untitled")} back=""><${SyncBadge} state=${view.sync} /><//>
  <${SheetNav} id=${id} here="" />
  <main class="page sheet-page">
    ${
      view.sync.deleted &&
      html`<div class="banner warn" role="alert" data-sheet-deleted>
      <p><strong>${t("sheet.deleted")}</strong> ${t("sheet.deleted_hint")}</p>
      <button type="button" class="btn" id="remove-here" onClick=${() => {
        deleteSheetWithUndo({ id });
        go("");
      }}>${t("sheet.remove_here")}</button></div>`
    }
    ${view.syncError && html`<p class="error" role="alert">${t("sync.error_detail", { status: view.syncError.status, detail: view.syncError.message?.[getLang()] ?? view.syncError.detail })}</p>`}
    ${
      view.conflicts.length > 0 &&
      html`<div class="banner warn" role="alert">${t("conflict.banner", { n: view.conflicts.length })}
      ${view.conflicts.map((entry) => html` <a href=${`#/s/${id}/row/${entry}`}>${t("conflict.open")}</a>`)}</div>`
    }
    <div class="sheet-tools">
      <div class="choice" role="group" aria-label=${t("sheet.unit")}>
        <button type="button" class="chip" aria-pressed=${String(!money)} onClick=${() => setMoney(false)}>${t("sheet.points")}</button>
        <button type="button" class="chip" aria-pressed=${String(money)} onClick=${() => setMoney(true)}>${t("sheet.money")}</button>
      </div>
      <span class="muted next" data-next-dealer=${view.next.dealer}>${t("sheet.next", { dealer: view.next.dealer, forehand: view.next.forehand })}</span>
    </div>
    <p id="full-name" class="full-name" role="status" hidden=${!named}>${named && html`<strong>${named}</strong>`}</p>
    <div class="grid-wrap" tabindex="0" role="region" aria-label=${t("sheet.caption")}>
    <table class="grid" data-players=${players.length + (pot ? 1 : 0)} data-unit=${money ? "money" : "points"}>
      <caption class="sr-only">${t("sheet.caption")}</caption>
      <thead><tr><th scope="col" class="n">#</th>${players.map(
        (p, i) => html`<th scope="col" data-player=${p} aria-label=${p} title=${p}>
          <button type="button" class="who" aria-expanded=${String(named === p)} aria-controls="full-name" onClick=${() => setNamed(named === p ? null : p)}>${heads[i]}</button></th>`,
      )}${pot && html`<th scope="col" class="pot">${t("pot.name")}</th>`}</tr></thead>
      <tbody>
        ${
          carry &&
          html`<tr class="carry-label"><th scope="colgroup" colspan=${columns} title=${t("sheet.carry_title")}>${t("sheet.carry_row")}</th></tr>
          <tr class="carry" data-carry><th scope="row" class="n"><span class="sr-only">${t("sheet.carry_row")}</span></th>
          ${players.map((p) => html`<td data-player=${p} data-total=${String(own(carry.seats[ledger], p) ?? 0)}><span class="total">${amount(own(carry.seats[ledger], p) ?? 0, money)}</span></td>`)}
          ${pot && html`<td class="pot" />`}</tr>`
        }
        ${
          opening &&
          html`<tr class="opening" data-opening="stake"><th scope="row" class="n" title=${t("sheet.stake_row")}>0</th>
          ${players.map((p) => html`<td data-player=${p}><span class="total">${amount(own(opening[ledger], p) ?? 0, money)}</span><span class="delta">${t("sheet.stake_row")}</span></td>`)}
          ${potCell(opening.pot, null, {})}</tr>`
        }
        ${
          view.earlier > 0 &&
          html`<tr><td colspan=${columns}>
          <button type="button" class="link-btn" onClick=${() => setAll(true)}>${t("sheet.earlier", { n: view.earlier })}</button></td></tr>`
        }
        ${rowList.map(
          (row) => html`<tr key=${row.id} data-entry=${row.id} class=${row.state}>
          <th scope="row" class="n"><a href=${`#/s/${id}/row/${row.id}`} aria-label=${t("row.open", { n: row.n })}>${row.n}</a></th>
          ${players.map((p) => {
            const out = row.sittingOut === p;
            const marks = [row.dealer === p && "G", row.forehand === p && "V"].filter(Boolean).join("");
            // the marks sit beside this player's own deal line, inside the column they belong to
            return html`<td class=${out ? "out" : ""} data-player=${p} data-total=${String(own(row.running[ledger], p) ?? 0)}>
              <span class="total">${amount(own(row.running[ledger], p) ?? 0, money)}</span>
              <span class="delta">${marks && html`<span class="mark" title=${marks.includes("G") ? t("sheet.dealer") : t("sheet.forehand")}>${marks}</span>`}${out ? t("sheet.sits_out") : amount(own(row.result[ledger], p) ?? 0, money, true)}</span>
            </td>`;
          })}
          ${pot && potCell(row.pot, row.potChange, { "data-pot": row.n })}
        </tr>`,
        )}
      </tbody>
      <tfoot><tr><th scope="row" class="n">Σ</th>${players.map((p) => html`<td data-final=${p} data-total=${String(own(view.totals[ledger], p) ?? 0)}><strong>${amount(own(view.totals[ledger], p) ?? 0, money)}</strong></td>`)}
        ${pot && html`<td class="pot" data-final="pot" data-total=${String(pot[ledger])}><strong>${amount(pot[ledger], money)}</strong></td>`}</tr></tfoot>
    </table>
    </div>
    ${view.rows.length === 0 && view.earlier === 0 && html`<p class="empty">${t("sheet.no_deals")}</p>`}
    ${heads.some((head, i) => head !== players[i]) && html`<p class="muted small" data-names-hint>${t("sheet.names_hint")}</p>`}
    <p class="muted small" data-sum>${isZeroSum([...Object.values(view.totals[ledger]), ...(pot ? [pot[ledger]] : []), ...left.map(([, v]) => v)]) ? t("sheet.zero_sum") : t("sheet.not_zero_sum")}
      ${left.length > 0 && ` ${t("sheet.left_carry", { names: left.map(([name, v]) => `${name} ${amount(v, money, true)}`).join(", ") })}`} · ${t("sheet.legend")}</p>
    ${data.sheet?.tournament && html`<${TableResult} id=${id} sheet=${data.sheet} deals=${data.rows?.length ?? 0} unsynced=${view.sync.unsynced} onState=${setTableState} />`}
    <p class="menu-link"><a href=${`#/s/${id}/menu`} id="sheet-menu">${t("life.menu")}</a></p>
    ${view.editable && !view.sync.deleted && tableState === "playing" && html`<div class="actions sticky"><a class="btn primary big" href=${`#/s/${id}/deal`} id="new-deal">${t("sheet.new_deal")}</a></div>`}
  </main>`;
}
