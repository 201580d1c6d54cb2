import {
  sheetProfile
} from "./chunk-X2YNAM2X.js";
import {
  acceptReplaced,
  keepMine,
  restoreMine,
  takeTheirs
} from "./chunk-FR37QBMP.js";
import {
  DECK_THIRDS,
  formatPoints,
  parsePoints,
  pointsText
} from "./chunk-76HJ52WC.js";
import {
  Header,
  Missing,
  editEntry,
  format,
  formatMoney,
  gameName,
  getLang,
  go,
  html,
  own,
  setOwn,
  shownName,
  t,
  toast,
  useSheet
} from "./chunk-R2IDERMZ.js";

// pwa/app/dealform.js
var TALON = "__talon__";
var TOTAL_THIRDS = DECK_THIRDS;
var TOTAL_TRICKS = 12;
function emptyForm() {
  return {
    game: null,
    declarer: null,
    partner: null,
    called_king: null,
    won: null,
    points: "",
    tricks: null,
    kontra: 0,
    kontraBy: {},
    premiums: [],
    valat: null,
    bird: null,
    conceded: false,
    trischaken: { points: {}, tricks: {} },
    renonce: null,
    writing_error: false,
    note: ""
  };
}
function thirds(text) {
  try {
    return parsePoints(String(text));
  } catch {
    return null;
  }
}
var pb = formatPoints;
function completeTrischaken(active, tr) {
  const points = { ...tr.points };
  const tricks = { ...tr.tricks };
  const auto = { points: null, tricks: null };
  const open = active.filter((p) => own(points, p) === void 0 || own(points, p) === "");
  if (open.length === 1 && active.every((p) => open.includes(p) || thirds(own(points, p)) !== null)) {
    const rest = TOTAL_THIRDS - active.filter((p) => p !== open[0]).reduce((s, p) => s + thirds(own(points, p)), 0);
    if (rest >= 0) {
      setOwn(points, open[0], pb(rest));
      auto.points = open[0];
    }
  }
  const openT = active.filter((p) => own(tricks, p) === void 0 || own(tricks, p) === null || own(tricks, p) === "");
  if (openT.length === 1) {
    const rest = TOTAL_TRICKS - active.filter((p) => p !== openT[0]).reduce((s, p) => s + Number(own(tricks, p)), 0);
    if (rest >= 0) {
      setOwn(tricks, openT[0], rest);
      auto.tricks = openT[0];
    }
  }
  return { points, tricks, auto };
}
function enteredThirds(active, tr) {
  return active.reduce((sum, p) => {
    const m = /^(\d{1,3})(?:\/([0-2]))?$/.exec(String(own(tr.points, p) ?? "").trim());
    return sum + (m ? Number(m[1]) * 3 + Number(m[2] || 0) : 0);
  }, 0);
}
function allowedPremiums(profile, game) {
  const spec = profile.games[game];
  const names = spec.premiums === "all" ? Object.keys(profile.premiums) : spec.premiums;
  return names.filter((n) => profile.premiums[n] && !profile.disallowed.has(n) && !(profile.premiums[n].requires_called_king && spec.team !== "called_king"));
}
function toRecord(form, seat, profile) {
  const record = { game: form.game, dealer: seat.dealer, forehand: seat.forehand };
  const spec = profile.games[form.game];
  if (spec.kind === "trischaken") {
    const { points, tricks } = completeTrischaken(seat.active, form.trischaken);
    const tr = {};
    const pts = Object.fromEntries(Object.entries(points).filter(([, v]) => v !== ""));
    if (enteredThirds(seat.active, form.trischaken) > TOTAL_THIRDS) {
      for (const p of seat.active) if (!Object.hasOwn(pts, p)) pts[p] = "0";
    }
    const trk = Object.fromEntries(
      Object.entries(tricks).filter(([, v]) => v !== "" && v !== null).map(([k, v]) => [k, Number(v)])
    );
    if (Object.keys(pts).length) tr.points = pts;
    if (Object.keys(trk).length) tr.tricks = trk;
    record.trischaken = tr;
  } else {
    record.declarer = form.declarer;
    if (spec.team === "called_king") {
      if (form.partner === TALON) record.king_in_talon = true;
      else if (form.partner) record.partner = form.partner;
      if (form.called_king) record.called_king = form.called_king;
      if (form.conceded && form.partner === TALON) record.conceded = true;
    }
    if (spec.kind === "negative") {
      if (form.tricks !== null && form.tricks !== "") record.declarer_tricks = Number(form.tricks);
      else if (form.won !== null) record.won = form.won;
      const by = Object.fromEntries(Object.entries(form.kontraBy).filter(([, v]) => v > 0));
      if (Object.keys(by).length) record.kontra = by;
    } else {
      if (form.points !== "")
        record.declarer_points = thirds(form.points) !== null ? pb(
          /** @type {number} not null: tested just before */
          thirds(form.points)
        ) : form.points;
      if (form.won !== null) record.won = form.won;
      if (form.kontra) record.kontra = form.kontra;
    }
    if (form.premiums.length) {
      record.premiums = form.premiums.map((p) => {
        const out = { name: p.name, side: p.side, announced: p.announced, won: p.won };
        if (p.kontra) out.kontra = p.kontra;
        return out;
      });
    }
    if (form.valat) {
      record.valat = { side: form.valat.side, announced: form.valat.announced, won: form.valat.won };
      if (form.valat.kontra) record.valat.kontra = form.valat.kontra;
    }
    if (form.bird && spec.bird === "any") record.bird = form.bird;
  }
  if (form.renonce && form.renonce.players.length) {
    record.renonce = { players: form.renonce.players };
    if (form.renonce.rule) record.renonce.rule = form.renonce.rule;
    if (form.renonce.reason) record.renonce.reason = form.renonce.reason;
  }
  if (form.writing_error) record.writing_error = true;
  if (form.note) record.note = form.note;
  return record;
}
function premiumState(item) {
  return item.won === null || item.won === void 0 ? null : `${item.announced ? "announced" : "silent"}-${item.won ? "made" : "lost"}`;
}
function withPremiumState(item, state) {
  const announced = state.startsWith("announced");
  return { ...item, announced, won: state.endsWith("made"), kontra: announced ? item.kontra || 0 : 0 };
}
function fromRecord(record) {
  const form = emptyForm();
  form.game = record.game;
  form.declarer = record.declarer ?? null;
  form.partner = record.king_in_talon ? TALON : record.partner ?? null;
  form.called_king = record.called_king ?? null;
  form.won = record.won ?? null;
  form.points = record.declarer_points === void 0 ? "" : typeof record.declarer_points === "number" ? pb(record.declarer_points) : String(record.declarer_points);
  form.tricks = record.declarer_tricks ?? null;
  if (typeof record.kontra === "object" && record.kontra) form.kontraBy = { ...record.kontra };
  else form.kontra = record.kontra ?? 0;
  form.premiums = (record.premiums || []).map((p) => ({ kontra: 0, ...p }));
  form.valat = record.valat ? { kontra: 0, ...record.valat } : null;
  form.bird = record.bird ?? null;
  form.conceded = !!record.conceded;
  if (record.trischaken) {
    form.trischaken = {
      points: Object.fromEntries(Object.entries(record.trischaken.points || {}).map(([k, v]) => [k, typeof v === "number" ? pb(v) : v])),
      tricks: { ...record.trischaken.tricks || {} }
    };
  }
  form.renonce = record.renonce ? { rule: null, reason: "", ...record.renonce } : null;
  form.writing_error = !!record.writing_error;
  form.note = record.note ?? "";
  return form;
}
function missing(form, profile, active = []) {
  if (!form.game) return "need.game";
  const spec = profile.games[form.game];
  if (spec.kind === "trischaken") {
    const { points } = completeTrischaken(active, form.trischaken);
    const open = active.some((p) => own(points, p) === void 0 || own(points, p) === "");
    return open && enteredThirds(active, form.trischaken) <= TOTAL_THIRDS ? "need.trischaken" : null;
  }
  if (!form.declarer) return "need.declarer";
  const renonceAlone = form.renonce?.players?.length > 0;
  if (spec.team === "called_king" && !form.partner && !renonceAlone) return "need.partner";
  const decided = form.won !== null || form.points !== "" || form.tricks !== null && form.tricks !== "" || form.valat || renonceAlone || form.conceded;
  if (!decided) return "need.outcome";
  return null;
}

// pwa/app/recorddiff.js
var NONE = "—";
function pointsText2(v) {
  const n = typeof v === "number" ? v : thirds(v);
  return n === null ? String(v) : pointsText(n);
}
function kontraText(kontra, t2, player) {
  if (kontra && typeof kontra === "object") {
    const by = Object.entries(kontra).filter(([, level]) => level > 0);
    return by.length ? by.map(([p, level]) => `${t2(`kontra.${level}`)} ${player(p)}`).join(", ") : t2("kontra.0");
  }
  return t2(`kontra.${kontra || 0}`);
}
function premiumText(p, t2) {
  const state = premiumState(p);
  const parts = [state ? t2(`deal.state.${state}`) : t2(p.announced ? "deal.announced" : "deal.silent")];
  if (p.side === "opponents") parts.push(t2("deal.side.opponents"));
  if (p.kontra) parts.push(t2(`kontra.${p.kontra}`));
  return parts.join(" · ");
}
function amountsText(amounts, player) {
  return Object.entries(amounts ?? {}).map(([p, v]) => `${player(p)} ${v}`).join(", ");
}
function versionAspects(version, { t: t2, game = (id) => id, premium = (id) => id, player = (seat) => seat }) {
  const r = version.record ?? {};
  const yes = t2("diff.yes");
  const out = [
    ["entry", t2("diff.entry"), version.deleted ? t2("conflict.deleted") : t2("diff.counts")],
    ["game", t2("deal.game"), r.game ? game(r.game) : NONE],
    ["declarer", t2("deal.declarer"), r.declarer ? player(r.declarer) : NONE],
    [
      "partner",
      t2("deal.partner"),
      r.king_in_talon ? t2("deal.talon") : r.partner === void 0 ? NONE : r.partner === r.declarer ? t2("deal.self") : player(r.partner)
    ],
    ["called_king", t2("deal.king"), r.called_king ? `${{ HK: "♥", DK: "♦", CK: "♣", SK: "♠" }[r.called_king] ?? ""}K` : NONE],
    ["conceded", t2("deal.conceded"), r.conceded ? yes : NONE],
    ["trump", t2("deal.trump"), r.trump ? t2(`suit.${r.trump}`) : NONE],
    ["bird", t2("deal.bird"), r.bird ? premium(r.bird) : NONE],
    ["won", t2("deal.outcome"), r.won === true ? t2("deal.won") : r.won === false ? t2("deal.lost") : NONE],
    ["points", t2("diff.points"), r.declarer_points === void 0 ? NONE : pointsText2(r.declarer_points)],
    ["tricks", t2("diff.tricks"), r.declarer_tricks ?? NONE],
    ["augen", t2("diff.augen"), r.declarer_augen ?? NONE],
    ["schneider", "Schneider", r.schneider ? yes : NONE],
    ["schwarz", "Schwarz", r.schwarz ? yes : NONE],
    ["kontra", t2("deal.kontra"), kontraText(r.kontra, t2, player)]
  ].map(([key, label, text]) => [key, label, String(text)]);
  const premiums = new Map((r.premiums ?? []).map((p) => [`${p.name}:${p.side}`, p]));
  for (const [key, p] of premiums) out.push([`premium:${key}`, premium(p.name), premiumText(p, t2)]);
  if (r.valat) out.push(["valat", "Valat", premiumText(r.valat, t2)]);
  for (const [p, v] of Object.entries(r.trischaken?.points ?? {})) out.push([`tr-points:${p}`, t2("deal.tr_points_of", { p: player(p) }), pointsText2(v)]);
  for (const [p, v] of Object.entries(r.trischaken?.tricks ?? {})) out.push([`tr-tricks:${p}`, t2("deal.tr_tricks_of", { p: player(p) }), String(v)]);
  const renonce = r.renonce ? [r.renonce.players?.map(player).join(", "), r.renonce.rule && t2(`renonce.${r.renonce.rule}`)].filter(Boolean).join(" · ") : NONE;
  const breach = r.breach ? [r.breach.player && player(r.breach.player), r.breach.rule && t2(`breach.${r.breach.rule}`)].filter(Boolean).join(" · ") : NONE;
  out.push(
    ["renonce", "Renonce", renonce || NONE],
    ["breach", t2("deal.breach"), breach || NONE],
    ["writing_error", t2("deal.writing_error"), r.writing_error ? yes : NONE],
    ["dealer", t2("deal.dealer"), player(version.dealer ?? r.dealer) ?? NONE],
    ["paper", t2("diff.paper"), amountsText(version.written?.points, player) || NONE],
    ["note", t2("diff.note"), r.note || NONE]
  );
  return out;
}
function versionDiff(a, b, words2) {
  const left = versionAspects(a, words2);
  const right = new Map(versionAspects(b, words2).map(([key, label, text]) => [key, { label, text }]));
  const rows = [];
  const seen = /* @__PURE__ */ new Set();
  for (const [key, label, text] of left) {
    seen.add(key);
    const other = right.get(key)?.text ?? NONE;
    if (other !== text) rows.push({ key, label, a: text, b: other });
  }
  for (const [key, { label, text }] of right) if (!seen.has(key) && text !== NONE) rows.push({ key, label, a: NONE, b: text });
  return rows;
}

// pwa/app/screens/conflict.js
function words(sheet) {
  let premiums = {};
  try {
    premiums = sheetProfile(sheet).premiums ?? {};
  } catch {
  }
  return { t, game: (id) => gameName(sheet, id), premium: (id) => premiums[id]?.name ?? id, player: (seat) => shownName(sheet, seat) };
}
function Versions({ sheet, theirs, mine, theirsLabel, mineLabel }) {
  const rows = versionDiff(theirs, mine, words(sheet));
  if (!rows.length) return html`<p>${t("conflict.same")}</p>`;
  return html`<table class="versions">
    <thead><tr><th scope="col">${t("conflict.what")}</th><th scope="col">${theirsLabel}</th><th scope="col">${mineLabel}</th></tr></thead>
    <tbody>${rows.map((r) => html`<tr data-aspect=${r.key}><th scope="row">${r.label}</th><td data-side="theirs">${r.a}</td><td data-side="mine">${r.b}</td></tr>`)}</tbody>
  </table>`;
}
function Conflict({ sheet, entry, editable }) {
  const c = entry.conflict;
  if (!c) return null;
  const id = sheet.id;
  if (c.status === "replaced") {
    return html`<section class="banner warn conflict" role="alert" aria-labelledby="h-conflict" data-conflict="replaced">
      <h2 id="h-conflict">${t("conflict.replaced_title")}</h2>
      <p>${t("conflict.replaced_text")}</p>
      <${Versions} sheet=${sheet} theirs=${entry} mine=${c.mine} theirsLabel=${t("conflict.now")} mineLabel=${t("conflict.yours")} />
      ${editable && html`<div class="actions">
        <button type="button" class="btn" onClick=${() => restoreMine(id, entry)}>${t("conflict.restore")}</button>
        <button type="button" class="btn" onClick=${() => acceptReplaced(id, entry)}>${t("conflict.accept")}</button>
      </div>`}
    </section>`;
  }
  if (c.table) {
    return html`<section class="banner warn conflict" role="alert" aria-labelledby="h-conflict" data-conflict=${c.table}>
      <h2 id="h-conflict">${t("tour.refused_title")}</h2>
      <p>${c.table === "table-locked" ? t("tour.refused_locked") : t("tour.refused_complete", { due: c.deals_due ?? "" })}</p>
    </section>`;
  }
  return html`<section class="banner warn conflict" role="alert" aria-labelledby="h-conflict" data-conflict=${String(c.status)}>
    <h2 id="h-conflict">${t("conflict.title")}</h2>
    <p>${c.status === 422 ? t("conflict.refused", { detail: c.message?.[getLang()] ?? c.detail }) : t("conflict.text")}</p>
    ${c.server && html`<${Versions} sheet=${sheet} theirs=${c.server} mine=${entry} theirsLabel=${t("conflict.theirs")} mineLabel=${t("conflict.mine")} />`}
    ${editable && html`<div class="actions">
      <button type="button" class="btn" onClick=${() => keepMine(id, entry)}>${t("conflict.keep_mine")}</button>
      ${c.server && html`<button type="button" class="btn" onClick=${() => takeTheirs(id, entry)}>${t("conflict.take_theirs")}</button>`}
    </div>`}
  </section>`;
}

// pwa/app/screens/row.js
function Lines({ sheet, result, players }) {
  const name = (p) => shownName(sheet, p);
  return html`<div class="lines">
    ${result.lines.map(
    (line, i) => html`<div class="line" data-line=${i} data-item=${line.item}>
      <p class="line-text">${line.text}</p>
      ${line.rule && html`<p class="clause">§ ${line.rule}</p>`}
      <dl class="line-amounts">${players.map((p) => html`<div><dt>${name(p)}</dt><dd>${format(own(line.points, p) ?? 0, { plus: true })}</dd></div>`)}
        ${line.pot && html`<div class="pot"><dt>${t("pot.name")}</dt><dd>${format(line.pot.points, { plus: true })}</dd></div>`}</dl>
    </div>`
  )}
    <div class="line total" data-line="total">
      <p class="line-text"><strong>${t("row.total")}</strong></p>
      <dl class="line-amounts">${players.map(
    (p) => html`<div><dt>${name(p)}</dt><dd data-points=${p}><strong>${format(own(result.points, p) ?? 0, { plus: true })}</strong>
        <span class="muted small">${formatMoney(own(result.money_cents, p) ?? 0, getLang(), { plus: true })}</span></dd></div>`
  )}
        ${result.pot && html`<div class="pot"><dt>${t("pot.name")}</dt><dd data-points="pot"><strong>${format(result.pot.points, { plus: true })}</strong>
        <span class="muted small">${t("pot.left", { amount: result.pot.after })}</span></dd></div>`}</dl>
    </div>
  </div>`;
}
function describe(sheet, record) {
  const partner = record.partner && shownName(sheet, record.partner);
  return [gameName(sheet, record.game), shownName(sheet, record.declarer), partner].filter(Boolean).join(" · ");
}
async function deleteWithUndo(sheetId, entry) {
  await editEntry(sheetId, entry.id, () => ({ deleted: true }));
  toast(t("row.deleted"), { label: t("row.undo"), run: () => restore(sheetId, entry) });
}
var restore = (sheetId, entry) => editEntry(sheetId, entry.id, () => ({ deleted: false }));
function RowScreen({ id, entryId }) {
  const data = useSheet(id);
  if (data.missing) return html`<${Missing} />`;
  if (!data.sheet) return html`<${Header} title=${t("loading")} back=${`s/${id}`} />`;
  const entry = data.item.entries.get(entryId);
  if (!entry) return html`<${Missing} />`;
  const row = data.rows.find((r) => r.entry.id === entryId);
  const players = data.sheet.players.filter((p) => p !== row?.sittingOut);
  const editable = data.sheet.role === "edit";
  return html`<${Header} title=${row ? t("row.title", { n: row.n }) : t("row.deleted_title")} back=${`s/${id}`} />
  <main class="page">
    <p class="muted">${describe(data.sheet, entry.record)} · ${t("deal.seat", { dealer: shownName(data.sheet, entry.dealer), forehand: shownName(data.sheet, row?.forehand ?? entry.record.forehand ?? "") })}
      ${entry.record.writing_error ? ` · ${t("deal.writing_error")}` : ""}</p>
    <${Conflict} sheet=${data.sheet} entry=${entry} editable=${editable} />
    ${entry.deleted && html`<p class="banner">${t("row.is_deleted")}</p>`}
    ${(row ? row.entry : entry).result && html`<${Lines} sheet=${data.sheet} result=${(row ? row.entry : entry).result} players=${players} />`}
    ${editable && html`<div class="actions">
      ${!entry.deleted && html`<a class="btn" href=${`#/s/${id}/deal/${entryId}`} id="edit-deal">${t("row.edit")}</a>`}
      ${!entry.deleted && html`<button type="button" class="btn danger" id="delete-deal" onClick=${async () => {
    await deleteWithUndo(id, entry);
    go(`s/${id}`);
  }}>${t("row.delete")}</button>`}
      ${entry.deleted && html`<button type="button" class="btn" onClick=${() => restore(id, entry)}>${t("row.restore")}</button>`}
      <a class="btn" href=${`#/s/${id}/check/${entryId}`}>${t("row.check")}</a>
      ${!entry.deleted && html`<a class="btn" id="verify-deal" href=${`#/s/${id}/verify/${entryId}`}>${t("verify.open")}</a>`}
    </div>`}
  </main>`;
}

export {
  TALON,
  emptyForm,
  thirds,
  completeTrischaken,
  enteredThirds,
  allowedPremiums,
  toRecord,
  premiumState,
  withPremiumState,
  fromRecord,
  missing,
  Lines,
  deleteWithUndo,
  RowScreen
};
