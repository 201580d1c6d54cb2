import {
  potBefore
} from "./chunk-EE7OJ5J4.js";
import {
  Lines,
  TALON,
  allowedPremiums,
  completeTrischaken,
  emptyForm,
  enteredThirds,
  fromRecord,
  missing,
  premiumState,
  thirds,
  toRecord,
  withPremiumState
} from "./chunk-SJFBEQIH.js";
import "./chunk-OJO6HXZU.js";
import {
  refusal
} from "./chunk-EQBCYY2W.js";
import {
  BREACH_RULES,
  settleEntry,
  sheetProfile
} from "./chunk-X2YNAM2X.js";
import "./chunk-FR37QBMP.js";
import "./chunk-S4E4XWDW.js";
import "./chunk-VBLMMXQ6.js";
import {
  pointsText
} from "./chunk-76HJ52WC.js";
import {
  BIRDS,
  RENONCE_RULES
} from "./chunk-5GM52YBN.js";
import {
  A,
  Choice,
  Header,
  Missing,
  T,
  d,
  editEntry,
  getLang,
  go,
  html,
  nextOrder,
  own,
  putEntries,
  sheetFamily,
  sheetSeating,
  shownName,
  t,
  useSheet,
  uuid
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/refusal.js
var SECTIONS = {
  game: "game",
  declarer: "declarer",
  forehand: "declarer",
  partner: "partner",
  called_king: "partner",
  king_in_talon: "partner",
  conceded: "partner",
  bird: "bird",
  trump: "trump",
  won: "outcome",
  declarer_points: "outcome",
  declarer_tricks: "outcome",
  declarer_augen: "outcome",
  schneider: "outcome",
  schwarz: "outcome",
  kontra: "outcome",
  trischaken: "trischaken",
  premiums: "premiums",
  valat: "premiums",
  renonce: "more",
  breach: "more",
  writing_error: "more",
  dealer: "more"
};
function sectionOf(error) {
  const top = String(error?.field ?? "").split(".")[0];
  return Object.hasOwn(SECTIONS, top) ? SECTIONS[top] : null;
}
var RefusalText = ({ error }) => html`<p class="error" role="alert" data-field=${error.field} data-kind=${error.kind}
  data-code=${error.code}>${refusal(error, getLang())}</p>`;
var FieldRefusal = ({ error, section }) => error && sectionOf(error) === section ? html`<${RefusalText} error=${error} />` : null;

// pwa/app/screens/dealparts.js
var DealerField = ({ sheet, dealer, onChange }) => html`<div class="field"><label for="dealer-select">${t("deal.dealer")}</label>
  <select id="dealer-select" onChange=${(e) => onChange(e.currentTarget.value)}>
    ${sheet.players.map((p) => html`<option value=${p} selected=${p === dealer}>${shownName(sheet, p)}</option>`)}
  </select></div>`;
var PreviewAndSave = ({ sheet, outcome, players, disabled, onSave, shown = [], padOpen = false }) => html`
  <section class="preview" aria-labelledby="h-preview" aria-live="polite"><h2 id="h-preview">${t("deal.preview")}</h2>
    ${outcome.need && html`<p class="hint" data-need=${outcome.need}>${t(outcome.need)}</p>`}
    ${outcome.error && !padOpen && !shown.includes(sectionOf(outcome.error)) && html`<${RefusalText} error=${outcome.error} />`}
    ${outcome.result && html`<${Lines} sheet=${sheet} result=${outcome.result} players=${players} />`}
  </section>
  <div class="actions sticky"><button type="button" class="btn primary big" id="save-deal" disabled=${disabled} onClick=${onSave}>${t("deal.save")}</button></div>`;
async function saveDeal(id, data, existing, change) {
  if (existing) await editEntry(id, existing.id, () => change);
  else {
    const order = nextOrder(data.item);
    await putEntries(id, [
      {
        id: uuid(),
        sheet_id: id,
        order,
        revision: 1,
        acked_revision: 0,
        dirty: true,
        written: null,
        conflict: null,
        updated_at: (/* @__PURE__ */ new Date()).toISOString(),
        ...change
      }
    ]);
  }
  go(`s/${id}`, { replace: true });
}
function NumPad({ label, value, onChange, slash = true, error = null, hint = "" }) {
  const box = T(
    /** @type {HTMLDivElement | null} */
    null
  );
  const status = error ? error.code : hint;
  A(() => box.current?.scrollIntoView?.({ block: "nearest" }), [status]);
  const press = (k) => onChange(k === "⌫" ? value.slice(0, -1) : `${value}${k}`.slice(0, 5));
  const keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", slash ? "/" : "", "0", "⌫"];
  return html`<div class="numpad" role="group" aria-label=${label} ref=${box}>
    <output class="numpad-value" aria-live="polite">${value || "—"}</output>
    ${error ? html`<${RefusalText} error=${error} />` : hint && html`<p class="hint numpad-hint" aria-live="polite">${hint}</p>`}
    <div class="keys">${keys.map(
    (k) => k ? html`<button type="button" class="key" aria-label=${k === "⌫" ? t("numpad.delete") : k === "/" ? t("numpad.slash") : k}
      onClick=${() => press(k)}>${k}</button>` : html`<span />`
  )}</div>
  </div>`;
}

// pwa/app/haferlform.js
var THROWN_IN = "thrown_in";
var emptyHaferlForm = () => ({
  game: null,
  declarer: null,
  trump: null,
  won: null,
  augen: "",
  tricks: null,
  schneider: false,
  schwarz: false,
  breach: null
});
function toHaferlRecord(form, dealer, profile) {
  const record = { game: form.game, dealer };
  if (!form.game || form.game === THROWN_IN) return record;
  const spec = profile.games[form.game];
  record.declarer = form.declarer;
  if (Array.isArray(spec.trump) && form.trump) record.trump = form.trump;
  if (form.breach) {
    record.breach = Object.fromEntries(Object.entries(form.breach).filter(([, v]) => v !== null && v !== ""));
    return record;
  }
  if (spec.kind === "negative") {
    if (form.tricks !== null) record.declarer_tricks = form.tricks;
    else if (form.won !== null) record.won = form.won;
    return record;
  }
  if (form.augen !== "") record.declarer_augen = Number(form.augen);
  else {
    if (form.won !== null) record.won = form.won;
    if (form.schneider) record.schneider = true;
  }
  if (form.schwarz) record.schwarz = true;
  return record;
}
function fromHaferlRecord(record) {
  return {
    ...emptyHaferlForm(),
    game: record.game,
    declarer: record.declarer ?? null,
    trump: record.trump ?? null,
    won: record.won ?? null,
    augen: record.declarer_augen === void 0 ? "" : String(record.declarer_augen),
    tricks: record.declarer_tricks ?? null,
    schneider: !!record.schneider,
    schwarz: !!record.schwarz,
    breach: record.breach ? { player: null, rule: null, ...record.breach } : null
  };
}
function haferlMissing(form, profile) {
  if (!form.game) return "need.game";
  if (form.game === THROWN_IN) return null;
  if (!form.declarer) return "need.declarer";
  if (Array.isArray(profile.games[form.game].trump) && !form.trump) return "need.trump";
  if (form.breach) return form.breach.player ? null : "need.breach";
  if (form.won === null && form.augen === "" && form.tricks === null && !form.schwarz) return "need.outcome";
  return null;
}

// pwa/app/screens/haferldeal.js
var WON_LOST = () => [
  { value: true, label: t("deal.won") },
  { value: false, label: t("deal.lost") }
];
function HaferlDeal({ id, data, existing }) {
  const [form, setForm] = d(
    /** @type {ReturnType<typeof emptyHaferlForm> | null} */
    null
  );
  const [pad, setPad] = d(false);
  const [dealer, setDealer] = d(null);
  const [saving, setSaving] = d(false);
  const { sheet } = data;
  const profile = sheetProfile(sheet);
  const name = (p) => shownName(sheet, p);
  const f = form ?? (existing ? fromHaferlRecord(existing.record) : emptyHaferlForm());
  const set = (patch, keepPad = false) => {
    setForm({ ...f, ...patch });
    if (!keepPad) setPad(false);
  };
  const dealerNow = dealer ?? existing?.dealer ?? data.next.dealer;
  const seat = { dealer: dealerNow, ...sheetSeating(sheet, dealerNow) };
  const games = Object.entries(profile.games).sort((a, b) => a[1].rank - b[1].rank);
  const spec = f.game && f.game !== THROWN_IN ? profile.games[f.game] : null;
  const pot = potBefore(data.rows, data.opening, existing?.id);
  const need = haferlMissing(f, profile);
  const record = toHaferlRecord(f, dealerNow, profile);
  const outcome = need ? { need } : settleEntry(sheet, { ...record, pot });
  const byAugen = f.augen !== "";
  const err = outcome.error;
  const padShown = pad && !!spec && !f.breach && spec.kind !== "negative";
  const fieldErr = padShown ? null : err;
  const shown = ["game", spec && "declarer", Array.isArray(spec?.trump) && "trump", spec && !f.breach && "outcome", f.game && "more"].filter(Boolean);
  return html`<${Header} title=${existing ? t("deal.edit_title", { n: "" }) : t("deal.title")} back=${`s/${id}`} />
  <main class="page deal">
    <p class="muted seat">${t("deal.seat", { dealer: name(seat.dealer), forehand: name(seat.forehand) })}
      ${seat.sittingOut ? ` · ${t("deal.sits_out", { p: name(seat.dealer) })}` : ""} · <span data-pot-before=${pot}>${t("pot.before", { n: pot })}</span></p>

    <section aria-labelledby="h-game"><h2 id="h-game">${t("deal.game")}</h2>
      <${Choice} label=${t("deal.game")} name="game" value=${f.game} wrap onChange=${(v) => setForm({ ...emptyHaferlForm(), game: v, declarer: f.declarer })}
        options=${[...games.map(([gid, g]) => ({ value: gid, label: g.name })), { value: THROWN_IN, label: t("deal.thrown_in") }]} />
      <${FieldRefusal} error=${fieldErr} section="game" />
    </section>

    ${spec && html`<section aria-labelledby="h-decl"><h2 id="h-decl">${t("deal.declarer")}</h2>
      <${Choice} label=${t("deal.declarer")} name="declarer" value=${f.declarer} onChange=${(v) => set({ declarer: v })}
        options=${seat.active.map((p) => ({ value: p, label: name(p) }))} wrap />
      <${FieldRefusal} error=${fieldErr} section="declarer" />
    </section>`}

    ${Array.isArray(spec?.trump) && html`<section aria-labelledby="h-trump"><h2 id="h-trump">${t("deal.trump")}</h2>
      <${Choice} label=${t("deal.trump")} name="trump" value=${f.trump} onChange=${(v) => set({ trump: v })}
        options=${spec.trump.map((s) => ({ value: s, label: t(`suit.${s}`) }))} wrap />
      <${FieldRefusal} error=${fieldErr} section="trump" />
    </section>`}

    ${spec && !f.breach && html`<section aria-labelledby="h-out"><h2 id="h-out">${t("deal.outcome")}</h2>
      ${spec.kind === "negative" ? html`
        <${Choice} label=${t("deal.outcome")} name="won" value=${f.tricks !== null ? f.tricks === spec.tricks : f.won}
          onChange=${(v) => set({ won: v, tricks: null })} options=${WON_LOST()} />
        <div class="field inline"><label for="tricks">${t("deal.tricks")}</label>
          <select id="tricks" onChange=${(e) => set({ tricks: e.currentTarget.value === "" ? null : Number(e.currentTarget.value), won: null })}>
            <option value="" selected=${f.tricks === null}>—</option>
            ${Array.from({ length: 12 }, (_, i) => html`<option value=${i} selected=${f.tricks === i}>${i}</option>`)}
          </select></div>
        <${FieldRefusal} error=${fieldErr} section="outcome" />` : html`
        <${Choice} label=${t("deal.outcome")} name="won" value=${byAugen ? Number(f.augen) >= profile.threshold : f.won}
          onChange=${(v) => {
    set({ won: v, augen: "" });
    setPad(false);
  }} options=${WON_LOST()} />
        <button type="button" class="chip" id="augen" aria-expanded=${String(pad)} onClick=${() => setPad(!pad)}>${t("deal.augen")}: ${f.augen || "—"}</button>
        <${FieldRefusal} error=${fieldErr} section="outcome" />
        ${pad && html`<${NumPad} label=${t("deal.augen_pad")} value=${f.augen} slash=${false} onChange=${(v) => set({ augen: v.slice(0, 3), won: null, schneider: false }, true)} error=${err} />`}
        ${spec.schneider && html`<div class="choice wrap" role="group" aria-label="Schneider, Schwarz">
          ${!byAugen && html`<button type="button" class="chip" data-flag="schneider" aria-pressed=${String(f.schneider)} onClick=${() => set({ schneider: !f.schneider })}>Schneider</button>`}
          <button type="button" class="chip" data-flag="schwarz" aria-pressed=${String(f.schwarz)} onClick=${() => set({ schwarz: !f.schwarz })}>Schwarz</button>
        </div>`}`}
    </section>`}

    ${f.game && html`<section aria-labelledby="h-more"><h2 id="h-more">${t("deal.more")}</h2>
      ${spec && profile.breach_loses && html`<div class="choice wrap" role="group" aria-label=${t("deal.more")}>
        <button type="button" class="chip" id="breach" aria-pressed=${String(!!f.breach)}
          onClick=${() => set({ breach: f.breach ? null : { player: null, rule: null } })}>${t("deal.breach")}</button></div>
      ${f.breach && html`<div class="renonce">
        <p class="hint">${t("deal.breach_who")}</p>
        <${Choice} label=${t("deal.breach_who")} name="breach" value=${f.breach.player} wrap
          onChange=${(v) => set({ breach: { ...f.breach, player: v } })} options=${seat.active.map((p) => ({ value: p, label: name(p) }))} />
        <div class="field"><label for="breach-rule">${t("deal.renonce_rule")}</label>
          <select id="breach-rule" onChange=${(e) => set({ breach: { ...f.breach, rule: e.currentTarget.value || null } })}>
            <option value="">—</option>${BREACH_RULES.map((r) => html`<option value=${r} selected=${f.breach.rule === r}>${t(`breach.${r}`)}</option>`)}
          </select></div>
      </div>`}`}
      <${DealerField} sheet=${sheet} dealer=${dealerNow} onChange=${setDealer} />
      <${FieldRefusal} error=${fieldErr} section="more" />
    </section>`}
    <${PreviewAndSave} sheet=${sheet} outcome=${outcome} players=${seat.active} disabled=${!outcome.result || saving} shown=${shown} padOpen=${padShown}
      onSave=${async () => {
    setSaving(true);
    await saveDeal(id, data, existing, { record, deleted: false, dealer: dealerNow, result: outcome.result });
  }} />
  </main>`;
}

// pwa/app/screens/deal.js
var FORMS = { haferltarock: HaferlDeal };
var KINGS = ["HK", "DK", "CK", "SK"];
var KING_LABEL = { HK: "♥", DK: "♦", CK: "♣", SK: "♠" };
function kontraOptions(levels) {
  return Array.from({ length: levels + 1 }, (_, i) => ({ value: i, label: t(`kontra.${i}`) }));
}
var PREMIUM_STATES = ["silent-made", "silent-lost", "announced-made", "announced-lost"];
function PremiumRow({ item, onChange, onRemove, profile, name }) {
  const title = name === "valat" ? "Valat" : profile.premiums[name].name;
  const set = (k, v) => onChange({ ...item, [k]: v });
  return html`<div class="premium" data-premium=${name}>
    <div class="premium-head"><strong>${title}</strong>
      <button type="button" class="icon-btn" aria-label=${t("deal.remove", { name: title })} onClick=${onRemove}>✕</button></div>
    <${Choice} label=${t("deal.side")} name="side" value=${item.side} onChange=${(v) => set("side", v)}
      options=${[{ value: "declarer", label: t("deal.side.declarer") }, { value: "opponents", label: t("deal.side.opponents") }]} />
    <${Choice} label=${t("deal.premium_state", { name: title })} name="state" value=${premiumState(item)} wrap
      onChange=${(v) => onChange(withPremiumState(item, v))} options=${PREMIUM_STATES.map((s) => ({ value: s, label: t(`deal.state.${s}`) }))} />
    ${item.announced && profile.kontra_levels > 0 && html`<${Choice} label=${t("deal.kontra")} name="kontra" value=${item.kontra || 0}
      onChange=${(v) => set("kontra", v ?? 0)} options=${kontraOptions(profile.kontra_levels)} wrap />`}
  </div>`;
}
function padStatus(value, error, hint) {
  if (String(value).endsWith("/")) return { error: null, hint: refusal({ code: "points.blatt", params: {} }, getLang()) };
  return { error, hint };
}
function DealScreen({ id, entryId }) {
  const data = useSheet(id);
  const [form, setForm] = d(
    /** @type {import("../dealform.js").DealForm | null} */
    null
  );
  const [pad, setPad] = d(
    /** @type {string | null} */
    null
  );
  const [dealer, setDealer] = d(null);
  const [saving, setSaving] = d(false);
  const existing = entryId ? data.item?.entries.get(entryId) : null;
  if (data.missing || entryId && data.item && !existing) return html`<${Missing} />`;
  if (!data.sheet) return html`<${Header} title=${t("loading")} back=${`s/${id}`} />`;
  const { sheet } = data;
  const Form = FORMS[sheetFamily(sheet).id];
  if (Form) return html`<${Form} id=${id} data=${data} existing=${existing} />`;
  const profile = sheetProfile(sheet);
  const name = (p) => shownName(sheet, p);
  const f = form ?? (existing ? fromRecord(existing.record) : emptyForm());
  const set = (patch, keepPad = false) => {
    setForm({ ...f, ...patch });
    if (!keepPad) setPad(null);
  };
  const dealerNow = dealer ?? existing?.dealer ?? /** @type {NonNullable<typeof data.next>} a loaded sheet has it */
  data.next.dealer;
  const seat = { dealer: dealerNow, ...sheetSeating(sheet, dealerNow) };
  if (existing?.record.forehand) seat.forehand = existing.record.forehand;
  const games = Object.entries(profile.games).sort((a, b) => a[1].rank - b[1].rank);
  const spec = f.game ? profile.games[f.game] : null;
  const need = missing(f, profile, seat.active);
  const outcome = need ? { need } : settleEntry(sheet, toRecord(f, seat, profile));
  const err = outcome.error;
  const fieldErr = pad ? null : err;
  const save = async () => {
    setSaving(true);
    await saveDeal(id, data, existing, { record: toRecord(f, seat, profile), deleted: false, dealer: dealerNow, result: outcome.result });
  };
  const onlyVorhand = (gid) => !!profile.games[gid]?.vorhand_only;
  const declarers = spec?.vorhand_only ? [seat.forehand] : seat.active;
  const startGame = (gid) => {
    const declarer = onlyVorhand(gid) ? seat.forehand : f.declarer;
    const partner = f.partner === declarer ? null : f.partner;
    return { ...emptyForm(), game: gid, declarer, partner, writing_error: f.writing_error };
  };
  const others = seat.active.filter((p) => p !== f.declarer);
  const partnerOptions = [
    ...others.map((p) => ({ value: p, label: name(p) })),
    ...profile.data.own_king_callable && f.declarer ? [{ value: f.declarer, label: t("deal.self") }] : [],
    { value: TALON, label: t("deal.talon") }
  ];
  const tr = spec?.kind === "trischaken" ? completeTrischaken(seat.active, f.trischaken) : null;
  const premiumNames = spec && spec.kind !== "trischaken" ? allowedPremiums(profile, f.game) : [];
  const setPremium = (name2, value) => set({ premiums: f.premiums.map((p) => p.name === name2 ? value : p) });
  const shown = [
    "game",
    spec && spec.kind !== "trischaken" && "declarer",
    spec?.team === "called_king" && "partner",
    spec?.bird === "any" && "bird",
    (spec?.kind === "positive" || spec?.kind === "negative") && "outcome",
    tr && "trischaken",
    premiumNames.length > 0 && "premiums",
    spec && "more"
  ].filter(Boolean);
  const renonce = (
    /** @type {import("../dealform.js").RenonceForm} read only where f.renonce is set */
    f.renonce
  );
  return html`<${Header} title=${existing ? t("deal.edit_title", { n: "" }) : t("deal.title")} back=${`s/${id}`} />
  <main class="page deal">
    <p class="muted seat">${t("deal.seat", { dealer: name(seat.dealer), forehand: name(seat.forehand) })}
      ${seat.sittingOut ? ` · ${t("deal.sits_out", { p: name(seat.dealer) })}` : ""}</p>

    <section aria-labelledby="h-game"><h2 id="h-game">${t("deal.game")}</h2>
      <${Choice} label=${t("deal.game")} name="game" value=${f.game} wrap
        onChange=${(v) => {
    setForm(startGame(v));
    setPad(null);
  }}
        options=${games.map(([gid, g]) => ({ value: gid, label: g.name }))} />
      <${FieldRefusal} error=${fieldErr} section="game" />
    </section>

    ${spec && spec.kind !== "trischaken" && html`<section aria-labelledby="h-decl"><h2 id="h-decl">${t("deal.declarer")}</h2>
      <${Choice} label=${t("deal.declarer")} name="declarer" value=${f.declarer} onChange=${(v) => set({ declarer: v, partner: f.partner === v ? null : f.partner })}
        options=${declarers.map((p) => ({ value: p, label: name(p) }))} wrap />
      ${spec.vorhand_only && html`<p class="hint">${t("deal.vorhand_only", { p: name(seat.forehand) })}</p>`}
      <${FieldRefusal} error=${fieldErr} section="declarer" />
    </section>`}

    ${spec?.team === "called_king" && html`<section aria-labelledby="h-partner"><h2 id="h-partner">${t("deal.partner")}</h2>
      <${Choice} label=${t("deal.partner")} name="partner" value=${f.partner} onChange=${(v) => set({ partner: v })} options=${partnerOptions} wrap />
      <${Choice} label=${t("deal.king")} name="called_king" value=${f.called_king} onChange=${(v) => set({ called_king: v })}
        options=${KINGS.map((k) => ({ value: k, label: `${KING_LABEL[k]}K`, toggle: true, className: "small" }))} />
      ${f.partner === TALON && spec.schleifen && html`<label class="check"><input type="checkbox" checked=${f.conceded}
        onChange=${(e) => set({ conceded: e.currentTarget.checked })} /> ${t("deal.conceded")}</label>`}
      <${FieldRefusal} error=${fieldErr} section="partner" />
    </section>`}

    ${spec?.bird === "any" && html`<section aria-labelledby="h-bird"><h2 id="h-bird">${t("deal.bird")}</h2>
      <${Choice} label=${t("deal.bird")} name="bird" value=${f.bird} onChange=${(v) => set({
    bird: v,
    premiums: v && !f.premiums.some((p) => p.name === v) ? [...f.premiums, { name: v, side: "declarer", announced: true, won: null, kontra: 0 }] : f.premiums
  })} options=${BIRDS.filter((b) => profile.premiums[b]).map((b) => ({ value: b, label: profile.premiums[b].name }))} />
      <${FieldRefusal} error=${fieldErr} section="bird" />
    </section>`}

    ${spec && spec.kind === "positive" && html`<section aria-labelledby="h-out"><h2 id="h-out">${t("deal.outcome")}</h2>
      <${Choice} label=${t("deal.outcome")} name="won" value=${f.points !== "" && thirds(f.points) !== null ? (
    /** @type {number} not null: tested just before */
    thirds(f.points) >= profile.threshold
  ) : f.won}
        onChange=${(v) => {
    set({ won: v, points: "" });
    setPad(null);
  }}
        options=${[{ value: true, label: t("deal.won") }, { value: false, label: t("deal.lost") }]} />
      <button type="button" class="chip" aria-expanded=${String(pad === "points")} onClick=${() => setPad(pad === "points" ? null : "points")}>
        ${t("deal.points")}: ${f.points || "—"}</button>
      <${FieldRefusal} error=${fieldErr} section="outcome" />
      ${pad === "points" && html`<${NumPad} label=${t("deal.points_pad")} value=${f.points} onChange=${(v) => set({ points: v, won: null }, true)} ...${padStatus(f.points, err, "")} />`}
      ${profile.kontra_levels > 0 && html`<h3>${t("deal.kontra")}</h3><${Choice} label=${t("deal.kontra_game")} name="kontra" value=${f.kontra}
        onChange=${(v) => set({ kontra: v ?? 0 })} options=${kontraOptions(profile.kontra_levels)} wrap />`}
    </section>`}

    ${spec && spec.kind === "negative" && html`<section aria-labelledby="h-out"><h2 id="h-out">${t("deal.outcome")}</h2>
      <${Choice} label=${t("deal.outcome")} name="won" value=${f.tricks !== null && f.tricks !== "" ? Number(f.tricks) === spec.tricks : f.won}
        onChange=${(v) => set({ won: v, tricks: null })} options=${[{ value: true, label: t("deal.won") }, { value: false, label: t("deal.lost") }]} />
      <div class="field inline"><label for="tricks">${t("deal.tricks")}</label>
        <select id="tricks" onChange=${(e) => set({ tricks: e.currentTarget.value === "" ? null : Number(e.currentTarget.value), won: null })}>
          <option value="" selected=${f.tricks === null}>—</option>
          ${Array.from({ length: 13 }, (_, i) => html`<option value=${i} selected=${Number(f.tricks) === i && f.tricks !== null}>${i}</option>`)}
        </select></div>
      ${profile.kontra_levels > 0 && f.declarer && html`<h3>${t("deal.kontra")}</h3>${others.map(
    (p) => html`<div class="kontra-by">
        <span>${name(p)}</span><${Choice} label=${t("deal.kontra_by", { p: name(p) })} name=${`kontra-${p}`} value=${own(f.kontraBy, p) || 0}
          onChange=${(v) => set({ kontraBy: { ...f.kontraBy, [p]: v ?? 0 } })} options=${kontraOptions(profile.kontra_levels)} wrap /></div>`
  )}`}
      <${FieldRefusal} error=${fieldErr} section="outcome" />
    </section>`}

    ${tr && html`<section aria-labelledby="h-tr"><h2 id="h-tr">${t("deal.trischaken")}</h2>
      <p class="hint">${t("deal.trischaken_hint")}</p>
      <table class="tr-table"><thead><tr><th scope="col">${t("deal.player")}</th><th scope="col">${t("deal.tr_points")}</th><th scope="col">${t("deal.tr_tricks")}</th></tr></thead>
      <tbody>${seat.active.map(
    (p) => html`<tr data-player=${p}>
        <th scope="row">${name(p)}</th>
        <td><button type="button" class=${`chip${tr.auto.points === p ? " auto" : ""}`} aria-expanded=${String(pad === `tr:${p}`)} aria-label=${t("deal.tr_points_of", { p: name(p) })}
          onClick=${() => setPad(pad === `tr:${p}` ? null : `tr:${p}`)}>${own(tr.points, p) || "—"}</button></td>
        <td><select aria-label=${t("deal.tr_tricks_of", { p: name(p) })} onChange=${(e) => set({ trischaken: { ...f.trischaken, tricks: { ...f.trischaken.tricks, [p]: e.currentTarget.value === "" ? "" : Number(e.currentTarget.value) } } })}>
          <option value="" selected=${own(f.trischaken.tricks, p) === void 0 || own(f.trischaken.tricks, p) === ""}>${tr.auto.tricks === p ? `${own(tr.tricks, p)}*` : "—"}</option>
          ${Array.from({ length: 13 }, (_, i) => html`<option value=${i} selected=${own(f.trischaken.tricks, p) === i}>${i}</option>`)}
        </select></td></tr>`
  )}</tbody></table>
      <${FieldRefusal} error=${fieldErr} section="trischaken" />
      ${pad?.startsWith("tr:") && html`<${NumPad} label=${t("deal.tr_points_of", { p: name(pad.slice(3)) })} value=${own(f.trischaken.points, pad.slice(3)) || ""}
        onChange=${(v) => set({ trischaken: { ...f.trischaken, points: { ...f.trischaken.points, [pad.slice(3)]: v } } }, true)}
        ...${padStatus(own(f.trischaken.points, pad.slice(3)) || "", err, t("deal.tr_so_far", { sum: pointsText(enteredThirds(seat.active, f.trischaken)) }))} />`}
    </section>`}

    ${premiumNames.length > 0 && html`<section aria-labelledby="h-prem"><h2 id="h-prem">${t("deal.premiums")}</h2>
      ${f.premiums.map(
    (p) => html`<${PremiumRow} item=${p} name=${p.name} profile=${profile} onChange=${(v) => setPremium(p.name, v)}
        onRemove=${() => set({ premiums: f.premiums.filter((q) => q.name !== p.name) })} />`
  )}
      ${f.valat && html`<${PremiumRow} item=${f.valat} name="valat" profile=${profile} onChange=${(v) => set({ valat: v })} onRemove=${() => set({ valat: null })} />`}
      <div class="choice wrap" role="group" aria-label=${t("deal.add_premium")}>
        ${premiumNames.filter((n) => !f.premiums.some((p) => p.name === n)).map(
    (n) => html`<button type="button" class="chip add"
          onClick=${() => set({ premiums: [...f.premiums, { name: n, side: "declarer", announced: false, won: true, kontra: 0 }] })}>+ ${profile.premiums[n].name}</button>`
  )}
        ${spec.valat && profile.valat && !f.valat && html`<button type="button" class="chip add"
          onClick=${() => set({ valat: { side: "declarer", announced: false, won: true, kontra: 0 } })}>+ Valat</button>`}
      </div>
      <${FieldRefusal} error=${fieldErr} section="premiums" />
    </section>`}

    ${spec && html`<section aria-labelledby="h-more"><h2 id="h-more">${t("deal.more")}</h2>
      <div class="choice wrap" role="group" aria-label=${t("deal.more")}>
        <button type="button" class="chip" aria-pressed=${String(!!f.renonce)} onClick=${() => set({ renonce: f.renonce ? null : { players: [], rule: null, reason: "" } })}>Renonce</button>
        <button type="button" class="chip" aria-pressed=${String(f.writing_error)} onClick=${() => set({ writing_error: !f.writing_error })}>${t("deal.writing_error")}</button>
      </div>
      ${f.renonce && html`<div class="renonce">
        <div class="choice wrap" role="group" aria-label=${t("deal.renonce_who")}>${seat.active.map(
    (p) => html`<button type="button" class="chip"
          aria-pressed=${String(renonce.players.includes(p))} data-renonce=${p}
          onClick=${() => set({ renonce: { ...renonce, players: renonce.players.includes(p) ? renonce.players.filter((q) => q !== p) : [...renonce.players, p].slice(-2) } })}>${name(p)}</button>`
  )}</div>
        <div class="field"><label for="renonce-rule">${t("deal.renonce_rule")}</label>
          <select id="renonce-rule" onChange=${(e) => set({ renonce: { ...renonce, rule: e.currentTarget.value || null } })}>
            <option value="">—</option>${RENONCE_RULES.map((r) => html`<option value=${r} selected=${renonce.rule === r}>${t(`renonce.${r}`)}</option>`)}
          </select></div>
      </div>`}
      <${DealerField} sheet=${sheet} dealer=${dealerNow} onChange=${setDealer} />
      <${FieldRefusal} error=${fieldErr} section="more" />
    </section>`}
    <${PreviewAndSave} sheet=${sheet} outcome=${outcome} players=${seat.active} disabled=${!outcome.result || saving} onSave=${save} shown=${shown} padOpen=${!!pad} />
  </main>`;
}
export {
  DealScreen
};
