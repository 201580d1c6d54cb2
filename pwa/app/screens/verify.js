/**
 * "Nachprüfen" (issue 21): a sheet's deal entered card by card and replayed by the engine's twin,
 * offline. The contract comes from the deal's record; the talon (or Stock), the half taken, the
 * discard, then the tricks, four (three) taps each, the leader known from the trick before. A deal
 * stopped short asks only who held the cards nobody played. The result names every breach with
 * its clause; one tap applies the settlement it implies to the deal as a new revision (the old one
 * stays in the history), with the cards kept (``play``) so the dispute can be looked at again.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import { replay } from "../../engine/index.js";
import { refusal } from "../i18n.js";
import { editEntry } from "../data.js";
import { entryRecord, finalBody, playOf, progress, roomFor, setupFor, tapCard, tapsFromPlay, unplaced } from "../cardentry.js";
import { gameName, shownName } from "../model.js";
import { settleEntry, sheetProfile } from "../rules.js";
import { Choice, getLang, go, Header, html, t, toast } from "../ui.js";
import { useSheet } from "../usesheet.js";
import { Missing } from "./sheet.js";
import { Card, CardPicker, cardLabel, ReplayResult, suitName, TrickList } from "./verifyparts.js";

/** The replay of the body as entered, or the engine's refusal (never thrown at the screen). */
function replayed(sheet, profile, body) {
  try {
    const full = { ...body, profile: sheet.profile_data.id, house_rules: sheet.house_rules, cents_per_point: sheet.cents_per_point };
    return { result: replay(full, profile) };
  } catch (/** @type {any} the engine's refusal or a bug */ err) {
    if (err && err.field !== undefined) return { error: err };
    throw err;
  }
}

/** The step the entry is at, in words. */
function stepText(sheet, setup, at, cut) {
  const name = (p) => shownName(sheet, p);
  const talonSize = setup.talon.reduce((a, b) => a + b, 0);
  if (at.phase === "talon") return t(setup.talon.length === 1 ? "verify.step_stock" : "verify.step_talon", { n: talonSize });
  if (at.phase === "taken") return t("verify.step_taken", { p: name(setup.declarer) });
  if (at.phase === "discard") return t("verify.step_discard", { p: name(setup.declarer), n: setup.discardSize });
  if (at.phase === "play" && cut) return t("verify.step_cut", { n: at.tricks.length });
  if (at.phase === "play") {
    const open = at.tricks.length && at.tricks[at.tricks.length - 1].cards.length < setup.players.length;
    return t("verify.step_play", { t: at.tricks.length + (open ? 0 : 1), p: name(/** @type {string} */ (at.next)) });
  }
  return t("verify.step_done");
}

/** Who held a card nobody played: the first such card asked, among the players with room. */
function AskHolder({ sheet, setup, at, family, onHeld }) {
  const open = unplaced(setup, at);
  if (!open.length) return null;
  const room = roomFor(setup, at);
  return html`<section class="verify-ask" aria-labelledby="h-verify-ask"><h2 id="h-verify-ask">${t("verify.ask")}</h2>
    <p data-card-code=${open[0]}>${t("verify.ask_card", { card: "" })}<${Card} card=${open[0]} family=${family} /> <span class="muted">(${open.length})</span></p>
    <${Choice} label=${t("verify.ask_card", { card: cardLabel(open[0], family).name })} name="holder" value=${null} wrap
      options=${room.map((p) => ({ value: p, label: shownName(sheet, p) }))} onChange=${(p) => p && onHeld(open[0], p, room)} />
  </section>`;
}

export function VerifyScreen({ id, entryId }) {
  const data = useSheet(id);
  const entry = data.item?.entries.get(entryId);
  const sheet = data.sheet;
  if (data.missing || (sheet && !entry)) return html`<${Missing} />`;
  if (!sheet || !entry) return html`<${Header} title=${t("loading")} back=${`s/${id}`} />`;
  const apply = async (record, play, result) => {
    // no settlement implied (stopped short without a breach): the cards are kept, the deal stays
    await editEntry(id, entryId, () => (record ? { record, play, result } : { play }));
    toast(t(record ? "verify.applied" : "verify.saved"));
    go(`s/${id}/row/${entryId}`, { replace: true });
  };
  return html`<${Header} title=${t("verify.title")} back=${`s/${id}/row/${entryId}`} />
  <${CardCheck} sheet=${sheet} entry=${entry} onApply=${sheet.role === "edit" ? apply : null} />`;
}

/**
 * The card-by-card check of one deal: ``entry`` ({record, dealer, play?}) of ``sheet`` (a
 * sheet, or the table picked on the screen on its own); ``onApply(record, play, result)`` takes
 * the settlement it implies onto the sheet, or (record and result null: a deal stopped short
 * without a breach implies none) only the cards (null: nothing to apply to); ``top`` goes first.
 */
export function CardCheck({ sheet, entry, onApply, top = null }) {
  const [taps, setTaps] = useState(/** @type {import("../cardentry.js").Tap[] | null} */ (null));
  const [cut, setCut] = useState(false);
  const [otherLead, setOtherLead] = useState(false); // the players say someone else led
  const profile = sheetProfile(sheet);
  const setup = useMemo(() => setupFor(sheet, entry, profile), [sheet.id, entry.id, entry.revision]);
  useEffect(() => {
    if (taps !== null) return;
    setTaps(entry.play ? tapsFromPlay(setup, entry.play, replay) : []);
    if (entry.play && (entry.play.tricks?.length ?? 0) < setup.handSize) setCut(true);
  }, [setup]);
  const at = taps ? progress(setup, taps, replay) : null;
  const body = at && (cut || at.phase === "done") ? finalBody(setup, at) : null;
  const outcome = useMemo(() => (body ? replayed(sheet, profile, body) : null), [body && JSON.stringify(body)]);
  useEffect(() => {
    if (outcome) performance.mark("verify:result");
  }, [outcome]);
  if (!at || !taps) return html`<main class="page verify"><p class="boot">${t("loading")}</p></main>`;
  const family = setup.family;
  const record = outcome?.result ? entryRecord(outcome.result) : null;
  const settled = record ? settleEntry(sheet, record) : null;
  const players = sheet.players.filter((p) => setup.players.includes(p));
  const pick = (card) => {
    performance.mark("verify:tap");
    setTaps(tapCard(at, taps, card));
  };
  const undo = () => {
    if (cut && unplaced(setup, at).length === 0 && taps[taps.length - 1] && !("held" in taps[taps.length - 1])) setCut(false);
    setTaps(taps.slice(0, -1));
  };
  const held = (card, p) => {
    const next = [...taps, { card, held: p }];
    // once only one player has room left, the rest of the cards were his: not asked
    const after = progress(setup, next, replay);
    const still = roomFor(setup, after);
    setTaps(still.length === 1 ? [...next, ...unplaced(setup, after).map((c) => ({ card: c, held: still[0] }))] : next);
  };
  const apply = () => {
    if (onApply && record && settled?.result && body) onApply(record, playOf(body), settled.result);
    else if (onApply && !record && body) onApply(null, playOf(body), null);
  };
  const contract = [
    gameName(sheet, entry.record.game),
    entry.record.declarer && shownName(sheet, entry.record.declarer),
    entry.record.called_king && cardLabel(entry.record.called_king, family).name,
    entry.record.trump && t("verify.trump", { suit: suitName(entry.record.trump) }),
  ]
    .filter(Boolean)
    .join(" · ");
  const conceded = !!entry.record.conceded;
  // while the cards go in, the trick at hand sits above the deck, the rest below it
  const entering = !cut && at.phase !== "done";
  const last = at.tricks[at.tricks.length - 1];
  const canOtherLead = entering && !!at.expected && !at.leads.has(at.tricks.length);
  return html`<main class="page verify" lang=${getLang()}>
    ${top}
    <p class="muted" data-contract>${contract}</p>
    ${entry.play && html`<p class="hint" data-kept>${t("verify.kept")}</p>`}
    ${conceded && html`<p class="banner">${t("verify.conceded")}</p>`}
    <p class="verify-step" role="status" data-phase=${at.phase} data-next=${at.next ?? ""}>${stepText(sheet, setup, at, cut)}</p>
    ${
      at.phase === "taken" &&
      html`<${Choice} label=${t("verify.step_taken", { p: shownName(sheet, setup.declarer) })} name="taken" value=${null}
        options=${[0, 1].map((h) => ({ value: h, label: t("verify.half", { n: h + 1 }) }))} onChange=${(h) => h !== null && setTaps([...taps, { half: h }])} />`
    }
    ${entering && at.leads.has(at.tricks.length) && at.expected && html`<p class="hint" data-other-lead>${t("verify.led_instead", { p: shownName(sheet, /** @type {string} */ (at.next)), q: shownName(sheet, at.expected) })}</p>`}
    ${entering && last && html`<${TrickList} sheet=${sheet} tricks=${[last]} family=${family} from=${at.tricks.length} current />`}
    <div class="actions verify-actions">
      <button type="button" class="btn" id="verify-undo" disabled=${!taps.length} onClick=${undo}>${t("verify.undo")}</button>
      ${at.phase === "play" && !cut && html`<button type="button" class="btn" id="verify-cut" onClick=${() => setCut(true)}>${t("verify.cut")}</button>`}
      ${cut && at.phase === "play" && html`<button type="button" class="btn" id="verify-resume" onClick=${() => setCut(false)}>${t("verify.resume")}</button>`}
      ${canOtherLead && html`<button type="button" class="btn" id="verify-other-lead" aria-expanded=${String(otherLead)} onClick=${() => setOtherLead(!otherLead)}>${t("verify.other_lead", { p: shownName(sheet, /** @type {string} */ (at.expected)) })}</button>`}
    </div>
    ${
      canOtherLead &&
      otherLead &&
      html`<${Choice} label=${t("verify.who_led")} name="lead" value=${null} wrap
        options=${setup.players.filter((p) => p !== at.expected).map((p) => ({ value: p, label: shownName(sheet, p) }))}
        onChange=${(p) => {
          if (p) setTaps([...taps, { lead: p }]);
          setOtherLead(false);
        }} />`
    }
    ${cut && at.phase === "play" && html`<${AskHolder} sheet=${sheet} setup=${setup} at=${at} family=${family} onHeld=${held} />`}
    ${entering && html`<${CardPicker} deck=${setup.deck} family=${family} placed=${at.placed} disabled=${at.phase === "taken" || conceded} onPick=${pick} />`}
    <div class="verify-placed">
      ${at.talon.flat().length > 0 && html`<p><span class="muted">${t(setup.talon.length === 1 ? "verify.stock" : "verify.talon")}</span> ${at.talon.map((half, h) => html`<span class=${`talon-half${at.taken === h ? " taken" : ""}`}>${half.map((c) => html` <${Card} card=${c} family=${family} />`)}</span>`)}</p>`}
      ${at.discard.length > 0 && html`<p><span class="muted">${t("verify.discard")}</span> ${at.discard.map((c) => html` <${Card} card=${c} family=${family} />`)}</p>`}
      <${TrickList} sheet=${sheet} tricks=${at.tricks} family=${family} />
    </div>
    ${outcome?.error && html`<p class="error" role="alert" data-refused>${t("verify.refused", { text: refusal(outcome.error, getLang()) })}</p>`}
    ${outcome?.result && html`<${ReplayResult} sheet=${sheet} result=${outcome.result} settlement=${settled?.result ?? null} family=${family} players=${players} />`}
    ${
      onApply &&
      outcome?.result &&
      html`<div class="actions sticky"><button type="button" class="btn primary big" id="verify-apply" disabled=${!!record && !settled?.result} onClick=${apply}>${t(record ? "verify.apply" : "verify.save")}</button></div>`
    }
  </main>`;
}
