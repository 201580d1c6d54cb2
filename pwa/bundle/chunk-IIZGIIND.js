import {
  csvCell
} from "./chunk-GTZS5S5T.js";
import {
  add,
  isZero,
  live,
  neg,
  own,
  payout,
  sheetFamily,
  sheetSeating,
  totals,
  value
} from "./chunk-R2IDERMZ.js";

// pwa/app/season.js
var KITTY = "kitty";
var HAFERL = "haferl";
function dayOf(sheet) {
  return new Date(sheet.created_at).toISOString().slice(0, 10);
}
function periodBounds(kind, range = {}, now = /* @__PURE__ */ new Date()) {
  if (kind === "year") return { from: `${now.getFullYear()}-01-01`, to: `${now.getFullYear()}-12-31` };
  if (kind === "range") return { from: range.from || null, to: range.to || null };
  return { from: null, to: null };
}
var kept = /* @__PURE__ */ new WeakMap();
var sameSeats = (a = {}, b = {}) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
};
function evening(sheetId, link, item) {
  const hit = kept.get(item);
  if (hit && sameSeats(hit.seats, link.members)) return hit.ev;
  const ev = sumEvening(sheetId, link, item);
  kept.set(item, { seats: link.members, ev });
  return ev;
}
function sumEvening(sheetId, link, item) {
  const { sheet } = item;
  const entries = live([...item.entries.values()]);
  const tot = totals(sheet, entries);
  const points = {};
  const money = {};
  const deals = {};
  for (const seat of sheet.players) {
    const m = own(link.members ?? {}, seat);
    if (!m) continue;
    points[m] = own(tot.points, seat) ?? 0;
    money[m] = own(tot.money_cents, seat) ?? 0;
    deals[m] = 0;
  }
  for (const e of entries) {
    for (const seat of sheetSeating(sheet, e.dealer).active) {
      const m = own(link.members ?? {}, seat);
      if (m) deals[m] += 1;
    }
  }
  return {
    sheet_id: sheetId,
    date: dayOf(sheet),
    created_at: sheet.created_at,
    title: sheet.title,
    players: Object.keys(points),
    points,
    money_cents: money,
    deals,
    entries,
    sheet,
    link
  };
}
function season(round, items, period = { from: null, to: null }) {
  const evenings = [];
  for (const [sheetId, link] of Object.entries(round.sheets ?? {})) {
    const item = items.get(sheetId);
    if (!item) continue;
    const ev = evening(sheetId, link, item);
    if (period.from && ev.date < period.from || period.to && ev.date > period.to) continue;
    evenings.push(ev);
  }
  evenings.sort((a, b) => a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0);
  const kitty = Math.max(0, Math.min(100, round.kitty_percent ?? 0));
  const series = {};
  const balances = {};
  let kittyCents = 0;
  const members = round.members.map((m) => {
    const mine = { id: m.id, name: m.name, evenings: 0, deals: 0, points: 0, money_cents: 0, best_evening: null, worst_evening: null };
    series[m.id] = [];
    balances[m.id] = 0;
    for (const ev of evenings) {
      if (!Object.hasOwn(ev.points, m.id)) continue;
      const p = ev.points[m.id];
      const cents = ev.money_cents[m.id];
      mine.evenings += 1;
      mine.deals += ev.deals[m.id];
      mine.points = add(mine.points, p);
      mine.money_cents = add(mine.money_cents, cents);
      series[m.id].push(value(mine.points));
      if (!mine.best_evening || value(p) > value(mine.best_evening.points)) mine.best_evening = { sheet_id: ev.sheet_id, points: p };
      if (!mine.worst_evening || value(p) < value(mine.worst_evening.points)) mine.worst_evening = { sheet_id: ev.sheet_id, points: p };
      const share = value(cents) > 0 ? Math.floor(value(cents) * kitty / 100) : 0;
      kittyCents += share;
      balances[m.id] = add(balances[m.id], add(cents, neg(share)));
    }
    mine.avg_points_per_evening = mine.evenings ? value(mine.points) / mine.evenings : 0;
    mine.avg_points_per_deal = mine.deals ? value(mine.points) / mine.deals : 0;
    return mine;
  });
  if (kittyCents) balances[KITTY] = kittyCents;
  let haferl = 0;
  for (const ev of evenings) if (sheetFamily(ev.sheet).hasPot) for (const m of ev.players) haferl = add(haferl, neg(ev.money_cents[m]));
  if (!isZero(haferl)) balances[HAFERL] = haferl;
  return { from: period.from, to: period.to, members, evenings, series, payout: payout(balances), kitty_cents: kittyCents, haferl_cents: haferl };
}
function chartRows(result, ledger = "points") {
  const running = Object.fromEntries(result.members.map((m) => [m.name, 0]));
  const names = new Map(result.members.map((m) => [m.id, m.name]));
  return result.evenings.map((ev) => {
    for (const [id, amount2] of Object.entries(ev[ledger])) if (names.has(id)) running[names.get(id)] += value(amount2);
    return { running: { points: { ...running }, money_cents: { ...running } } };
  });
}
function declarerWon(result) {
  if (typeof result?.won === "boolean") return result.won;
  const d = result?.declarer;
  for (const line of result?.lines ?? []) if (line.item === "game" && line.points && Object.hasOwn(line.points, d)) return value(line.points[d]) > 0;
  return value(own(result?.points ?? {}, d) ?? 0) > 0;
}
function kontraGivers(kontra, opponents) {
  if (kontra && typeof kontra === "object") return opponents.filter((s) => Number.isInteger(kontra[s]) && kontra[s] > 0);
  return Number.isInteger(kontra) && kontra > 0 ? opponents : [];
}
var blankStats = () => ({ games: {}, partner: { times: 0, won: 0 }, premiums: {}, kontra: { given: 0, won: 0 }, renonces: 0, trischaken_lost: 0 });
function memberStats(result) {
  const out = Object.fromEntries(result.members.map((m) => [m.id, blankStats()]));
  for (const ev of result.evenings) {
    const who = (seat) => seat ? own(ev.link.members ?? {}, seat) : void 0;
    const at = (seat) => out[who(seat) ?? ""];
    for (const e of ev.entries) {
      const res = e.result;
      if (!res) continue;
      const rec = e.record ?? {};
      const game = res.game ?? rec.game;
      const declarer = res.declarer ?? rec.declarer;
      const partner = res.partner ?? rec.partner;
      const won = declarer ? declarerWon({ ...res, declarer }) : false;
      if (game && at(declarer)) {
        const g = at(declarer).games[game] ??= { declared: 0, won: 0 };
        g.declared += 1;
        if (won) g.won += 1;
      }
      if (partner && partner !== declarer && at(partner)) {
        at(partner).partner.times += 1;
        if (won) at(partner).partner.won += 1;
      }
      const table = Object.keys(res.points ?? {});
      const ours = [...new Set([declarer, partner].filter(Boolean))];
      const sides = { declarer: ours, opponents: table.filter((s) => !ours.includes(s)) };
      for (const p of rec.premiums ?? []) {
        if (typeof p?.name !== "string" || !Object.hasOwn(sides, p.side)) continue;
        for (const s of sides[p.side]) {
          if (!at(s)) continue;
          const c = at(s).premiums[p.name] ??= { announced: 0, made: 0, silent_made: 0 };
          if (p.announced) c.announced += 1;
          if (p.announced && p.won) c.made += 1;
          if (p.won && !p.announced) c.silent_made += 1;
        }
      }
      for (const s of declarer ? kontraGivers(rec.kontra, sides.opponents) : []) {
        if (!at(s)) continue;
        at(s).kontra.given += 1;
        if (!won) at(s).kontra.won += 1;
      }
      for (const s of rec.renonce?.players ?? []) if (at(s)) at(s).renonces += 1;
      if (game === "trischaken") {
        for (const [s, v] of Object.entries(res.points ?? {})) if (at(s) && value(v) < 0) at(s).trischaken_lost += 1;
      }
    }
  }
  return out;
}
var euros = (cents) => (value(cents) / 100).toFixed(2);
var amount = (a) => typeof a === "number" ? a : String(a);
function seasonCsv(result, head) {
  const lines = [[head.member, head.evenings, head.deals, head.points, head.money, head.avg_evening, head.avg_deal].map(csvCell).join(",")];
  for (const m of result.members) {
    lines.push(
      [m.name, m.evenings, m.deals, amount(m.points), euros(m.money_cents), m.avg_points_per_evening.toFixed(2), m.avg_points_per_deal.toFixed(2)].map(csvCell).join(",")
    );
  }
  lines.push("");
  lines.push([head.date, head.evening, ...result.members.map((m) => m.name)].map(csvCell).join(","));
  for (const ev of result.evenings) {
    lines.push([ev.date, ev.title, ...result.members.map((m) => Object.hasOwn(ev.points, m.id) ? amount(ev.points[m.id]) : "")].map(csvCell).join(","));
  }
  if (result.kitty_cents) lines.push("", [head.kitty, euros(result.kitty_cents)].map(csvCell).join(","));
  return `${lines.join("\r\n")}\r
`;
}
function seasonJson(round, result) {
  return {
    round: { id: round.id, title: round.title, members: round.members, kitty_percent: round.kitty_percent ?? 0 },
    from: result.from,
    to: result.to,
    members: result.members,
    evenings: result.evenings.map(({ sheet_id, date, title, players, points, money_cents, deals }) => ({
      sheet_id,
      date,
      title,
      players,
      points,
      money_cents,
      deals
    })),
    series: result.series,
    payout: result.payout,
    kitty_cents: result.kitty_cents
  };
}
function formOf(houseRules = {}) {
  const rules = {};
  const tariff = {};
  for (const [k, v] of Object.entries(houseRules)) {
    if (k === "game_values") for (const [g, n] of Object.entries(v)) tariff[`game:${g}`] = String(n);
    else if (k === "premium_values")
      for (const [p, sides] of Object.entries(v)) for (const [side, n] of Object.entries(sides)) tariff[`premium:${p}:${side}`] = String(n);
    else rules[k] = v;
  }
  return { rules, tariff };
}

export {
  KITTY,
  HAFERL,
  periodBounds,
  season,
  chartRows,
  memberStats,
  seasonCsv,
  seasonJson,
  formOf
};
