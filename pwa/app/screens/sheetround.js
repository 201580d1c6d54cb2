/**
 * The sheet menu's "Runde" part (issue 20: a sheet joins or leaves a round later): a sheet outside
 * a round picks one of this device's rounds and a member for each seat (the member of the seat's
 * name is preselected; a seat's name not yet a member can become one), then joins; a sheet in a
 * round links to it and can leave. Offline like the rest: written here at once, sent by the sync.
 */
import { useEffect, useState } from "preact/hooks";
import { listRounds, subscribeRounds } from "../roundstore.js";
import { shownName } from "../model.js";
import { html, t, toast } from "../ui.js";
import { joinLater, leaveRound } from "./roundparts.js";

const NEW = "new";

function useRounds() {
  const [rounds, set] = useState(/** @type {import("../../engine/types.js").JsonObject[] | null} */ (null));
  useEffect(() => {
    const load = () => listRounds().then((all) => set(all.filter((r) => !r.pending?.delete)));
    load();
    return subscribeRounds(load);
  }, []);
  return rounds;
}

/** Each seat's member: the one of the seat's shown name, else none yet. */
const preselect = (sheet, round) => Object.fromEntries(sheet.players.map((p) => [p, round?.members.find((m) => m.name === shownName(sheet, p))?.id ?? ""]));

function Join({ sheet, rounds }) {
  const [rid, setRid] = useState(rounds[0].id);
  const round = rounds.find((r) => r.id === rid) ?? rounds[0];
  const [seats, setSeats] = useState(() => preselect(sheet, round));
  const pick = (id) => {
    setRid(id);
    setSeats(
      preselect(
        sheet,
        rounds.find((r) => r.id === id),
      ),
    );
  };
  const chosen = Object.values(seats).filter((m) => m && m !== NEW);
  const problem = Object.values(seats).some((m) => !m) ? t("round.join_need") : new Set(chosen).size !== chosen.length ? t("round.join_twice") : null;
  const join = async () => {
    const map = Object.fromEntries(Object.entries(seats).map(([p, m]) => [p, m === NEW ? { name: shownName(sheet, p) } : m]));
    await joinLater(round, sheet.id, map);
    toast(t("round.joined", { title: round.title }));
  };
  return html`<div class="field"><label for="join-round">${t("round.join_pick")}</label>
      <select id="join-round" onChange=${(e) => pick(e.currentTarget.value)}>
        ${rounds.map((r) => html`<option value=${r.id} selected=${r.id === round.id}>${r.title}</option>`)}
      </select></div>
    <p class="hint">${t("round.join_seats")}</p>
    <ol class="seating seat-members">${sheet.players.map((p, i) => {
      const name = shownName(sheet, p);
      const known = round.members.some((m) => m.name === name);
      return html`<li><span class="seat-n" aria-hidden="true">${i + 1}.</span>
        <label class="seat-name" for=${`seat-member-${i}`}>${name}</label>
        <select id=${`seat-member-${i}`} data-seat=${p} onChange=${(e) => setSeats({ ...seats, [p]: e.currentTarget.value })}>
          <option value="" selected=${!seats[p]}>${t("round.join_choose")}</option>
          ${round.members.map((m) => html`<option value=${m.id} selected=${seats[p] === m.id}>${m.name}</option>`)}
          ${!known && html`<option value=${NEW} selected=${seats[p] === NEW}>${t("round.join_new", { name })}</option>`}
        </select></li>`;
    })}</ol>
    ${problem && html`<p class="error" id="join-problem">${problem}</p>`}
    <div class="actions"><button type="button" class="btn primary" id="join-round-go" disabled=${!!problem} onClick=${join}>${t("round.join_go")}</button></div>`;
}

export function SheetRound({ sheet, editable }) {
  const rounds = useRounds();
  if (rounds === null) return null;
  const own = rounds.find((r) => Object.hasOwn(r.sheets ?? {}, sheet.id));
  const mine = rounds.filter((r) => r.role === "edit" && !r.archived);
  let body;
  if (own) {
    body = html`<p id="sheet-round">${t("round.in_round")} <a href=${`#/r/${own.id}`} data-round-link=${own.id}>${own.title}</a></p>
      ${
        own.role === "edit" &&
        editable &&
        html`<p class="hint">${t("round.leave_hint")}</p>
        <div class="actions"><button type="button" class="btn" id="leave-round" onClick=${async () => {
          await leaveRound(own.id, sheet.id);
          toast(t("round.left", { title: own.title }));
        }}>${t("round.leave")}</button></div>`
      }`;
  } else if (!editable) body = html`<p class="hint">${t("round.not_in_round")}</p>`;
  else if (!mine.length) body = html`<p class="hint">${t("round.join_none")}</p>`;
  else body = html`<p class="hint">${t("round.join_hint")}</p><${Join} key=${mine.map((r) => r.id).join()} sheet=${sheet} rounds=${mine} />`;
  return html`<section aria-labelledby="h-sheet-round"><h2 id="h-sheet-round">${t("round.title")}</h2>${body}</section>`;
}
