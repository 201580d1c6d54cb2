/** CSV cells a spreadsheet reads as written, however it splits a line. */

/**
 * Where a spreadsheet may begin a cell: the start of the text and after a comma, semicolon, TAB or
 * line end (a reader splitting on ";" or TAB ignores the quotes of a comma CSV). A piece whose
 * first character after blanks and quotes is = + - @ is a formula there: it gets a ' before it,
 * and so does a ' (the server's csv_text, api/db/store/transfer.py, does the same).
 */
const CELL_START = /(^|[,;\t\r\n])([\s"]*)(?=[=+\-@'])/gu;

/** A whole number stays a number; every other cell is quoted text with its formulas defused. */
export function csvCell(v) {
  if (typeof v === "number" && Number.isInteger(v)) return String(v);
  const s = String(v ?? "").replace(CELL_START, "$1$2'");
  return `"${s.replace(/"/g, '""')}"`;
}
