import {
  Chart,
  EveningScreen
} from "./chunk-XOF53TUJ.js";
import "./chunk-WNNSHCCK.js";
import "./chunk-KCM7HTLM.js";
import "./chunk-MLKGABMK.js";
export {
  Chart,
  EveningScreen
};
