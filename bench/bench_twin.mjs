// The twin's settle time per deal against JSON.parse of the record + JSON.stringify of the result,
// in one Node run (bench/bench_twin.py feeds the records on stdin and prints what this prints).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { settle } from "../pwa/engine/index.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folder = path.join(root, "shared_rules", "profiles");
const profiles = fs
  .readdirSync(folder)
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(fs.readFileSync(path.join(folder, f), "utf8")));

const records = JSON.parse(fs.readFileSync(0, "utf8"));
const texts = records.map((r) => JSON.stringify(r));
const results = records.map((r) => settle(r, profiles));

function best(fn, repeat = 15) {
  let min = Infinity;
  for (let i = 0; i < repeat; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    min = Math.min(min, Number(process.hrtime.bigint() - t0) / 1e9);
  }
  return min;
}

let sink = 0; // keeps the work observable, so nothing is optimised away
const engine = () => {
  for (const r of records) sink += settle(r, profiles).lines.length;
};
const codec = () => {
  for (let i = 0; i < records.length; i++) {
    sink += JSON.parse(texts[i]).players.length;
    sink += JSON.stringify(results[i]).length;
  }
};

for (let i = 0; i < 5; i++) {
  engine();
  codec();
}
const tEngine = best(engine);
const tCodec = best(codec);
const n = records.length;
console.log(
  `twin settle: ${((tEngine / n) * 1e6).toFixed(1)} µs/deal; JSON.parse record + JSON.stringify ` +
    `result: ${((tCodec / n) * 1e6).toFixed(1)} µs/deal (Node ${process.version}, ${n} deals)`,
);
console.log(`ratio twin/json = ${(tEngine / tCodec).toFixed(2)}x (target <= 1.5x)`);
if (sink === 0) throw new Error("nothing was measured");
