import {
  TournamentsScreen,
  placePoints,
  tournamentProblem
} from "./chunk-G7TW45O4.js";
import "./chunk-PORYQD3B.js";
import "./chunk-T3Z37JU4.js";
import "./chunk-MLKGABMK.js";
export {
  TournamentsScreen,
  placePoints,
  tournamentProblem
};
