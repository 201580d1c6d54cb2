import {
  ExportButtons,
  exportCsv,
  exportJson,
  importSheet
} from "./chunk-QII4GT46.js";
import "./chunk-GTZS5S5T.js";
import "./chunk-2LY4M7DT.js";
import "./chunk-7UGZYQVG.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-HQBFSUNV.js";
import "./chunk-THA2VVA2.js";
import "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  ExportButtons,
  exportCsv,
  exportJson,
  importSheet
};
