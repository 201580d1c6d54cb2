/**
 * Trischaken settlement (twin of shared_rules/trischaken.py): every player for himself, the most
 * points lose.
 *
 * Two schemes, chosen by the profile's ``trischaken.scheme``:
 * ``loser_pays`` (OÖ, KTC) — the loser pays each other player; Bürgermeister and a losing Vorhand
 * multiply; tied losers pay each winner (``each_pays_each``) or share one payment (``share``);
 * Jungfrauen (no trick) take the whole payout.
 * ``top_two_pay`` (Tirol) — the two players with the most points pay the two others.
 *
 * @example
 * settle({players: ["Anna", "Bernd", "Clara", "David"], forehand: "Anna", game: "trischaken",
 *   trischaken: {points: {Anna: "20/0", Bernd: "30/0", Clara: "12/0", David: "8/0"}}}, ooeDocument).points;
 * // {Anna: 1, Bernd: -3, Clara: 1, David: 1}
 */
import { DECK_THIRDS, formatPoints, parsePoints } from "./counting.js";
import { Inconsistent, MalformedInput, NotAllowed } from "./errors.js";
import { add, div, exact, neg, sign, whole } from "./fraction.js";
import { line, moneyOf } from "./ledger.js";
import { TRISCHAKEN_FIELDS, checkFields } from "./record.js";
import { fromKeys, get, isDict, isInt, put, sameSet, sorted } from "./py.js";

/** [points (thirds) per active player, the Jungfrauen], checked. */
export function readTrischaken(deal) {
  const data = get(deal.record, "trischaken");
  if (!isDict(data) || !isDict(get(data, "points"))) {
    throw new MalformedInput("trischaken", data, 'expected {"points": {player: "P/B"}, "tricks": {player: n}}');
  }
  checkFields(data, TRISCHAKEN_FIELDS, "trischaken");
  const raw = data.points;
  const keys = Object.keys(raw);
  if (!sameSet(keys, deal.active)) {
    throw new MalformedInput("trischaken.points", sorted(keys), `need points for exactly ${deal.active.join(", ")}`);
  }
  const points = {};
  let total = 0;
  for (const p of deal.active) {
    put(points, p, parsePoints(raw[p], `trischaken.points.${p}`));
    total += points[p];
  }
  if (total !== DECK_THIRDS) {
    throw new Inconsistent(
      "trischaken.points",
      raw,
      `the four add up to ${formatPoints(total)} (${total} thirds), not 70/0 (210 thirds)`,
    );
  }
  const jungfrauen = deal.active.filter((p) => points[p] === 0);
  const tricks = get(data, "tricks");
  if (tricks !== null) {
    if (!isDict(tricks) || !sameSet(Object.keys(tricks), deal.active)) {
      throw new MalformedInput("trischaken.tricks", tricks, `need tricks for exactly ${deal.active.join(", ")}`);
    }
    let count = 0;
    for (const [p, n] of Object.entries(tricks)) {
      if (!isInt(n) || !(n >= 0 && n <= 12)) throw new MalformedInput(`trischaken.tricks.${p}`, n, "expected 0–12 tricks");
      count += n;
    }
    if (count !== 12) throw new Inconsistent("trischaken.tricks", tricks, "the tricks must add up to 12");
    for (const p of deal.active) {
      if ((tricks[p] === 0) !== (points[p] === 0)) {
        throw new Inconsistent(`trischaken.tricks.${p}`, tricks[p], `${formatPoints(points[p])} with ${tricks[p]} tricks`);
      }
    }
  }
  return [points, jungfrauen];
}

function conf(deal) {
  const c = deal.profile.trischaken;
  if (c === null) throw new NotAllowed("game", "trischaken", `no Trischaken in profile ${deal.profile.id}`);
  return c;
}

export function trischakenLines(deal) {
  const c = conf(deal);
  const [points, jungfrauen] = readTrischaken(deal);
  const scheme = SCHEMES[c.scheme];
  const [balance, text, clauses] = scheme(deal, c, points, jungfrauen, deal.game.value);
  return [trischakenLine(deal, balance, text, clauses)];
}

function trischakenLine(deal, balance, text, clauses) {
  const pts = fromKeys(deal.players, 0);
  let value = 0;
  for (const p of deal.active) {
    pts[p] = whole(balance[p]);
    if (sign(pts[p]) > 0) value = add(value, pts[p]);
  }
  return line("trischaken", text, null, whole(value), pts, moneyOf(pts, deal.cents_per_point), clauses);
}

/**
 * [losers, factor, why, alone]: the Vorhand tied for most loses alone; ``alone`` marks a Vorhand
 * or Bürgermeister who pays everyone.
 */
function loser(deal, c, points) {
  const top = Math.max(...deal.active.map((p) => points[p]));
  const losers = deal.active.filter((p) => points[p] === top);
  const bm = top >= c.buergermeister;
  const { factors } = c;
  const vorhand = deal.declarer;
  if (losers.includes(vorhand)) {
    const key = bm ? "vorhand_buergermeister" : "vorhand";
    const why = "Vorhand hat die meisten Punkte" + (bm ? " und ist Bürgermeister" : "");
    return [[vorhand], factors[key], why, true];
  }
  if (losers.length === 1) {
    if (bm) return [losers, factors.buergermeister, "Bürgermeister", true];
    return [losers, 1, "meiste Punkte", false];
  }
  return [losers, 1, `${losers.length} gleichauf mit den meisten Punkten`, false];
}

function loserPays(deal, c, points, jungfrauen, rate) {
  const [losers, factor, why] = loser(deal, c, points);
  const others = deal.active.filter((p) => !losers.includes(p));
  const balance = fromKeys(deal.active, 0);
  let total;
  if (losers.length === 1 || c.tied_losers === "share") {
    total = losers.length === 1 ? rate * factor * others.length : rate * 3;
  } else {
    total = rate * losers.length * others.length;
  }
  const clauses = [c.clause];
  let text = `Trischaken: ${losers.join(" und ")} verliert (${why}, ${formatPoints(points[losers[0]])})`;
  if (jungfrauen.length) {
    clauses.push(c.jungfrau_clause);
    // "share": 3 cannot be split in two, so each Jungfrau gets 2 and the loser pays 4
    const share = c.jungfrau_split === "each" ? total : Math.ceil(total / jungfrauen.length);
    for (const j of jungfrauen) balance[j] = share;
    total = share * jungfrauen.length;
    text += `; Jungfrau ${sorted(jungfrauen).join(" und ")} bekommt die ganze Auszahlung`;
  } else {
    for (const o of others) balance[o] = exact(total, others.length);
  }
  for (const p of losers) balance[p] = neg(exact(total, losers.length));
  return [balance, text, clauses];
}

function topTwoPay(deal, c, points, jungfrauen, rate) {
  const balance = fromKeys(deal.active, 0);
  if (jungfrauen.length) {
    for (const j of jungfrauen) {
      for (const p of deal.active) {
        if (!jungfrauen.includes(p)) {
          balance[j] += rate;
          balance[p] -= rate;
        }
      }
    }
    return [balance, `Trischaken: Jungfrau ${sorted(jungfrauen).join(" und ")} kassiert je ${rate}`, [c.clause, c.jungfrau_clause]];
  }
  const [losers, factor, why, alone] = loser(deal, c, points);
  if (alone) {
    const [paying] = losers;
    for (const p of deal.active) if (p !== paying) balance[p] = rate * factor;
    balance[paying] = -3 * rate * factor;
    return [balance, `Trischaken: ${paying} zahlt jedem ${rate * factor} (${why})`, [c.clause]];
  }
  const order = [...deal.active].sort((a, b) => points[b] - points[a]); // stable, as Python's sorted
  const s = order.map((p) => points[p]);
  if (s[1] === s[2]) {
    const payers = order.filter((p) => points[p] === s[0]);
    const bottom = order[3];
    for (const p of payers) {
      balance[p] -= rate;
      balance[bottom] += rate;
    }
    return [balance, `Trischaken: Zweiter und Dritter gleichauf, ${payers.join(" und ")} zahlt ${bottom} ${rate}`, [c.clause]];
  }
  for (const p of order.slice(0, 2)) balance[p] = -rate;
  for (const p of order.slice(2)) balance[p] = rate;
  return [balance, `Trischaken: ${order[0]} und ${order[1]} zahlen je ${rate}`, [c.clause]];
}

const SCHEMES = { loser_pays: loserPays, top_two_pay: topTwoPay };

/** The renoncer pays each other player a fixed sum (the Trischaker more); two renoncers share. */
export function trischakenRenonceLines(deal) {
  const c = conf(deal);
  const renoncers = deal.renonce;
  let rates = 0;
  for (const r of renoncers) rates += r === deal.declarer ? c.renonce_each_trischaker : c.renonce_each;
  const pot = exact(rates * (deal.active.length - 1), renoncers.length);
  const regular = deal.active.filter((p) => !renoncers.includes(p));
  const balance = fromKeys(deal.active, 0);
  for (const p of regular) balance[p] = whole(div(pot, regular.length));
  for (const r of renoncers) balance[r] = neg(whole(div(pot, renoncers.length)));
  const text = `Renonce im Trischaken: ${renoncers.join(" und ")} zahlt`;
  return [trischakenLine(deal, balance, text, [c.renonce_clause])];
}
