/**
 * Two versions of one deal, told apart in the deal form's words: what each says about the game,
 * won or lost, points, Kontra, premiums, … — only where they differ. The conflict screen
 * (screens/conflict.js) shows the rows side by side. Pure: ``words`` brings the language and the
 * sheet's names ({t, game(id), premium(id), player(seat)}: a player by the name shown), so the
 * tests call it directly.
 *
 * @example
 * versionDiff({record: {game: "dreier", declarer: "Bernd", won: true, kontra: 1}},
 *             {record: {game: "dreier", declarer: "Bernd", won: false}}, words)
 * // [{key: "won", label: "Ausgang", a: "gewonnen", b: "verloren"},
 * //  {key: "kontra", label: "Kontra", a: "Kontra", b: "ohne"}]
 */
import { pointsText as written } from "../engine/counting.js";
import { premiumState, thirds } from "./dealform.js";

const NONE = "—";

/** Points as players write them: 107 thirds or "35/2" → "35/2", "36/0" → "36"; an unreadable text as it is. */
function pointsText(v) {
  const n = typeof v === "number" ? v : thirds(v);
  return n === null ? String(v) : written(n);
}

function kontraText(kontra, t, player) {
  if (kontra && typeof kontra === "object") {
    const by = Object.entries(kontra).filter(([, level]) => level > 0);
    return by.length ? by.map(([p, level]) => `${t(`kontra.${level}`)} ${player(p)}`).join(", ") : t("kontra.0");
  }
  return t(`kontra.${kontra || 0}`);
}

function premiumText(p, t) {
  const state = premiumState(p);
  const parts = [state ? t(`deal.state.${state}`) : t(p.announced ? "deal.announced" : "deal.silent")];
  if (p.side === "opponents") parts.push(t("deal.side.opponents"));
  if (p.kontra) parts.push(t(`kontra.${p.kontra}`));
  return parts.join(" · ");
}

function amountsText(amounts, player) {
  return Object.entries(amounts ?? {})
    .map(([p, v]) => `${player(p)} ${v}`)
    .join(", ");
}

/**
 * The aspects of one version ({record, deleted?, dealer?, written?}) as [key, label, text]: every
 * aspect the deal form shows, in its order; a premium, a Trischaken player and a paper line each
 * on their own.
 */
export function versionAspects(version, { t, game = (id) => id, premium = (id) => id, player = (seat) => seat }) {
  const r = version.record ?? {};
  const yes = t("diff.yes");
  const out = [
    ["entry", t("diff.entry"), version.deleted ? t("conflict.deleted") : t("diff.counts")],
    ["game", t("deal.game"), r.game ? game(r.game) : NONE],
    ["declarer", t("deal.declarer"), r.declarer ? player(r.declarer) : NONE],
    [
      "partner",
      t("deal.partner"),
      r.king_in_talon ? t("deal.talon") : r.partner === undefined ? NONE : r.partner === r.declarer ? t("deal.self") : player(r.partner),
    ],
    ["called_king", t("deal.king"), r.called_king ? `${{ HK: "♥", DK: "♦", CK: "♣", SK: "♠" }[r.called_king] ?? ""}K` : NONE],
    ["conceded", t("deal.conceded"), r.conceded ? yes : NONE],
    ["trump", t("deal.trump"), r.trump ? t(`suit.${r.trump}`) : NONE],
    ["bird", t("deal.bird"), r.bird ? premium(r.bird) : NONE],
    ["won", t("deal.outcome"), r.won === true ? t("deal.won") : r.won === false ? t("deal.lost") : NONE],
    ["points", t("diff.points"), r.declarer_points === undefined ? NONE : pointsText(r.declarer_points)],
    ["tricks", t("diff.tricks"), r.declarer_tricks ?? NONE],
    ["augen", t("diff.augen"), r.declarer_augen ?? NONE],
    ["schneider", "Schneider", r.schneider ? yes : NONE],
    ["schwarz", "Schwarz", r.schwarz ? yes : NONE],
    ["kontra", t("deal.kontra"), kontraText(r.kontra, t, player)],
  ].map(([key, label, text]) => [key, label, String(text)]);
  const premiums = new Map((r.premiums ?? []).map((p) => [`${p.name}:${p.side}`, p]));
  for (const [key, p] of premiums) out.push([`premium:${key}`, premium(p.name), premiumText(p, t)]);
  if (r.valat) out.push(["valat", "Valat", premiumText(r.valat, t)]);
  for (const [p, v] of Object.entries(r.trischaken?.points ?? {})) out.push([`tr-points:${p}`, t("deal.tr_points_of", { p: player(p) }), pointsText(v)]);
  for (const [p, v] of Object.entries(r.trischaken?.tricks ?? {})) out.push([`tr-tricks:${p}`, t("deal.tr_tricks_of", { p: player(p) }), String(v)]);
  const renonce = r.renonce ? [r.renonce.players?.map(player).join(", "), r.renonce.rule && t(`renonce.${r.renonce.rule}`)].filter(Boolean).join(" · ") : NONE;
  const breach = r.breach ? [r.breach.player && player(r.breach.player), r.breach.rule && t(`breach.${r.breach.rule}`)].filter(Boolean).join(" · ") : NONE;
  out.push(
    ["renonce", "Renonce", renonce || NONE],
    ["breach", t("deal.breach"), breach || NONE],
    ["writing_error", t("deal.writing_error"), r.writing_error ? yes : NONE],
    ["dealer", t("deal.dealer"), player(version.dealer ?? r.dealer) ?? NONE],
    ["paper", t("diff.paper"), amountsText(version.written?.points, player) || NONE],
    ["note", t("diff.note"), r.note || NONE],
  );
  return out;
}

/**
 * The rows where versions ``a`` and ``b`` differ: {key, label, a, b}, in the form's order; an
 * aspect only one of them has (a premium, say) shows "—" on the other side.
 */
export function versionDiff(a, b, words) {
  const left = versionAspects(a, words);
  const right = new Map(versionAspects(b, words).map(([key, label, text]) => [key, { label, text }]));
  const rows = [];
  const seen = new Set();
  for (const [key, label, text] of left) {
    seen.add(key);
    const other = right.get(key)?.text ?? NONE;
    if (other !== text) rows.push({ key, label, a: text, b: other });
  }
  for (const [key, { label, text }] of right) if (!seen.has(key) && text !== NONE) rows.push({ key, label, a: NONE, b: text });
  return rows;
}
