/**
 * A round's settings changed on two phones (issue 20, "conflicts shown"), as screens/conflict.js
 * shows a deal's: what differs side by side in the players' words — title, members' names, the
 * rules of new evenings, cents per point, Kassa — and the choice. Two cases (roundmerge.js):
 * another phone changed what this one changed too ("Zwei Fassungen": keep mine or take theirs), or
 * another phone replaced a value written here ("replaced": restore mine or let it stand).
 */
import { useEffect, useState } from "preact/hooks";
import { profileIndex } from "../rules.js";
import { settingsDiff, settingsOf } from "../rounddiff.js";
import { mineOf } from "../roundmerge.js";
import { html, t } from "../ui.js";
import { resolveRound } from "./roundparts.js";

function useProfileNames() {
  const [names, set] = useState(new Map());
  useEffect(() => {
    profileIndex()
      .then((index) => set(new Map((index?.profiles ?? []).map((p) => [p.id, p.name]))))
      .catch(() => null); // offline before the index was cached: the ids stand
  }, []);
  return names;
}

function Versions({ rows, theirsLabel, mineLabel }) {
  return html`<table class="versions">
    <thead><tr><th scope="col">${t("conflict.what")}</th><th scope="col">${theirsLabel}</th><th scope="col">${mineLabel}</th></tr></thead>
    <tbody>${rows.map((r) => html`<tr data-aspect=${r.key}><th scope="row">${r.label}</th><td data-side="theirs">${r.a}</td><td data-side="mine">${r.b}</td></tr>`)}</tbody>
  </table>`;
}

export function RoundConflict({ round }) {
  const names = useProfileNames();
  const words = { t, profile: (id) => names.get(id) ?? id };
  const order = round.members.map((m) => m.id);
  const editable = round.role === "edit";
  const c = round.conflict;
  const replaced = round.replaced ?? {};
  const out = [];
  if (c?.keys?.length) {
    const mine = mineOf(round);
    const rows = settingsDiff(c.server, mine, c.keys, order, words);
    out.push(html`<section class="banner warn conflict" role="alert" aria-labelledby="h-round-conflict" data-conflict="changed">
      <h2 id="h-round-conflict">${t("conflict.title")}</h2>
      <p>${t("roundconflict.text")}</p>
      <${Versions} rows=${rows} theirsLabel=${t("conflict.theirs")} mineLabel=${t("conflict.mine")} />
      ${
        editable &&
        html`<div class="actions">
        <button type="button" class="btn" onClick=${() => resolveRound(round.id, "keepMine")}>${t("conflict.keep_mine")}</button>
        <button type="button" class="btn" onClick=${() => resolveRound(round.id, "takeTheirs")}>${t("conflict.take_theirs")}</button>
      </div>`
      }
    </section>`);
  }
  const keys = Object.keys(replaced);
  if (keys.length) {
    const now = settingsOf(round);
    const theirs = Object.fromEntries(keys.map((k) => [k, replaced[k].now ?? now[k]]));
    const mine = Object.fromEntries(keys.map((k) => [k, replaced[k].mine]));
    const rows = settingsDiff(theirs, mine, keys, order, words);
    out.push(html`<section class="banner warn conflict" role="alert" aria-labelledby="h-round-replaced" data-conflict="replaced">
      <h2 id="h-round-replaced">${t("roundconflict.replaced_title")}</h2>
      <p>${t("roundconflict.replaced_text")}</p>
      <${Versions} rows=${rows} theirsLabel=${t("conflict.now")} mineLabel=${t("conflict.yours")} />
      ${
        editable &&
        html`<div class="actions">
        <button type="button" class="btn" onClick=${() => resolveRound(round.id, "restoreMine")}>${t("conflict.restore")}</button>
        <button type="button" class="btn" onClick=${() => resolveRound(round.id, "acceptReplaced")}>${t("conflict.accept")}</button>
      </div>`
      }
    </section>`);
  }
  return out.length ? html`${out}` : null;
}
