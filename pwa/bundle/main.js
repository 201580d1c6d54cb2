import {
  A,
  Header,
  Q,
  SheetScreen,
  SheetsScreen,
  Toasts,
  cached,
  currentRoute,
  d,
  earlySheet,
  flushDeletions,
  html,
  lastView,
  lazy,
  listSheets,
  subscribe,
  t,
  useLang,
  useRoute
} from "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";

// pwa/app/main.js
var loading = () => html`<p class="boot">${t("loading")}</p>`;
var screen = (load, name) => lazy(() => Promise.all([load(), import("./chunk-6XRHPCSA.js")]).then(([m]) => m), name, loading);
var DealScreen = screen(() => import("./chunk-7JVOOGYD.js"), "DealScreen");
var EveningScreen = screen(() => import("./chunk-FJSU4RJS.js"), "EveningScreen");
var CheckScreen = screen(() => import("./chunk-KUHEJPLT.js"), "CheckScreen");
var JoinScreen = screen(() => import("./chunk-OQIYFCJC.js"), "JoinScreen");
var NewSheetScreen = screen(() => import("./chunk-7FALYHIM.js"), "NewSheetScreen");
var RowScreen = screen(() => import("./chunk-ATZAVZVU.js"), "RowScreen");
var ShareScreen = screen(() => import("./chunk-OXDVOFF4.js"), "ShareScreen");
var SheetMenuScreen = screen(() => import("./chunk-HF35JLMH.js"), "SheetMenuScreen");
var SettingsScreen = screen(() => import("./chunk-KUWDU4D6.js"), "SettingsScreen");
var TariffScreen = screen(() => import("./chunk-YDNIWRSZ.js"), "TariffScreen");
var VerifyScreen = screen(() => import("./chunk-KHLIMQTX.js"), "VerifyScreen");
var VerifyAloneScreen = screen(() => import("./chunk-JZDHNHOF.js"), "VerifyAloneScreen");
var RoundScreen = screen(() => import("./chunk-LZK3OVI2.js"), "RoundScreen");
var SeasonScreen = screen(() => import("./chunk-6IZ4SU47.js"), "SeasonScreen");
var RoundShareScreen = screen(() => import("./chunk-3CKGEMDZ.js"), "RoundShareScreen");
var RoundJoinScreen = screen(() => import("./chunk-FWLMV7V4.js"), "RoundJoinScreen");
var TournamentsScreen = screen(() => import("./chunk-ANEOCZ4P.js"), "TournamentsScreen");
var TournamentScreen = screen(() => import("./chunk-XVRJV7BA.js"), "TournamentScreen");
var TournamentSlipsScreen = screen(() => import("./chunk-4DTMAWFM.js"), "TournamentSlipsScreen");
var TournamentLiveScreen = screen(() => import("./chunk-VXWZAALW.js"), "TournamentLiveScreen");
var TournamentCupScreen = screen(() => import("./chunk-6DEJRWIQ.js"), "TournamentCupScreen");
var SYNC_EVERY_MS = 5e3;
var LIVE_SYNC_EVERY = 12;
function InvalidLink() {
  A(() => {
    if (/^#\/?join\//.test(location.hash)) history.replaceState(null, "", "#/join");
  }, []);
  return html`<${Header} title=${t("link.invalid_title")} back="" />
  <main class="page"><p class="error" role="alert" data-invalid-link>${t("link.invalid")}</p><p class="hint">${t("link.invalid_hint")}</p></main>`;
}
function screenFor(route) {
  const { head, id, sub, arg } = route;
  if (head === "invalid") return html`<${InvalidLink} />`;
  if (head === "new") return html`<${NewSheetScreen} key="new" />`;
  if (head === "settings") return html`<${SettingsScreen} />`;
  if (head === "join") return html`<${JoinScreen} id=${id} role=${route.role} token=${route.token} />`;
  if (head === "newround") return html`<${NewSheetScreen} forRound key="newround" />`;
  if (head === "verify") return html`<${VerifyAloneScreen} />`;
  if (head === "rjoin") return html`<${RoundJoinScreen} id=${id} role=${route.role} token=${route.token} />`;
  if (head === "tournaments") return html`<${TournamentsScreen} />`;
  if (head === "t") {
    if (sub === "slips") return html`<${TournamentSlipsScreen} id=${id} round=${Number(arg)} key=${`slips-${arg}`} />`;
    return html`<${TournamentScreen} id=${id} key=${`t-${id}`} />`;
  }
  if (head === "tlive") return html`<${TournamentLiveScreen} id=${id} token=${route.token} />`;
  if (head === "tcup") return html`<${TournamentCupScreen} id=${id} token=${route.token} />`;
  if (head === "r") {
    if (sub === "season") return html`<${SeasonScreen} id=${id} />`;
    if (sub === "share") return html`<${RoundShareScreen} id=${id} />`;
    if (sub === "evening") return html`<${NewSheetScreen} roundId=${id} key=${`evening-${id}`} />`;
    return html`<${RoundScreen} id=${id} />`;
  }
  if (head === "s") {
    if (sub === "deal") return html`<${DealScreen} id=${id} entryId=${arg} key=${`deal-${arg ?? "new"}`} />`;
    if (sub === "row") return html`<${RowScreen} id=${id} entryId=${arg} />`;
    if (sub === "check") return html`<${CheckScreen} id=${id} entryId=${arg} />`;
    if (sub === "evening") return html`<${EveningScreen} id=${id} />`;
    if (sub === "share") return html`<${ShareScreen} id=${id} />`;
    if (sub === "menu") return html`<${SheetMenuScreen} id=${id} key=${`menu-${id}`} />`;
    if (sub === "tariff") return html`<${TariffScreen} id=${id} />`;
    if (sub === "verify") return html`<${VerifyScreen} id=${id} entryId=${arg} key=${`verify-${arg}`} />`;
    return html`<${SheetScreen} id=${id} />`;
  }
  return html`<${SheetsScreen} />`;
}
var waitingWorker = null;
var updateListeners = /* @__PURE__ */ new Set();
function offerUpdate(worker) {
  waitingWorker = worker;
  for (const fn of updateListeners) fn(worker);
}
async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const reg = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  if (reg.waiting && navigator.serviceWorker.controller) offerUpdate(reg.waiting);
  reg.addEventListener("updatefound", () => {
    const worker = reg.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  });
  setInterval(() => reg.update().catch(() => {
  }), 60 * 60 * 1e3);
}
function UpdatePrompt({ route }) {
  const [worker, setWorker] = d(waitingWorker);
  A(() => {
    updateListeners.add(setWorker);
    return () => updateListeners.delete(setWorker);
  }, []);
  if (!worker) return null;
  const entering = route.head === "s" && (route.sub === "deal" || route.sub === "verify") || route.head === "verify";
  const apply = () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    worker.postMessage({ type: "SKIP_WAITING" });
  };
  return html`<div class="update" role="status">
    <span>${t(entering ? "update.after_save" : "update.ready")}</span>
    ${!entering && html`<button type="button" class="btn small" onClick=${apply}>${t("update.reload")}</button>`}
  </div>`;
}
var syncSheet = async (id) => (await import("./chunk-GPBXVKIV.js")).syncSheet(id);
async function syncAll() {
  for (const s of await listSheets()) await syncSheet(s.id);
  await (await import("./chunk-CHVOQR6V.js")).syncRounds();
}
var liveModule = null;
function nothingToSend(sheetId) {
  const item = cached(sheetId);
  if (!liveModule?.isLive(sheetId) || !item?.sheet.remote?.created || item.sheet.meta_pending) return false;
  for (const e of item.entries.values()) if (e.dirty) return false;
  return true;
}
function useBackgroundSync(route) {
  A(() => {
    if (route.head === "invalid") return void 0;
    const open = route.head === "s" ? route.id : null;
    const tick = () => {
      (open ? syncSheet(open) : syncAll()).catch((err) => console.error(err));
      flushDeletions().catch((err) => console.error(err));
    };
    tick();
    let live = null;
    let rested = 0;
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible") return;
      if (live?.isLive(open) && ++rested < LIVE_SYNC_EVERY) return;
      rested = 0;
      tick();
    }, SYNC_EVERY_MS);
    window.addEventListener("online", tick);
    let stop = () => {
    };
    let gone = false;
    if (open) {
      import("./chunk-QRE257VW.js").then((module) => {
        liveModule = module;
        if (gone) return;
        live = module;
        stop = module.watchSheet(open);
      });
    }
    return () => {
      gone = true;
      stop();
      clearInterval(timer);
      window.removeEventListener("online", tick);
    };
  }, [route.head, route.id]);
  A(() => {
    let timer = null;
    return subscribe((sheetId) => {
      if (!sheetId || nothingToSend(sheetId)) return;
      clearTimeout(timer);
      timer = setTimeout(() => syncSheet(sheetId).catch((err) => console.error(err)), 300);
    });
  }, []);
}
function App() {
  const route = useRoute();
  useLang();
  useBackgroundSync(route);
  A(() => window.scrollTo(0, 0), [route.head, route.id, route.sub, route.arg]);
  return html`<${UpdatePrompt} route=${route} />${screenFor(route)}<${Toasts} />`;
}
performance.mark("app:modules-loaded");
var EARLY_WAIT_MS = 150;
var start = currentRoute();
if (!(start.head === "s" && lastView(start.id))) {
  await Promise.race([earlySheet().catch(() => null), new Promise((done) => setTimeout(done, EARLY_WAIT_MS))]);
}
document.documentElement.lang = localStorage.getItem("lang") === "en" ? "en" : "de";
var root = (
  /** @type {HTMLElement} index.html has it */
  document.getElementById("app")
);
root.textContent = "";
performance.mark("app:render");
Q(html`<${App} />`, root);
registerServiceWorker().catch((err) => console.error(err));
