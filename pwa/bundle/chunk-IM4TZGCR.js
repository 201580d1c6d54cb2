import {
  GoneError,
  SyncError,
  acceptReplaced,
  deleteRemote,
  joinSheet,
  keepMine,
  liveFrom,
  markDeleted,
  merge,
  receiveChanges,
  restoreMine,
  serverCopy,
  syncSheet,
  tableRefusal,
  takeTheirs
} from "./chunk-RZPOTP44.js";
import "./chunk-V3LD7JSL.js";
import "./chunk-VBLMMXQ6.js";
import {
  LOCAL_ORDER
} from "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  GoneError,
  LOCAL_ORDER,
  SyncError,
  acceptReplaced,
  deleteRemote,
  joinSheet,
  keepMine,
  liveFrom,
  markDeleted,
  merge,
  receiveChanges,
  restoreMine,
  serverCopy,
  syncSheet,
  tableRefusal,
  takeTheirs
};
