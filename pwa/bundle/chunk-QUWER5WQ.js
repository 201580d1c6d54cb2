import {
  Chart,
  EveningScreen
} from "./chunk-NVJ6LG2H.js";
import "./chunk-5BUIA3SD.js";
import "./chunk-5QXHN7LK.js";
import "./chunk-MLKGABMK.js";
export {
  Chart,
  EveningScreen
};
