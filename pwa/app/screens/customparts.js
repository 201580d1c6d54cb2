/**
 * A round's own rule set on screen (issue 22, customrules.js): on the new-sheet form the choice
 * to keep the house rules and tariff as a rule set of its own with its name, the valat's and the
 * card-point premium's values (the profile's beside each), the plain summary of how it differs
 * from its base and sample deals settled by the engine under both; on a sheet the same summary.
 */
import { format } from "../amounts.js";
import { own } from "../byname.js";
import { settle } from "../../engine/families.js";
import { MAX_HOUSE_VALUE, MAX_TITLE } from "../../engine/vocabulary.js";
import { refusal } from "../i18n.js";
import { sampleDeals, summaryParts } from "../customrules.js";
import { typedValue } from "../tariff.js";
import { getLang, html, t } from "../ui.js";

/** The plain summary of ``switches`` against the base document: one sentence, parts joined by "; ". */
export function CustomSummary({ baseDoc, switches }) {
  const parts = summaryParts(baseDoc, switches, t);
  return html`<p class="custom-summary" data-custom-summary>${parts.length ? `${parts.join("; ")}.` : t("custom.same_as_base", { base: baseDoc.name })}</p>`;
}

function trySettle(record, profile) {
  try {
    return settle(record, profile);
  } catch (/** @type {any} the engine's refusal or a bug */ err) {
    if (err?.field === undefined) throw err;
    return null;
  }
}

/** The samples where a changed switch shows: every player's points under the own set and the base. */
export function CustomSamples({ built, base, switches, players, cents }) {
  const mine = sampleDeals(built.data, switches, players);
  if (!mine.length) return null;
  const theirs = sampleDeals(base.data, switches, players);
  const show = (r) => (r === undefined ? "–" : format(r, { plus: true }));
  return html`${mine.map((s) => {
    const other = theirs.find((o) => o.key === s.key);
    const here = trySettle({ ...s.record, cents_per_point: cents }, built);
    const rule = other && trySettle({ ...other.record, cents_per_point: cents }, base);
    return html`<div class="custom-sample" data-custom-sample=${s.key}>
      <p>${t(s.text, { declarer: players[0], partner: players[2], loser: players[2] })}</p>
      <table class="tariff preview-table">
        <thead><tr><th scope="col">${t("custom.player")}</th><th scope="col">${t("custom.own")}</th><th scope="col">${t("custom.base_rules")}</th></tr></thead>
        <tbody>${players.map(
          (p) => html`<tr data-player-row=${p} data-own=${here ? String(own(here.points, p)) : ""} data-base=${rule ? String(own(rule.points, p)) : ""}>
          <th scope="row">${p}</th><td>${show(own(here?.points, p))}</td><td>${show(own(rule?.points, p))}</td></tr>`,
        )}</tbody>
      </table></div>`;
  })}`;
}

/** One value switch: a number typed, the profile's beside it, its explanation under it. */
function ValueSwitch({ rule, doc, value, onChange }) {
  const id = `hr-${rule.key}`;
  const base = rule.from(doc);
  const bad = value !== undefined && typedValue(value) === null;
  return html`<div class="field"><label for=${id}>${t(`hr.${rule.key}`)} <span class="was">${t("tariff.rule", { value: base })}</span></label>
    <input id=${id} type="text" inputmode="numeric" autocomplete="off" size="4" value=${value ?? String(base)} aria-invalid=${String(bad)}
      aria-describedby=${`${id}-hint`} onInput=${(e) => onChange(e.currentTarget.value)} />
    <p class="hint" id=${`${id}-hint`}>${t(`hr.${rule.key}.hint`)}</p>
    ${bad && html`<p class="error field-error" role="alert">${refusal({ code: "number.range", params: { min: 0, max: MAX_HOUSE_VALUE } }, getLang())}</p>`}</div>`;
}

/** The value switches worth showing: the card-point premium's values only where there is one. */
const shownValues = (rules, built) => rules.filter((r) => !r.key.startsWith("points_premium_") || (built?.data.points_premium_thirds ?? 0) > 0);

/**
 * The form's section: the value switches, then the choice of a rule set of its own with its name
 * (never an official profile's), the summary against the base and the samples.
 */
export function CustomRules({ doc, values, valueRules, onValue, on, onOn, name, onName, reason, switches, built, base, players, cents }) {
  return html`<details class="field" id="custom-rules" open=${on}><summary>${t("custom.title")}${on ? ` · ${name.trim() || "…"}` : ""}</summary>
    <p class="hint">${t("custom.hint")}</p>
    ${shownValues(valueRules, built).map((r) => html`<${ValueSwitch} rule=${r} doc=${doc} value=${values[r.key]} onChange=${(v) => onValue(r.key, v)} />`)}
    <div class="field switch"><label for="custom-on"><input id="custom-on" type="checkbox" checked=${on} aria-describedby="custom-on-hint"
      onChange=${(e) => onOn(e.currentTarget.checked)} /> ${t("custom.keep")}</label>
      <p class="hint" id="custom-on-hint">${t("custom.keep_hint", { base: doc.name })}</p></div>
    ${
      on &&
      html`<div class="field"><label for="custom-name">${t("custom.name")}</label>
      <input id="custom-name" value=${name} maxlength=${MAX_TITLE} autocomplete="off" placeholder=${t("custom.name_placeholder")} aria-invalid=${String(!!reason)}
        aria-describedby=${reason ? "custom-name-err" : undefined} onInput=${(e) => onName(e.currentTarget.value)} />
      ${reason && html`<p class="error field-error" role="alert" id="custom-name-err">${reason}</p>`}</div>`
    }
    <h3>${t("custom.differs", { base: doc.name })}</h3>
    <${CustomSummary} baseDoc=${doc} switches=${switches} />
    ${built && html`<${CustomSamples} built=${built} base=${base} switches=${switches} players=${players} cents=${cents} />`}
  </details>`;
}
