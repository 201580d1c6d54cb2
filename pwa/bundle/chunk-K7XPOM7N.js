import {
  TournamentsScreen,
  placePoints,
  tournamentProblem
} from "./chunk-UDY5KQ2Z.js";
import "./chunk-FQBDFHYR.js";
import "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  TournamentsScreen,
  placePoints,
  tournamentProblem
};
