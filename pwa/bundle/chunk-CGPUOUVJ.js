import {
  ExportButtons,
  exportCsv,
  exportJson,
  importSheet
} from "./chunk-FHLSIZVO.js";
import "./chunk-GTZS5S5T.js";
import "./chunk-AI35IODP.js";
import "./chunk-DNRPER6U.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-HQBFSUNV.js";
import "./chunk-THA2VVA2.js";
import "./chunk-KCM7HTLM.js";
import "./chunk-MLKGABMK.js";
export {
  ExportButtons,
  exportCsv,
  exportJson,
  importSheet
};
