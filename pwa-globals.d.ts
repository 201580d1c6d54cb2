// What the classic script app/boot.js leaves on the page for the modules (data.js): the type
// check of pwa/app (tsconfig.app.json) reads this; nothing loads it at run time.
interface Window {
  tarockBoot?: () => { database: Promise<IDBDatabase>; snapshot: Promise<{ sheet: any; view: any; entries: any[] | null } | null> };
}
