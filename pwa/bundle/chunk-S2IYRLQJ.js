import {
  TournamentsScreen,
  placePoints,
  tournamentProblem
} from "./chunk-QQQTSMDX.js";
import "./chunk-QPDQ52YU.js";
import "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";
export {
  TournamentsScreen,
  placePoints,
  tournamentProblem
};
