/**
 * A sheet's tariff, read-only: its rules, cents per point, what Kontra doubles, every game's and
 * premium's value (the profile's beside one the round changed) and its other house rules. A
 * sheet's rules never change after it is created (the server keeps them as created), so nothing
 * here can be edited.
 */
import { useEffect, useState } from "preact/hooks";
import { switchesBetween } from "../customrules.js";
import { HOUSE_RULES, shown } from "../houserules.js";
import { profileDoc, sheetProfile } from "../rules.js";
import { Header, html, t } from "../ui.js";
import { useSheet } from "../usesheet.js";
import { CustomSummary } from "./customparts.js";
import { KontraNote, TariffTables } from "./tariffparts.js";
import { Missing } from "./sheet.js";

/** The sheet's tables of values as the tariff table reads them ("game:rufer" → 2). */
function valuesOf(houseRules) {
  const out = {};
  for (const [id, v] of Object.entries(houseRules.game_values ?? {})) out[`game:${id}`] = String(v);
  for (const [id, sides] of Object.entries(houseRules.premium_values ?? {})) {
    for (const [side, v] of Object.entries(sides)) out[`premium:${id}:${side}`] = String(v);
  }
  return out;
}

/** The official document a rule set of its own was made from (precached: offline too), null while it loads. */
function useBase(doc) {
  const [base, set] = useState(/** @type {any} */ (null));
  const id = doc?.base?.id;
  useEffect(() => {
    if (id) profileDoc(id).then(set, () => set(null));
  }, [id]);
  return base;
}

/** A sheet's rule set of its own: its name, its base and how it differs from it (issue 22). */
function OwnRules({ doc }) {
  const base = useBase(doc);
  if (!doc.base) return null;
  return html`<section class="custom-view" aria-labelledby="h-custom" data-custom-view>
    <h2 id="h-custom">${t("custom.sheet_title")}</h2>
    <p>${t("custom.sheet_base", { name: doc.name, base: base?.name ?? doc.base.id })}</p>
    ${base && html`<${CustomSummary} baseDoc=${base} switches=${switchesBetween(base, doc)} />`}
  </section>`;
}

export function TariffScreen({ id }) {
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
        ${r.type !== "ids" && html` <span class="was">${t("tariff.rule", { value: shown(r, r.from(doc), t) })}</span>`}</li>`,
    )}</ul>
    <h2>${t("tariff.title")}</h2>
    <${TariffTables} doc=${doc} values=${valuesOf(rules)} />
    <p class="hint">${t("tariff.sheet_hint")}</p>
  </main>`;
}
