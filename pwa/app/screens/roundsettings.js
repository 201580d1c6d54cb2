/**
 * A round's own settings, changed later (issue 20): its name, the cents per point of its new
 * evenings and the Kassa. Offline first: written here at once, sent with the next sync, shown as a
 * conflict when another phone changed the same setting meanwhile (screens/roundconflict.js).
 * Evenings already played keep the rules they were made with.
 */
import { useEffect, useState } from "preact/hooks";
import { MAX_CENTS_PER_POINT } from "../../engine/vocabulary.js";
import { refusal } from "../i18n.js";
import { titleError } from "../namecheck.js";
import { getLang, html, t, toast } from "../ui.js";
import { changeSettings } from "./roundparts.js";

const whole = (text, max) => (/^\d+$/.test(text.trim()) && Number(text) <= max ? Number(text) : null);

export function RoundSettings({ round }) {
  const [title, setTitle] = useState(round.title);
  const [cents, setCents] = useState(String(round.cents_per_point));
  const [kitty, setKitty] = useState(String(round.kitty_percent ?? 0));
  // another phone's change arriving (or a conflict resolved) shows in the form
  useEffect(() => setTitle(round.title), [round.title]);
  useEffect(() => setCents(String(round.cents_per_point)), [round.cents_per_point]);
  useEffect(() => setKitty(String(round.kitty_percent ?? 0)), [round.kitty_percent]);
  if (round.role !== "edit") return null;
  const lang = getLang();
  const reasons = {
    title: title.trim() ? titleError(title.trim()) : t("roundsettings.need_title"),
    cents: whole(cents, MAX_CENTS_PER_POINT) === null ? refusal({ code: "number.range", params: { min: 0, max: MAX_CENTS_PER_POINT } }, lang) : null,
    kitty: whole(kitty, 100) === null ? refusal({ code: "number.range", params: { min: 0, max: 100 } }, lang) : null,
  };
  const asked = { title: title.trim(), cents_per_point: whole(cents, MAX_CENTS_PER_POINT), kitty_percent: whole(kitty, 100) };
  const changed = Object.fromEntries(Object.entries(asked).filter(([k, v]) => v !== (k === "kitty_percent" ? (round.kitty_percent ?? 0) : round[k])));
  const bad = Object.values(reasons).some(Boolean);
  const save = async () => {
    await changeSettings(round.id, changed);
    toast(t("roundsettings.saved"));
  };
  const field = (id, label, value, set, why, extra = {}) =>
    html`<div class="field"><label for=${id}>${label}</label>
      <input id=${id} value=${value} aria-invalid=${String(!!why)} aria-describedby=${why ? `${id}-err` : undefined} onInput=${(e) => set(e.currentTarget.value)} ...${extra} />
      ${why && html`<p class="error field-error" id=${`${id}-err`}>${why}</p>`}</div>`;
  const number = { type: "number", inputmode: "numeric", min: "0" };
  return html`<section aria-labelledby="h-round-settings"><h2 id="h-round-settings">${t("roundsettings.title")}</h2>
    ${field("round-title", t("round.name"), title, setTitle, reasons.title)}
    ${field("round-cents", t("new.cents"), cents, setCents, reasons.cents, { ...number, max: String(MAX_CENTS_PER_POINT) })}
    ${field("round-kitty", t("round.kitty_percent"), kitty, setKitty, reasons.kitty, { ...number, max: "100" })}
    <p class="hint">${t("roundsettings.hint")}</p>
    <div class="actions"><button type="button" class="btn" id="save-round-settings" disabled=${bad || !Object.keys(changed).length} onClick=${save}>${t("round.save")}</button></div>
  </section>`;
}
