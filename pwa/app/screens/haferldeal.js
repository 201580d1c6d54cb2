/**
 * Entering (or editing) a deal of a Haferltarock sheet: the game in the profile's bidding order
 * (or thrown in), the declarer among the three who play, the trump a Solo names, the declarer's
 * Augen on a number pad or won/lost, Schneider and Schwarz, or a Bettel's tricks; or the rule
 * breach that decided the game (who, which rule). The lines (with the pot: refills, what it gives
 * and takes) are previewed on every tap, settled against the pot the deal finds.
 */
import { useState } from "preact/hooks";
import { BREACH_RULES, emptyHaferlForm, fromHaferlRecord, haferlMissing, THROWN_IN, toHaferlRecord } from "../haferlform.js";
import { sheetSeating, shownName } from "../model.js";
import { potBefore } from "../potsheet.js";
import { settleEntry, sheetProfile } from "../rules.js";
import { Choice, Header, html, t } from "../ui.js";
import { DealerField, NumPad, PreviewAndSave, saveDeal } from "./dealparts.js";
import { FieldRefusal } from "./refusal.js";

const WON_LOST = () => [
  { value: true, label: t("deal.won") },
  { value: false, label: t("deal.lost") },
];

export function HaferlDeal({ id, data, existing }) {
  const [form, setForm] = useState(/** @type {ReturnType<typeof emptyHaferlForm> | null} */ (null));
  const [pad, setPad] = useState(false);
  const [dealer, setDealer] = useState(null);
  const [saving, setSaving] = useState(false);
  const { sheet } = data;
  const profile = sheetProfile(sheet);
  const name = (p) => shownName(sheet, p); // the form shows the names, the record keeps the seats
  const f = form ?? (existing ? fromHaferlRecord(existing.record) : emptyHaferlForm());
  // a tap anywhere else closes the number pad (deal.js: the refusal shows where the eye is)
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
  const fieldErr = padShown ? null : err; // the open pad shows it
  // the sections on screen, each showing a refusal of its fields (the preview shows any other)
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

    ${
      spec &&
      html`<section aria-labelledby="h-decl"><h2 id="h-decl">${t("deal.declarer")}</h2>
      <${Choice} label=${t("deal.declarer")} name="declarer" value=${f.declarer} onChange=${(v) => set({ declarer: v })}
        options=${seat.active.map((p) => ({ value: p, label: name(p) }))} wrap />
      <${FieldRefusal} error=${fieldErr} section="declarer" />
    </section>`
    }

    ${
      Array.isArray(spec?.trump) &&
      html`<section aria-labelledby="h-trump"><h2 id="h-trump">${t("deal.trump")}</h2>
      <${Choice} label=${t("deal.trump")} name="trump" value=${f.trump} onChange=${(v) => set({ trump: v })}
        options=${spec.trump.map((s) => ({ value: s, label: t(`suit.${s}`) }))} wrap />
      <${FieldRefusal} error=${fieldErr} section="trump" />
    </section>`
    }

    ${
      spec &&
      !f.breach &&
      html`<section aria-labelledby="h-out"><h2 id="h-out">${t("deal.outcome")}</h2>
      ${
        spec.kind === "negative"
          ? html`
        <${Choice} label=${t("deal.outcome")} name="won" value=${f.tricks !== null ? f.tricks === spec.tricks : f.won}
          onChange=${(v) => set({ won: v, tricks: null })} options=${WON_LOST()} />
        <div class="field inline"><label for="tricks">${t("deal.tricks")}</label>
          <select id="tricks" onChange=${(e) => set({ tricks: e.currentTarget.value === "" ? null : Number(e.currentTarget.value), won: null })}>
            <option value="" selected=${f.tricks === null}>—</option>
            ${Array.from({ length: 12 }, (_, i) => html`<option value=${i} selected=${f.tricks === i}>${i}</option>`)}
          </select></div>
        <${FieldRefusal} error=${fieldErr} section="outcome" />`
          : html`
        <${Choice} label=${t("deal.outcome")} name="won" value=${byAugen ? Number(f.augen) >= profile.threshold : f.won}
          onChange=${(v) => {
            set({ won: v, augen: "" });
            setPad(false);
          }} options=${WON_LOST()} />
        <button type="button" class="chip" id="augen" aria-expanded=${String(pad)} onClick=${() => setPad(!pad)}>${t("deal.augen")}: ${f.augen || "—"}</button>
        <${FieldRefusal} error=${fieldErr} section="outcome" />
        ${pad && html`<${NumPad} label=${t("deal.augen_pad")} value=${f.augen} slash=${false} onChange=${(v) => set({ augen: v.slice(0, 3), won: null, schneider: false }, true)} error=${err} />`}
        ${
          spec.schneider &&
          html`<div class="choice wrap" role="group" aria-label="Schneider, Schwarz">
          ${!byAugen && html`<button type="button" class="chip" data-flag="schneider" aria-pressed=${String(f.schneider)} onClick=${() => set({ schneider: !f.schneider })}>Schneider</button>`}
          <button type="button" class="chip" data-flag="schwarz" aria-pressed=${String(f.schwarz)} onClick=${() => set({ schwarz: !f.schwarz })}>Schwarz</button>
        </div>`
        }`
      }
    </section>`
    }

    ${
      f.game &&
      html`<section aria-labelledby="h-more"><h2 id="h-more">${t("deal.more")}</h2>
      ${
        spec &&
        profile.breach_loses &&
        html`<div class="choice wrap" role="group" aria-label=${t("deal.more")}>
        <button type="button" class="chip" id="breach" aria-pressed=${String(!!f.breach)}
          onClick=${() => set({ breach: f.breach ? null : { player: null, rule: null } })}>${t("deal.breach")}</button></div>
      ${
        f.breach &&
        html`<div class="renonce">
        <p class="hint">${t("deal.breach_who")}</p>
        <${Choice} label=${t("deal.breach_who")} name="breach" value=${f.breach.player} wrap
          onChange=${(v) => set({ breach: { ...f.breach, player: v } })} options=${seat.active.map((p) => ({ value: p, label: name(p) }))} />
        <div class="field"><label for="breach-rule">${t("deal.renonce_rule")}</label>
          <select id="breach-rule" onChange=${(e) => set({ breach: { ...f.breach, rule: e.currentTarget.value || null } })}>
            <option value="">—</option>${BREACH_RULES.map((r) => html`<option value=${r} selected=${f.breach.rule === r}>${t(`breach.${r}`)}</option>`)}
          </select></div>
      </div>`
      }`
      }
      <${DealerField} sheet=${sheet} dealer=${dealerNow} onChange=${setDealer} />
      <${FieldRefusal} error=${fieldErr} section="more" />
    </section>`
    }
    <${PreviewAndSave} sheet=${sheet} outcome=${outcome} players=${seat.active} disabled=${!outcome.result || saving} shown=${shown} padOpen=${padShown}
      onSave=${async () => {
        setSaving(true);
        await saveDeal(id, data, existing, { record, deleted: false, dealer: dealerNow, result: outcome.result });
      }} />
  </main>`;
}
