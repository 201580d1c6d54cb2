import {
  CustomSummary,
  KontraNote,
  TariffTables
} from "./chunk-PCQNA6HV.js";
import "./chunk-EQBCYY2W.js";
import {
  profileDoc,
  sheetProfile
} from "./chunk-X2YNAM2X.js";
import {
  HOUSE_RULES,
  shown,
  switchesBetween
} from "./chunk-LU6EIBT2.js";
import "./chunk-KV4MQBDT.js";
import "./chunk-PK4STYAR.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import {
  A,
  Header,
  Missing,
  d,
  html,
  t,
  useSheet
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/tariffview.js
function valuesOf(houseRules) {
  const out = {};
  for (const [id, v] of Object.entries(houseRules.game_values ?? {})) out[`game:${id}`] = String(v);
  for (const [id, sides] of Object.entries(houseRules.premium_values ?? {})) {
    for (const [side, v] of Object.entries(sides)) out[`premium:${id}:${side}`] = String(v);
  }
  return out;
}
function useBase(doc) {
  const [base, set] = d(
    /** @type {any} */
    null
  );
  const id = doc?.base?.id;
  A(() => {
    if (id) profileDoc(id).then(set, () => set(null));
  }, [id]);
  return base;
}
function OwnRules({ doc }) {
  const base = useBase(doc);
  if (!doc.base) return null;
  return html`<section class="custom-view" aria-labelledby="h-custom" data-custom-view>
    <h2 id="h-custom">${t("custom.sheet_title")}</h2>
    <p>${t("custom.sheet_base", { name: doc.name, base: base?.name ?? doc.base.id })}</p>
    ${base && html`<${CustomSummary} baseDoc=${base} switches=${switchesBetween(base, doc)} />`}
  </section>`;
}
function TariffScreen({ id }) {
  const data = useSheet(id);
  if (data.missing) return html`<${Missing} />`;
  if (!data.sheet) return html`<${Header} title=${t("loading")} back=${`s/${id}`} />`;
  const { sheet } = data;
  const doc = sheet.profile_data;
  const rules = sheet.house_rules ?? {};
  const switches = HOUSE_RULES.filter((r) => r.key in rules);
  return html`<${Header} title=${t("tariff.sheet_title")} back=${`s/${id}`} />
  <main class="page tariff-view">
    <p><strong>${doc.name}</strong></p>
    <p>${t("new.cents")}: ${sheet.cents_per_point}</p>
    <${KontraNote} data=${sheetProfile(sheet).data} />
    <${OwnRules} doc=${doc} />
    <h2>${t("tariff.house_rules")}</h2>
    ${switches.length === 0 && html`<p class="muted">${t("tariff.no_house_rules")}</p>`}
    <ul class="plain">${switches.map(
    (r) => html`<li data-rule=${r.key}>${t(`hr.${r.key}`)}: <strong>${r.type === "ids" ? rules[r.key].join(", ") : shown(r, rules[r.key], t)}</strong>
        ${r.type !== "ids" && html` <span class="was">${t("tariff.rule", { value: shown(r, r.from(doc), t) })}</span>`}</li>`
  )}</ul>
    <h2>${t("tariff.title")}</h2>
    <${TariffTables} doc=${doc} values=${valuesOf(rules)} />
    <p class="hint">${t("tariff.sheet_hint")}</p>
  </main>`;
}
export {
  TariffScreen
};
