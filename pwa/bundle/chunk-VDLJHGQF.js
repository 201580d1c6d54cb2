import {
  potBefore,
  settleEntries
} from "./chunk-SFZGMN7O.js";
import "./chunk-YAQTKBS4.js";
import "./chunk-LO47BENU.js";
import "./chunk-22UXQ5K3.js";
import "./chunk-ZJTETP6M.js";
import "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";
export {
  potBefore,
  settleEntries
};
