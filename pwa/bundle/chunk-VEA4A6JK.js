import {
  ExportButtons,
  exportCsv,
  exportJson,
  importSheet
} from "./chunk-NZ3TX3CF.js";
import "./chunk-GTZS5S5T.js";
import "./chunk-EQBCYY2W.js";
import "./chunk-X2YNAM2X.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";
export {
  ExportButtons,
  exportCsv,
  exportJson,
  importSheet
};
