import {
  TournamentsScreen,
  placePoints,
  tournamentProblem
} from "./chunk-W4VYDOSU.js";
import "./chunk-M3BEJKTQ.js";
import "./chunk-5QXHN7LK.js";
import "./chunk-MLKGABMK.js";
export {
  TournamentsScreen,
  placePoints,
  tournamentProblem
};
