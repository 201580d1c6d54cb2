import {
  CardCheck,
  VerifyScreen
} from "./chunk-X5APSXPC.js";
import "./chunk-X2YGAJCN.js";
import "./chunk-MDWGHHKT.js";
import "./chunk-GOXB5RGN.js";
import "./chunk-CMZKZJU5.js";
import "./chunk-ZKJZGAFZ.js";
import "./chunk-5BUIA3SD.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-KV4MQBDT.js";
import "./chunk-PK4STYAR.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import "./chunk-5QXHN7LK.js";
import "./chunk-MLKGABMK.js";
export {
  CardCheck,
  VerifyScreen
};
