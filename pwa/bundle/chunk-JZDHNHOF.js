import {
  CardCheck,
  cardLabel,
  suitName
} from "./chunk-ELSWBK5E.js";
import "./chunk-SJFBEQIH.js";
import {
  useProfiles
} from "./chunk-IV4Z2RCE.js";
import "./chunk-OJO6HXZU.js";
import "./chunk-EQBCYY2W.js";
import "./chunk-X2YNAM2X.js";
import "./chunk-FR37QBMP.js";
import "./chunk-S4E4XWDW.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-KV4MQBDT.js";
import "./chunk-PK4STYAR.js";
import "./chunk-76HJ52WC.js";
import {
  BIRDS
} from "./chunk-5GM52YBN.js";
import {
  Choice,
  Header,
  activeSeats,
  d,
  html,
  t
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/verifyalone.js
var NAMES = ["Anna", "Bernd", "Clara", "David"];
var KINGS = ["HK", "DK", "SK", "CK"];
function missing(names, spec, form) {
  if (names.some((n) => !n.trim()) || new Set(names.map((n) => n.trim().toLowerCase())).size !== names.length) return "names";
  if (!spec) return "game";
  if (spec.kind !== "trischaken" && !form.declarer) return "declarer";
  if (spec.team === "called_king" && !form.called_king) return "king";
  if (Array.isArray(spec.trump) && !form.trump) return "trump";
  if (spec.bird === "any" && !form.bird) return "bird";
  return null;
}
function VerifyAloneScreen() {
  const { index, docs } = useProfiles();
  const [pid, setPid] = d(
    /** @type {string | null} */
    null
  );
  const [names, setNames] = d(NAMES);
  const [form, setForm] = d(
    /** @type {{game?: string, declarer?: string, called_king?: string, trump?: string, bird?: string}} */
    {}
  );
  const [started, setStarted] = d(false);
  if (!index) return html`<${Header} title=${t("verify.title")} back="" /><main class="page"><p class="boot">${t("loading")}</p></main>`;
  const id = pid ?? index.default;
  const doc = docs[id];
  const seats = activeSeats(doc);
  const players = names.slice(0, seats).map((n) => n.trim());
  const spec = form.game ? doc.games[form.game] : null;
  const need = missing(names.slice(0, seats), spec, form);
  const set = (patch) => {
    setForm({ ...form, ...patch });
    setStarted(false);
  };
  if (started && !need) {
    const record = { game: form.game, ...spec?.kind !== "trischaken" ? { declarer: form.declarer } : {} };
    for (const k of ["called_king", "trump", "bird"]) if (form[k]) record[k] = form[k];
    const sheet = { id: `verify:${id}:${players.join("\n")}`, players, profile_data: doc, house_rules: {}, cents_per_point: 10, stake: 10, role: "view" };
    const entry = { id: JSON.stringify(record), revision: 0, record, dealer: players[players.length - 1] };
    const change = html`<button type="button" class="btn" id="verify-change" onClick=${() => setStarted(false)}>${t("verify.change")}</button>`;
    return html`<${Header} title=${t("verify.title")} back="" />
      <${CardCheck} sheet=${sheet} entry=${entry} onApply=${null} top=${change} key=${sheet.id + entry.id} />`;
  }
  const games = Object.entries(doc.games).filter(([gid]) => gid !== "thrown_in").sort((a, b) => a[1].rank - b[1].rank);
  return html`<${Header} title=${t("verify.title")} back="" />
  <main class="page verify-alone">
    <p class="hint">${t("verify.alone_hint")}</p>
    <div class="field"><label for="verify-profile">${t("new.profile")}</label>
      <select id="verify-profile" value=${id} onChange=${(e) => {
    setPid(e.currentTarget.value);
    setForm({});
  }}>${index.profiles.map((p) => html`<option value=${p.id}>${p.name}</option>`)}</select></div>
    <fieldset class="field"><legend>${t("verify.players")}</legend>
      ${names.slice(0, seats).map(
    (n, i) => html`<input type="text" class="verify-name" data-player=${i} aria-label=${t("verify.player_n", { n: i + 1 })} value=${n}
          onInput=${(e) => {
      const next = [...names];
      next[i] = e.currentTarget.value;
      setNames(next);
    }} />`
  )}</fieldset>
    <${Choice} label=${t("deal.game")} name="game" value=${form.game ?? null} wrap options=${games.map(([gid, g]) => ({ value: gid, label: g.name }))}
      onChange=${(g) => set({ game: g ?? void 0, called_king: void 0, trump: void 0, bird: void 0 })} />
    ${spec && spec.kind !== "trischaken" && html`<${Choice} label=${t("deal.declarer")} name="declarer" value=${form.declarer ?? null} wrap options=${players.map((p) => ({ value: p, label: p }))} onChange=${(p) => set({ declarer: p ?? void 0 })} />`}
    ${spec?.team === "called_king" && html`<${Choice} label=${t("deal.king")} name="called_king" value=${form.called_king ?? null} options=${KINGS.map((k) => ({ value: k, label: cardLabel(k, "koenigrufen").short }))} onChange=${(k) => set({ called_king: k ?? void 0 })} />`}
    ${Array.isArray(spec?.trump) && html`<${Choice} label=${t("verify.trump_pick")} name="trump" value=${form.trump ?? null} options=${spec.trump.map((s) => ({ value: s, label: suitName(s) }))} onChange=${(s) => set({ trump: s ?? void 0 })} />`}
    ${spec?.bird === "any" && html`<${Choice} label=${t("deal.bird")} name="bird" value=${form.bird ?? null} wrap options=${BIRDS.filter((b) => doc.premiums?.[b]).map((b) => ({ value: b, label: doc.premiums[b].name }))} onChange=${(b) => set({ bird: b ?? void 0 })} />`}
    <div class="actions sticky"><button type="button" class="btn primary big" id="verify-start" disabled=${!!need} onClick=${() => setStarted(true)}>${t("verify.start")}</button></div>
  </main>`;
}
export {
  VerifyAloneScreen
};
