import {
  refusal
} from "./chunk-EQBCYY2W.js";
import {
  settle3 as settle
} from "./chunk-X2YNAM2X.js";
import {
  SIDES,
  kontraNote,
  sampleDeals,
  sampleGames,
  sampleRecord,
  summaryParts,
  tariffRows,
  typedValue
} from "./chunk-LU6EIBT2.js";
import {
  MAX_HOUSE_VALUE,
  MAX_TITLE
} from "./chunk-5GM52YBN.js";
import {
  format,
  formatMoney,
  getLang,
  html,
  own,
  t
} from "./chunk-R2IDERMZ.js";

// pwa/app/screens/tariffparts.js
function Value({ id, label, base, value, onChange }) {
  const changed = value !== void 0 && typedValue(value) !== base;
  const bad = value !== void 0 && typedValue(value) === null;
  if (!onChange) {
    return html`<td class=${changed ? "changed" : ""} data-value=${id}>${value ?? base}${changed ? html`<span class="was">${t("tariff.rule", { value: base })}</span>` : ""}</td>`;
  }
  return html`<td class=${changed ? "changed" : ""}>
    <input id=${id} type="text" inputmode="numeric" autocomplete="off" size="4" value=${value ?? String(base)} aria-label=${label}
      aria-invalid=${String(bad)} aria-describedby=${`${id}-was`} onInput=${(e) => onChange(e.currentTarget.value)} />
    <span class="was" id=${`${id}-was`}>${t("tariff.rule", { value: base })}</span>
    ${bad && html`<span class="error" role="alert">${refusal({ code: "number.range", params: { min: 0, max: MAX_HOUSE_VALUE } }, getLang())}</span>`}
  </td>`;
}
function TariffTables({ doc, values, onChange }) {
  const { games, premiums } = tariffRows(doc);
  const edit = (key) => onChange && ((v) => onChange(key, v));
  return html`${games.length > 0 && html`<table class="tariff" data-tariff="games">
    <thead><tr><th scope="col">${t("tariff.games")}</th><th scope="col">${t("tariff.value")}</th></tr></thead>
    <tbody>${games.map(
    (g) => html`<tr data-game=${g.id}><th scope="row">${g.name}</th>
      <${Value} id=${`tv-game-${g.id}`} label=${t("tariff.value_of", { name: g.name })} base=${g.base} value=${values[`game:${g.id}`]} onChange=${edit(`game:${g.id}`)} /></tr>`
  )}</tbody></table>`}
  ${premiums.length > 0 && html`<table class="tariff" data-tariff="premiums">
    <thead><tr><th scope="col">${t("tariff.premiums")}</th>${SIDES.map((side) => html`<th scope="col">${t(`tariff.${side}`)}</th>`)}</tr></thead>
    <tbody>${premiums.map(
    (p) => html`<tr data-premium=${p.id}><th scope="row">${p.name}</th>${SIDES.map(
      (side) => html`<${Value} id=${`tv-premium-${p.id}-${side}`} label=${t("tariff.side_of", { name: p.name, side: t(`tariff.${side}`) })}
          base=${p.base[side]} value=${values[`premium:${p.id}:${side}`]} onChange=${edit(`premium:${p.id}:${side}`)} />`
    )}</tr>`
  )}</tbody></table>`}`;
}
function KontraNote({ data }) {
  const note = kontraNote(data);
  return note && html`<p class="note kontra-note" data-kontra-note=${note.key.split(".")[1]}>${t(note.key, note.vars)}</p>`;
}
function trySettle(record, profile) {
  try {
    return settle(record, profile);
  } catch (err) {
    if (err?.field === void 0) throw err;
    return null;
  }
}
function describe(record, gameName) {
  let out = t("tariff.sample", { declarer: record.declarer, game: gameName });
  if (record.partner) out += t("tariff.sample_partner", { partner: record.partner });
  if (record.declarer_points) out += t("tariff.sample_points");
  if (record.declarer_augen) out += t("tariff.sample_augen");
  if (record.kontra) out += t("tariff.sample_kontra");
  if (record.premiums?.length) out += t("tariff.sample_pagat");
  return `${out}.`;
}
function Preview({ built, base, players, cents, game, onGame }) {
  const lang = getLang();
  const data = built.data;
  const record = (id) => ({ ...sampleRecord(data, id, players), cents_per_point: cents });
  const games = sampleGames(data).filter((g) => trySettle(record(g.id), built));
  if (!games.length)
    return html`<section class="tariff-preview" aria-labelledby="h-preview"><h2 id="h-preview">${t("tariff.preview")}</h2><p class="hint">${t("tariff.preview_none")}</p></section>`;
  const chosen = games.find((g) => g.id === game) ?? games[0];
  const r = record(chosen.id);
  const here = trySettle(r, built);
  const rule = trySettle(r, base);
  const who = r.declarer;
  const row = (key, result, which) => html`<tr data-preview=${which} data-points=${result ? String(own(result.points, who)) : ""} data-cents=${result ? String(own(result.money_cents, who)) : ""}>
      <th scope="row">${t(key)}</th>
      <td>${result ? format(own(result.points, who), { plus: true }) : "–"}</td>
      <td>${result ? formatMoney(own(result.money_cents, who), lang, { plus: true }) : "–"}</td></tr>`;
  return html`<section class="tariff-preview" aria-labelledby="h-preview" aria-live="polite"><h2 id="h-preview">${t("tariff.preview")}</h2>
    <div class="field"><label for="preview-game">${t("tariff.preview_game")}</label>
      <select id="preview-game" onChange=${(e) => onGame(e.currentTarget.value)}>
        ${games.map((g) => html`<option value=${g.id} selected=${g.id === chosen.id}>${g.name}</option>`)}
      </select></div>
    <p data-sample>${describe(r, chosen.name)}</p>
    <table class="tariff preview-table">
      <thead><tr><th scope="col">${t("tariff.preview_for", { player: who })}</th><th scope="col">${t("tariff.preview_points")}</th><th scope="col">${t("tariff.preview_money")}</th></tr></thead>
      <tbody>${row("tariff.preview_here", here, "here")}${row("tariff.preview_rule", rule, "rule")}</tbody>
    </table>
  </section>`;
}

// pwa/app/screens/customparts.js
function CustomSummary({ baseDoc, switches }) {
  const parts = summaryParts(baseDoc, switches, t);
  return html`<p class="custom-summary" data-custom-summary>${parts.length ? `${parts.join("; ")}.` : t("custom.same_as_base", { base: baseDoc.name })}</p>`;
}
function trySettle2(record, profile) {
  try {
    return settle(record, profile);
  } catch (err) {
    if (err?.field === void 0) throw err;
    return null;
  }
}
function CustomSamples({ built, base, switches, players, cents }) {
  const mine = sampleDeals(built.data, switches, players);
  if (!mine.length) return null;
  const theirs = sampleDeals(base.data, switches, players);
  const show = (r) => r === void 0 ? "–" : format(r, { plus: true });
  return html`${mine.map((s) => {
    const other = theirs.find((o) => o.key === s.key);
    const here = trySettle2({ ...s.record, cents_per_point: cents }, built);
    const rule = other && trySettle2({ ...other.record, cents_per_point: cents }, base);
    return html`<div class="custom-sample" data-custom-sample=${s.key}>
      <p>${t(s.text, { declarer: players[0], partner: players[2], loser: players[2] })}</p>
      <table class="tariff preview-table">
        <thead><tr><th scope="col">${t("custom.player")}</th><th scope="col">${t("custom.own")}</th><th scope="col">${t("custom.base_rules")}</th></tr></thead>
        <tbody>${players.map(
      (p) => html`<tr data-player-row=${p} data-own=${here ? String(own(here.points, p)) : ""} data-base=${rule ? String(own(rule.points, p)) : ""}>
          <th scope="row">${p}</th><td>${show(own(here?.points, p))}</td><td>${show(own(rule?.points, p))}</td></tr>`
    )}</tbody>
      </table></div>`;
  })}`;
}
function ValueSwitch({ rule, doc, value, onChange }) {
  const id = `hr-${rule.key}`;
  const base = rule.from(doc);
  const bad = value !== void 0 && typedValue(value) === null;
  return html`<div class="field"><label for=${id}>${t(`hr.${rule.key}`)} <span class="was">${t("tariff.rule", { value: base })}</span></label>
    <input id=${id} type="text" inputmode="numeric" autocomplete="off" size="4" value=${value ?? String(base)} aria-invalid=${String(bad)}
      aria-describedby=${`${id}-hint`} onInput=${(e) => onChange(e.currentTarget.value)} />
    <p class="hint" id=${`${id}-hint`}>${t(`hr.${rule.key}.hint`)}</p>
    ${bad && html`<p class="error field-error" role="alert">${refusal({ code: "number.range", params: { min: 0, max: MAX_HOUSE_VALUE } }, getLang())}</p>`}</div>`;
}
var shownValues = (rules, built) => rules.filter((r) => !r.key.startsWith("points_premium_") || (built?.data.points_premium_thirds ?? 0) > 0);
function CustomRules({ doc, values, valueRules, onValue, on, onOn, name, onName, reason, switches, built, base, players, cents }) {
  return html`<details class="field" id="custom-rules" open=${on}><summary>${t("custom.title")}${on ? ` · ${name.trim() || "…"}` : ""}</summary>
    <p class="hint">${t("custom.hint")}</p>
    ${shownValues(valueRules, built).map((r) => html`<${ValueSwitch} rule=${r} doc=${doc} value=${values[r.key]} onChange=${(v) => onValue(r.key, v)} />`)}
    <div class="field switch"><label for="custom-on"><input id="custom-on" type="checkbox" checked=${on} aria-describedby="custom-on-hint"
      onChange=${(e) => onOn(e.currentTarget.checked)} /> ${t("custom.keep")}</label>
      <p class="hint" id="custom-on-hint">${t("custom.keep_hint", { base: doc.name })}</p></div>
    ${on && html`<div class="field"><label for="custom-name">${t("custom.name")}</label>
      <input id="custom-name" value=${name} maxlength=${MAX_TITLE} autocomplete="off" placeholder=${t("custom.name_placeholder")} aria-invalid=${String(!!reason)}
        aria-describedby=${reason ? "custom-name-err" : void 0} onInput=${(e) => onName(e.currentTarget.value)} />
      ${reason && html`<p class="error field-error" role="alert" id="custom-name-err">${reason}</p>`}</div>`}
    <h3>${t("custom.differs", { base: doc.name })}</h3>
    <${CustomSummary} baseDoc=${doc} switches=${switches} />
    ${built && html`<${CustomSamples} built=${built} base=${base} switches=${switches} players=${players} cents=${cents} />`}
  </details>`;
}

export {
  TariffTables,
  KontraNote,
  Preview,
  CustomSummary,
  CustomRules
};
