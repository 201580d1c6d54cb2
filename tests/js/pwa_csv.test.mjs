// The device's CSV export: every text cell quoted, no cell a spreadsheet could take for a formula.
import assert from "node:assert/strict";
import { test } from "node:test";
import { csvCell } from "../../pwa/app/csv.js";

/** The cells a reader sees that splits a line on ``sep`` and ignores the quotes. */
const piecesOf = (cells, sep) =>
  cells
    .join(",")
    .split(sep)
    .map((c) => c.replace(/^[\s"]*/u, ""));

test("a name that is a formula, after a comma, semicolon or TAB, is defused in every reading", () => {
  const names = ["=1+1", "a;=1+1;b", "x\t@SUM(1)", 'a, "+1', "-2+3", "'quoted", "Anna-Lena"];
  const cells = names.map(csvCell);
  for (const sep of [",", ";", "\t"]) {
    for (const piece of piecesOf(cells, sep)) assert.doesNotMatch(piece, /^[=+\-@]/, `${sep}: ${piece}`);
  }
  assert.deepEqual(cells.slice(0, 3), [`"'=1+1"`, `"a;'=1+1;b"`, `"x\t'@SUM(1)"`]);
  assert.equal(csvCell("Anna-Lena"), '"Anna-Lena"'); // a hyphen inside a name stays as it is
});

test("whole numbers stay numbers, a negative one too; everything else is quoted text", () => {
  assert.deepEqual([csvCell(12), csvCell(-3), csvCell(0)], ["12", "-3", "0"]);
  assert.deepEqual([csvCell("1/3"), csvCell(""), csvCell(null), csvCell('say "hi"')], ['"1/3"', '""', '""', '"say ""hi"""']);
});
