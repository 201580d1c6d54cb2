/**
 * The first thing the page runs: index.html loads it as a classic script, so it runs as soon as it
 * arrives, while the app's modules still load. It opens the database (making its schema on the
 * first open) and, when the address names a sheet ("#/s/<id>…"), reads that sheet and its entries in
 * one transaction. Opening IndexedDB and reading it takes about as long as loading and running the
 * modules; one after the other, the sheet waited for both. When the database keeps the sheet's view
 * as last drawn (data.js's viewKey) it reads that instead of the entries: the app draws it, and
 * reads the entries (a megabyte for 1,000 deals) after the first paint.
 *
 * Unless the sheet in the address is kept as last drawn (data.js's VIEW, in localStorage): the app
 * draws that without the database, and opening the database meanwhile only slows the modules
 * down (the browser serves both). Then the database opens when data.js first asks for it.
 *
 * It leaves ``self.tarockBoot()`` for data.js, which owns every later read and write: started on
 * the first call, it gives ``{database, snapshot}`` (promises of the raw database and of {sheet,
 * view, entries} or null: a view, or else the entries). Running this file twice is harmless
 * (data.js imports it itself when the script did not run): the first run wins.
 */
(() => {
  try {
    // the language and a forced theme (ui.js keeps them here) before anything is drawn: no flash
    const theme = localStorage.getItem("theme");
    if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
    if (localStorage.getItem("lang") === "en") document.documentElement.lang = "en";
  } catch {
    // no storage (a locked-down browser): the device's theme, German
  }
  if (self.tarockBoot) return;
  const VIEW = "tarock:sheet-view:2"; // data.js's VIEW
  let id = null;
  try {
    id = decodeURIComponent(/^#\/?s\/([^/]+)/.exec(location.hash)?.[1] ?? "") || null;
    if (id === null || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) id = null; // route.js's UUID
  } catch {
    // not an address of ours: nothing to read early
  }

  function start() {
    performance.mark("app:database-opening");
    const database = new Promise((resolve, reject) => {
      const request = indexedDB.open("tarock", 1);
      request.onupgradeneeded = () => {
        const d = request.result;
        d.createObjectStore("sheets", { keyPath: "id" });
        const entries = d.createObjectStore("entries", { keyPath: "id" });
        entries.createIndex("sheet", "sheet_id");
        d.createObjectStore("settings");
      };
      request.onsuccess = () => {
        performance.mark("app:database-open");
        resolve(request.result);
      };
      request.onerror = () => reject(request.error);
    });
    const snapshot = database
      .then(
        (d) =>
          id &&
          new Promise((resolve, reject) => {
            const tx = d.transaction(["sheets", "entries", "settings"], "readonly");
            const sheet = tx.objectStore("sheets").get(id);
            const view = tx.objectStore("settings").get(`${VIEW}\n${id}`); // data.js's viewKey
            let entries = null;
            view.onsuccess = () => {
              if (!view.result) entries = tx.objectStore("entries").index("sheet").getAll(id);
            };
            tx.oncomplete = () => {
              performance.mark("app:database-read");
              resolve(sheet.result ? { sheet: sheet.result, view: view.result ?? null, entries: entries?.result ?? null } : null);
            };
            tx.onerror = () => reject(tx.error);
          }),
      )
      .catch(() => null); // data.js reads the sheet itself (and shows what failed)
    return { database, snapshot: snapshot.then((s) => s || null) };
  }

  let started = null;
  self.tarockBoot = () => (started ??= start());
  if (!(id && localStorage.getItem(VIEW)?.startsWith(`${id}\n`))) self.tarockBoot();
})();
