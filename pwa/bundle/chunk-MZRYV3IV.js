import {
  RoundNav,
  RoundScreen,
  useRoundSheets
} from "./chunk-DQWW4YTY.js";
import "./chunk-XAVVGVGD.js";
import "./chunk-XUOZEEWQ.js";
import "./chunk-2IZRBCHG.js";
import "./chunk-V4PSNC4G.js";
import "./chunk-VIPURRUT.js";
import "./chunk-6DE7PX56.js";
import "./chunk-LO47BENU.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-2WPEHAKN.js";
import "./chunk-22UXQ5K3.js";
import "./chunk-ZJTETP6M.js";
import "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";
export {
  RoundNav,
  RoundScreen,
  useRoundSheets
};
