/**
 * The first thing the page runs: index.html loads it as a plain async script, so it runs as soon as
 * it arrives, while the app's modules still load. It opens the database (making its schema on the
 * first open) and, when the address names a sheet ("#/s/<id>…"), reads that sheet and its entries in
 * one transaction. Opening IndexedDB and reading it takes about as long as loading and running the
 * modules; one after the other, the sheet waited for both.
 *
 * It leaves ``self.tarockBoot = {database, snapshot}`` (promises of the raw database and of
 * {sheet, entries} or null) for data.js, which owns every later read and write. Running it twice is
 * harmless (data.js imports it itself when the script did not run): the first run wins.
 */
self.tarockBoot ??= (() => {
  const database = new Promise((resolve, reject) => {
    const request = indexedDB.open("tarock", 1);
    request.onupgradeneeded = () => {
      const d = request.result;
      d.createObjectStore("sheets", { keyPath: "id" });
      const entries = d.createObjectStore("entries", { keyPath: "id" });
      entries.createIndex("sheet", "sheet_id");
      d.createObjectStore("settings");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const id = /^#\/?s\/([^/]+)/.exec(location.hash)?.[1];
  const snapshot = database
    .then(
      (d) =>
        id &&
        new Promise((resolve, reject) => {
          const tx = d.transaction(["sheets", "entries"], "readonly");
          const sheet = tx.objectStore("sheets").get(decodeURIComponent(id));
          const entries = tx.objectStore("entries").index("sheet").getAll(decodeURIComponent(id));
          tx.oncomplete = () => resolve(sheet.result ? { sheet: sheet.result, entries: entries.result } : null);
          tx.onerror = () => reject(tx.error);
        }),
    )
    .catch(() => null); // data.js reads the sheet itself (and shows what failed)
  return { database, snapshot: snapshot.then((s) => s || null) };
})();
