import {
  RoundNav,
  useRoundSheets
} from "./chunk-GXENNYUX.js";
import {
  Chart
} from "./chunk-WXZ34PQV.js";
import {
  HAFERL,
  KITTY,
  chartRows,
  memberStats,
  periodBounds,
  season,
  seasonCsv,
  seasonJson
} from "./chunk-IIZGIIND.js";
import {
  useRoundOf
} from "./chunk-XFOUG5X4.js";
import "./chunk-YRMOKRM6.js";
import "./chunk-6GVZGHFI.js";
import "./chunk-4X7GP23F.js";
import "./chunk-VIPURRUT.js";
import "./chunk-GTZS5S5T.js";
import "./chunk-EQBCYY2W.js";
import "./chunk-X2YNAM2X.js";
import "./chunk-S4E4XWDW.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-PK4STYAR.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import {
  A,
  Header,
  d,
  download,
  format,
  formatMoney,
  getLang,
  html,
  t,
  value,
  w
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/season.js
var average = (n) => n.toLocaleString(getLang() === "de" ? "de-AT" : "en-GB", { maximumFractionDigits: 2 }).replace("-", "−");
function Period({ kind, range, onKind, onRange }) {
  return html`<div class="field period">
    <div class="choice wrap" role="group" aria-label=${t("season.period")}>
      ${["year", "range", "all"].map((k) => html`<button type="button" class="chip" data-period=${k} aria-pressed=${String(kind === k)} onClick=${() => onKind(k)}>${t(`season.${k}`)}</button>`)}
    </div>
    ${kind === "range" && html`<div class="range"><label>${t("season.from")} <input type="date" id="season-from" value=${range.from} onInput=${(e) => onRange({ ...range, from: e.currentTarget.value })} /></label>
      <label>${t("season.to")} <input type="date" id="season-to" value=${range.to} onInput=${(e) => onRange({ ...range, to: e.currentTarget.value })} /></label></div>`}
  </div>`;
}
function Standing({ result, lang }) {
  const rows = [...result.members].sort((a, b) => value(b.points) - value(a.points));
  return html`<table class="standing" data-standing>
    <thead><tr><th scope="col">${t("season.member")}</th><th scope="col" class="num">${t("season.evenings")}</th>
      <th scope="col" class="num">${t("evening.points")}</th><th scope="col" class="num">${t("season.money")}</th></tr></thead>
    <tbody>${rows.map(
    (m) => html`<tr data-member=${m.name} data-points=${String(m.points)} data-money=${String(m.money_cents)}>
      <th scope="row">${m.name}</th><td class="num">${m.evenings}</td><td class="num">${format(m.points)}</td><td class="num">${formatMoney(m.money_cents, lang)}</td></tr>`
  )}</tbody></table>`;
}
function useServerStats(round, period) {
  const [stats, set] = d(
    /** @type {import("../../engine/types.js").JsonObject | null} member id -> the server's counts */
    null
  );
  A(() => {
    set(null);
    if (!round?.remote.created || !navigator.onLine) return void 0;
    let alive = true;
    const q = new URLSearchParams(Object.entries(period).filter(([, v]) => v));
    const tok = round.role === "edit" ? round.edit_token : round.view_token;
    fetch(`/api/v1/rounds/${round.id}/stats?${q}`, { headers: { Authorization: `Bearer ${tok}` }, cache: "no-store" }).then((r) => r.ok ? r.json() : null).then((data) => alive && data && set(Object.fromEntries(data.members.map((m) => [m.id, m])))).catch(() => {
    });
    return () => {
      alive = false;
    };
  }, [round?.id, round?.remote.created, period.from, period.to]);
  return stats;
}
function countsLine(mine) {
  const premiums = Object.values(mine.premiums ?? {});
  const announced = premiums.reduce((n, p) => n + (p.announced ?? 0), 0);
  const made = premiums.reduce((n, p) => n + (p.made ?? 0) + (p.silent_made ?? 0), 0);
  return t("season.server_line", {
    given: mine.kontra?.given ?? 0,
    won: mine.kontra?.won ?? 0,
    announced,
    made,
    renonces: mine.renonces ?? 0,
    trischaken: mine.trischaken_lost ?? 0
  });
}
function Stats({ result, stats, titles, server }) {
  return html`<ul class="stat-cards">${result.members.map((m) => {
    const mine = stats[m.id];
    const cells = [
      ["deals", m.deals],
      ["avg_evening", average(m.avg_points_per_evening)],
      ["avg_deal", average(m.avg_points_per_deal)],
      ["best", m.best_evening ? `${format(m.best_evening.points)} (${titles.get(m.best_evening.sheet_id)})` : "–"],
      ["worst", m.worst_evening ? `${format(m.worst_evening.points)} (${titles.get(m.worst_evening.sheet_id)})` : "–"],
      ["partner", `${mine.partner.won}/${mine.partner.times}`]
    ];
    const games = Object.entries(mine.games);
    return html`<li data-member=${m.name}><h3>${m.name}</h3><dl>${cells.map(([key, value2]) => html`<div data-stat=${key}><dt>${t(`season.${key}`)}</dt><dd>${value2}</dd></div>`)}</dl>
      ${games.length > 0 && html`<p class="games" data-games>${t("season.declared")}: ${games.map(([g, v]) => t("season.game_won", { game: gameName(result, g), won: v.won, n: v.declared })).join(", ")}</p>`}
      ${server?.[m.id] ? html`<p class="games" data-server-stats>${countsLine(server[m.id])}</p>` : html`<p class="games" data-device-stats>${countsLine(mine)}</p>`}</li>`;
  })}</ul>`;
}
function gameName(result, id) {
  for (const ev of result.evenings) {
    const name = ev.sheet.profile_data?.games?.[id]?.name;
    if (name) return name;
  }
  return id;
}
function SeasonScreen({ id }) {
  const round = useRoundOf(id);
  const items = useRoundSheets(round);
  const [kind, setKind] = d("year");
  const [range, setRange] = d({ from: "", to: "" });
  const [money, setMoney] = d(false);
  const period = periodBounds(kind, range);
  const result = w(() => round ? season(round, items, period) : null, [round, items, period.from, period.to]);
  const stats = w(() => result ? memberStats(result) : null, [result]);
  const server = useServerStats(round, period);
  if (!round || !result) return html`<${Header} title=${round === null ? t("round.missing") : t("loading")} back="" />`;
  const lang = getLang();
  const names = new Map(result.members.map((m) => [m.id, m.name]));
  names.set(KITTY, t("season.kitty"));
  names.set(HAFERL, t("pot.name"));
  const titles = new Map(result.evenings.map((ev) => [ev.sheet_id, ev.title || ev.date]));
  const head = Object.fromEntries(
    ["member", "evenings", "deals", "points", "money", "avg_evening", "avg_deal", "date", "evening", "kitty"].map((k) => [k, t(`season.csv_${k}`)])
  );
  const file = `${round.title || "runde"}-${period.from ?? "alle"}`.replace(/[^\p{L}\p{N}-]+/gu, "_");
  const exportCsv = () => download(`${file}.csv`, "text/csv;charset=utf-8", `\uFEFF${seasonCsv(result, head)}`);
  const exportJson = () => download(`${file}.json`, "application/json", JSON.stringify(seasonJson(round, result), null, 2));
  const chartSheet = { players: result.members.map((m) => m.name) };
  const ledger = money ? "money_cents" : "points";
  return html`<${Header} title=${t("season.title")} back=${`r/${id}`} />
  <${RoundNav} id=${id} here="season" />
  <main class="page season">
    <h2 class="print-only">${round.title}</h2>
    <${Period} kind=${kind} range=${range} onKind=${setKind} onRange=${setRange} />
    <section aria-labelledby="h-standing"><h2 id="h-standing">${t("season.standing")}</h2>
      <p class="muted" data-evening-count=${result.evenings.length}>${t("season.evening_count", { n: result.evenings.length })}</p>
      <${Standing} result=${result} lang=${lang} />
    </section>
    <section aria-labelledby="h-season-chart"><h2 id="h-season-chart">${t("evening.chart")}</h2>
      <div class="choice" role="group" aria-label=${t("sheet.unit")}>
        <button type="button" class="chip" id="season-chart-points" aria-pressed=${String(!money)} onClick=${() => setMoney(false)}>${t("sheet.points")}</button>
        <button type="button" class="chip" id="season-chart-money" aria-pressed=${String(money)} onClick=${() => setMoney(true)}>${t("sheet.money")}</button>
      </div>
      <${Chart} sheet=${chartSheet} rowList=${chartRows(result, ledger)} ledger=${ledger} label=${t(money ? "season.chart_label_money" : "season.chart_label", { n: result.evenings.length })} />
    </section>
    <section aria-labelledby="h-season-stats"><h2 id="h-season-stats">${t("evening.stats")}</h2>
      <${Stats} result=${result} stats=${stats} titles=${titles} server=${server} />
    </section>
    <section aria-labelledby="h-season-payout"><h2 id="h-season-payout">${t("evening.payout")}</h2>
      ${result.kitty_cents > 0 && html`<p data-kitty=${String(result.kitty_cents)}>${t("season.kitty_total", { percent: round.kitty_percent, amount: formatMoney(result.kitty_cents, lang) })}</p>`}
      ${result.payout.length === 0 && html`<p class="muted">${t("evening.nothing")}</p>`}
      <ul class="payout">${result.payout.map(
    (tr) => html`<li data-from=${names.get(tr.from)} data-to=${names.get(tr.to)} data-cents=${String(tr.cents)}>
        ${t("evening.pays", { from: names.get(tr.from), to: names.get(tr.to), amount: formatMoney(tr.cents, lang) })}</li>`
  )}</ul>
    </section>
    <div class="actions no-print">
      <button type="button" class="btn" id="season-csv" onClick=${exportCsv}>${t("season.csv")}</button>
      <button type="button" class="btn" id="season-json" onClick=${exportJson}>${t("season.json")}</button>
      <button type="button" class="btn" id="season-print" onClick=${() => window.print()}>${t("season.print")}</button>
    </div>
  </main>`;
}
export {
  SeasonScreen
};
