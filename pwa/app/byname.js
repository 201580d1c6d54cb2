/**
 * Amounts per player are plain objects keyed by the player's name ({Anna: 3, Bernd: -3}), as the
 * engine and the API write them. A name is data, not a key of a plain object's prototype: players
 * called `constructor`, `toString`, `valueOf` or `__proto__` are players like any other. So a
 * name is read only when the object has it as its own key, and written only as an own key
 * (`obj[name] = v` with `__proto__` would change the object's prototype and keep nothing).
 *
 * @example
 * own({}, "toString") // undefined (not Object.prototype.toString)
 * setOwn({}, "__proto__", 3) // {"__proto__": 3}, an own key
 */

/** The value under ``name`` if ``obj`` has it as its own key, else undefined. */
export function own(obj, name) {
  return obj != null && Object.hasOwn(obj, name) ? obj[name] : undefined;
}

/** Store ``value`` under ``name`` as an own key of ``obj`` (also `__proto__`); returns ``obj``. */
export function setOwn(obj, name, value) {
  // an own key is written as any other (it shadows Object.prototype's __proto__); defining a
  // property each time made summing a long sheet's totals ten times slower
  if (Object.hasOwn(obj, name)) obj[name] = value;
  else Object.defineProperty(obj, name, { value, writable: true, enumerable: true, configurable: true });
  return obj;
}
