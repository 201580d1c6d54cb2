import {
  ExportButtons,
  exportCsv,
  exportJson,
  importSheet
} from "./chunk-H7MP6TCO.js";
import "./chunk-GTZS5S5T.js";
import "./chunk-6DE7PX56.js";
import "./chunk-LO47BENU.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-22UXQ5K3.js";
import "./chunk-ZJTETP6M.js";
import "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";
export {
  ExportButtons,
  exportCsv,
  exportJson,
  importSheet
};
