import {
  Chart,
  EveningScreen
} from "./chunk-WXZ34PQV.js";
import "./chunk-S4E4XWDW.js";
import "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";
export {
  Chart,
  EveningScreen
};
