/**
 * Opening a round's link (issue 20): the round and every sheet of it are fetched once (network
 * needed), then they live on this device. The token leaves the address bar at once.
 */
import { useEffect, useState } from "preact/hooks";
import { changeRound, getRound } from "../roundstore.js";
import { joinRound } from "../roundsync.js";
import { ROUND_VIEW_PREFIX, viewTokenFor } from "../tokens.js";
import { go, Header, html, t } from "../ui.js";

export function RoundJoinScreen({ id, role, token }) {
  const [error, setError] = useState(null);
  useEffect(() => {
    (async () => {
      history.replaceState(null, "", `#/rjoin/${id}`);
      const have = await getRound(id);
      if (have && !(role === "edit" && have.role === "view")) return go(`r/${id}`, { replace: true });
      if (have) {
        // the co-writer link for a round read here so far
        const view_token = await viewTokenFor(token, ROUND_VIEW_PREFIX);
        await changeRound(id, (r) => ({ ...r, role: "edit", edit_token: token, view_token }));
      }
      const r = await joinRound(id, role, token);
      if (r.ok) go(`r/${id}`, { replace: true });
      else if (r.error === "offline") setError(t("join.offline"));
      else setError(r.error === 410 ? t("round.deleted") : t("join.failed", { status: r.error }));
    })();
  }, [id]);
  return html`<${Header} title=${t("round.join")} back="" />
  <main class="page">${error ? html`<p class="error" role="alert">${error}</p>` : html`<p>${t("loading")}</p>`}</main>`;
}
