import {
  joinSheet
} from "./chunk-FR37QBMP.js";
import "./chunk-S4E4XWDW.js";
import "./chunk-VBLMMXQ6.js";
import {
  A,
  Header,
  d,
  go,
  html,
  loadSheet,
  putSheet,
  t
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/join.js
function JoinScreen({ id, role, token }) {
  const [error, setError] = d(null);
  A(() => {
    (async () => {
      history.replaceState(null, "", `#/join/${id}`);
      const have = await loadSheet(id);
      if (have) {
        if (role === "edit" && have.sheet.role === "view") await putSheet({ ...have.sheet, role: "edit", edit_token: token });
        return go(`s/${id}`, { replace: true });
      }
      const r = await joinSheet(id, role, token).catch(() => ({ error: "offline" }));
      if (r.ok) go(`s/${id}`, { replace: true });
      else if (r.error === "offline") setError(t("join.offline"));
      else setError(r.error === 410 ? t("sheet.deleted") : t("join.failed", { status: r.error }));
    })();
  }, [id]);
  return html`<${Header} title=${t("join.title")} back="" />
  <main class="page">${error ? html`<p class="error" role="alert">${error}</p>` : html`<p>${t("loading")}</p>`}</main>`;
}
export {
  JoinScreen
};
