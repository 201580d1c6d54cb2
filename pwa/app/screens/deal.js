/**
 * Entering (or editing) a deal: game in the profile's bidding order, declarer, partner or "König im
 * Talon", won/lost or card points (P/B on a number pad) or tricks, Trischaken points and tricks per
 * player (the last filled in), premiums (side, still/announced, made/lost, Kontra), Valat, Kontra,
 * Renonce, Schreibfehler. The settlement lines with their clauses are previewed on every tap;
 * saving stores the entry on this device (the sync takes it up) and the next deal has the next
 * dealer.
 */
import { useState } from "preact/hooks";
import {
  allowedPremiums,
  completeTrischaken,
  emptyForm,
  enteredThirds,
  fromRecord,
  missing,
  premiumState,
  RENONCE_RULES,
  TALON,
  thirds,
  toRecord,
  withPremiumState,
} from "../dealform.js";
import { refusal } from "../i18n.js";
import { pointsText } from "../../engine/counting.js";
import { BIRDS } from "../../engine/vocabulary.js";
import { own } from "../byname.js";
import { sheetFamily, sheetSeating, shownName } from "../model.js";
import { settleEntry, sheetProfile } from "../rules.js";
import { Choice, getLang, Header, html, t } from "../ui.js";
import { useSheet } from "../usesheet.js";
import { DealerField, NumPad, PreviewAndSave, saveDeal } from "./dealparts.js";
import { HaferlDeal } from "./haferldeal.js";
import { FieldRefusal } from "./refusal.js";
import { Missing } from "./sheet.js";

// the one place the app names a game family: its deal form (Königrufen: DealScreen below)
const FORMS = { haferltarock: HaferlDeal };

const KINGS = ["HK", "DK", "CK", "SK"];
const KING_LABEL = { HK: "♥", DK: "♦", CK: "♣", SK: "♠" };

function kontraOptions(levels) {
  return Array.from({ length: levels + 1 }, (_, i) => ({ value: i, label: t(`kontra.${i}`) }));
}

const PREMIUM_STATES = ["silent-made", "silent-lost", "announced-made", "announced-lost"];

function PremiumRow({ item, onChange, onRemove, profile, name }) {
  const title = name === "valat" ? "Valat" : profile.premiums[name].name;
  const set = (k, v) => onChange({ ...item, [k]: v });
  // still or announced, made or lost: one choice of four, one tap (on paper: "Pagat angesagt, verloren")
  return html`<div class="premium" data-premium=${name}>
    <div class="premium-head"><strong>${title}</strong>
      <button type="button" class="icon-btn" aria-label=${t("deal.remove", { name: title })} onClick=${onRemove}>✕</button></div>
    <${Choice} label=${t("deal.side")} name="side" value=${item.side} onChange=${(v) => set("side", v)}
      options=${[{ value: "declarer", label: t("deal.side.declarer") }, { value: "opponents", label: t("deal.side.opponents") }]} />
    <${Choice} label=${t("deal.premium_state", { name: title })} name="state" value=${premiumState(item)} wrap
      onChange=${(v) => onChange(withPremiumState(item, v))} options=${PREMIUM_STATES.map((s) => ({ value: s, label: t(`deal.state.${s}`) }))} />
    ${
      item.announced &&
      profile.kontra_levels > 0 &&
      html`<${Choice} label=${t("deal.kontra")} name="kontra" value=${item.kontra || 0}
      onChange=${(v) => set("kontra", v ?? 0)} options=${kontraOptions(profile.kontra_levels)} wrap />`
    }
  </div>`;
}

/**
 * What an open pad says under the number: the refusal, except while a P/B is half typed ("35/":
 * what may follow, not an error); else ``hint``.
 */
function padStatus(value, error, hint) {
  if (String(value).endsWith("/")) return { error: null, hint: refusal({ code: "points.blatt", params: {} }, getLang()) };
  return { error, hint };
}

export function DealScreen({ id, entryId }) {
  const data = useSheet(id);
  const [form, setForm] = useState(/** @type {import("../dealform.js").DealForm | null} */ (null));
  const [pad, setPad] = useState(/** @type {string | null} */ (null)); // which field the number pad writes: "points" | "tr:<player>"
  const [dealer, setDealer] = useState(null);
  const [saving, setSaving] = useState(false);
  const existing = entryId ? data.item?.entries.get(entryId) : null;
  if (data.missing || (entryId && data.item && !existing)) return html`<${Missing} />`;
  if (!data.sheet) return html`<${Header} title=${t("loading")} back=${`s/${id}`} />`;
  const { sheet } = data;
  const Form = FORMS[sheetFamily(sheet).id];
  if (Form) return html`<${Form} id=${id} data=${data} existing=${existing} />`;
  const profile = sheetProfile(sheet);
  const name = (p) => shownName(sheet, p); // the form shows the names, the record keeps the seats
  const f = form ?? (existing ? fromRecord(existing.record) : emptyForm());
  // a tap anywhere else closes the number pad, as a phone's keyboard goes when another field is
  // tapped: a refusal then shows at the field just changed, and while the pad is open, in the pad
  const set = (patch, keepPad = false) => {
    setForm({ ...f, ...patch });
    if (!keepPad) setPad(null);
  };
  const dealerNow = dealer ?? existing?.dealer ?? /** @type {NonNullable<typeof data.next>} a loaded sheet has it */ (data.next).dealer;
  const seat = { dealer: dealerNow, ...sheetSeating(sheet, dealerNow) };
  if (existing?.record.forehand) seat.forehand = existing.record.forehand;
  const games = Object.entries(profile.games).sort((a, b) => a[1].rank - b[1].rank);
  const spec = f.game ? profile.games[f.game] : null;

  const need = missing(f, profile, seat.active);
  // settling takes well under a millisecond: every tap shows the new lines
  const outcome = need ? { need } : settleEntry(sheet, toRecord(f, seat, profile));
  const err = outcome.error;
  // an open number pad shows the refusal (whatever field it names): no second copy below it
  const fieldErr = pad ? null : err;

  const save = async () => {
    setSaving(true);
    await saveDeal(id, data, existing, { record: toRecord(f, seat, profile), deleted: false, dealer: dealerNow, result: outcome.result });
  };

  // a game only the Vorhand may play (profile: vorhand_only) offers him alone, already chosen
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
    ...(profile.data.own_king_callable && f.declarer ? [{ value: f.declarer, label: t("deal.self") }] : []),
    { value: TALON, label: t("deal.talon") },
  ];
  const tr = spec?.kind === "trischaken" ? completeTrischaken(seat.active, f.trischaken) : null;
  const premiumNames = spec && spec.kind !== "trischaken" ? allowedPremiums(profile, f.game) : [];
  const setPremium = (name, value) => set({ premiums: f.premiums.map((p) => (p.name === name ? value : p)) });
  // the sections on screen, each showing a refusal of its fields (the preview shows any other)
  const shown = [
    "game",
    spec && spec.kind !== "trischaken" && "declarer",
    spec?.team === "called_king" && "partner",
    spec?.bird === "any" && "bird",
    (spec?.kind === "positive" || spec?.kind === "negative") && "outcome",
    tr && "trischaken",
    premiumNames.length > 0 && "premiums",
    spec && "more",
  ].filter(Boolean);

  const renonce = /** @type {import("../dealform.js").RenonceForm} read only where f.renonce is set */ (f.renonce);

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

    ${
      spec &&
      spec.kind !== "trischaken" &&
      html`<section aria-labelledby="h-decl"><h2 id="h-decl">${t("deal.declarer")}</h2>
      <${Choice} label=${t("deal.declarer")} name="declarer" value=${f.declarer} onChange=${(v) => set({ declarer: v, partner: f.partner === v ? null : f.partner })}
        options=${declarers.map((p) => ({ value: p, label: name(p) }))} wrap />
      ${spec.vorhand_only && html`<p class="hint">${t("deal.vorhand_only", { p: name(seat.forehand) })}</p>`}
      <${FieldRefusal} error=${fieldErr} section="declarer" />
    </section>`
    }

    ${
      spec?.team === "called_king" &&
      html`<section aria-labelledby="h-partner"><h2 id="h-partner">${t("deal.partner")}</h2>
      <${Choice} label=${t("deal.partner")} name="partner" value=${f.partner} onChange=${(v) => set({ partner: v })} options=${partnerOptions} wrap />
      <${Choice} label=${t("deal.king")} name="called_king" value=${f.called_king} onChange=${(v) => set({ called_king: v })}
        options=${KINGS.map((k) => ({ value: k, label: `${KING_LABEL[k]}K`, toggle: true, className: "small" }))} />
      ${
        f.partner === TALON &&
        spec.schleifen &&
        html`<label class="check"><input type="checkbox" checked=${f.conceded}
        onChange=${(e) => set({ conceded: e.currentTarget.checked })} /> ${t("deal.conceded")}</label>`
      }
      <${FieldRefusal} error=${fieldErr} section="partner" />
    </section>`
    }

    ${
      spec?.bird === "any" &&
      html`<section aria-labelledby="h-bird"><h2 id="h-bird">${t("deal.bird")}</h2>
      <${Choice} label=${t("deal.bird")} name="bird" value=${f.bird} onChange=${(v) =>
        set({
          bird: v,
          premiums:
            v && !f.premiums.some((p) => p.name === v) ? [...f.premiums, { name: v, side: "declarer", announced: true, won: null, kontra: 0 }] : f.premiums,
        })} options=${BIRDS.filter((b) => profile.premiums[b]).map((b) => ({ value: b, label: profile.premiums[b].name }))} />
      <${FieldRefusal} error=${fieldErr} section="bird" />
    </section>`
    }

    ${
      spec &&
      spec.kind === "positive" &&
      html`<section aria-labelledby="h-out"><h2 id="h-out">${t("deal.outcome")}</h2>
      <${Choice} label=${t("deal.outcome")} name="won" value=${f.points !== "" && thirds(f.points) !== null ? /** @type {number} not null: tested just before */ (thirds(f.points)) >= profile.threshold : f.won}
        onChange=${(v) => {
          set({ won: v, points: "" });
          setPad(null);
        }}
        options=${[{ value: true, label: t("deal.won") }, { value: false, label: t("deal.lost") }]} />
      <button type="button" class="chip" aria-expanded=${String(pad === "points")} onClick=${() => setPad(pad === "points" ? null : "points")}>
        ${t("deal.points")}: ${f.points || "—"}</button>
      <${FieldRefusal} error=${fieldErr} section="outcome" />
      ${
        pad === "points" &&
        html`<${NumPad} label=${t("deal.points_pad")} value=${f.points} onChange=${(v) => set({ points: v, won: null }, true)} ...${padStatus(f.points, err, "")} />`
      }
      ${
        profile.kontra_levels > 0 &&
        html`<h3>${t("deal.kontra")}</h3><${Choice} label=${t("deal.kontra_game")} name="kontra" value=${f.kontra}
        onChange=${(v) => set({ kontra: v ?? 0 })} options=${kontraOptions(profile.kontra_levels)} wrap />`
      }
    </section>`
    }

    ${
      spec &&
      spec.kind === "negative" &&
      html`<section aria-labelledby="h-out"><h2 id="h-out">${t("deal.outcome")}</h2>
      <${Choice} label=${t("deal.outcome")} name="won" value=${f.tricks !== null && f.tricks !== "" ? Number(f.tricks) === spec.tricks : f.won}
        onChange=${(v) => set({ won: v, tricks: null })} options=${[{ value: true, label: t("deal.won") }, { value: false, label: t("deal.lost") }]} />
      <div class="field inline"><label for="tricks">${t("deal.tricks")}</label>
        <select id="tricks" onChange=${(e) => set({ tricks: e.currentTarget.value === "" ? null : Number(e.currentTarget.value), won: null })}>
          <option value="" selected=${f.tricks === null}>—</option>
          ${Array.from({ length: 13 }, (_, i) => html`<option value=${i} selected=${Number(f.tricks) === i && f.tricks !== null}>${i}</option>`)}
        </select></div>
      ${
        profile.kontra_levels > 0 &&
        f.declarer &&
        html`<h3>${t("deal.kontra")}</h3>${others.map(
          (p) => html`<div class="kontra-by">
        <span>${name(p)}</span><${Choice} label=${t("deal.kontra_by", { p: name(p) })} name=${`kontra-${p}`} value=${own(f.kontraBy, p) || 0}
          onChange=${(v) => set({ kontraBy: { ...f.kontraBy, [p]: v ?? 0 } })} options=${kontraOptions(profile.kontra_levels)} wrap /></div>`,
        )}`
      }
      <${FieldRefusal} error=${fieldErr} section="outcome" />
    </section>`
    }

    ${
      tr &&
      html`<section aria-labelledby="h-tr"><h2 id="h-tr">${t("deal.trischaken")}</h2>
      <p class="hint">${t("deal.trischaken_hint")}</p>
      <table class="tr-table"><thead><tr><th scope="col">${t("deal.player")}</th><th scope="col">${t("deal.tr_points")}</th><th scope="col">${t("deal.tr_tricks")}</th></tr></thead>
      <tbody>${seat.active.map(
        (p) => html`<tr data-player=${p}>
        <th scope="row">${name(p)}</th>
        <td><button type="button" class=${`chip${tr.auto.points === p ? " auto" : ""}`} aria-expanded=${String(pad === `tr:${p}`)} aria-label=${t("deal.tr_points_of", { p: name(p) })}
          onClick=${() => setPad(pad === `tr:${p}` ? null : `tr:${p}`)}>${own(tr.points, p) || "—"}</button></td>
        <td><select aria-label=${t("deal.tr_tricks_of", { p: name(p) })} onChange=${(e) => set({ trischaken: { ...f.trischaken, tricks: { ...f.trischaken.tricks, [p]: e.currentTarget.value === "" ? "" : Number(e.currentTarget.value) } } })}>
          <option value="" selected=${own(f.trischaken.tricks, p) === undefined || own(f.trischaken.tricks, p) === ""}>${tr.auto.tricks === p ? `${own(tr.tricks, p)}*` : "—"}</option>
          ${Array.from({ length: 13 }, (_, i) => html`<option value=${i} selected=${own(f.trischaken.tricks, p) === i}>${i}</option>`)}
        </select></td></tr>`,
      )}</tbody></table>
      <${FieldRefusal} error=${fieldErr} section="trischaken" />
      ${
        pad?.startsWith("tr:") &&
        html`<${NumPad} label=${t("deal.tr_points_of", { p: name(pad.slice(3)) })} value=${own(f.trischaken.points, pad.slice(3)) || ""}
        onChange=${(v) => set({ trischaken: { ...f.trischaken, points: { ...f.trischaken.points, [pad.slice(3)]: v } } }, true)}
        ...${padStatus(own(f.trischaken.points, pad.slice(3)) || "", err, t("deal.tr_so_far", { sum: pointsText(enteredThirds(seat.active, f.trischaken)) }))} />`
      }
    </section>`
    }

    ${
      premiumNames.length > 0 &&
      html`<section aria-labelledby="h-prem"><h2 id="h-prem">${t("deal.premiums")}</h2>
      ${f.premiums.map(
        (p) => html`<${PremiumRow} item=${p} name=${p.name} profile=${profile} onChange=${(v) => setPremium(p.name, v)}
        onRemove=${() => set({ premiums: f.premiums.filter((q) => q.name !== p.name) })} />`,
      )}
      ${f.valat && html`<${PremiumRow} item=${f.valat} name="valat" profile=${profile} onChange=${(v) => set({ valat: v })} onRemove=${() => set({ valat: null })} />`}
      <div class="choice wrap" role="group" aria-label=${t("deal.add_premium")}>
        ${premiumNames
          .filter((n) => !f.premiums.some((p) => p.name === n))
          .map(
            (n) => html`<button type="button" class="chip add"
          onClick=${() => set({ premiums: [...f.premiums, { name: n, side: "declarer", announced: false, won: true, kontra: 0 }] })}>+ ${profile.premiums[n].name}</button>`,
          )}
        ${
          spec.valat &&
          profile.valat &&
          !f.valat &&
          html`<button type="button" class="chip add"
          onClick=${() => set({ valat: { side: "declarer", announced: false, won: true, kontra: 0 } })}>+ Valat</button>`
        }
      </div>
      <${FieldRefusal} error=${fieldErr} section="premiums" />
    </section>`
    }

    ${
      spec &&
      html`<section aria-labelledby="h-more"><h2 id="h-more">${t("deal.more")}</h2>
      <div class="choice wrap" role="group" aria-label=${t("deal.more")}>
        <button type="button" class="chip" aria-pressed=${String(!!f.renonce)} onClick=${() => set({ renonce: f.renonce ? null : { players: [], rule: null, reason: "" } })}>Renonce</button>
        <button type="button" class="chip" aria-pressed=${String(f.writing_error)} onClick=${() => set({ writing_error: !f.writing_error })}>${t("deal.writing_error")}</button>
      </div>
      ${
        f.renonce &&
        html`<div class="renonce">
        <div class="choice wrap" role="group" aria-label=${t("deal.renonce_who")}>${seat.active.map(
          (p) => html`<button type="button" class="chip"
          aria-pressed=${String(renonce.players.includes(p))} data-renonce=${p}
          onClick=${() => set({ renonce: { ...renonce, players: renonce.players.includes(p) ? renonce.players.filter((q) => q !== p) : [...renonce.players, p].slice(-2) } })}>${name(p)}</button>`,
        )}</div>
        <div class="field"><label for="renonce-rule">${t("deal.renonce_rule")}</label>
          <select id="renonce-rule" onChange=${(e) => set({ renonce: { ...renonce, rule: e.currentTarget.value || null } })}>
            <option value="">—</option>${RENONCE_RULES.map((r) => html`<option value=${r} selected=${renonce.rule === r}>${t(`renonce.${r}`)}</option>`)}
          </select></div>
      </div>`
      }
      <${DealerField} sheet=${sheet} dealer=${dealerNow} onChange=${setDealer} />
      <${FieldRefusal} error=${fieldErr} section="more" />
    </section>`
    }
    <${PreviewAndSave} sheet=${sheet} outcome=${outcome} players=${seat.active} disabled=${!outcome.result || saving} onSave=${save} shown=${shown} padOpen=${!!pad} />
  </main>`;
}
