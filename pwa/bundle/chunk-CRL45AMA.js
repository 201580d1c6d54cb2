import {
  Chart,
  EveningScreen
} from "./chunk-QUJK5CO4.js";
import "./chunk-BFXNBDC5.js";
import "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";
export {
  Chart,
  EveningScreen
};
