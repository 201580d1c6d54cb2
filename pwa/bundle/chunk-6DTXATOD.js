import {
  CardCheck,
  VerifyScreen
} from "./chunk-4TDJ76SQ.js";
import "./chunk-JJPXLYOO.js";
import "./chunk-YAQTKBS4.js";
import "./chunk-6DE7PX56.js";
import "./chunk-LO47BENU.js";
import "./chunk-7GKK7KEB.js";
import "./chunk-BFXNBDC5.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-PQAR2RYT.js";
import "./chunk-2WPEHAKN.js";
import "./chunk-22UXQ5K3.js";
import "./chunk-ZJTETP6M.js";
import "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";
export {
  CardCheck,
  VerifyScreen
};
