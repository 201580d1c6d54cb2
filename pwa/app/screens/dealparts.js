/**
 * What both deal forms (Königrufen: deal.js, Bavarian: haferldeal.js) are made of: who dealt, the
 * number pad, the preview with Save, and saving the deal. Its own module so that the two forms
 * import it and never each other.
 */
import { useEffect, useRef } from "preact/hooks";
import { editEntry, nextOrder, putEntries, uuid } from "../data.js";
import { shownName } from "../model.js";
import { go, html, t } from "../ui.js";
import { RefusalText, sectionOf } from "./refusal.js";
import { Lines } from "./row.js";

/** Who dealt (the next dealer, unless the table says otherwise): the names shown, the seats kept. */
export const DealerField = ({ sheet, dealer, onChange }) => html`<div class="field"><label for="dealer-select">${t("deal.dealer")}</label>
  <select id="dealer-select" onChange=${(e) => onChange(e.currentTarget.value)}>
    ${sheet.players.map((p) => html`<option value=${p} selected=${p === dealer}>${shownName(sheet, p)}</option>`)}
  </select></div>`;

/**
 * The settlement while the form is filled in (or what is missing), and Save. A refusal shows next to
 * its field (FieldRefusal in the section named in ``shown``); here only when no shown section takes it
 * and no number pad is open (``padOpen``: the pad shows it, where the eye is).
 */
export const PreviewAndSave = ({ sheet, outcome, players, disabled, onSave, shown = [], padOpen = false }) => html`
  <section class="preview" aria-labelledby="h-preview" aria-live="polite"><h2 id="h-preview">${t("deal.preview")}</h2>
    ${outcome.need && html`<p class="hint" data-need=${outcome.need}>${t(outcome.need)}</p>`}
    ${outcome.error && !padOpen && !shown.includes(sectionOf(outcome.error)) && html`<${RefusalText} error=${outcome.error} />`}
    ${outcome.result && html`<${Lines} sheet=${sheet} result=${outcome.result} players=${players} />`}
  </section>
  <div class="actions sticky"><button type="button" class="btn primary big" id="save-deal" disabled=${disabled} onClick=${onSave}>${t("deal.save")}</button></div>`;

/** Store the deal (a new entry, or the next revision of ``existing``) and go back to the sheet. */
export async function saveDeal(id, data, existing, change) {
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
        updated_at: new Date().toISOString(),
        ...change,
      },
    ]);
  }
  go(`s/${id}`, { replace: true });
}

/**
 * A number pad for "P/B" (points/Blatt) or whole numbers, big keys for one thumb. While it is open
 * it is where the eye is: it scrolls itself into view (clear of the header and the Save bar) and
 * shows, under the number typed, the deal's refusal (``error``, whatever field it names) or else a
 * live ``hint`` ("Bisher 40 von 70 Punkten").
 */
/**
 * @param {{label: string, value: string, onChange: (v: string) => void, slash?: boolean, error?: import("../../engine/types.js").JsonObject | null, hint?: string}} props
 */
export function NumPad({ label, value, onChange, slash = true, error = null, hint = "" }) {
  const box = useRef(/** @type {HTMLDivElement | null} */ (null));
  const status = error ? error.code : hint;
  // on opening and whenever what it says changes: the whole pad in view, a no-op when it is
  useEffect(() => box.current?.scrollIntoView?.({ block: "nearest" }), [status]);
  const press = (k) => onChange(k === "⌫" ? value.slice(0, -1) : `${value}${k}`.slice(0, 5));
  const keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", slash ? "/" : "", "0", "⌫"];
  return html`<div class="numpad" role="group" aria-label=${label} ref=${box}>
    <output class="numpad-value" aria-live="polite">${value || "—"}</output>
    ${error ? html`<${RefusalText} error=${error} />` : hint && html`<p class="hint numpad-hint" aria-live="polite">${hint}</p>`}
    <div class="keys">${keys.map((k) =>
      k
        ? html`<button type="button" class="key" aria-label=${k === "⌫" ? t("numpad.delete") : k === "/" ? t("numpad.slash") : k}
      onClick=${() => press(k)}>${k}</button>`
        : html`<span />`,
    )}</div>
  </div>`;
}
