import {
  joinRound
} from "./chunk-DRFWLXCN.js";
import "./chunk-6GVZGHFI.js";
import {
  changeRound,
  getRound
} from "./chunk-VIPURRUT.js";
import "./chunk-FR37QBMP.js";
import "./chunk-S4E4XWDW.js";
import {
  ROUND_VIEW_PREFIX,
  viewTokenFor
} from "./chunk-VBLMMXQ6.js";
import "./chunk-5GM52YBN.js";
import {
  A,
  Header,
  d,
  go,
  html,
  t
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/screens/roundjoin.js
function RoundJoinScreen({ id, role, token }) {
  const [error, setError] = d(null);
  A(() => {
    (async () => {
      history.replaceState(null, "", `#/rjoin/${id}`);
      const have = await getRound(id);
      if (have && !(role === "edit" && have.role === "view")) return go(`r/${id}`, { replace: true });
      if (have) {
        const view_token = await viewTokenFor(token, ROUND_VIEW_PREFIX);
        await changeRound(id, (r2) => ({ ...r2, role: "edit", edit_token: token, view_token }));
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
export {
  RoundJoinScreen
};
