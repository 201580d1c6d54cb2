import {
  eveningBalances
} from "./chunk-S4E4XWDW.js";
import {
  Header,
  Missing,
  SheetNav,
  d,
  format,
  formatMoney,
  getLang,
  html,
  own,
  payout,
  series,
  setOwn,
  shownName,
  startTotals,
  stats,
  t,
  useSheet
} from "./chunk-R2IDERMZ.js";

// pwa/app/screens/evening.js
var COLORS = ["c0", "c1", "c2", "c3", "c4", "c5", "c6", "c7"];
function Chart({ sheet, rowList, ledger, opening, label = t("evening.chart_label", { n: rowList.length }) }) {
  const data = series(sheet, rowList, ledger, opening);
  const values = Object.values(data).flat();
  const lo = Math.min(0, ...values);
  const hi = Math.max(1, ...values);
  const W = 320;
  const H = 180;
  const pad = 24;
  const n = Math.max(1, rowList.length);
  const x = (i) => pad + (W - 2 * pad) * i / n;
  const y = (v) => H - pad - (H - 2 * pad) * (v - lo) / (hi - lo || 1);
  return html`<figure class="chart">
    <svg viewBox=${`0 0 ${W} ${H}`} role="img" aria-label=${label}>
      <line class="axis" x1=${pad} x2=${W - pad} y1=${y(0)} y2=${y(0)} />
      <text class="tick" x="2" y=${y(hi) + 4}>${format(Math.round(hi))}</text>
      <text class="tick" x="2" y=${y(lo) + 4}>${format(Math.round(lo))}</text>
      ${sheet.players.map(
    (p, k) => html`<polyline class=${`series ${COLORS[k % COLORS.length]}`} data-player=${p}
        points=${own(data, p).map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ")} />`
  )}
    </svg>
    <figcaption class="legend">${sheet.players.map((p, k) => html`<span><i class=${`swatch ${COLORS[k % COLORS.length]}`} aria-hidden="true"></i>${shownName(sheet, p)}</span>`)}</figcaption>
  </figure>`;
}
function averageText(average, lang) {
  const digits = Math.abs(average).toLocaleString(lang === "de" ? "de-AT" : "en-GB", { maximumFractionDigits: 2 });
  return `${average < 0 && digits !== "0" ? "−" : ""}${digits}`;
}
function EveningScreen({ id }) {
  const data = useSheet(id);
  const [money, setMoney] = d(false);
  if (data.missing) return html`<${Missing} />`;
  if (!data.sheet) return html`<${Header} title=${t("loading")} back=${`s/${id}`} />`;
  const { sheet, rows: rowList } = data;
  const st = stats(sheet, rowList, data.opening);
  const last = rowList[rowList.length - 1];
  const pot = last?.pot ?? data.opening?.pot;
  const potName = t("pot.name");
  const balances = eveningBalances(sheet, last ? last.running : data.opening ?? startTotals(sheet));
  if (pot) setOwn(balances, Object.hasOwn(balances, potName) ? `${potName} *` : potName, pot.money_cents);
  const transfers = payout(balances);
  const lang = getLang();
  return html`<${Header} title=${t("evening.title")} back=${`s/${id}`} />
  <${SheetNav} id=${id} here="evening" />
  <main class="page">
    <section aria-labelledby="h-chart"><h2 id="h-chart">${t("evening.chart")}</h2>
      <div class="choice" role="group" aria-label=${t("sheet.unit")}>
        <button type="button" class="chip" aria-pressed=${String(!money)} onClick=${() => setMoney(false)}>${t("sheet.points")}</button>
        <button type="button" class="chip" aria-pressed=${String(money)} onClick=${() => setMoney(true)}>${t("sheet.money")}</button>
      </div>
      <${Chart} sheet=${sheet} rowList=${rowList} ledger=${money ? "money_cents" : "points"} opening=${data.opening} />
    </section>
    <section aria-labelledby="h-stats"><h2 id="h-stats">${t("evening.stats")}</h2>
      <ul class="stat-cards">${sheet.players.map((p) => {
    const mine = own(st, p);
    const cells = [
      ["deals", mine.deals],
      ["declarer", mine.declarer],
      ["won", mine.won],
      ["average", averageText(mine.average, lang)],
      ["points", format(mine.points)],
      ["money", formatMoney(mine.money_cents, lang)]
    ];
    return html`<li data-player=${p}><h3>${shownName(sheet, p)}</h3><dl>${cells.map(([key, value]) => html`<div data-stat=${key}><dt>${t(`evening.${key}`)}</dt><dd>${value}</dd></div>`)}</dl></li>`;
  })}</ul>
    </section>
    <section aria-labelledby="h-payout"><h2 id="h-payout">${t("evening.payout")}</h2>
      ${transfers.length === 0 && html`<p class="muted">${t("evening.nothing")}</p>`}
      ${pot && html`<p data-pot-left=${String(pot.money_cents)}>${t("pot.left_end", { amount: formatMoney(pot.money_cents, lang) })}</p>`}
      <ul class="payout">${transfers.map(
    (tr) => html`<li data-from=${tr.from} data-to=${tr.to} data-cents=${String(tr.cents)}>
        ${t("evening.pays", { from: tr.from, to: tr.to, amount: formatMoney(tr.cents, lang) })}</li>`
  )}</ul>
    </section>
  </main>`;
}

export {
  Chart,
  EveningScreen
};
