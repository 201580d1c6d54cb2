/**
 * The tariff's pieces on screen: the table of game and premium values (editable on the new-sheet
 * form, read-only for a sheet), the note of what Kontra doubles, and the sample deal settled under
 * the round's tariff and under the profile's (tariff.js writes the record, the engine settles it).
 */
import { format, formatMoney } from "../amounts.js";
import { own } from "../byname.js";
import { settle } from "../../engine/families.js";
import { MAX_HOUSE_VALUE } from "../../engine/vocabulary.js";
import { refusal } from "../i18n.js";
import { kontraNote, SIDES, sampleGames, sampleRecord, tariffRows, typedValue } from "../tariff.js";
import { getLang, html, t } from "../ui.js";

/** One value: an input on the form (its reason below it), the number on a sheet; the profile's beside. */
function Value({ id, label, base, value, onChange }) {
  const changed = value !== undefined && typedValue(value) !== base;
  const bad = value !== undefined && typedValue(value) === null;
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

/**
 * The games' and premiums' values: ``values`` maps "game:<id>" / "premium:<id>:<side>" to the text
 * typed (the form) or to the sheet's number; without ``onChange`` nothing can be edited.
 */
export function TariffTables({ doc, values, onChange }) {
  const { games, premiums } = tariffRows(doc);
  const edit = (key) => onChange && ((v) => onChange(key, v));
  return html`${
    games.length > 0 &&
    html`<table class="tariff" data-tariff="games">
    <thead><tr><th scope="col">${t("tariff.games")}</th><th scope="col">${t("tariff.value")}</th></tr></thead>
    <tbody>${games.map(
      (g) => html`<tr data-game=${g.id}><th scope="row">${g.name}</th>
      <${Value} id=${`tv-game-${g.id}`} label=${t("tariff.value_of", { name: g.name })} base=${g.base} value=${values[`game:${g.id}`]} onChange=${edit(`game:${g.id}`)} /></tr>`,
    )}</tbody></table>`
  }
  ${
    premiums.length > 0 &&
    html`<table class="tariff" data-tariff="premiums">
    <thead><tr><th scope="col">${t("tariff.premiums")}</th>${SIDES.map((side) => html`<th scope="col">${t(`tariff.${side}`)}</th>`)}</tr></thead>
    <tbody>${premiums.map(
      (p) =>
        html`<tr data-premium=${p.id}><th scope="row">${p.name}</th>${SIDES.map(
          (side) => html`<${Value} id=${`tv-premium-${p.id}-${side}`} label=${t("tariff.side_of", { name: p.name, side: t(`tariff.${side}`) })}
          base=${p.base[side]} value=${values[`premium:${p.id}:${side}`]} onChange=${edit(`premium:${p.id}:${side}`)} />`,
        )}</tr>`,
    )}</tbody></table>`
  }`;
}

/** What Kontra doubles by this (house-ruled) profile document; nothing for a family without Kontra. */
export function KontraNote({ data }) {
  const note = kontraNote(data);
  return note && html`<p class="note kontra-note" data-kontra-note=${note.key.split(".")[1]}>${t(note.key, note.vars)}</p>`;
}

function trySettle(record, profile) {
  try {
    return settle(record, profile);
  } catch (/** @type {any} the engine's refusal or a bug */ err) {
    if (err?.field === undefined) throw err; // a bug, not a refusal
    return null;
  }
}

/** In words: who wins which game with what (the sample record's parts). */
function describe(record, gameName) {
  let out = t("tariff.sample", { declarer: record.declarer, game: gameName });
  if (record.partner) out += t("tariff.sample_partner", { partner: record.partner });
  if (record.declarer_points) out += t("tariff.sample_points");
  if (record.declarer_augen) out += t("tariff.sample_augen");
  if (record.kontra) out += t("tariff.sample_kontra");
  if (record.premiums?.length) out += t("tariff.sample_pagat");
  return `${out}.`;
}

/**
 * The sample deal under ``built`` (the profile with the round's house rules) and under ``base`` (the
 * profile as written): the declarer's points and money both ways. ``game`` picks the deal's game
 * (null: the first that settles).
 */
export function Preview({ built, base, players, cents, game, onGame }) {
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
  const row = (key, result, which) =>
    html`<tr data-preview=${which} data-points=${result ? String(own(result.points, who)) : ""} data-cents=${result ? String(own(result.money_cents, who)) : ""}>
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
