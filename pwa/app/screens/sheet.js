/**
 * The sheet as on paper: a column per player, a row per deal with the deal's points and the
 * running totals, dealer (G) and Vorhand (V) marked, the player sitting out at a 5-table greyed,
 * points or money; a sheet with a pot (Haferl) has its column beside the players', opened by the
 * stake row. The newest deals are drawn; earlier ones on request (a long evening stays fast).
 */
import { useEffect, useLayoutEffect, useState } from "preact/hooks";
import { format, formatMoney } from "../amounts.js";
import { isZeroSum } from "../model.js";
import { getLang, Header, html, t } from "../ui.js";
import { useSheet } from "../usesheet.js";
import { SyncBadge } from "./sheets.js";

const SHOWN = 40;
// The app's start draws the rows a phone's screen shows before its first paint and the rest right
// after (the 40 rows took half the time to an interactive sheet); later visits draw all at once.
const FIRST = 12;
let started = false;

export function Amount({ value, money, plus = false }) {
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

export function SheetScreen({ id }) {
  const data = useSheet(id);
  const [money, setMoney] = useState(false);
  const [all, setAll] = useState(false);
  const [drawn, setDrawn] = useState(() => (started ? Infinity : FIRST));
  const shown = !!data.sheet;
  useEffect(() => {
    if (!shown || drawn === Infinity) return undefined;
    started = true;
    const later = setTimeout(() => setDrawn(Infinity)); // a task after the first paint
    return () => clearTimeout(later);
  }, [shown]);
  useLayoutEffect(() => {
    // the sheet is in the document and answers taps (bench_pwa measures navigation → this mark)
    if (shown && !performance.getEntriesByName("app:sheet-interactive").length) performance.mark("app:sheet-interactive");
  }, [shown]);
  if (data.missing) return html`<${Missing} />`;
  if (!data.sheet) return html`<${Header} title=${t("loading")} back="" />`;
  const { sheet, rows: rowList, next } = data;
  const ledger = money ? "money_cents" : "points";
  const visible = (all ? rowList : rowList.slice(-SHOWN)).slice(0, drawn);
  const last = rowList[rowList.length - 1];
  const { opening } = data; // a pot sheet's stake line
  const totals = last ? last.running[ledger] : opening ? opening[ledger] : Object.fromEntries(sheet.players.map((p) => [p, 0]));
  const pot = opening && (last ? last.pot : opening.pot);
  const potCell = (value, delta, attrs) => html`<td class="pot" ...${attrs} data-total=${String(value[ledger])}>
    <span class="total"><${Amount} value=${value[ledger]} money=${money} /></span>
    ${delta && html`<span class="delta"><${Amount} value=${delta[ledger]} money=${money} plus=${true} /></span>`}</td>`;
  const conflicts = data.all.filter((e) => e.conflict);
  const editable = sheet.role === "edit";
  return html`<${Header} title=${sheet.title || t("sheet.untitled")} back=""><${SyncBadge} item=${data.item} /><//>
  <${SheetNav} id=${id} here="" />
  <main class="page sheet-page">
    ${sheet.sync_error && html`<p class="error" role="alert">${t("sync.error_detail", { status: sheet.sync_error.status, detail: sheet.sync_error.detail })}</p>`}
    ${conflicts.length > 0 && html`<div class="banner warn" role="alert">${t("conflict.banner", { n: conflicts.length })}
      ${conflicts.map((e) => html` <a href=${`#/s/${id}/row/${e.id}`}>${t("conflict.open")}</a>`)}</div>`}
    <div class="sheet-tools">
      <div class="choice" role="group" aria-label=${t("sheet.unit")}>
        <button type="button" class="chip" aria-pressed=${String(!money)} onClick=${() => setMoney(false)}>${t("sheet.points")}</button>
        <button type="button" class="chip" aria-pressed=${String(money)} onClick=${() => setMoney(true)}>${t("sheet.money")}</button>
      </div>
      <span class="muted next" data-next-dealer=${next.dealer}>${t("sheet.next", { dealer: next.dealer, forehand: next.forehand })}</span>
    </div>
    <div class="grid-wrap" tabindex="0" role="region" aria-label=${t("sheet.caption")}>
    <table class="grid" data-players=${sheet.players.length}>
      <caption class="sr-only">${t("sheet.caption")}</caption>
      <thead><tr><th scope="col" class="n">#</th>${sheet.players.map((p) => html`<th scope="col">${p}</th>`)}${pot && html`<th scope="col" class="pot">${t("pot.name")}</th>`}</tr></thead>
      <tbody>
        ${opening && (all || rowList.length <= SHOWN) && html`<tr class="opening" data-opening="stake"><th scope="row" class="n" title=${t("sheet.stake_row")}>0</th>
          ${sheet.players.map((p) => html`<td data-player=${p}><span class="total"><${Amount} value=${opening[ledger][p]} money=${money} /></span><span class="delta">${t("sheet.stake_row")}</span></td>`)}
          ${potCell(opening.pot, null, {})}</tr>`}
        ${!all && rowList.length > SHOWN && html`<tr><td colspan=${sheet.players.length + (pot ? 2 : 1)}>
          <button type="button" class="link-btn" onClick=${() => setAll(true)}>${t("sheet.earlier", { n: rowList.length - SHOWN })}</button></td></tr>`}
        ${visible.map((row) => html`<tr key=${row.entry.id} data-entry=${row.entry.id} class=${row.entry.conflict ? "conflict" : row.entry.dirty ? "dirty" : ""}>
          <th scope="row" class="n"><a href=${`#/s/${id}/row/${row.entry.id}`} aria-label=${t("row.open", { n: row.n })}>${row.n}</a></th>
          ${sheet.players.map((p) => {
            const out = row.sittingOut === p;
            const marks = [row.dealer === p && "G", row.forehand === p && "V"].filter(Boolean).join("");
            return html`<td class=${out ? "out" : ""} data-player=${p} data-total=${String(row.running[ledger][p])}>
              <span class="total"><${Amount} value=${row.running[ledger][p]} money=${money} /></span>
              <span class="delta">${out ? t("sheet.sits_out") : html`<${Amount} value=${row.result[ledger]?.[p] ?? 0} money=${money} plus=${true} />`}</span>
              ${marks && html`<span class="mark" title=${marks.includes("G") ? t("sheet.dealer") : t("sheet.forehand")}>${marks}</span>`}
            </td>`;
          })}
          ${pot && potCell(row.pot, row.entry.result?.pot, { "data-pot": row.n })}
        </tr>`)}
      </tbody>
      <tfoot><tr><th scope="row" class="n">Σ</th>${sheet.players.map((p) => html`<td data-final=${p} data-total=${String(totals[p])}><strong><${Amount} value=${totals[p]} money=${money} /></strong></td>`)}
        ${pot && html`<td class="pot" data-final="pot" data-total=${String(pot[ledger])}><strong><${Amount} value=${pot[ledger]} money=${money} /></strong></td>`}</tr></tfoot>
    </table>
    </div>
    ${rowList.length === 0 && html`<p class="empty">${t("sheet.no_deals")}</p>`}
    <p class="muted small">${isZeroSum(pot ? [...Object.values(totals), pot[ledger]] : totals) ? t("sheet.zero_sum") : t("sheet.not_zero_sum")} · ${t("sheet.legend")}</p>
    ${editable && html`<div class="actions sticky"><a class="btn primary big" href=${`#/s/${id}/deal`} id="new-deal">${t("sheet.new_deal")}</a></div>`}
  </main>`;
}
