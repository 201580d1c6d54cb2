/**
 * One deal in two versions, side by side where they differ (game, won/lost, points, Kontra,
 * premiums, …), and the player's choice. Three cases (sync.js): the server refuses this device's
 * version (422); another device changed the deal too ("Zwei Fassungen": keep mine or take theirs);
 * or another device replaced the version written here ("replaced": restore mine or let it stand).
 */
import { gameName, shownName } from "../model.js";
import { versionDiff } from "../recorddiff.js";
import { sheetProfile } from "../rules.js";
import { acceptReplaced, keepMine, restoreMine, takeTheirs } from "../sync.js";
import { getLang, html, t } from "../ui.js";

/** The sheet's names for the diff, in the current language. */
function words(sheet) {
  let premiums = {};
  try {
    premiums = sheetProfile(sheet).premiums ?? {};
  } catch {
    // a profile this app cannot build: the premiums keep their ids
  }
  return { t, game: (id) => gameName(sheet, id), premium: (id) => premiums[id]?.name ?? id, player: (seat) => shownName(sheet, seat) };
}

/** The differing rows: what, then the other device's version, then this device's. */
function Versions({ sheet, theirs, mine, theirsLabel, mineLabel }) {
  const rows = versionDiff(theirs, mine, words(sheet));
  if (!rows.length) return html`<p>${t("conflict.same")}</p>`;
  return html`<table class="versions">
    <thead><tr><th scope="col">${t("conflict.what")}</th><th scope="col">${theirsLabel}</th><th scope="col">${mineLabel}</th></tr></thead>
    <tbody>${rows.map((r) => html`<tr data-aspect=${r.key}><th scope="row">${r.label}</th><td data-side="theirs">${r.a}</td><td data-side="mine">${r.b}</td></tr>`)}</tbody>
  </table>`;
}

export function Conflict({ sheet, entry, editable }) {
  const c = entry.conflict;
  if (!c) return null;
  const id = sheet.id;
  if (c.status === "replaced") {
    return html`<section class="banner warn conflict" role="alert" aria-labelledby="h-conflict" data-conflict="replaced">
      <h2 id="h-conflict">${t("conflict.replaced_title")}</h2>
      <p>${t("conflict.replaced_text")}</p>
      <${Versions} sheet=${sheet} theirs=${entry} mine=${c.mine} theirsLabel=${t("conflict.now")} mineLabel=${t("conflict.yours")} />
      ${
        editable &&
        html`<div class="actions">
        <button type="button" class="btn" onClick=${() => restoreMine(id, entry)}>${t("conflict.restore")}</button>
        <button type="button" class="btn" onClick=${() => acceptReplaced(id, entry)}>${t("conflict.accept")}</button>
      </div>`
      }
    </section>`;
  }
  if (c.table) {
    // turnier23: the tournament's table took no more deals (its round closed, or its deals played)
    return html`<section class="banner warn conflict" role="alert" aria-labelledby="h-conflict" data-conflict=${c.table}>
      <h2 id="h-conflict">${t("tour.refused_title")}</h2>
      <p>${c.table === "table-locked" ? t("tour.refused_locked") : t("tour.refused_complete", { due: c.deals_due ?? "" })}</p>
    </section>`;
  }
  return html`<section class="banner warn conflict" role="alert" aria-labelledby="h-conflict" data-conflict=${String(c.status)}>
    <h2 id="h-conflict">${t("conflict.title")}</h2>
    <p>${c.status === 422 ? t("conflict.refused", { detail: c.message?.[getLang()] ?? c.detail }) : t("conflict.text")}</p>
    ${c.server && html`<${Versions} sheet=${sheet} theirs=${c.server} mine=${entry} theirsLabel=${t("conflict.theirs")} mineLabel=${t("conflict.mine")} />`}
    ${
      editable &&
      html`<div class="actions">
      <button type="button" class="btn" onClick=${() => keepMine(id, entry)}>${t("conflict.keep_mine")}</button>
      ${c.server && html`<button type="button" class="btn" onClick=${() => takeTheirs(id, entry)}>${t("conflict.take_theirs")}</button>`}
    </div>`
    }
  </section>`;
}
