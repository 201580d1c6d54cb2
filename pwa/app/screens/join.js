/**
 * Opening a share link: fetch the sheet once (network needed), then it lives on this device. The
 * id, role and token are checked by the router (route.js) before this screen gets them.
 */
import { useEffect, useState } from "preact/hooks";
import { loadSheet, putSheet } from "../data.js";
import { joinSheet } from "../sync.js";
import { go, Header, html, t } from "../ui.js";

export function JoinScreen({ id, role, token }) {
  const [error, setError] = useState(null);
  useEffect(() => {
    (async () => {
      // the token leaves the address bar (and the history) at once
      history.replaceState(null, "", `#/join/${id}`);
      const have = await loadSheet(id);
      if (have) {
        if (role === "edit" && have.sheet.role === "view") await putSheet({ ...have.sheet, role: "edit", edit_token: token });
        return go(`s/${id}`, { replace: true });
      }
      /** @type {{ok?: boolean, error?: number | string}} */
      const r = await joinSheet(id, role, token).catch(() => ({ error: "offline" }));
      if (r.ok) go(`s/${id}`, { replace: true });
      else if (r.error === "offline") setError(t("join.offline"));
      else setError(r.error === 410 ? t("sheet.deleted") : t("join.failed", { status: r.error }));
    })();
  }, [id]);
  return html`<${Header} title=${t("join.title")} back="" />
  <main class="page">${error ? html`<p class="error" role="alert">${error}</p>` : html`<p>${t("loading")}</p>`}</main>`;
}
