import {
  Chart,
  EveningScreen
} from "./chunk-W2JISPAX.js";
import "./chunk-MMYSFJTK.js";
import "./chunk-T3Z37JU4.js";
import "./chunk-MLKGABMK.js";
export {
  Chart,
  EveningScreen
};
