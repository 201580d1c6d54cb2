/**
 * The app: routes (all in the URL fragment), the service worker with its update prompt, the
 * background sync. Screens live in screens/.
 */
import { useEffect, useState } from "preact/hooks";
import { cached, earlySheet, lastView, listSheets, subscribe } from "./data.js";
import { flushDeletions } from "./deletion.js";
import { SheetScreen } from "./screens/sheet.js";
import { SheetsScreen } from "./screens/sheets.js";
import { currentRoute, Header, html, lazy, render, t, Toasts, useLang, useRoute } from "./ui.js";

/** What a screen shows while its module loads. */
const loading = () => html`<p class="boot">${t("loading")}</p>`;

/**
 * The other screens load when first opened (from the service worker's cache when offline): the
 * sheet and the list are on screen without waiting for the engine and the forms. Each comes with
 * i18n.js (the rules' words and the refusals' texts, which the sheet and the list do not draw).
 */
const screen = (load, name) => lazy(() => Promise.all([load(), import("./i18n.js")]).then(([m]) => m), name, loading);

const DealScreen = screen(() => import("./screens/deal.js"), "DealScreen");
const EveningScreen = screen(() => import("./screens/evening.js"), "EveningScreen");
const CheckScreen = screen(() => import("./screens/check.js"), "CheckScreen");
const JoinScreen = screen(() => import("./screens/join.js"), "JoinScreen");
const NewSheetScreen = screen(() => import("./screens/newsheet.js"), "NewSheetScreen");
const RowScreen = screen(() => import("./screens/row.js"), "RowScreen");
const ShareScreen = screen(() => import("./screens/share.js"), "ShareScreen");
const SheetMenuScreen = screen(() => import("./screens/sheetmenu.js"), "SheetMenuScreen");
const SettingsScreen = screen(() => import("./screens/settings.js"), "SettingsScreen");
const TariffScreen = screen(() => import("./screens/tariffview.js"), "TariffScreen");
const VerifyScreen = screen(() => import("./screens/verify.js"), "VerifyScreen"); // check21: issue 21
const VerifyAloneScreen = screen(() => import("./screens/verifyalone.js"), "VerifyAloneScreen");
// the rounds (issue 20)
const RoundScreen = screen(() => import("./screens/round.js"), "RoundScreen");
const SeasonScreen = screen(() => import("./screens/season.js"), "SeasonScreen");
const RoundShareScreen = screen(() => import("./screens/roundshare.js"), "RoundShareScreen");
const RoundJoinScreen = screen(() => import("./screens/roundjoin.js"), "RoundJoinScreen");
// turnier23: the organiser's tournaments, the table slips, the live ranking (issue 23)
const TournamentsScreen = screen(() => import("./screens/tournaments.js"), "TournamentsScreen");
const TournamentScreen = screen(() => import("./screens/tournament.js"), "TournamentScreen");
const TournamentSlipsScreen = screen(() => import("./screens/tournamentslips.js"), "TournamentSlipsScreen");
const TournamentLiveScreen = screen(() => import("./screens/tournamentlive.js"), "TournamentLiveScreen");
const TournamentCupScreen = screen(() => import("./screens/tournamentcup.js"), "TournamentCupScreen");

const SYNC_EVERY_MS = 5000;
/** With the sheet's live stream open: a whole sync every this many ticks only. */
const LIVE_SYNC_EVERY = 12;

/** A link whose parts are not ids, tokens and roles of ours (route.js): said so, nothing sent or kept. */
function InvalidLink() {
  useEffect(() => {
    // a share token, if there was one, leaves the address bar (and the history) as a good one does
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

// --- service worker and update prompt --------------------------------------------------------------

let waitingWorker = null;
const updateListeners = new Set();

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
  setInterval(() => reg.update().catch(() => {}), 60 * 60 * 1000);
}

/** The new version, offered; never while a deal is being entered (the form would be lost). */
function UpdatePrompt({ route }) {
  const [worker, setWorker] = useState(waitingWorker);
  useEffect(() => {
    updateListeners.add(setWorker);
    return () => updateListeners.delete(setWorker);
  }, []);
  if (!worker) return null;
  // check21: nor while a deal's cards are being checked (the taps are not stored until applied)
  const entering = (route.head === "s" && (route.sub === "deal" || route.sub === "verify")) || route.head === "verify";
  const apply = () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    worker.postMessage({ type: "SKIP_WAITING" });
  };
  return html`<div class="update" role="status">
    <span>${t(entering ? "update.after_save" : "update.ready")}</span>
    ${!entering && html`<button type="button" class="btn small" onClick=${apply}>${t("update.reload")}</button>`}
  </div>`;
}

// --- background sync ---------------------------------------------------------------------------------

// the sync loads after the first paint: nothing on screen waits for it
const syncSheet = async (id) => (await import("./sync.js")).syncSheet(id);

async function syncAll() {
  for (const s of await listSheets()) await syncSheet(s.id);
  await (await import("./roundsync.js")).syncRounds(); // the rounds after their sheets (issue 20)
}

let liveModule = null; // live.js, once loaded

/** A change written by the live stream itself (nothing of this device's waits to go up). */
function nothingToSend(sheetId) {
  const item = cached(sheetId);
  if (!liveModule?.isLive(sheetId) || !item?.sheet.remote?.created || item.sheet.meta_pending) return false; // a rename or archive waits too
  for (const e of item.entries.values()) if (e.dirty) return false;
  return true;
}

function useBackgroundSync(route) {
  useEffect(() => {
    if (route.head === "invalid") return undefined; // a bad link sends nothing, not even the others' sync
    const open = route.head === "s" ? route.id : null;
    const tick = () => {
      (open ? syncSheet(open) : syncAll()).catch((err) => console.error(err));
      flushDeletions().catch((err) => console.error(err)); // sheets deleted here, not yet on the server
    };
    tick();
    // the open sheet's changes come by its live stream (live.js) while that is open: then the
    // poll only now and then retries what could not go up; without a stream it polls as before
    let live = null;
    let rested = 0;
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible") return;
      if (live?.isLive(open) && ++rested < LIVE_SYNC_EVERY) return;
      rested = 0;
      tick();
    }, SYNC_EVERY_MS);
    window.addEventListener("online", tick);
    let stop = () => {};
    let gone = false;
    if (open) {
      import("./live.js").then((module) => {
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
  useEffect(() => {
    // a local change goes up at once (debounced), not at the next tick
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
  useEffect(() => window.scrollTo(0, 0), [route.head, route.id, route.sub, route.arg]);
  return html`<${UpdatePrompt} route=${route} />${screenFor(route)}<${Toasts} />`;
}

performance.mark("app:modules-loaded");
// The sheet in the address is drawn in the first render: as last drawn (kept outside the
// database), else as boot.js read it while the modules loaded, which is usually there by now. A
// slow database does not hold the page for long.
const EARLY_WAIT_MS = 150;
const start = currentRoute();
if (!(start.head === "s" && lastView(start.id))) {
  await Promise.race([earlySheet().catch(() => null), new Promise((done) => setTimeout(done, EARLY_WAIT_MS))]);
}
document.documentElement.lang = localStorage.getItem("lang") === "en" ? "en" : "de";
const root = /** @type {HTMLElement} index.html has it */ (document.getElementById("app"));
root.textContent = "";
performance.mark("app:render");
render(html`<${App} />`, root);
registerServiceWorker().catch((err) => console.error(err));
