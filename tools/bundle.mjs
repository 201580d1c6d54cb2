/**
 * The PWA's bundle (pwa/bundle/, committed; `make bundle` writes it, `make lint` runs
 * `node tools/bundle.mjs --check`, which fails when it is not what the sources give).
 *
 * The offline start waited for ~20 modules (the app's and preact/htm) to load one by one from the
 * service worker's cache: the sheet was interactive ~60 ms later than with them in one file
 * (bench/ab_pwa.py). So the start graph of pwa/app/main.js, the libraries included, is one chunk:
 * pwa/bundle/main.js imports only that chunk (and esbuild's few lines of helpers). Every screen
 * loaded on demand stays its own file (bundle/screens/<name>.js, what it alone needs in chunks
 * beside it), sharing the start chunk, so a module's state (the language, the database, the
 * cache) exists once.
 *
 * How: esbuild puts a module in the chunk of the set of entry points that reach it. A first pass
 * finds main.js's static graph; in the second, every module outside it imports the whole graph
 * (side-effect imports: it is loaded and run already when any screen loads), so every start
 * module is reached by every entry point, which makes them one chunk.
 *
 * boot.js stays the classic script index.html loads (data.js imports it only when it did not
 * run): imported as /app/boot.js. The e2e tests reach the app's own module instances through
 * bundle/app/<name>.js (EXPOSED: each re-exports the module from the bundle's chunks).
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// pinned in tools/package.json; ESBUILD names another copy of the same version (a scratch install)
const esbuild = await import(process.env.ESBUILD ?? "esbuild");
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = "pwa/bundle";
/** App modules the e2e tests call into (the instance the app uses): bundle/app/<name>.js */
const EXPOSED = ["data.js", "live.js", "rules.js", "sync.js", "ui.js"];

const boot = {
  name: "boot",
  setup(build) {
    build.onResolve({ filter: /^\.\/boot\.js$/ }, () => ({ path: "/app/boot.js", external: true }));
  },
};
const common = {
  absWorkingDir: ROOT,
  bundle: true,
  format: "esm",
  target: "es2022",
  charset: "utf8",
  legalComments: "none",
  logLevel: "warning",
  nodePaths: [join(ROOT, "pwa/node_modules")],
  metafile: true,
};

// 1. main.js's static graph (what a start loads before the first render)
const first = await esbuild.build({
  ...common,
  entryPoints: ["pwa/app/main.js"],
  outdir: OUT,
  write: false,
  plugins: [
    boot,
    {
      name: "static-only",
      setup(build) {
        build.onResolve({ filter: /.*/ }, (a) => (a.kind === "dynamic-import" ? { path: a.path, external: true } : undefined));
      },
    },
  ],
});
const main = resolve(ROOT, "pwa/app/main.js");
const start = Object.keys(first.metafile.inputs)
  .map((p) => resolve(ROOT, p))
  .filter((p) => p !== main);
const startSet = new Set(start);
const startImports = start.map((p) => `import ${JSON.stringify(p)};\n`).join("");

// 2. the bundle: every other module imports the start graph, so the start graph is one chunk
const result = await esbuild.build({
  ...common,
  entryPoints: [{ in: "pwa/app/main.js", out: "main" }, ...EXPOSED.map((name) => ({ in: `exposed:${name}`, out: `app/${name.replace(/\.js$/, "")}` }))],
  outdir: OUT,
  outbase: "pwa/app",
  splitting: true,
  entryNames: "[dir]/[name]",
  chunkNames: "chunk-[hash]",
  write: false,
  plugins: [
    boot,
    {
      name: "start-chunk",
      setup(build) {
        build.onResolve({ filter: /^exposed:/ }, (a) => ({ path: a.path.slice("exposed:".length), namespace: "exposed" }));
        build.onLoad({ filter: /.*/, namespace: "exposed" }, (a) => ({
          contents: `${startImports}export * from ${JSON.stringify(join(ROOT, "pwa/app", a.path))};\n`,
          loader: "js",
          resolveDir: join(ROOT, "pwa/app"),
        }));
        build.onLoad({ filter: /\/pwa\/(app|engine)\/.*\.js$/ }, (a) => {
          if (startSet.has(a.path) || a.path === main) return undefined;
          return { contents: startImports + readFileSync(a.path, "utf8"), loader: "js", resolveDir: dirname(a.path) };
        });
      },
    },
  ],
});

const made = new Map(result.outputFiles.map((f) => [relative(ROOT, f.path), f.contents]));
const walk = (dir) =>
  readdirSync(join(ROOT, dir)).flatMap((name) => (statSync(join(ROOT, dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
const onDisk = (() => {
  try {
    return walk(OUT);
  } catch {
    return [];
  }
})();

if (process.argv.includes("--check")) {
  const stale = [...made].filter(([path, contents]) => {
    try {
      return !Buffer.from(contents).equals(readFileSync(join(ROOT, path)));
    } catch {
      return true;
    }
  });
  const extra = onDisk.filter((p) => !made.has(p));
  if (stale.length || extra.length) {
    console.error(`${OUT} is not what the sources give (run \`make bundle\`): ${[...stale.map(([p]) => p), ...extra].join(", ")}`);
    process.exit(1);
  }
} else {
  rmSync(join(ROOT, OUT), { recursive: true, force: true });
  for (const [path, contents] of made) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), contents);
  }
  console.log(`${OUT}: ${made.size} files`);
}
