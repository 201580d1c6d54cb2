import {
  ExportButtons,
  exportCsv,
  exportJson,
  importSheet
} from "./chunk-UA3QNRGU.js";
import "./chunk-GTZS5S5T.js";
import "./chunk-GOXB5RGN.js";
import "./chunk-CMZKZJU5.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import "./chunk-5QXHN7LK.js";
import "./chunk-MLKGABMK.js";
export {
  ExportButtons,
  exportCsv,
  exportJson,
  importSheet
};
