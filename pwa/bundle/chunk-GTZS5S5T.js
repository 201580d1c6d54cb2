// pwa/app/csv.js
var CELL_START = /(^|[,;\t\r\n])([\s"]*)(?=[=+\-@'])/gu;
function csvCell(v) {
  if (typeof v === "number" && Number.isInteger(v)) return String(v);
  const s = String(v ?? "").replace(CELL_START, "$1$2'");
  return `"${s.replace(/"/g, '""')}"`;
}

export {
  csvCell
};
