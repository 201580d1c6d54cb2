// pwa/node_modules/preact/dist/preact.mjs
var n;
var t;
var r;
var u;
var i;
var f;
var o;
var e;
var l;
var c;
var a;
var s;
var h = /* @__PURE__ */ Symbol.for("pv");
var p = {};
var y = [];
var v = /^m(i|n|o|s|text|space)$/;
var w = Array.isArray;
var d = y.slice;
var _ = Object.assign;
function g(n3) {
  n3 && n3.parentNode && n3.remove();
}
function k(n3, t5, r3) {
  var u3, i3, f3, o3 = {}, e3 = arguments.length;
  for (f3 in t5) "key" == f3 ? u3 = t5[f3] : "ref" == f3 && "function" != typeof n3 ? i3 = t5[f3] : o3[f3] = t5[f3];
  return e3 > 2 && (o3.children = e3 > 3 ? d.call(arguments, 2) : r3), m(n3, o3, u3, i3, null);
}
function m(r3, u3, i3, f3, o3) {
  var e3 = { type: r3, props: u3, key: i3, ref: f3, __k: null, __: null, __b: 0, __e: null, __c: null, constructor: h, __v: o3 || ++t, __i: -1, __u: 0 };
  return !o3 && n.vnode && n.vnode(e3), e3;
}
function $(n3) {
  return n3.children;
}
function x(n3, t5) {
  this.props = n3, this.context = t5, this.__g = 0;
}
function S(n3, t5) {
  if (null == t5) return n3.__ && S(n3.__, n3.__i + 1);
  for (var r3; t5 < n3.__k.length; t5++) if ((r3 = n3.__k[t5]) && r3.__e) return r3.__e;
  return "function" != typeof n3.type || n3.props.__P ? null : S(n3);
}
function C(t5) {
  var r3, u3 = t5.__v, i3 = u3.__e, f3 = [], o3 = [], e3 = t5.__P;
  e3 && ((r3 = _({ constructor: h }, u3)).__v = u3.__v + 1, n.vnode && n.vnode(r3), z(e3, r3, u3, t5.__n, e3.namespaceURI, 32 & u3.__u ? [i3] : null, f3, i3 || S(u3), 32 & u3.__u, o3), r3.__v = u3.__v, r3.__.__k[r3.__i] = r3, E(f3, r3, o3), u3.__ = u3.__e = null, r3.__e != i3 && j(r3));
}
function j(n3) {
  if ((n3 = n3.__) && n3.__c && !n3.props.__P) return n3.__e = null, n3.__k.some(function(t5) {
    return t5 && (n3.__e = t5.__e);
  }), j(n3);
}
function L(t5) {
  (8 & t5.__g || (t5.__g |= 8, u.push(t5), f++)) && i == n.debounceRendering || ((i = n.debounceRendering) || queueMicrotask)(H);
}
function H() {
  try {
    for (var n3, t5 = 1; u.length; ) u.length > t5 && u.sort(o), n3 = u.shift(), t5 = u.length, 8 & n3.__g && C(n3);
  } finally {
    (f = u.length) && (i || queueMicrotask)(H);
  }
}
function I(n3, t5, r3, u3, i3, f3, o3, e3, l3, c3, a3) {
  var s3, h3, v3, w3, d3, _3, g3 = u3.__k || y, k3 = t5.length;
  for (l3 = q(r3, t5, g3, l3, k3), s3 = 0; s3 < k3; s3++) null != (v3 = r3.__k[s3]) && (h3 = ~v3.__i && g3[v3.__i] || p, v3.__i = s3, _3 = z(n3, v3, h3, i3, f3, o3, e3, l3, c3, a3), w3 = v3.__e, (h3.ref != v3.ref || 8 & h3.__u) && (h3.ref && G(h3.ref, null, v3, h3), v3.ref && a3.push(v3.ref, v3.__c || w3, v3)), d3 = d3 || w3, 4 & v3.__u ? (l3 = A(v3, l3, n3, !h3.__v), h3.__e && (h3.__e = null)) : "function" == typeof v3.type && void 0 !== _3 ? l3 = _3 : w3 && (l3 = w3.nextSibling), v3.__u &= -21);
  return r3.__e = d3, l3;
}
function q(n3, t5, r3, u3, i3) {
  var f3, o3, e3, l3, c3, a3, s3, p3, y3, v3 = r3.length, d3 = v3, _3 = 0, g3 = 0, k3 = n3.__k = Array(i3);
  for (f3 = 0; f3 < i3; f3++) null != (o3 = t5[f3]) && "boolean" != typeof o3 && "function" != typeof o3 ? ("object" != typeof o3 || o3.constructor === String ? o3 = k3[f3] = m(null, o3) : w(o3) ? o3 = k3[f3] = m($, { children: o3 }) : o3.constructor === h && o3.__b ? o3 = k3[f3] = m(o3.type, o3.props, o3.key, o3.ref, o3.__v) : k3[f3] = o3, l3 = f3 + _3, o3.__ = n3, o3.__b = n3.__b + 1, e3 = null, ~(c3 = o3.__i = P(o3, r3, l3, d3)) && (d3--, (e3 = r3[c3]) && (e3.__u |= 2)), e3 && e3.__v ? (o3.__u |= 16, c3 == l3 - 1 ? _3-- : c3 == l3 + 1 ? _3++ : c3 != l3 && (c3 > l3 ? _3-- : _3++, g3 = 1)) : (~c3 || (i3 > v3 ? _3-- : i3 < v3 && _3++), "function" != typeof o3.type && (o3.__u |= 4))) : k3[f3] = null;
  if (g3) {
    for (a3 = [], s3 = [], f3 = 0; f3 < i3; f3++) if ((o3 = k3[f3]) && 16 & o3.__u) {
      for (_3 = 0, p3 = a3.length; _3 < p3; ) a3[y3 = _3 + p3 >> 1] < o3.__i ? _3 = y3 + 1 : p3 = y3;
      a3[_3] = o3.__i, s3[f3] = _3 + 1;
    }
    for (_3 = a3.length; f3--; ) s3[f3] && (s3[f3] == _3 ? _3-- : k3[f3].__u |= 4);
  }
  if (d3) for (f3 = 0; f3 < v3; f3++) !(e3 = r3[f3]) || 2 & e3.__u || (e3.__e == u3 && (u3 = S(e3)), J(e3, e3));
  return u3;
}
function A(n3, t5, r3, u3) {
  var i3, f3, o3, e3;
  if ("function" == typeof n3.type) {
    if (n3.props.__P) return t5;
    if (i3 = n3.__k) for (f3 = 0; f3 < i3.length; f3++) i3[f3] && (i3[f3].__ = n3, t5 = A(i3[f3], t5, r3, false));
    return t5;
  }
  for (t5 && !t5.parentNode && (t5 = S(n3)) && !t5.parentNode && (t5 = null), o3 = n3.__e, e3 = t5; e3 && 8 == e3.nodeType; ) e3 = e3.nextSibling;
  for (o3 != e3 && (!u3 && r3.moveBefore && o3.parentNode ? r3.moveBefore(o3, t5) : r3.insertBefore(o3, t5 || null)), t5 = o3; (t5 = t5 && t5.nextSibling) && 8 == t5.nodeType && !t5.data.startsWith("$s"); ) ;
  return t5;
}
function P(n3, t5, r3, u3) {
  var i3, f3 = n3.key, o3 = n3.type, e3 = t5[r3], l3 = e3 && !(2 & e3.__u);
  if (null === e3 && null == f3 || l3 && f3 == e3.key && o3 == e3.type) return r3;
  if (u3 > (l3 ? 1 : 0)) {
    for (i3 = r3 - 1; i3 >= 0; i3--) if ((e3 = t5[i3]) && !(2 & e3.__u) && f3 == e3.key && o3 == e3.type) return i3;
    for (i3 = r3 + 1; i3 < t5.length; i3++) if ((e3 = t5[i3]) && !(2 & e3.__u) && f3 == e3.key && o3 == e3.type) return i3;
  }
  return -1;
}
function T(n3, t5, r3) {
  null == r3 && (r3 = ""), "-" == t5[0] ? n3.setProperty(t5, r3) : n3[t5] = r3;
}
function N(n3, t5, r3, u3, i3) {
  var f3, o3;
  if ("style" == t5) if ("string" == typeof r3) n3.style.cssText = r3;
  else {
    if ("string" == typeof u3 && (n3.style.cssText = u3 = ""), u3) for (t5 in u3) r3 && t5 in r3 || T(n3.style, t5);
    if (r3) for (t5 in r3) u3 && r3[t5] == u3[t5] || T(n3.style, t5, r3[t5]);
  }
  else if ("o" == t5[0] && "n" == t5[1]) "function" != typeof r3 && (r3 = null), "function" != typeof u3 && (u3 = null), (n3.__e || (n3.__e = {}))[t5] = r3, r3 && u3 || (o3 = a[t5] || (a[t5] = V(t5)), (n3.__a || (n3.__a = {}))[t5] = c, f3 = t5 != (t5 = t5.replace(l, "$1")), (t5 = t5.slice(2))[0] < "a" && (t5 = t5.toLowerCase()), r3 ? n3.addEventListener(t5, o3, f3) : n3.removeEventListener(t5, o3, f3));
  else {
    if ("http://www.w3.org/2000/svg" == i3) t5 = t5.replace(/xlink(H|:h)/, "h").replace(/sName$/, "s");
    else if ("width" != t5 && "height" != t5 && "href" != t5 && "list" != t5 && "form" != t5 && "tabIndex" != t5 && "download" != t5 && "rowSpan" != t5 && "colSpan" != t5 && "role" != t5 && "popover" != t5 && t5 in n3) try {
      return void (n3[t5] = null == r3 ? "" : r3);
    } catch (n4) {
    }
    if ("function" == typeof r3) return;
    null == r3 || false === r3 && "-" != t5[4] ? n3.removeAttribute(t5) : n3.setAttribute(t5, "popover" == t5 && 1 == r3 ? "" : r3);
  }
}
function V(t5) {
  return function(r3) {
    var u3 = this.__e;
    if (u3) {
      if (u3 = u3[t5], null == r3[e]) r3[e] = c++;
      else if (r3[e] < this.__a[t5]) return;
      return u3(n.event ? n.event(r3) : r3);
    }
  };
}
function z(t5, r3, u3, i3, f3, o3, e3, l3, c3, a3) {
  var s3, p3, v3, d3, k3, b, m3, M, C3, j2, L2, H2, q2, A3, O, P2, T3, N2, V2 = r3.type;
  if (r3.constructor !== h) return null;
  128 & u3.__u && (c3 = 32 & u3.__u, s3 = u3.__c.__z) && (r3.__u |= c3, p3 = o3 = [], 8 == s3.nodeType ? l3 = B(s3, o3) : o3.push(s3), l3 = o3[0] || l3), (s3 = n.__b) && s3(r3);
  n: if ("function" == typeof V2) {
    v3 = e3.length;
    try {
      if (M = r3.props, C3 = (s3 = V2.prototype) && s3.render, j2 = (s3 = V2.contextType) && i3[s3.__c], L2 = s3 ? j2 ? j2.props.value : s3.__ : i3, (d3 = u3.__c) ? (r3.__c = d3, 2 & d3.__g && (d3.__g |= 1)) : (C3 ? r3.__c = d3 = new V2(M, L2) : (r3.__c = d3 = new x(M, L2), d3.constructor = V2, d3.render = K), j2 && j2.sub(d3), d3.state || (d3.state = {}), d3.__n = i3, d3.__g |= 8, d3.__h = [], d3.__k = []), C3 && (d3.__s || (d3.__s = d3.state), V2.getDerivedStateFromProps && (d3.__s == d3.state && (d3.__s = _({}, d3.__s)), _(d3.__s, V2.getDerivedStateFromProps(M, d3.__s)))), k3 = d3.props, b = d3.state, d3.__v = r3, u3.__c) {
        if (M !== k3 && C3 && !V2.getDerivedStateFromProps && d3.componentWillReceiveProps && d3.componentWillReceiveProps(M, L2), r3.__v == u3.__v && !(8 & d3.__g) || !(4 & d3.__g) && d3.shouldComponentUpdate && false === d3.shouldComponentUpdate(M, d3.__s, L2)) {
          r3.__v != u3.__v && (d3.props = M, d3.state = d3.__s, d3.__g &= -9), r3.__e = u3.__e, r3.__k = u3.__k, r3.__k.some(function(n3) {
            n3 && (n3.__ = r3);
          }), y.push.apply(d3.__h, d3.__k), d3.__k = [], d3.__h.length && e3.push(d3), l3 = S(u3);
          break n;
        }
        d3.componentWillUpdate && d3.componentWillUpdate(M, d3.__s, L2), C3 && d3.componentDidUpdate && d3.__h.push(function() {
          d3.componentDidUpdate(k3, b, m3);
        });
      } else C3 && !V2.getDerivedStateFromProps && d3.componentWillMount && d3.componentWillMount(), C3 && d3.componentDidMount && d3.__h.push(d3.componentDidMount);
      d3.context = L2, d3.props = M, d3.__P = t5, d3.__g &= -5, H2 = n.__r, q2 = C3 ? 25 : 0;
      do {
        d3.__g &= -9, H2 && H2(r3), s3 = d3.render(d3.props, d3.state = d3.__s, d3.context);
      } while (8 & d3.__g && ++q2 < 25);
      C3 && (y.push.apply(d3.__h, d3.__k), d3.__k = []), d3.state = d3.__s, d3.getChildContext && (i3 = _({}, i3, d3.getChildContext())), C3 && u3.__c && d3.getSnapshotBeforeUpdate && (m3 = d3.getSnapshotBeforeUpdate(k3, b)), A3 = s3 && s3.type === $ && null == s3.key ? s3.props.children : s3, M.__P && (s3 = l3, f3 = (t5 = M.__P).namespaceURI, c3 = o3 = null, u3.props && u3.props.__P != t5 && (u3.__k.some(function(n3) {
        n3 && J(n3, n3);
      }), u3.__k = null), l3 = u3.__k ? S(u3, 0) : null), l3 = I(t5, w(A3) ? A3 : [A3], r3, u3, i3, f3, o3, e3, l3, c3, a3), M.__P && (r3.__e = null, l3 = s3), r3.__u &= -161, p3 && p3.some(g), d3.__h.length && e3.push(d3), 1 & d3.__g && (d3.__g &= -4);
    } catch (t6) {
      if (e3.length = v3, r3.__v = null, c3 || o3) if (t6 && t6.then) {
        if (r3.__u |= 128 | c3, o3) {
          for (~(T3 = o3.indexOf(l3 || void 0)) || (T3 = o3.length); (N2 = o3[T3 - 1]) && 8 == N2.nodeType; ) T3--;
          for (; T3 < o3.length; T3++) if (N2 = o3[T3]) if (o3[T3] = null, O) {
            if (N2 == P2) break;
          } else {
            if (8 != N2.nodeType) break;
            N2.data.startsWith("$s") && (P2 = B(O = N2));
          }
        }
        if (!O) {
          for (; l3 && 8 == l3.nodeType && l3.nextSibling; ) l3 = l3.nextSibling;
          O = l3;
        }
        (s3 = B(O = r3.__c.__z || (r3.__c.__z = O))) ? (r3.__e = O, l3 = s3) : r3.__e = l3, l3 = l3 && l3.nextSibling;
      } else o3 && o3.some(g);
      else r3.__e = u3.__e;
      r3.__k || (r3.__k = u3.__k || []), t6 && t6.then || D(r3), n.__e(t6, r3, u3);
    }
  } else l3 = r3.__e = F(u3.__e, r3, u3, i3, f3, o3, e3, c3, a3, t5);
  return (s3 = n.diffed) && s3(r3), l3;
}
function B(n3, t5) {
  if (n3 && 8 == n3.nodeType && n3.data.startsWith("$s")) for (var r3 = 1; n3 = n3.nextSibling; ) {
    if (8 == n3.nodeType) {
      if (n3.data.startsWith("$s")) r3++;
      else if (n3.data.startsWith("/$s") && !--r3) return n3;
    }
    t5 && t5.push(n3);
  }
}
function D(n3) {
  n3 && (n3.__c && (n3.__c.__g |= 4), n3.__k && n3.__k.some(D));
}
function E(t5, r3, u3) {
  for (var i3 = 0; i3 < u3.length; ) G(u3[i3++], u3[i3++], u3[i3++]);
  n.__c && n.__c(r3, t5), t5.some(function(r4) {
    try {
      t5 = r4.__h, r4.__h = [], t5.some(function(n3) {
        n3.call(r4);
      });
    } catch (t6) {
      n.__e(t6, r4.__v);
    }
  });
}
function F(t5, r3, u3, i3, f3, o3, e3, l3, c3, a3) {
  var s3, h3, y3, _3, k3, b, m3, M, $2 = u3.props || p, x2 = r3.props, C3 = r3.type;
  if ("svg" == C3 ? f3 = "http://www.w3.org/2000/svg" : "math" == C3 ? f3 = "http://www.w3.org/1998/Math/MathML" : f3 || (f3 = "http://www.w3.org/1999/xhtml"), o3) {
    for (s3 = 0; s3 < o3.length; s3++) if ((k3 = o3[s3]) && (C3 ? k3.localName == C3 : 3 == k3.nodeType)) {
      t5 = k3, o3[s3] = null;
      break;
    }
  }
  if (!t5) {
    if (M = a3.ownerDocument || document, !C3) return M.createTextNode(x2);
    t5 = M.createElementNS(f3, C3, x2.is ? x2 : a3), l3 && (n.__m && n.__m(r3, o3), l3 = false), o3 = null;
  }
  if (C3) {
    if (a3 = "template" == C3 && t5.content || t5, o3 = "textarea" == C3 && null != x2.defaultValue ? null : o3 && d.call(a3.childNodes), !l3 && o3) for ($2 = {}, s3 = 0; s3 < t5.attributes.length; s3++) $2[(k3 = t5.attributes[s3]).name] = k3.value;
    for (s3 in $2) k3 = $2[s3], "dangerouslySetInnerHTML" == s3 ? y3 = k3 : "children" == s3 || s3 in x2 || "value" == s3 && "defaultValue" in x2 || "checked" == s3 && "defaultChecked" in x2 || N(t5, s3, null, k3, f3);
    for (s3 in x2) k3 = x2[s3], "children" == s3 ? _3 = k3 : "dangerouslySetInnerHTML" == s3 ? h3 = k3 : "value" == s3 ? b = k3 : "checked" == s3 ? m3 = k3 : l3 && "function" != typeof k3 || $2[s3] === k3 || N(t5, s3, k3, $2[s3], f3);
    h3 ? (l3 || y3 && (h3.__html == y3.__html || h3.__html == t5.innerHTML) || (t5.innerHTML = h3.__html), r3.__k = []) : (y3 && (t5.textContent = ""), ("foreignObject" == C3 || "http://www.w3.org/1998/Math/MathML" == f3 && v.test(C3)) && (f3 = "http://www.w3.org/1999/xhtml"), I(a3, w(_3) ? _3 : [_3], r3, u3, i3, f3, o3, e3, o3 ? o3[0] : u3.__k && S(u3, 0), l3, c3), o3 && o3.some(g)), l3 && "textarea" != C3 || (s3 = "value", "progress" == C3 && null == b ? t5.removeAttribute(s3) : null == b || b === t5[s3] && ("progress" != C3 || b) || N(t5, s3, b, $2[s3], f3), s3 = "checked", null != m3 && m3 != t5[s3] && N(t5, s3, m3, $2[s3], f3));
  } else $2 === x2 || l3 && t5.data == x2 || (t5.data = x2);
  return t5;
}
function G(t5, r3, u3, i3) {
  try {
    "function" == typeof t5 ? r3 ? r3.__x = t5(r3) || 1 : i3 && (i3 = i3.__c || i3.__e) && (r3 = i3.__x) && (i3.__x = null, "function" == typeof r3 ? r3() : t5(null)) : t5.current = r3;
  } catch (t6) {
    n.__e(t6, u3);
  }
}
function J(t5, r3, u3) {
  var i3, f3, o3, e3;
  if (n.unmount && n.unmount(t5), !(i3 = t5.ref) || i3.current && i3.current != t5.__e || G(i3, null, r3, t5), i3 = t5.__c) {
    if (i3.componentWillUnmount) try {
      i3.componentWillUnmount();
    } catch (t6) {
      n.__e(t6, r3);
    }
    i3.__P = i3.__n = null;
  }
  if (i3 = t5.__k) for (e3 = 0; e3 < i3.length; e3++) i3[e3] && J(i3[e3], r3, "function" != typeof t5.type || u3 && !t5.props.__P);
  !u3 && (i3 = t5.__c) && (i3 = i3.__z) && (f3 = B(i3, o3 = [])) && (i3 == t5.__e && o3.some(g), g(f3), g(i3)), u3 || g(t5.__e), t5.__e = t5.__c = t5.__ = null;
}
function K(n3, t5, r3) {
  return this.constructor(n3, r3);
}
function Q(t5, r3) {
  var u3, i3, f3, o3;
  n.__ && n.__(t5, r3), 9 == r3.nodeType && (r3 = r3.documentElement), i3 = (u3 = t5 && 32 & t5.__u) ? null : r3.__k, r3.__k = m($, { children: [t5] }), f3 = [], o3 = [], z(r3, r3.__k, i3 || p, p, r3.namespaceURI, i3 ? null : r3.firstChild ? d.call(r3.childNodes) : null, f3, i3 ? i3.__e : r3.firstChild, u3, o3), E(f3, r3.__k, o3), r3.__k.props.children = null;
}
n = { __e: function(n3, t5, r3, u3) {
  for (var i3, o3, e3; t5 = t5.__; ) if ((i3 = t5.__c) && !(1 & i3.__g)) {
    i3.__g |= 4;
    try {
      if ((e3 = (o3 = i3.constructor) && o3.getDerivedStateFromError) && i3.setState(o3.getDerivedStateFromError(n3)), i3.componentDidCatch && (i3.componentDidCatch(n3, u3 || {}), e3 = 1), e3 && 8 & i3.__g) return void (i3.__g |= 2);
    } catch (t6) {
      n3 = t6;
    }
  }
  throw f = 0, n3;
} }, t = 0, r = function(n3) {
  return null != n3 && n3.constructor === h;
}, x.prototype.setState = function(n3, t5) {
  var r3 = this.__s;
  r3 && r3 != this.state || (r3 = this.__s = _({}, this.state)), "function" == typeof n3 && (n3 = n3(_({}, r3), this.props)), n3 && (_(r3, n3), this.__v && (t5 && this.__k.push(t5), L(this)));
}, x.prototype.forceUpdate = function(n3) {
  this.__v && (this.__g |= 4, n3 && this.__h.push(n3), L(this));
}, x.prototype.render = $, u = [], f = 0, o = function(n3, t5) {
  return n3.__v.__b - t5.__v.__b;
}, e = /* @__PURE__ */ Symbol(), l = /(PointerCapture)$|Capture$/i, c = 0, a = {}, s = 0;

// pwa/node_modules/preact/hooks/dist/hooks.mjs
var t2;
var r2;
var u2;
var i2;
var o2 = Object.is;
var f2 = 0;
var c2 = [];
var e2 = [];
var a2 = n;
var v2 = a2.__b;
var l2 = a2.__r;
var m2 = a2.diffed;
var h2 = a2.__c;
var s2 = a2.unmount;
var p2 = a2.__;
function y2(n3, t5) {
  a2.__h && a2.__h(r2, n3, f2 || t5), f2 = 0;
  var u3 = r2.__H || (r2.__H = { __: [], __h: [] });
  return n3 >= u3.__.length && u3.__.push({}), u3.__[n3];
}
function d2(n3) {
  return f2 = 1, _2(G2, n3);
}
function _2(n3, u3, i3) {
  var f3 = y2(t2++, 2);
  if (f3.t = n3, !f3.__c && (f3.__ = [i3 ? i3(u3) : G2(void 0, u3), function(n4) {
    var t5 = (f3.__N || f3.__)[0], r3 = f3.t(t5, n4);
    o2(t5, r3) || (f3.__N = [r3, f3.__[1]], f3.__c.setState({}));
  }], f3.__c = r2, !r2.__f)) {
    r2.__f = true;
    var c3 = r2.shouldComponentUpdate;
    r2.shouldComponentUpdate = function(n4, t5, r3) {
      var u4 = this.__H;
      if (!u4) return true;
      var i4 = false, f4 = this.props != n4;
      if (u4.__.some(function(n5) {
        n5.__N && (i4 = true, o2(n5.__[0], n5.__N[0]) || (f4 = true));
      }), c3) {
        var e3 = c3.call(this, n4, t5, r3);
        return i4 ? e3 || f4 : e3;
      }
      return !i4 || f4;
    };
  }
  return f3.__;
}
function A2(n3, u3) {
  var i3 = y2(t2++, 3);
  !a2.__s && E2(i3.__H, u3) && (i3.__P = true, i3.__ = n3, i3.u = u3, r2.__H.__h.push(i3));
}
function F2(n3, u3) {
  var i3 = y2(t2++, 4);
  !a2.__s && E2(i3.__H, u3) && (i3.__P = false, i3.__ = n3, i3.u = u3, r2.__h.push(i3));
}
function T2(n3) {
  return f2 = 5, w2(function() {
    return { current: n3 };
  }, []);
}
function w2(n3, r3) {
  var u3 = y2(t2++, 7);
  return E2(u3.__H, r3) && (u3.__ = n3(), u3.__H = r3), u3.__;
}
function g2() {
  var n3;
  do {
    for (; n3 = e2.shift(); ) try {
      C2(n3);
    } catch (t6) {
      a2.__e(t6, { __: (n3 = n3.__P) && n3.__v });
    }
    for (; n3 = c2.shift(); ) {
      var t5 = n3.__H;
      if (n3.__P && t5) try {
        t5.__h.some(C2), t5.__h.some(D2), t5.__h = [];
      } catch (r3) {
        t5.__h = [], a2.__e(r3, n3.__v);
      }
    }
  } while (e2.length);
}
a2.__b = function(n3) {
  r2 = null, v2 && v2(n3);
}, a2.__ = function(n3, t5) {
  n3 && t5.__k && t5.__k.__m && (n3.__m = t5.__k.__m), p2 && p2(n3, t5);
}, a2.__r = function(n3) {
  l2 && l2(n3), t2 = 0;
  var i3 = (r2 = n3.__c).__H;
  i3 && (u2 == r2 ? r2.__h = [] : (i3.__h.some(C2), i3.__h.some(D2), t2 = 0), i3.__h = [], i3.__.some(function(n4) {
    n4.__N && (n4.__ = n4.__N), n4.u = n4.__N = void 0;
  })), u2 = r2;
}, a2.diffed = function(n3) {
  m2 && m2(n3);
  var t5 = n3.__c;
  t5 && t5.__H && (t5.__H.__h.length && B2(c2.push(t5)), t5.__H.__.some(function(n4) {
    n4.u && (n4.__H = n4.u);
  })), u2 = r2 = null;
}, a2.__c = function(n3, t5) {
  t5.some(function(n4) {
    try {
      n4.__h.some(C2), n4.__h = n4.__h.filter(function(n5) {
        return !n5.__ || D2(n5);
      });
    } catch (t6) {
      n4.__h = [function() {
        throw t6;
      }];
    }
  }), h2 && h2(n3, t5);
}, a2.unmount = function(n3) {
  s2 && s2(n3);
  var t5, r3, u3 = n3.__c;
  u3 && u3.__H && (u3.__H.__.some(function(u4) {
    try {
      if (u4.__P && u4.__c) {
        if (void 0 === r3) {
          for (r3 = n3.__; r3 && (!r3.__c || !r3.__c.__P); ) r3 = r3.__;
          r3 = r3 && r3.__c;
        }
        u4.__P = r3, B2(e2.push(u4));
      } else C2(u4);
    } catch (n4) {
      t5 = n4;
    }
  }), u3.__H = void 0, t5 && a2.__e(t5, u3.__v));
};
var k2 = "function" == typeof requestAnimationFrame;
function z2(n3) {
  var t5, r3 = function() {
    clearTimeout(u3), k2 && cancelAnimationFrame(t5), setTimeout(n3);
  }, u3 = setTimeout(r3, 35);
  k2 && (t5 = requestAnimationFrame(r3));
}
function B2(n3) {
  1 != n3 && i2 == a2.requestAnimationFrame || ((i2 = a2.requestAnimationFrame) || z2)(g2);
}
function C2(n3) {
  var t5 = r2, u3 = n3.__c;
  "function" == typeof u3 && (n3.__c = void 0, u3()), r2 = t5;
}
function D2(n3) {
  var t5 = r2;
  n3.__c = n3.__(), r2 = t5;
}
function E2(n3, t5) {
  return !n3 || n3.length != t5.length || t5.some(function(t6, r3) {
    return !o2(t6, n3[r3]);
  });
}
function G2(n3, t5) {
  return "function" == typeof t5 ? t5(n3) : t5;
}

// pwa/app/data.js
var LOCAL_ORDER = 1e9;
var dbPromise;
var cache = /* @__PURE__ */ new Map();
var removed = /* @__PURE__ */ new Set();
var listeners = /* @__PURE__ */ new Set();
function db() {
  dbPromise ??= (async () => {
    if (!self.tarockBoot) await import("/app/boot.js");
    const { database, snapshot } = (
      /** @type {NonNullable<typeof self.tarockBoot>} set by boot.js, run above */
      self.tarockBoot()
    );
    const { wrap } = await import("./chunk-EXVRAEOU.js");
    adopt(await snapshot);
    return wrap(await database);
  })();
  return dbPromise;
}
var adopted = false;
function adopt(early) {
  if (adopted) return;
  adopted = true;
  if (early?.view && !writes) earlyViews.set(early.sheet.id, early.view);
  if (early?.entries && !cache.has(early.sheet.id)) {
    cache.set(early.sheet.id, { sheet: early.sheet, entries: new Map(early.entries.map((e3) => [e3.id, e3])) });
  }
}
function subscribe(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
var changes = 0;
function emit(sheetId) {
  changes += 1;
  for (const fn of listeners) fn(sheetId);
}
function changeCount() {
  return changes;
}
var VIEW = "tarock:sheet-view:2";
var writes = 0;
var earlyViews = /* @__PURE__ */ new Map();
var viewKey = (id) => `${VIEW}
${id}`;
var isView = (view) => Array.isArray(view?.rows) && Array.isArray(view.players) && !!view.totals && !!view.next;
function lastView(id) {
  const raw = localStorage.getItem(VIEW);
  const early = earlyViews.get(id);
  if (!raw?.startsWith(`${id}
`)) return isView(early) ? early : null;
  try {
    const view = JSON.parse(raw.slice(id.length + 1));
    return isView(view) ? view : null;
  } catch {
    return null;
  }
}
function keepView(id, view, stamp) {
  if (writes || stamp !== changes) return;
  try {
    localStorage.setItem(VIEW, `${id}
${JSON.stringify(view)}`);
  } catch {
    localStorage.removeItem(VIEW);
  }
  keepStoredView(id, view, stamp).catch(() => {
  });
}
async function keepStoredView(id, view, stamp) {
  const d3 = await db();
  if (writes || stamp !== changes || removed.has(id)) return;
  await d3.put("settings", view, viewKey(id));
}
function dropView(id) {
  earlyViews.delete(id);
  if (localStorage.getItem(VIEW)?.startsWith(`${id}
`)) localStorage.removeItem(VIEW);
}
async function writing(id, write) {
  dropView(id);
  writes += 1;
  try {
    return await write();
  } finally {
    writes -= 1;
  }
}
function uuid() {
  return crypto.randomUUID();
}
async function listSheets() {
  return (await (await db()).getAll("sheets")).sort((a3, b) => b.created_at > a3.created_at ? 1 : -1);
}
async function getSetting(key2, fallback = null) {
  return await (await db()).get("settings", key2) ?? fallback;
}
async function setSetting(key2, value2) {
  await (await db()).put("settings", value2, key2);
}
async function loadSheet(id) {
  if (cache.has(id)) return cache.get(id);
  const d3 = await db();
  if (cache.has(id)) return cache.get(id);
  const sheet = await d3.get("sheets", id);
  if (!sheet) return null;
  const entries = new Map((await d3.getAllFromIndex("entries", "sheet", id)).map((e3) => [e3.id, e3]));
  const item = { sheet, entries };
  cache.set(id, item);
  return item;
}
function cached(id) {
  return cache.get(id) ?? null;
}
function putSheet(sheet, { revive = false } = {}) {
  if (removed.has(sheet.id) && !revive) return Promise.resolve();
  removed.delete(sheet.id);
  return writing(sheet.id, async () => {
    const tx = (await db()).transaction(["sheets", "settings"], "readwrite");
    tx.objectStore("sheets").put(sheet);
    tx.objectStore("settings").delete(viewKey(sheet.id));
    await tx.done;
    const item = cache.get(sheet.id);
    if (item) item.sheet = sheet;
    emit(sheet.id);
    emit(null);
  });
}
function deleteSheet(id) {
  removed.add(id);
  return writing(id, async () => {
    const d3 = await db();
    const tx = d3.transaction(["sheets", "entries", "settings"], "readwrite");
    tx.objectStore("settings").delete(viewKey(id));
    for (const key2 of await tx.objectStore("entries").index("sheet").getAllKeys(id)) {
      tx.objectStore("entries").delete(key2);
    }
    tx.objectStore("sheets").delete(id);
    await tx.done;
    cache.delete(id);
    emit(null);
  });
}
async function putEntries(sheetId, entries) {
  if (!entries.length || removed.has(sheetId)) return;
  await writing(sheetId, async () => {
    const d3 = await db();
    const tx = d3.transaction(["entries", "settings"], "readwrite");
    tx.objectStore("settings").delete(viewKey(sheetId));
    for (const e3 of entries) tx.objectStore("entries").put(e3);
    await tx.done;
    const item = cache.get(sheetId);
    if (item) for (const e3 of entries) item.entries.set(e3.id, e3);
    emit(sheetId);
  });
}
async function changeEntries(sheetId, ids, fn) {
  if (!ids.length || removed.has(sheetId)) return [];
  return writing(sheetId, async () => {
    const d3 = await db();
    const tx = d3.transaction(["entries", "settings"], "readwrite");
    const store = tx.objectStore("entries");
    const changed2 = [];
    for (const id of ids) {
      const next = fn(await store.get(id), id);
      if (next) {
        store.put(next);
        changed2.push(next);
      }
    }
    if (changed2.length) tx.objectStore("settings").delete(viewKey(sheetId));
    await tx.done;
    const item = cache.get(sheetId);
    if (item) for (const e3 of changed2) item.entries.set(e3.id, e3);
    if (changed2.length) emit(sheetId);
    return changed2;
  });
}
async function editEntry(sheetId, id, patch) {
  const [entry] = await changeEntries(
    sheetId,
    [id],
    (stored) => stored && { ...stored, ...patch(stored), revision: stored.revision + 1, dirty: true, updated_at: (/* @__PURE__ */ new Date()).toISOString() }
  );
  return entry ?? null;
}
async function getEntry(sheetId, id) {
  const item = await loadSheet(sheetId);
  return item?.entries.get(id) ?? null;
}
function nextOrder(item) {
  let max = LOCAL_ORDER;
  for (const e3 of item.entries.values()) max = Math.max(max, e3.order);
  return max + 1;
}
async function earlySheet() {
  if (!self.tarockBoot) await import("/app/boot.js");
  const early = await /** @type {NonNullable<typeof self.tarockBoot>} set by boot.js, run above */
  self.tarockBoot().snapshot;
  adopt(early);
  return (early && cache.get(early.sheet.id)) ?? null;
}

// pwa/app/later.js
var UNDO_MS = 8e3;
var waiting = /* @__PURE__ */ new Map();
var listeners2 = /* @__PURE__ */ new Map();
var key = (kind, id) => `${kind}:${id}`;
function changed(kind) {
  for (const fn of listeners2.get(kind) ?? []) fn();
}
function onLater(kind, fn) {
  if (!listeners2.has(kind)) listeners2.set(kind, /* @__PURE__ */ new Set());
  listeners2.get(kind).add(fn);
  return () => listeners2.get(kind).delete(fn);
}
var isLater = (kind, id) => waiting.has(key(kind, id));
function later(kind, id, step, { after = UNDO_MS } = {}) {
  const k3 = key(kind, id);
  clearTimeout(waiting.get(k3)?.timer);
  const entry = { running: false, timer: 0 };
  entry.timer = setTimeout(async () => {
    if (waiting.get(k3) !== entry) return;
    entry.running = true;
    try {
      await step();
    } catch (err) {
      console.error(err);
    } finally {
      if (waiting.get(k3) === entry) waiting.delete(k3);
      changed(kind);
    }
  }, after);
  waiting.set(k3, entry);
  changed(kind);
}
function undoLater(kind, id) {
  const k3 = key(kind, id);
  const entry = waiting.get(k3);
  if (!entry || entry.running) return false;
  clearTimeout(entry.timer);
  waiting.delete(k3);
  changed(kind);
  return true;
}

// pwa/app/byname.js
function own(obj, name) {
  return obj != null && Object.hasOwn(obj, name) ? obj[name] : void 0;
}
function setOwn(obj, name, value2) {
  if (Object.hasOwn(obj, name)) obj[name] = value2;
  else Object.defineProperty(obj, name, { value: value2, writable: true, enumerable: true, configurable: true });
  return obj;
}

// pwa/app/amounts.js
function gcd(a3, b) {
  while (b) [a3, b] = [b, a3 % b];
  return Math.abs(a3) || 1;
}
function parts(value2) {
  if (typeof value2 === "number") return [value2, 1];
  const [p3, q2] = String(value2).split("/").map(Number);
  return [p3, q2 || 1];
}
function make(p3, q2) {
  const g3 = gcd(p3, q2);
  const [n3, d3] = [p3 / g3, q2 / g3];
  return d3 === 1 ? n3 : `${n3}/${d3}`;
}
function add(a3, b) {
  if (typeof a3 === "number" && typeof b === "number") return a3 + b;
  const [p3, q2] = parts(a3);
  const [r3, s3] = parts(b);
  return make(p3 * s3 + r3 * q2, q2 * s3);
}
function neg(a3) {
  const [p3, q2] = parts(a3);
  return make(-p3, q2);
}
function value(a3) {
  const [p3, q2] = parts(a3);
  return p3 / q2;
}
function isZero(a3) {
  return parts(a3)[0] === 0;
}
function sumInto(target, amounts, sign = 1) {
  for (const [k3, v3] of Object.entries(amounts || {})) {
    setOwn(target, k3, add(own(target, k3) ?? 0, sign < 0 ? neg(v3) : v3));
  }
  return target;
}
function format(a3, { plus = false } = {}) {
  const [p3, q2] = parts(a3);
  const sign = p3 < 0 ? "−" : plus && p3 > 0 ? "+" : "";
  const whole = Math.floor(Math.abs(p3) / q2);
  const half = q2 === 2 ? "½" : q2 === 1 ? "" : `+${Math.abs(p3) % q2}/${q2}`;
  return `${sign}${whole || !half ? whole : ""}${half}`;
}
var moneyFormats = /* @__PURE__ */ new Map();
function formatMoney(cents, lang2 = "de", { plus = false } = {}) {
  if (!moneyFormats.has(lang2)) {
    moneyFormats.set(lang2, new Intl.NumberFormat(lang2 === "de" ? "de-AT" : "en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 3 }));
  }
  const v3 = value(cents) / 100;
  return `${v3 < 0 ? "−" : plus && v3 > 0 ? "+" : ""}${moneyFormats.get(lang2).format(Math.abs(v3))}`;
}

// pwa/app/shortnames.js
function budget(width, columns) {
  const perColumn = (width - 47) / Math.max(1, columns);
  return Math.max(3, Math.floor(perColumn / 9.5));
}
function shortNames(players, max) {
  const heads = players.map((name) => shorten(name, max));
  const clashing = repeated(heads);
  const told = heads.map((head, i3) => clashing.has(head) ? withLastWord(players[i3], max) ?? head : head);
  const still = repeated(told);
  return told.map((head, i3) => {
    if (!still.has(head)) return head;
    const seat = String(i3 + 1);
    return `${[...head.replace(/\.$/, "")].slice(0, Math.max(1, max - seat.length - 1)).join("")}.${seat}`;
  });
}
function repeated(heads) {
  const seen = /* @__PURE__ */ new Map();
  for (const head of heads) seen.set(head, (seen.get(head) ?? 0) + 1);
  return new Set(heads.filter((head) => seen.get(head) > 1));
}
function withLastWord(name, max) {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return null;
  const last = words[words.length - 1];
  const first = [...words[0]];
  const room = max - [...last].length - 1;
  if (first.length <= room) return `${words[0]} ${last}`;
  return room >= 2 ? `${first.slice(0, room - 1).join("")}. ${last}` : null;
}
function shorten(name, max) {
  const letters = [...name];
  if (letters.length <= max) return name;
  const first = name.split(/\s+/)[0];
  if (first && [...first].length <= max) return first;
  return `${letters.slice(0, max - 1).join("").trimEnd()}.`;
}

// pwa/engine/familytable.js
var FAMILIES = Object.freeze({
  koenigrufen: Object.freeze({ id: "koenigrufen", deck: "tarock", tableSizes: [4, 5], active: 4, hasPot: false }),
  haferltarock: Object.freeze({ id: "haferltarock", deck: "german", tableSizes: [3, 4], active: 3, hasPot: true })
});
var family = (id) => typeof id === "string" && Object.hasOwn(FAMILIES, id) ? FAMILIES[id] : FAMILIES.koenigrufen;
var familyOfProfile = (doc) => family(doc?.family);
var tableSizes = (doc) => doc?.table?.sizes ?? familyOfProfile(doc).tableSizes;
var activeSeats = (doc) => doc?.table?.active ?? familyOfProfile(doc).active;

// pwa/app/model.js
var LEDGERS = ["points", "money_cents"];
function nextInSeating(players, player) {
  return players[(players.indexOf(player) + 1) % players.length];
}
var sheetFamily = (sheet) => familyOfProfile(sheet.profile_data);
function seating(players, dealer, active = 4) {
  const i3 = players.indexOf(dealer);
  const out = players.length > active;
  let order = [...players.slice(i3 + 1), ...players.slice(0, i3 + 1)];
  if (out) order = order.slice(0, active);
  return { forehand: order[0], active: order, sittingOut: out ? dealer : null };
}
var sheetSeating = (sheet, dealer) => seating(sheet.players, dealer, activeSeats(sheet.profile_data));
function gameName(sheet, id) {
  return sheet.profile_data?.games?.[id]?.name ?? id;
}
function zeroTotals(players) {
  return Object.fromEntries(LEDGERS.map((l3) => [l3, Object.fromEntries(players.map((p3) => [p3, 0]))]));
}
function ordered(entries) {
  return [...entries].sort((a3, b) => a3.order - b.order);
}
function live(entries) {
  return ordered(entries).filter((e3) => !e3.deleted);
}
function nextDealer(sheet, liveEntries) {
  const last = liveEntries[liveEntries.length - 1];
  return last ? nextInSeating(sheet.players, last.dealer) : sheet.first_dealer;
}
function startTotals(sheet) {
  const out = zeroTotals(sheet.players);
  if (sheet.carry) for (const l3 of LEDGERS) for (const p3 of sheet.players) setOwn(out[l3], p3, own(sheet.carry[l3] ?? {}, p3) ?? 0);
  return out;
}
function shownNames(sheet) {
  const names = sheet.display_names ?? {};
  return Object.fromEntries(sheet.players.map((p3) => [p3, Object.hasOwn(names, p3) ? names[p3] : p3]));
}
function shownName(sheet, seat) {
  const names = sheet.display_names ?? {};
  return typeof seat === "string" && sheet.players.includes(seat) && Object.hasOwn(names, seat) ? names[seat] : seat;
}
function leavers(sheet) {
  const out = /* @__PURE__ */ new Set();
  for (const l3 of LEDGERS) for (const name of Object.keys(sheet.carry?.[l3] ?? {})) if (!sheet.players.includes(name)) out.add(name);
  return [...out];
}
function carryView(sheet) {
  if (!sheet.carry) return null;
  const left = Object.fromEntries(LEDGERS.map((l3) => [l3, {}]));
  for (const name of leavers(sheet)) {
    const amounts = LEDGERS.map((l3) => own(sheet.carry[l3] ?? {}, name) ?? 0);
    if (amounts.every(isZero)) continue;
    for (const [i3, l3] of LEDGERS.entries()) setOwn(left[l3], name, amounts[i3]);
  }
  return { seats: startTotals(sheet), left };
}
function rows(sheet, liveEntries, opening = null) {
  const running = startTotals(sheet);
  if (opening) for (const l3 of LEDGERS) sumInto(running[l3], opening[l3]);
  return liveEntries.map((entry, i3) => {
    const result = entry.result || { points: {}, money_cents: {} };
    for (const l3 of LEDGERS) sumInto(running[l3], result[l3]);
    const { forehand, sittingOut } = sheetSeating(sheet, entry.dealer);
    return {
      pot: entry.pot_total ?? null,
      n: i3 + 1,
      entry,
      dealer: entry.dealer,
      forehand: entry.record.forehand || forehand,
      sittingOut,
      result,
      running: { points: { ...running.points }, money_cents: { ...running.money_cents } }
    };
  });
}
function totals(sheet, liveEntries) {
  const out = startTotals(sheet);
  if (sheetFamily(sheet).hasPot) {
    for (const p3 of sheet.players) {
      setOwn(out.points, p3, -sheet.stake);
      setOwn(out.money_cents, p3, -sheet.stake * sheet.cents_per_point);
    }
  }
  for (const e3 of liveEntries) for (const l3 of LEDGERS) sumInto(out[l3], e3.result?.[l3]);
  return out;
}
function syncState(sheet, entries) {
  let unsynced = sheet.role === "edit" && !sheet.remote.created ? 1 : 0;
  if (sheet.role === "edit" && sheet.meta_pending) unsynced += 1;
  let conflicts = 0;
  for (const e3 of entries) {
    if (e3.dirty) unsynced += 1;
    if (e3.conflict) conflicts += 1;
  }
  return { unsynced, conflicts, error: !!sheet.sync_error, deleted: !!sheet.remote.deleted };
}
function sheetView({ sheet, all, rows: rowList, next, opening }, { shown = Infinity, drawn = Infinity } = {}) {
  const visible = rowList.slice(Math.max(0, rowList.length - shown));
  const rows2 = visible.slice(Math.max(0, visible.length - drawn));
  const fromFirst = rows2.length === rowList.length;
  const last = rowList[rowList.length - 1];
  const start = opening ? { points: opening.points, money_cents: opening.money_cents } : startTotals(sheet);
  const carry = carryView(sheet);
  const view = {
    title: sheet.title,
    players: sheet.players,
    editable: sheet.role === "edit",
    syncError: sheet.sync_error ?? null,
    sync: syncState(sheet, all),
    conflicts: all.filter((e3) => e3.conflict).map((e3) => e3.id),
    next,
    opening: fromFirst ? opening : null,
    earlier: rowList.length - visible.length,
    rows: rows2.map((row) => ({
      id: row.entry.id,
      n: row.n,
      state: row.entry.conflict ? "conflict" : row.entry.dirty ? "dirty" : "",
      dealer: row.dealer,
      forehand: row.forehand,
      sittingOut: row.sittingOut,
      running: row.running,
      result: { points: row.result.points, money_cents: row.result.money_cents },
      pot: row.pot,
      potChange: row.entry.result?.pot ?? null
    })),
    totals: last ? last.running : start,
    pot: opening ? last ? last.pot : opening.pot : null,
    // the "Übertrag" line, above the first deal as the stake line is (absent in a view kept by an older app)
    carry: fromFirst ? carry : null,
    left: carry?.left ?? null
    // those who left carry their part of the sum
  };
  return sheet.display_names && Object.keys(sheet.display_names).length ? shownView(view, sheet) : view;
}
function shownView(view, sheet) {
  const name = (p3) => shownName(sheet, p3);
  const keyed = (obj) => obj && Object.fromEntries(Object.entries(obj).map(([p3, v3]) => [name(p3), v3]));
  const ledgers = (obj) => obj && { ...obj, points: keyed(obj.points), money_cents: keyed(obj.money_cents) };
  return {
    ...view,
    players: view.players.map(name),
    next: {
      ...view.next,
      dealer: name(view.next.dealer),
      forehand: name(view.next.forehand),
      sittingOut: name(view.next.sittingOut),
      active: view.next.active?.map(name)
    },
    opening: view.opening && ledgers(view.opening),
    carry: view.carry && { ...view.carry, seats: ledgers(view.carry.seats) },
    rows: view.rows.map((row) => ({
      ...row,
      dealer: name(row.dealer),
      forehand: name(row.forehand),
      sittingOut: name(row.sittingOut),
      running: ledgers(row.running),
      result: ledgers(row.result)
    })),
    totals: ledgers(view.totals)
  };
}
function isZeroSum(amounts) {
  return isZero(Object.values(amounts).reduce((a3, b) => add(a3, b), 0));
}
function stats(sheet, rowList, opening = null) {
  const out = Object.fromEntries(sheet.players.map((p3) => [p3, { deals: 0, declarer: 0, won: 0, points: 0, money_cents: 0 }]));
  for (const row of rowList) {
    const { active } = sheetSeating(sheet, row.dealer);
    for (const p3 of active) own(out, p3).deals += 1;
    const declarer = row.result.declarer;
    const theirs = declarer ? own(out, declarer) : void 0;
    if (theirs && row.entry.record.game !== "trischaken") {
      theirs.declarer += 1;
      if (value(own(row.result.points, declarer) ?? 0) > 0) theirs.won += 1;
    }
  }
  const last = rowList[rowList.length - 1];
  for (const p3 of sheet.players) {
    const mine = own(out, p3);
    const stake = (opening ? value(own(opening.points, p3) ?? 0) : 0) + value(own(sheet.carry?.points ?? {}, p3) ?? 0);
    const begun = opening ?? startTotals(sheet);
    mine.points = (last ? own(last.running.points, p3) : own(begun.points, p3)) ?? 0;
    mine.money_cents = (last ? own(last.running.money_cents, p3) : own(begun.money_cents, p3)) ?? 0;
    mine.average = mine.deals ? (value(mine.points) - stake) / mine.deals : 0;
  }
  return out;
}
function payout(balances) {
  const names = Object.keys(balances).filter((p3) => !isZero(own(balances, p3)));
  const n3 = names.length;
  const full = (1 << n3) - 1;
  const sum = new Array(full + 1).fill(0);
  const best = new Array(full + 1).fill(0);
  const from = new Array(full + 1).fill(-1);
  for (let mask = 1; mask <= full; mask++) {
    const low = mask & -mask;
    sum[mask] = add(sum[mask ^ low], own(balances, names[31 - Math.clz32(low)]));
    best[mask] = -1;
    for (let i3 = 0; i3 < n3; i3++) {
      if (mask & 1 << i3 && best[mask ^ 1 << i3] > best[mask]) {
        best[mask] = best[mask ^ 1 << i3];
        from[mask] = i3;
      }
    }
    if (isZero(sum[mask])) best[mask] += 1;
  }
  const groups = [];
  let group = [];
  for (let mask = full; mask; ) {
    const i3 = from[mask];
    group.push(names[i3]);
    mask ^= 1 << i3;
    if (isZero(sum[mask])) {
      groups.push(group);
      group = [];
    }
  }
  const transfers = [];
  for (const g3 of groups) transfers.push(...settleGroup(g3, balances));
  return transfers;
}
function settleGroup(group, balances) {
  const left = new Map(group.map((p3) => [p3, own(balances, p3)]));
  const out = [];
  for (; ; ) {
    const open = group.filter((p3) => !isZero(left.get(p3)));
    if (open.length < 2) return out;
    const debtor = open.reduce((a3, b) => value(left.get(a3)) <= value(left.get(b)) ? a3 : b);
    const creditor = open.reduce((a3, b) => value(left.get(a3)) >= value(left.get(b)) ? a3 : b);
    const amount2 = value(neg(left.get(debtor))) < value(left.get(creditor)) ? neg(left.get(debtor)) : left.get(creditor);
    out.push({ from: debtor, to: creditor, cents: amount2 });
    left.set(debtor, add(left.get(debtor), amount2));
    left.set(creditor, add(left.get(creditor), neg(amount2)));
  }
}
function series(sheet, rowList, ledger = "points", opening = null) {
  const start = (p3) => (opening ? value(own(opening[ledger], p3) ?? 0) : 0) + value(own(sheet.carry?.[ledger] ?? {}, p3) ?? 0);
  return Object.fromEntries(sheet.players.map((p3) => [p3, [start(p3), ...rowList.map((r3) => value(own(r3.running[ledger], p3) ?? 0))]]));
}

// pwa/node_modules/htm/dist/htm.module.js
var n2 = function(t5, s3, r3, e3) {
  var u3;
  s3[0] = 0;
  for (var h3 = 1; h3 < s3.length; h3++) {
    var p3 = s3[h3++], a3 = s3[h3] ? (s3[0] |= p3 ? 1 : 2, r3[s3[h3++]]) : s3[++h3];
    3 === p3 ? e3[0] = a3 : 4 === p3 ? e3[1] = Object.assign(e3[1] || {}, a3) : 5 === p3 ? (e3[1] = e3[1] || {})[s3[++h3]] = a3 : 6 === p3 ? e3[1][s3[++h3]] += a3 + "" : p3 ? (u3 = t5.apply(a3, n2(t5, a3, r3, ["", null])), e3.push(u3), a3[0] ? s3[0] |= 2 : (s3[h3 - 2] = 0, s3[h3] = u3)) : e3.push(a3);
  }
  return e3;
};
var t3 = /* @__PURE__ */ new Map();
function htm_module_default(s3) {
  var r3 = t3.get(this);
  return r3 || (r3 = /* @__PURE__ */ new Map(), t3.set(this, r3)), (r3 = n2(this, r3.get(s3) || (r3.set(s3, r3 = (function(n3) {
    for (var t5, s4, r4 = 1, e3 = "", u3 = "", h3 = [0], p3 = function(n4) {
      1 === r4 && (n4 || (e3 = e3.replace(/^\s*\n\s*|\s*\n\s*$/g, ""))) ? h3.push(0, n4, e3) : 3 === r4 && (n4 || e3) ? (h3.push(3, n4, e3), r4 = 2) : 2 === r4 && "..." === e3 && n4 ? h3.push(4, n4, 0) : 2 === r4 && e3 && !n4 ? h3.push(5, 0, true, e3) : r4 >= 5 && ((e3 || !n4 && 5 === r4) && (h3.push(r4, 0, e3, s4), r4 = 6), n4 && (h3.push(r4, n4, 0, s4), r4 = 6)), e3 = "";
    }, a3 = 0; a3 < n3.length; a3++) {
      a3 && (1 === r4 && p3(), p3(a3));
      for (var l3 = 0; l3 < n3[a3].length; l3++) t5 = n3[a3][l3], 1 === r4 ? "<" === t5 ? (p3(), h3 = [h3], r4 = 3) : e3 += t5 : 4 === r4 ? "--" === e3 && ">" === t5 ? (r4 = 1, e3 = "") : e3 = t5 + e3[0] : u3 ? t5 === u3 ? u3 = "" : e3 += t5 : '"' === t5 || "'" === t5 ? u3 = t5 : ">" === t5 ? (p3(), r4 = 1) : r4 && ("=" === t5 ? (r4 = 5, s4 = e3, e3 = "") : "/" === t5 && (r4 < 5 || ">" === n3[a3][l3 + 1]) ? (p3(), 3 === r4 && (h3 = h3[0]), r4 = h3, (h3 = h3[0]).push(2, 0, r4), r4 = 0) : " " === t5 || "	" === t5 || "\n" === t5 || "\r" === t5 ? (p3(), r4 = 2) : e3 += t5), 3 === r4 && "!--" === e3 && (r4 = 4, h3 = h3[0]);
    }
    return p3(), h3;
  })(s3)), r3), arguments, [])).length > 1 ? r3 : r3[0];
}

// pwa/app/strings.js
var de = {
  "app.title": "Tarock-Punkteliste",
  back: "Zurück",
  loading: "Lädt …",
  "nav.label": "Bereiche der Liste",
  "nav.sheet": "Liste",
  "nav.evening": "Abend",
  "nav.check": "Prüfen",
  "nav.share": "Teilen",
  "update.ready": "Eine neue Version ist da.",
  "update.after_save": "Neue Version – nach dem Speichern des Spiels.",
  "update.reload": "Neu laden",
  "sync.ok": "synchron",
  "sync.pending": "{n} nicht synchron",
  "sync.conflicts": "{n} Konflikte",
  "sync.conflicts.one": "1 Konflikt",
  "sync.error": "Sync-Fehler",
  "sync.deleted": "gelöscht",
  "sync.error_detail": "Der Server nimmt die Liste nicht an ({status}): {detail}",
  "sheets.title": "Meine Listen",
  "sheets.empty": "Noch keine Liste. Leg eine neue an – sie funktioniert auch ohne Netz.",
  "sheets.new": "Neue Liste",
  "sheets.deals": "{n} Spiele",
  "sheets.deals.one": "1 Spiel",
  "sheets.delete": "Liste „{title}“ löschen",
  "sheets.deleted": "Liste gelöscht.",
  "sheets.leader": "Vorne",
  "sheets.readonly": "nur lesen",
  "new.title": "Neue Liste",
  "new.sheet_title": "Titel",
  "new.title_placeholder": "z. B. Freitagsrunde",
  "new.players": "Spieler",
  "new.count": "Anzahl der Spieler",
  "new.n_players": "{n} Spieler",
  "new.seating_hint": "In Sitzreihenfolge: gespielt und gegeben wird der Reihe nach.",
  "new.player_n": "Spieler {n}",
  "new.move_up": "Spieler {n} nach oben",
  "new.move_down": "Spieler {n} nach unten",
  "new.suggestions": "Namen von früher",
  "new.first_dealer": "Wer gibt zuerst?",
  "new.profile": "Regeln",
  "new.cents": "Cent pro Punkt",
  "new.house_rules": "Hausregeln",
  "new.need_names": "Bitte alle Namen eintragen.",
  "new.title_invisible": "Der Titel enthält ein unsichtbares Steuerzeichen ({char}): bitte entfernen.",
  "new.create": "Liste anlegen",
  "sheet.untitled": "Liste ohne Titel",
  "sheet.missing": "Nicht gefunden",
  "sheet.deleted": "Diese Liste wurde gelöscht.",
  "sheet.deleted_hint": "Auf dem Server gibt es sie nicht mehr: Sie wurde auf einem anderen Gerät gelöscht. Hier bleibt sie, bis du sie entfernst.",
  "sheet.remove_here": "Von diesem Gerät entfernen",
  "sheet.missing_text": "Diese Liste (oder dieses Spiel) gibt es auf diesem Gerät nicht.",
  "sheet.unit": "Anzeige",
  "sheet.points": "Punkte",
  "sheet.money": "Geld",
  "sheet.next": "Geber: {dealer} · Vorhand: {forehand}",
  "sheet.caption": "Punkteliste: je Spiel die Punkte und der Stand jedes Spielers",
  "sheet.earlier": "{n} frühere Spiele zeigen",
  "sheet.sits_out": "setzt aus",
  "sheet.dealer": "G = Geber",
  "sheet.forehand": "V = Vorhand",
  "sheet.no_deals": "Noch kein Spiel eingetragen.",
  "sheet.zero_sum": "Summe 0 ✓",
  "sheet.not_zero_sum": "Summe nicht 0!",
  "sheet.legend": "G Geber · V Vorhand · klein: das Spiel, groß: der Stand",
  "sheet.new_deal": "+ Spiel eintragen",
  "conflict.banner": "{n} Spiele wurden auch auf einem anderen Gerät geändert.",
  "conflict.open": "Ansehen",
  "conflict.title": "Zwei Fassungen",
  "conflict.text": "Dieses Spiel wurde auf einem anderen Gerät anders eingetragen. Welche Fassung gilt?",
  "conflict.refused": "Der Server nimmt dieses Spiel nicht an: {detail}",
  "conflict.theirs": "Anderes Gerät",
  "conflict.mine": "Dieses Gerät",
  "conflict.deleted": "gelöscht",
  "conflict.keep_mine": "Meine behalten",
  "conflict.take_theirs": "Die andere übernehmen",
  "deal.title": "Spiel eintragen",
  "deal.edit_title": "Spiel ändern",
  "deal.seat": "Geber: {dealer} · Vorhand: {forehand}",
  "deal.sits_out": "{p} setzt aus",
  "deal.game": "Spiel",
  "deal.declarer": "Spieler",
  "deal.vorhand_only": "Dieses Spiel spielt nach diesen Regeln nur die Vorhand ({p}).",
  "deal.partner": "Partner (gerufener König)",
  "deal.self": "selbst",
  "deal.talon": "König im Talon",
  "deal.king": "Gerufener König",
  "deal.conceded": "Geschleift (gleich aufgegeben)",
  "deal.bird": "Vogel",
  "deal.outcome": "Ausgang",
  "deal.won": "gewonnen",
  "deal.lost": "verloren",
  "deal.points": "Punkte P/B",
  "deal.points_pad": "Punkte des Spielers (Punkte/Blatt)",
  "deal.tricks": "Stiche des Spielers",
  "deal.kontra": "Kontra",
  "deal.kontra_game": "Kontra auf das Spiel",
  "deal.kontra_by": "Kontra von {p}",
  "deal.trischaken": "Trischaken",
  "deal.trischaken_hint": "Punkte (P/B) und Stiche je Spieler; der letzte wird ergänzt (70 Punkte, 12 Stiche).",
  "deal.player": "Spieler",
  "deal.tr_points": "Punkte",
  "deal.tr_tricks": "Stiche",
  "deal.tr_points_of": "Punkte von {p}",
  "deal.tr_tricks_of": "Stiche von {p}",
  "deal.premiums": "Prämien",
  "deal.add_premium": "Prämie hinzufügen",
  "deal.remove": "{name} entfernen",
  "deal.side": "Seite",
  "deal.side.declarer": "Spieler",
  "deal.side.opponents": "Gegner",
  "deal.silent": "still",
  "deal.announced": "angesagt",
  "deal.made": "gemacht",
  "deal.failed": "verloren",
  "deal.more": "Außerdem",
  "deal.writing_error": "Schreibfehler",
  "deal.renonce_who": "Wer hat renonciert?",
  "deal.renonce_rule": "Welche Regel?",
  "deal.dealer": "Geber",
  "deal.preview": "Abrechnung",
  "deal.save": "Speichern",
  "refusal.detail": "Meldung der Regeln",
  "refusal.malformed": "{field}: Die Angabe ist so nicht lesbar.",
  "refusal.not-allowed": "{field}: Nach diesen Regeln in diesem Spiel nicht erlaubt.",
  "refusal.inconsistent": "{field}: Passt nicht zu den übrigen Angaben.",
  "refusal.rule-error": "{field}: So lässt sich das Spiel nicht abrechnen.",
  "refusal.field": "Eine Angabe",
  "refusal.inconsistent.declarer_augen": "Diese Augenzahl kann kein Blatt ergeben.",
  "refusal.inconsistent.won": "Gewonnen oder verloren passt nicht zu den Punkten bzw. Stichen.",
  "refusal.inconsistent.declarer_points": "Die Punkte des Spielers passen nicht zu den übrigen Angaben.",
  "refusal.inconsistent.premiums.n.won": "Diese Prämie kann so nicht gemacht sein (zu wenig Punkte oder Spiel verloren).",
  "refusal.not-allowed.premiums.n.name": "Diese Prämie gibt es in diesem Spiel nicht.",
  "refusal.not-allowed.declarer": "Dieses Spiel darf nach diesen Regeln nur die Vorhand spielen.",
  "refusal.not-allowed.partner": "Dieses Spiel wird allein gespielt: kein Partner.",
  "refusal.inconsistent.partner": "Der Partner passt nicht: Liegt der König im Talon oder ruft der Spieler sich selbst, spielt er allein.",
  "refusal.not-allowed.game": "Dieses Spiel wird nach diesen Regeln nicht gespielt.",
  "refusal.not-allowed.conceded": "Dieses Spiel kann nicht geschleift werden.",
  "refusal.inconsistent.conceded": "Schleifen geht nur, wenn der gerufene König im Talon liegt.",
  "refusal.inconsistent.trischaken.points": "Die Punkte aller Spieler ergeben zusammen nicht 70.",
  "refusal.inconsistent.trischaken.tricks": "Die Stiche passen nicht: zusammen 12, und wer keinen Stich hat, hat keine Punkte.",
  "refusal.inconsistent.declarer": "Dieser Spieler kann dieses Spiel hier nicht spielen.",
  "refusal.inconsistent.renonce.rule": "Diese Renonce-Regel passt nicht zu diesem Spiel.",
  "field.renonce": "Renonce",
  "field.valat": "Valat",
  "field.forehand": "Vorhand",
  "need.game": "Welches Spiel?",
  "need.declarer": "Wer hat gespielt?",
  "need.partner": "Wer hatte den gerufenen König?",
  "need.outcome": "Gewonnen oder verloren?",
  "need.trischaken": "Punkte der Spieler eintragen (den letzten rechnet die App aus).",
  "numpad.delete": "Löschen",
  "numpad.slash": "Schrägstrich (Blatt)",
  "kontra.0": "ohne",
  "row.title": "Spiel {n}",
  "row.deleted_title": "Gelöschtes Spiel",
  "row.open": "Spiel {n} ansehen",
  "row.total": "Zusammen",
  "row.edit": "Ändern",
  "row.delete": "Löschen",
  "row.deleted": "Spiel gelöscht.",
  "row.undo": "Rückgängig",
  "row.restore": "Wiederherstellen",
  "row.is_deleted": "Dieses Spiel ist gelöscht und zählt nicht.",
  "row.check": "Mit Papier vergleichen",
  "check.title": "Papier prüfen",
  "check.deal": "Spiel {n}",
  "check.which": "Welches Spiel?",
  "check.hint": "Trag ein, was auf dem Papier steht; die Abweichung steht gleich daneben.",
  "check.written": "Papier",
  "check.written_of": "Auf dem Papier für {p}",
  "check.computed": "Gerechnet",
  "check.difference": "Differenz",
  "check.save": "Papierwerte speichern",
  "check.audit": "Ganze Liste nachrechnen",
  "check.audit_hint": "{n} Spiele haben Papierwerte. Der Server rechnet alle nach und erklärt jede Abweichung.",
  "check.run": "Nachrechnen",
  "check.offline": "Dafür braucht es Netz.",
  "check.all_ok": "Alle {n} geprüften Spiele stimmen.",
  "check.differ": "{n} von {of} geprüften Spielen weichen ab.",
  "evening.title": "Der Abend",
  "evening.chart": "Verlauf",
  "evening.chart_label": "Linien: Stand jedes Spielers nach jedem der {n} Spiele",
  "evening.stats": "Statistik",
  "evening.deals": "Spiele",
  "evening.declarer": "Gespielt",
  "evening.won": "Gewonnen",
  "evening.average": "Ø/Spiel",
  "evening.points": "Punkte",
  "evening.money": "Geld",
  "evening.payout": "Abrechnung",
  "evening.nothing": "Niemand schuldet jemandem etwas.",
  "evening.pays": "{from} zahlt {to} {amount} €",
  "share.title": "Teilen",
  "share.view": "Zum Mitlesen",
  "share.view_hint": "Wer diesen Link öffnet, sieht die Liste, kann aber nichts ändern.",
  "share.edit": "Zum Mitschreiben",
  "share.edit_hint": "Wer diesen Link öffnet, kann Spiele eintragen – nur an Mitspieler geben.",
  "share.qr": "QR-Code: {what}",
  "share.link": "Link: {what}",
  "share.copy": "Link kopieren",
  "share.send": "Senden …",
  "share.not_yet": "Die Liste ist noch nicht am Server; der Link funktioniert, sobald sie synchronisiert ist.",
  "export.title": "Exportieren",
  "import.button": "Liste importieren (JSON)",
  "import.failed": "Import fehlgeschlagen",
  "import.format": "keine exportierte Tarock-Liste",
  "import.entry": "Spiel {n}: {reason}",
  "join.title": "Geteilte Liste",
  "link.invalid_title": "Ungültiger Link",
  "link.invalid": "Dieser Link ist ungültig.",
  "link.invalid_hint": "Er ist unvollständig oder verändert. Öffne den ganzen Link noch einmal oder lass ihn dir neu schicken.",
  "join.offline": "Zum ersten Öffnen braucht es Netz.",
  "join.failed": "Die Liste lässt sich nicht öffnen ({status}).",
  "pot.name": "Haferl",
  "pot.left": "Im Haferl: {amount}",
  "pot.left_end": "Im Haferl bleiben {amount} € (die Regeln teilen es nicht auf).",
  "pot.before": "Im Haferl vor dem Spiel: {n}",
  "sheet.stake_row": "Einsatz",
  "new.stake": "Einsatz ins Haferl",
  "new.stake_hint": "Jeder zahlt ihn zu Beginn ins Haferl, und wieder, wenn das Haferl nicht zahlen kann.",
  "new.stake_bad": "Der Einsatz ist eine ganze Zahl von 1 bis {max}.",
  "deal.trump": "Trumpf",
  "deal.augen": "Augen des Spielers",
  "deal.augen_pad": "Augen des Spielers eingeben",
  "deal.thrown_in": "Zusammengeworfen",
  "need.trump": "Welcher Trumpf?",
  "need.breach": "Wer hat gegen eine Regel verstoßen?",
  "deal.breach": "Regelverstoß",
  "deal.breach_who": "Wer hat verstoßen? (Das Spiel ist für seine Seite verloren.)",
  "suit.E": "Eichel",
  "suit.G": "Gras",
  "suit.H": "Herz",
  "suit.S": "Schellen",
  // h19-life: a sheet's life (rename, archive, continue with a changed table, delete)
  "life.menu": "Liste verwalten: Namen, neue Runde, Archiv, löschen",
  "life.title": "Liste verwalten",
  "life.view_only": "Mit dem Lese-Link kannst du die Liste nur ansehen; umbenennen, archivieren und weiterführen geht mit dem Bearbeiten-Link.",
  "life.rename": "Spieler umbenennen",
  "life.rename_hint": "Tippfehler oder Spitzname: Nur der angezeigte Name ändert sich, alle Spiele bleiben beim Spieler.",
  "life.name_of": "Name von {name}",
  "life.rename_save": "Namen speichern",
  "life.renamed": "Namen gespeichert.",
  "life.continue": "Runde geändert? Weiter auf neuer Liste",
  "life.continue_hint": "Wenn jemand dazukommt, geht oder die Sitzordnung wechselt: Die neue Liste übernimmt die Stände, Neue beginnen bei 0, und die Abrechnung des Abends zählt beide Listen.",
  "life.table_size": "Am Tisch sitzen {sizes} Spieler.",
  "life.or": " oder ",
  "life.leaves": "{name} geht",
  "life.joins": "Wer kommt dazu?",
  "life.add": "Dazu",
  "life.continue_start": "Neue Liste beginnen",
  "life.continued": "Neue Liste – die Stände laufen weiter.",
  "life.continued_badge": "Fortsetzung",
  "life.evening": "Der Abend",
  "life.continues": "Fortsetzung von „{title}“",
  "life.continues_elsewhere": "Fortsetzung einer Liste, die nicht auf diesem Gerät ist",
  "life.continued_by": "Weiter auf „{title}“",
  "life.continued_by_elsewhere": "Weiter auf einer neuen Liste (wird geladen …)",
  "life.carry": "Übertrag",
  "life.archive_title": "Archiv",
  "life.archive_section": "Archiv ({n})",
  "life.archive_hint": "Archivierte Listen stehen nicht mehr oben, sondern unten im Archiv – auf allen Geräten der Runde. Wiederherstellen geht jederzeit.",
  "life.archived_hint": "Diese Liste ist archiviert.",
  "life.archive": "Archivieren",
  "life.archived": "Liste archiviert.",
  "life.restore": "Wiederherstellen",
  "life.restore_named": "Liste „{title}“ wiederherstellen",
  "life.restored": "Liste wiederhergestellt.",
  "life.delete_title": "Löschen",
  "life.delete_hint": "Löscht die Liste auf diesem Gerät und auf dem Server, für alle Geräte. Ein paar Sekunden lang kannst du es rückgängig machen.",
  "life.delete_hint_view": "Entfernt die Liste von diesem Gerät. Ein paar Sekunden lang kannst du es rückgängig machen.",
  "life.delete": "Liste löschen",
  // h19-form:
  "conflict.banner.one": "1 Spiel wurde auch auf einem anderen Gerät geändert.",
  "conflict.what": "Angabe",
  "conflict.same": "Beide Fassungen haben dieselben Angaben.",
  "conflict.replaced_title": "Deine Fassung wurde ersetzt",
  "conflict.replaced_text": "Ein anderes Gerät hat dieses Spiel danach anders eingetragen; jetzt gilt seine Fassung. Deine ist hier aufgehoben.",
  "conflict.now": "Jetzt (anderes Gerät)",
  "conflict.yours": "Deine Fassung",
  "conflict.restore": "Meine wiederherstellen",
  "conflict.accept": "Passt so",
  "diff.entry": "Eintrag",
  "diff.counts": "zählt",
  "diff.yes": "ja",
  "diff.points": "Punkte",
  "diff.tricks": "Stiche",
  "diff.augen": "Augen",
  "diff.paper": "Papierwerte",
  "diff.note": "Notiz",
  "deal.premium_state": "{name}: still oder angesagt, gemacht oder verloren",
  "deal.state.silent-made": "still gemacht",
  "deal.state.silent-lost": "still verloren",
  "deal.state.announced-made": "angesagt gemacht",
  "deal.state.announced-lost": "angesagt verloren",
  "deal.tr_so_far": "Bisher {sum} von 70 Punkten.",
  // h19-tariff: the round's tariff, the new-sheet form's reasons, the settings screen
  "tariff.title": "Tarif: Spielwerte und Prämien",
  "tariff.games": "Spiel",
  "tariff.value": "Wert",
  "tariff.premiums": "Prämie",
  "tariff.announced": "angesagt",
  "tariff.silent": "still",
  "tariff.rule": "Regel: {value}",
  "tariff.value_of": "{name}: Wert",
  "tariff.side_of": "{name}: {side}",
  "tariff.kontra_money": "Kontra verdoppelt nach diesen Regeln nur das Geld, nicht die Punkte auf der Liste (bis {top}).",
  "tariff.kontra_points": "Kontra verdoppelt nach diesen Regeln Punkte und Geld (bis {top}).",
  "tariff.kontra_none": "Nach diesen Regeln wird nicht kontriert.",
  "tariff.preview": "Beispiel",
  "tariff.preview_game": "Beispielspiel",
  "tariff.sample": "{declarer} gewinnt {game}",
  "tariff.sample_partner": " mit {partner}",
  "tariff.sample_points": ", 40 Punkte",
  "tariff.sample_augen": ", 61 Augen",
  "tariff.sample_kontra": ", kontriert",
  "tariff.sample_pagat": ", Pagat angesagt und gemacht",
  "tariff.preview_for": "Für {player}",
  "tariff.preview_here": "Mit diesem Tarif",
  "tariff.preview_rule": "Nach den Regeln",
  "tariff.preview_points": "Punkte",
  "tariff.preview_money": "Geld",
  "tariff.preview_none": "Mit diesen Regeln lässt sich kein Beispiel rechnen.",
  "tariff.sheet_title": "Tarif der Liste",
  "tariff.sheet_hint": "Die Regeln einer Liste gelten, wie sie angelegt wurde; für andere Werte eine neue Liste anlegen.",
  "tariff.house_rules": "Hausregeln der Liste",
  "tariff.no_house_rules": "Keine: die Regeln wie geschrieben.",
  "hr.on": "ja",
  "hr.off": "nein",
  "new.name_long": "Höchstens {max} Zeichen – dieser Name hat {n}.",
  "new.title_long": "Höchstens {max} Zeichen – dieser Titel hat {n}.",
  "new.fix_marked": "Bitte die {n} markierten Angaben ändern.",
  "new.fix_marked.one": "Bitte die markierte Angabe ändern.",
  "settings.title": "Einstellungen",
  "settings.language": "Sprache",
  "settings.theme": "Darstellung",
  "settings.theme.system": "wie das Gerät",
  "settings.theme.light": "hell",
  "settings.theme.dark": "dunkel",
  "settings.new_sheets": "Für neue Listen",
  "settings.profile": "Regeln",
  "settings.cents": "Cent pro Punkt",
  "settings.cents_hint": "Leer lassen: der Wert der Regeln.",
  "settings.own_name": "Mein Name auf diesem Gerät",
  "settings.own_name_hint": "Steht bei einer neuen Liste schon als erster Spieler da.",
  "settings.saved": "Gespeichert.",
  // h19-sheet:
  "sheet.earlier.one": "1 früheres Spiel zeigen",
  "evening.chart_label.one": "Linien: Stand jedes Spielers nach dem 1. Spiel",
  // h20-pwa:
  "round.section": "Runden",
  "round.none": "Eine Runde hält die Abende derselben Leute zusammen: Jahreswertung, Statistik, ein Link für alle.",
  "round.summary": "{members} Mitglieder · {evenings} Abende",
  "round.new": "Neue Runde",
  "round.name": "Name der Runde",
  "round.members": "Mitglieder",
  "round.members_hint": "Alle, die in dieser Runde spielen; an einem Abend spielen vier oder fünf von ihnen.",
  "round.member_n": "Mitglied {n}",
  "round.add_member": "Mitglied hinzufügen",
  "round.add": "Hinzufügen",
  "round.need_members": "Bitte mindestens vier Mitglieder eintragen.",
  "round.need_name": "Bitte einen Namen eintragen.",
  "round.kitty_percent": "Kassa in Prozent",
  "round.kitty_hint": "Dieser Anteil vom Gewinn jedes Abends geht in die Kassa der Runde (0: keine Kassa).",
  "round.create": "Runde anlegen",
  "round.title": "Runde",
  "round.nav": "Die Runde",
  "round.season": "Saison",
  "round.share": "Teilen",
  "round.new_evening": "Neuer Abend",
  "round.evening_of": "Ein Abend der Runde „{title}“, mit ihren Regeln.",
  "round.pick": "Wer spielt heute?",
  "round.pick_sizes": "{sizes} Mitglieder antippen, in Sitzreihenfolge.",
  "round.or": " oder ",
  "round.pick_hint": "Bitte die Spieler des Abends wählen.",
  "round.evenings": "Abende",
  "round.no_evenings": "Noch kein Abend.",
  "round.rename": "Umbenennen",
  "round.rename_named": "{name} umbenennen",
  "round.save": "Speichern",
  "round.readonly": "Nur lesen: diese Runde wurde mit dem Leselink geöffnet.",
  "round.missing": "Diese Runde ist nicht auf diesem Gerät.",
  "round.deleted": "Diese Runde wurde gelöscht.",
  "round.join": "Runde öffnen",
  "round.share_view_hint": "Wer diesen Link öffnet, sieht die Runde und alle ihre Abende, kann aber nichts eintragen.",
  "round.share_edit_hint": "Wer diesen Link öffnet, bekommt die Runde mit allen Abenden und kann mitschreiben.",
  "season.title": "Saison",
  "season.period": "Zeitraum",
  "season.year": "Dieses Jahr",
  "season.range": "Von – bis",
  "season.all": "Immer",
  "season.from": "Von",
  "season.to": "Bis",
  "season.standing": "Wertung",
  "season.evening_count": "{n} Abende",
  "season.evening_count.one": "1 Abend",
  "season.member": "Mitglied",
  "season.evenings": "Abende",
  "season.money": "€",
  "season.chart_label": "Linien: Stand jedes Mitglieds nach jedem der {n} Abende",
  "season.chart_label.one": "Linien: Stand jedes Mitglieds nach dem 1. Abend",
  "season.deals": "Spiele",
  "season.avg_evening": "Ø/Abend",
  "season.avg_deal": "Ø/Spiel",
  "season.best": "Bester Abend",
  "season.worst": "Schlechtester",
  "season.partner": "Partner gewonnen",
  "season.declared": "Gespielt",
  "season.game_won": "{game} {won}/{n}",
  "season.kitty": "Kassa",
  "season.kitty_total": "In die Kassa ({percent} % vom Gewinn): {amount} €",
  "season.csv": "Als CSV",
  "season.json": "Als JSON",
  "season.print": "Drucken",
  "season.csv_member": "Mitglied",
  "season.csv_evenings": "Abende",
  "season.csv_deals": "Spiele",
  "season.csv_points": "Punkte",
  "season.csv_money": "Euro",
  "season.csv_avg_evening": "Punkte pro Abend",
  "season.csv_avg_deal": "Punkte pro Spiel",
  "season.csv_date": "Datum",
  "season.csv_evening": "Abend",
  "season.csv_kitty": "Kassa (Euro)",
  "season.server_line": "Kontra gegeben {given}, gewonnen {won} · Prämien angesagt {announced}, gemacht {made} · Renonce {renonces} · Trischaken verloren {trischaken}",
  "sheet.names_hint": "Namen gekürzt: antippen zeigt den ganzen Namen.",
  // h19-names: the sheet's carried-over line, the sum with those who left the table
  "sheet.carry_row": "Übertrag",
  "sheet.carry_title": "Übertrag: der Stand des Abends aus der vorigen Liste",
  "sheet.left_carry": "mit dem Übertrag von {names} (nicht mehr am Tisch)",
  // h20-finish: a sheet joins or leaves a round later; a round archived, restored, deleted
  "round.in_round": "Diese Liste gehört zur Runde",
  "round.not_in_round": "Diese Liste gehört zu keiner Runde.",
  "round.leave": "Aus der Runde nehmen",
  "round.leave_hint": "Die Liste bleibt, wie sie ist; sie zählt nur nicht mehr zur Saison der Runde.",
  "round.left": "Die Liste gehört nicht mehr zur Runde „{title}“.",
  "round.join_hint": "Diese Liste einer Runde zuordnen: ihre Abende zählen dann zur Saison der Runde.",
  "round.join_none": "Auf diesem Gerät gibt es keine Runde, in die du schreiben darfst.",
  "round.join_pick": "Runde",
  "round.join_seats": "Wer ist wer? Für jeden Platz das Mitglied der Runde wählen.",
  "round.join_choose": "Bitte wählen",
  "round.join_new": "Neues Mitglied: {name}",
  "round.join_need": "Bitte für jeden Platz ein Mitglied wählen.",
  "round.join_twice": "Ein Mitglied kann nur einen Platz haben.",
  "round.join_go": "Zur Runde hinzufügen",
  "round.joined": "Die Liste gehört jetzt zur Runde „{title}“.",
  "round.life": "Runde verwalten",
  "round.archive": "Runde archivieren",
  "round.restore": "Runde wiederherstellen",
  "round.archive_hint": "Eine archivierte Runde steht unten im Archiv der Runden; nichts geht verloren.",
  "round.archived_hint": "Diese Runde ist archiviert. Wiederherstellen holt sie zurück in die Liste.",
  "round.archived": "Runde archiviert.",
  "round.restored": "Runde wiederhergestellt.",
  "round.archive_section": "Archiv der Runden ({n})",
  "round.delete": "Runde löschen",
  "round.delete_hint": "Löscht die Runde für alle, die sie haben. Ihre Listen bleiben als einzelne Listen erhalten.",
  "round.delete_hint_view": "Entfernt die Runde von diesem Gerät. Ihre Listen bleiben als einzelne Listen erhalten.",
  "round.deleted_toast": "Runde gelöscht.",
  // round20: a round's settings changed later, and their conflicts
  "rounddiff.title": "Name der Runde",
  "rounddiff.profile": "Regeln neuer Abende",
  "rounddiff.house_rules": "Hausregeln und Tarif",
  "rounddiff.cents_per_point": "Cent pro Punkt",
  "rounddiff.kitty_percent": "Kassa",
  "rounddiff.cents": "{n} Cent pro Punkt",
  "rounddiff.cents.one": "1 Cent pro Punkt",
  "rounddiff.kitty": "{n} % in die Kassa",
  "rounddiff.no_kitty": "keine Kassa",
  "rounddiff.rules": "{n} eigene Regeln",
  "rounddiff.rules.one": "1 eigene Regel",
  "rounddiff.no_rules": "wie im Regelwerk",
  "roundconflict.text": "Ein anderes Gerät hat dieselben Einstellungen der Runde inzwischen anders geändert. Welche gelten?",
  "roundconflict.replaced_title": "Deine Änderung wurde ersetzt",
  "roundconflict.replaced_text": "Ein anderes Gerät hat die Runde danach anders eingestellt; jetzt gilt seine Fassung. Deine ist hier aufgehoben.",
  "roundconflict.badge": "Zwei Fassungen",
  "roundsettings.title": "Einstellungen der Runde",
  "roundsettings.hint": "Gilt für neue Abende; gespielte Abende behalten ihre Regeln.",
  "roundsettings.need_title": "Bitte einen Namen für die Runde eintragen.",
  "roundsettings.saved": "Gespeichert.",
  "season.chart_label_money": "Linien: Geld jedes Mitglieds in Cent nach jedem der {n} Abende",
  "season.chart_label_money.one": "Linien: Geld jedes Mitglieds in Cent nach dem 1. Abend",
  // check21: the deal checked card by card (issue 21)
  "verify.title": "Nachprüfen",
  "verify.open": "Karten nachprüfen",
  "verify.step_talon": "Talon: die {n} Karten antippen (erst die eine Hälfte, dann die andere).",
  "verify.step_stock": "Stock: die {n} Karten antippen.",
  "verify.step_taken": "Welche Talonhälfte nahm {p}?",
  "verify.half": "{n}. Hälfte",
  "verify.step_discard": "{p} legt ab: {n} Karten antippen.",
  "verify.step_play": "{t}. Stich: {p} ist dran.",
  "verify.step_done": "Alle Karten sind eingegeben.",
  "verify.undo": "Letzte Karte zurück",
  "verify.cut": "Hier abbrechen",
  "verify.resume": "Weiter eingeben",
  "verify.ask": "Diese Karten wurden nicht gespielt: wer hatte sie?",
  "verify.ask_card": "Wer hatte {card}?",
  "verify.deck": "Karten",
  "verify.talon": "Talon",
  "verify.stock": "Stock",
  "verify.discard": "Abgelegt",
  "verify.trick": "{t}. Stich",
  "verify.takes": "sticht: {p}",
  "verify.result": "Ergebnis",
  "verify.no_findings": "Kein Regelverstoß.",
  "verify.findings": "Regelverstöße",
  "verify.finding_trick": "{t}. Stich",
  "verify.finding_before": "Vor dem 1. Stich",
  "verify.allowed": "Erlaubt waren: {cards}",
  "verify.points": "Kartenpunkte",
  "verify.declarer_side": "Spieler",
  "verify.opponents_side": "Gegner",
  "verify.premiums": "Prämien",
  "verify.premium_won": "gewonnen",
  "verify.premium_lost": "verloren",
  "verify.premium_open": "offen",
  "verify.announced": "angesagt",
  "verify.settlement": "Abrechnung",
  "verify.no_settlement": "Ein abgebrochenes Spiel ohne Regelverstoß hat keine Abrechnung.",
  "verify.apply": "Auf die Liste übernehmen",
  "verify.applied": "Übernommen: das Spiel ist geändert, die alte Fassung bleibt im Verlauf.",
  "verify.kept": "Diese Prüfung ist mit dem Spiel gespeichert.",
  "verify.conceded": "Ein geschleiftes Spiel hat keine Stiche zum Nachprüfen.",
  "verify.refused": "Das geht so nicht: {text}",
  "verify.played_by": "{p}: {card}",
  "verify.trump": "Trumpf {suit}",
  "verify.step_cut": "Abgebrochen nach {n} Stichen.",
  "verify.step_cut.one": "Abgebrochen nach dem 1. Stich.",
  "verify.other_lead": "Nicht {p} spielte aus?",
  "verify.who_led": "Wer spielte aus?",
  "verify.led_instead": "{p} spielte aus, an der Reihe war {q}.",
  "verify.save": "Karten beim Spiel speichern",
  "verify.saved": "Die Karten sind beim Spiel gespeichert; das Spiel bleibt, wie es war.",
  "verify.open_alone": "Spiel nachprüfen",
  "verify.alone_hint": "Ein Spiel Karte für Karte prüfen, ohne Liste: Regeln, Spieler (Vorhand zuerst) und Spiel wählen.",
  "verify.players": "Spieler, Vorhand zuerst",
  "verify.player_n": "Spieler {n}",
  "verify.trump_pick": "Trumpf",
  "verify.start": "Karten eingeben",
  "verify.change": "Spiel ändern",
  // a round's own rule set (issue 22, customrules.js)
  "custom.title": "Eigenes Regelwerk",
  "custom.hint": "Was oben bei Regeln und Tarif geändert ist, als Regelwerk eurer Runde: mit eigenem Namen, fest in der Liste gespeichert, und jedes Handy, das die Liste öffnet, rechnet danach.",
  "custom.keep": "Als eigenes Regelwerk anlegen",
  "custom.keep_hint": "Auf Basis von „{base}“; ein offizieller Name ist nicht erlaubt.",
  "custom.name": "Name des Regelwerks",
  "custom.name_placeholder": "z. B. Stammtisch Linz",
  "custom.need_name": "Bitte dem Regelwerk einen Namen geben.",
  "custom.differs": "Unterschiede zu „{base}“",
  "custom.same_as_base": "Noch keine: die Regeln wie in „{base}“.",
  "custom.sum.valat_premium": "Valat zählt {silent}/{announced} zusätzlich",
  "custom.sum.valat_factor": "Valat ersetzt das Spiel ×{silent}/×{announced}",
  "custom.sum.valat_solo_double": ", im Solospiel doppelt",
  "custom.sum.buergermeister": "Trischaken mit Bürgermeister",
  "custom.sum.no_buergermeister": "Trischaken ohne Bürgermeister",
  "custom.sum.besserdreier": "Besserdreier wird gespielt",
  "custom.sum.no_besserdreier": "kein Besserdreier",
  "custom.sum.games_off": "ohne {names}",
  "custom.sum.premiums_off": "Prämien nicht erlaubt: {names}",
  "custom.sum.game_value": "{game} zählt {value}",
  "custom.sum.premium_value": "{premium} {side} zählt {value}",
  "custom.sample_valat": "Beispiel: {declarer} gewinnt Rufer mit {partner} und macht einen angesagten Valat.",
  "custom.sample_trischaken": "Beispiel: Trischaken, {loser} verliert mit 36/2.",
  "custom.sample_trischaken_tie": "Beispiel: Trischaken, zwei gleichauf mit den meisten Punkten (25/0).",
  "custom.sample_jungfrau": "Beispiel: Trischaken, einer ohne Stich.",
  "custom.player": "Spieler",
  "custom.own": "Eigene Regeln",
  "custom.base_rules": "Basis",
  "custom.sheet_title": "Eigenes Regelwerk",
  "custom.sheet_base": "„{name}“ auf Basis von „{base}“; jedes Handy mit dieser Liste rechnet danach.",
  // turnier23: tournaments (issue 23)
  "tour.open": "Turniere (Veranstalter)",
  "tour.list_title": "Meine Turniere",
  "tour.none": "Noch kein Turnier auf diesem Gerät.",
  "tour.new": "Neues Turnier",
  "tour.f_title": "Name des Turniers",
  "tour.f_date": "Datum",
  "tour.f_place": "Ort",
  "tour.f_rounds": "Durchgänge",
  "tour.f_deals": "Spiele je Tisch und Durchgang",
  "tour.f_ends": "Ein Durchgang endet",
  "tour.ends_table": "nach einer festen Zahl von Spielen je Tisch",
  "tour.ends_dealer": "wenn jeder am Tisch gleich oft gegeben hat",
  "tour.f_dealer": "Wie oft gibt jeder?",
  "tour.f_players": "Spieler (einer je Zeile)",
  "tour.create": "Turnier anlegen",
  "tour.online": "Ein Turnier wird am Server angelegt und gelost: dafür braucht dieses Gerät Netz. Die Tische schreiben auch ohne Netz.",
  "tour.offline": "Kein Netz. Bitte gleich noch einmal versuchen.",
  "tour.failed": "Das hat nicht geklappt ({status}).",
  "tour.err_names": "Zwei Spieler heißen gleich. Bitte unterscheiden (z. B. „Anna B.“).",
  "tour.err_seat": "So viele Spieler lassen sich nicht an Tische zu 4 und 5 setzen (6, 7 und 11 gehen nicht).",
  "tour.err_order": "Erst den laufenden Durchgang abschließen – oder alle Durchgänge sind gespielt.",
  "tour.err_title": "Bitte einen Namen für das Turnier angeben.",
  "tour.err_players": "Bitte mindestens einen Spieler eintragen.",
  "tour.missing": "Dieses Turnier ist nicht auf diesem Gerät.",
  "tour.gone": "Dieses Turnier gibt es am Server nicht mehr.",
  "tour.players": "Spieler ({n})",
  "tour.late": "Nachzügler",
  "tour.add": "Dazunehmen",
  "tour.withdraw": "Abmelden",
  "tour.withdraw_label": "{name} abmelden",
  "tour.withdrawn": "abgemeldet",
  "tour.joined": "ab Durchgang {n}",
  "tour.round": "Durchgang {n}",
  "tour.round_open": "läuft",
  "tour.round_closed": "abgeschlossen",
  "tour.draw": "Durchgang {n} auslosen",
  "tour.close": "Durchgang {n} abschließen",
  "tour.close_confirm": "Durchgang {n} abschließen? Danach schreibt kein Tisch mehr; korrigieren kann nur noch der Veranstalter.",
  "tour.table": "Tisch {n}",
  "tour.deals": "{deals} von {due} Spielen",
  "tour.deals.one": "{deals} von 1 Spiel",
  "tour.complete": "fertig",
  "tour.locked": "gesperrt",
  "tour.confirmed": "bestätigt",
  "tour.slips": "Tischzettel drucken",
  "tour.slips_title": "Tischzettel · Durchgang {n}",
  "tour.slip_scan": "Mit einem Handy scannen: es öffnet die Liste dieses Tisches und schreibt sie, auch ohne Netz.",
  "tour.slip_qr": "QR-Code für Tisch {n}",
  "tour.slip_link": "Link von Tisch {n}",
  "tour.print": "Drucken",
  "tour.no_tokens": "Die Tischlinks dieses Durchgangs sind nicht auf diesem Gerät: sie kommen nur einmal, bei der Auslosung.",
  "tour.live": "Live-Wertung",
  "tour.live_hint": "Öffentlich und nur zum Lesen: für den Beamer oder die Handys der Spieler.",
  "tour.live_qr": "QR-Code der Live-Wertung",
  "tour.live_open": "Live-Wertung öffnen",
  "tour.ranking": "Wertung",
  "tour.col_rank": "Platz",
  "tour.col_name": "Name",
  "tour.col_points": "Punkte",
  "tour.col_round": "D{n}",
  "tour.rounds_closed": "{closed} von {planned} Durchgängen abgeschlossen",
  "tour.as_of": "Stand {time} · aktualisiert sich selbst",
  "tour.stale": "Keine Verbindung – die Wertung zeigt den letzten Stand.",
  "tour.correct": "Korrigieren",
  "tour.correct_title": "Tisch {n} korrigieren",
  "tour.reason": "Grund der Korrektur",
  "tour.flip": "Gewonnen/verloren umdrehen",
  "tour.strike": "Spiel streichen",
  "tour.won": "gewonnen",
  "tour.lost": "verloren",
  "tour.struck": "gestrichen",
  "tour.need_reason": "Bitte zuerst den Grund der Korrektur angeben.",
  "tour.corrected": "Korrigiert; der Grund ist vermerkt.",
  "tour.corrections": "Korrekturen",
  "tour.no_deals": "An diesem Tisch ist noch kein Spiel eingetragen.",
  "tour.delete": "Turnier löschen",
  "tour.delete_confirm": "Das Turnier mit allen Tischlisten endgültig löschen?",
  "tour.deleted": "Das Turnier ist gelöscht.",
  "tour.csv": "Wertung als CSV",
  "tour.table_link": "Tischlink",
  "table.heading": "{title} · Durchgang {round} · Tisch {number}",
  "table.playing": "Nach dem letzten Spiel ({deals} von {due} geschrieben) bestätigt der Tisch hier sein Ergebnis.",
  "table.due": "Alle {due} Spiele sind geschrieben. Vergleicht die Summen am Tisch und bestätigt dann das Ergebnis für den Veranstalter.",
  "table.confirm": "Ergebnis bestätigen",
  "table.confirming": "Wird bestätigt …",
  "table.confirmed": "Der Tisch hat sein Ergebnis bestätigt ({time}). Der Veranstalter sieht es.",
  "table.locked": "Durchgang {round} ist abgeschlossen: das Ergebnis dieses Tisches ist gesperrt. Ändern kann es nur noch der Veranstalter.",
  "table.offline": "Zum Bestätigen braucht das Handy eine Verbindung. Die Spiele sind hier gespeichert; bestätigt, sobald es wieder online ist.",
  "table.unsent": "Noch sind nicht alle Spiele beim Veranstalter angekommen. Bestätigt, sobald das Handy online und die Liste synchron ist.",
  "table.failed": "Der Server nimmt die Bestätigung nicht an ({status}). Sagt es bitte dem Veranstalter.",
  "table.gone": "Der Veranstalter hat dieses Turnier gelöscht: es gibt nichts mehr zu bestätigen. Die Spiele bleiben auf diesem Handy.",
  "cup.title": "Cup-Wertung",
  "cup.gone": "Diesen Cup gibt es am Server nicht – oder der Link stimmt nicht.",
  "cup.best_of": "Es zählen die besten {n} Ergebnisse",
  "cup.best_of.one": "Es zählt das beste Ergebnis",
  "cup.tournaments": "{n} Turniere",
  "cup.tournaments.one": "1 Turnier",
  "cup.csv": "Wertung als CSV",
  "cup.counted": "Zählt",
  "cup.col_tournament": "T{n}",
  "cup.place": "{n}. Pl.",
  "cup.list": "Meine Cups",
  "cup.new": "Neuer Cup",
  "cup.f_title": "Name des Cups",
  "cup.f_points": "Punkte je Platz (1., 2., 3., …)",
  "cup.f_best": "Es zählen die besten … Ergebnisse",
  "cup.f_tournaments": "Turniere des Cups",
  "cup.create": "Cup anlegen",
  "cup.err_points": "Bitte die Punkte je Platz angeben, durch Beistriche getrennt, der bessere Platz nie weniger.",
  "cup.err_title": "Bitte einen Namen für den Cup angeben.",
  "tour.refused_title": "Nicht mehr an den Server gegangen",
  "tour.refused_locked": "Der Durchgang ist abgeschlossen, dieser Tisch ist gesperrt: das Spiel zählt nicht. Bitte dem Veranstalter sagen – er kann den Tisch mit einem Grund korrigieren.",
  "tour.refused_complete": "Dieser Tisch hat seine {due} Spiele schon gespielt: ein weiteres zählt nicht. Ein falsch eingetragenes Spiel hier ändern oder löschen."
};
var en = {
  "app.title": "Tarock score sheet",
  back: "Back",
  loading: "Loading …",
  "nav.label": "Parts of the sheet",
  "nav.sheet": "Sheet",
  "nav.evening": "Evening",
  "nav.check": "Check",
  "nav.share": "Share",
  "update.ready": "A new version is ready.",
  "update.after_save": "New version – after you save this deal.",
  "update.reload": "Reload",
  "sync.ok": "synced",
  "sync.pending": "{n} not synced",
  "sync.conflicts": "{n} conflicts",
  "sync.conflicts.one": "1 conflict",
  "sync.error": "sync error",
  "sync.deleted": "deleted",
  "sync.error_detail": "The server refuses this sheet ({status}): {detail}",
  "sheets.title": "My sheets",
  "sheets.empty": "No sheet yet. Start one – it works without network too.",
  "sheets.new": "New sheet",
  "sheets.deals": "{n} deals",
  "sheets.deals.one": "1 deal",
  "sheets.delete": "Delete sheet “{title}”",
  "sheets.deleted": "Sheet deleted.",
  "sheets.leader": "Leading",
  "sheets.readonly": "read only",
  "new.title": "New sheet",
  "new.sheet_title": "Title",
  "new.title_placeholder": "e.g. Friday round",
  "new.players": "Players",
  "new.count": "Number of players",
  "new.n_players": "{n} players",
  "new.seating_hint": "In seating order: play and dealing go round in this order.",
  "new.player_n": "Player {n}",
  "new.move_up": "Move player {n} up",
  "new.move_down": "Move player {n} down",
  "new.suggestions": "Names from earlier sheets",
  "new.first_dealer": "Who deals first?",
  "new.profile": "Rules",
  "new.cents": "Cents per point",
  "new.house_rules": "House rules",
  "new.need_names": "Please fill in every name.",
  "new.title_invisible": "The title holds an invisible control character ({char}): please remove it.",
  "new.create": "Create sheet",
  "sheet.untitled": "Untitled sheet",
  "sheet.missing": "Not found",
  "sheet.deleted": "This sheet was deleted.",
  "sheet.deleted_hint": "It is no longer on the server: it was deleted on another device. It stays here until you remove it.",
  "sheet.remove_here": "Remove from this device",
  "sheet.missing_text": "This sheet (or deal) is not on this device.",
  "sheet.unit": "Show",
  "sheet.points": "Points",
  "sheet.money": "Money",
  "sheet.next": "Dealer: {dealer} · Vorhand: {forehand}",
  "sheet.caption": "Score sheet: each deal's points and every player's running total",
  "sheet.earlier": "Show {n} earlier deals",
  "sheet.sits_out": "sits out",
  "sheet.dealer": "G = dealer",
  "sheet.forehand": "V = Vorhand (leads)",
  "sheet.no_deals": "No deal entered yet.",
  "sheet.zero_sum": "Sum 0 ✓",
  "sheet.not_zero_sum": "Sum is not 0!",
  "sheet.legend": "G dealer · V Vorhand · small: the deal, large: the total",
  "sheet.new_deal": "+ Enter a deal",
  "conflict.banner": "{n} deals were also changed on another device.",
  "conflict.open": "Look",
  "conflict.title": "Two versions",
  "conflict.text": "This deal was entered differently on another device. Which version holds?",
  "conflict.refused": "The server refuses this deal: {detail}",
  "conflict.theirs": "Other device",
  "conflict.mine": "This device",
  "conflict.deleted": "deleted",
  "conflict.keep_mine": "Keep mine",
  "conflict.take_theirs": "Take the other",
  "deal.title": "Enter a deal",
  "deal.edit_title": "Change a deal",
  "deal.seat": "Dealer: {dealer} · Vorhand: {forehand}",
  "deal.sits_out": "{p} sits out",
  "deal.game": "Game",
  "deal.declarer": "Declarer",
  "deal.vorhand_only": "By these rules only the Vorhand ({p}) plays this game.",
  "deal.partner": "Partner (called king)",
  "deal.self": "self",
  "deal.talon": "King in the talon",
  "deal.king": "Called king",
  "deal.conceded": "Conceded (schleifen)",
  "deal.bird": "Bird",
  "deal.outcome": "Outcome",
  "deal.won": "won",
  "deal.lost": "lost",
  "deal.points": "Points P/B",
  "deal.points_pad": "Declarer's points (points/cards)",
  "deal.tricks": "Declarer's tricks",
  "deal.kontra": "Kontra",
  "deal.kontra_game": "Kontra on the game",
  "deal.kontra_by": "Kontra by {p}",
  "deal.trischaken": "Trischaken",
  "deal.trischaken_hint": "Points (P/B) and tricks per player; the last is filled in (70 points, 12 tricks).",
  "deal.player": "Player",
  "deal.tr_points": "Points",
  "deal.tr_tricks": "Tricks",
  "deal.tr_points_of": "Points of {p}",
  "deal.tr_tricks_of": "Tricks of {p}",
  "deal.premiums": "Premiums",
  "deal.add_premium": "Add a premium",
  "deal.remove": "Remove {name}",
  "deal.side": "Side",
  "deal.side.declarer": "Declarer",
  "deal.side.opponents": "Opponents",
  "deal.silent": "silent",
  "deal.announced": "announced",
  "deal.made": "made",
  "deal.failed": "failed",
  "deal.more": "Also",
  "deal.writing_error": "Schreibfehler (counts 0)",
  "deal.renonce_who": "Who renounced?",
  "deal.renonce_rule": "Which rule?",
  "deal.dealer": "Dealer",
  "deal.preview": "Settlement",
  "deal.save": "Save",
  "refusal.detail": "The rules' message",
  "refusal.malformed": "{field}: this cannot be read.",
  "refusal.not-allowed": "{field}: not allowed in this game by these rules.",
  "refusal.inconsistent": "{field}: does not fit the other entries.",
  "refusal.rule-error": "{field}: the deal cannot be settled like this.",
  "refusal.field": "An entry",
  "refusal.inconsistent.declarer_augen": "No hand can make this number of Augen.",
  "refusal.inconsistent.won": "Won or lost does not match the points or tricks.",
  "refusal.inconsistent.declarer_points": "The declarer's points do not fit the other entries.",
  "refusal.inconsistent.premiums.n.won": "This premium cannot have been made (too few points, or the game was lost).",
  "refusal.not-allowed.premiums.n.name": "This game has no such premium.",
  "refusal.not-allowed.declarer": "By these rules only the Vorhand may play this game.",
  "refusal.not-allowed.partner": "This game is played alone: no partner.",
  "refusal.inconsistent.partner": "The partner does not fit: with the king in the talon or a self-call the declarer plays alone.",
  "refusal.not-allowed.game": "These rules do not play this game.",
  "refusal.not-allowed.conceded": "This game cannot be conceded (geschleift).",
  "refusal.inconsistent.conceded": "Only a game whose called king lies in the talon can be conceded.",
  "refusal.inconsistent.trischaken.points": "The players' points do not add up to 70.",
  "refusal.inconsistent.trischaken.tricks": "The tricks do not fit: 12 in all, and no tricks means no points.",
  "refusal.inconsistent.declarer": "This player cannot play this game here.",
  "refusal.inconsistent.renonce.rule": "This renonce rule does not fit this game.",
  "field.renonce": "Renonce",
  "field.valat": "Valat",
  "field.forehand": "Vorhand",
  "need.game": "Which game?",
  "need.declarer": "Who played?",
  "need.partner": "Who held the called king?",
  "need.outcome": "Won or lost?",
  "need.trischaken": "Enter the players' points (the app works out the last).",
  "numpad.delete": "Delete",
  "numpad.slash": "Slash (cards)",
  "kontra.0": "none",
  "row.title": "Deal {n}",
  "row.deleted_title": "Deleted deal",
  "row.open": "Open deal {n}",
  "row.total": "Together",
  "row.edit": "Change",
  "row.delete": "Delete",
  "row.deleted": "Deal deleted.",
  "row.undo": "Undo",
  "row.restore": "Restore",
  "row.is_deleted": "This deal is deleted and does not count.",
  "row.check": "Compare with paper",
  "check.title": "Check the paper",
  "check.deal": "Deal {n}",
  "check.which": "Which deal?",
  "check.hint": "Type what the paper says; the difference shows right next to it.",
  "check.written": "Paper",
  "check.written_of": "On paper for {p}",
  "check.computed": "Computed",
  "check.difference": "Difference",
  "check.save": "Save paper numbers",
  "check.audit": "Recompute the whole sheet",
  "check.audit_hint": "{n} deals have paper numbers. The server recomputes all and explains every difference.",
  "check.run": "Recompute",
  "check.offline": "This needs the network.",
  "check.all_ok": "All {n} checked deals agree.",
  "check.differ": "{n} of {of} checked deals differ.",
  "evening.title": "The evening",
  "evening.chart": "Running totals",
  "evening.chart_label": "Lines: every player's total after each of the {n} deals",
  "evening.stats": "Statistics",
  "evening.deals": "Deals",
  "evening.declarer": "Played",
  "evening.won": "Won",
  "evening.average": "Avg/deal",
  "evening.points": "Points",
  "evening.money": "Money",
  "evening.payout": "Payout",
  "evening.nothing": "Nobody owes anybody.",
  "evening.pays": "{from} pays {to} €{amount}",
  "share.title": "Share",
  "share.view": "To follow along",
  "share.view_hint": "Whoever opens this link sees the sheet but cannot change it.",
  "share.edit": "To write along",
  "share.edit_hint": "Whoever opens this link can enter deals – give it to players only.",
  "share.qr": "QR code: {what}",
  "share.link": "Link: {what}",
  "share.copy": "Copy link",
  "share.send": "Send …",
  "share.not_yet": "The sheet is not on the server yet; the link works once it has synced.",
  "export.title": "Export",
  "import.button": "Import a sheet (JSON)",
  "import.failed": "Import failed",
  "import.format": "not an exported Tarock sheet",
  "import.entry": "Deal {n}: {reason}",
  "join.title": "Shared sheet",
  "link.invalid_title": "Invalid link",
  "link.invalid": "This link is not valid.",
  "link.invalid_hint": "It is incomplete or altered. Open the whole link again, or ask for it to be sent again.",
  "join.offline": "Opening it the first time needs the network.",
  "join.failed": "The sheet cannot be opened ({status}).",
  "pot.name": "Pot",
  "pot.left": "In the pot: {amount}",
  "pot.left_end": "€{amount} stay in the pot (the rules do not divide it).",
  "pot.before": "In the pot before this deal: {n}",
  "sheet.stake_row": "Stake",
  "new.stake": "Stake into the pot",
  "new.stake_hint": "Everyone pays it into the pot at the start, and again whenever the pot cannot pay.",
  "new.stake_bad": "The stake is a whole number from 1 to {max}.",
  "deal.trump": "Trump",
  "deal.augen": "Declarer's Augen (card points)",
  "deal.augen_pad": "Enter the declarer's Augen",
  "deal.thrown_in": "Thrown in (all passed)",
  "need.trump": "Which trump?",
  "need.breach": "Who broke a rule?",
  "deal.breach": "Rule breach",
  "deal.breach_who": "Who broke a rule? (The game is lost for that side.)",
  "suit.E": "Acorns",
  "suit.G": "Leaves",
  "suit.H": "Hearts",
  "suit.S": "Bells",
  // h19-life: a sheet's life (rename, archive, continue with a changed table, delete)
  "life.menu": "Manage sheet: names, new table, archive, delete",
  "life.title": "Manage sheet",
  "life.view_only": "With the read link you can only look at this sheet; renaming, archiving and continuing need the edit link.",
  "life.rename": "Rename players",
  "life.rename_hint": "A typo or a nickname: only the name shown changes, every deal stays with its player.",
  "life.name_of": "Name of {name}",
  "life.rename_save": "Save names",
  "life.renamed": "Names saved.",
  "life.continue": "Table changed? Go on on a new sheet",
  "life.continue_hint": "When someone joins, leaves or the seating changes: the new sheet takes over the totals, newcomers start at 0, and the evening's payout counts both sheets.",
  "life.table_size": "{sizes} players sit at the table.",
  "life.or": " or ",
  "life.leaves": "{name} leaves",
  "life.joins": "Who joins?",
  "life.add": "Add",
  "life.continue_start": "Start the new sheet",
  "life.continued": "New sheet – the totals carry on.",
  "life.continued_badge": "continued",
  "life.evening": "The evening",
  "life.continues": "Continues “{title}”",
  "life.continues_elsewhere": "Continues a sheet that is not on this device",
  "life.continued_by": "Goes on in “{title}”",
  "life.continued_by_elsewhere": "Goes on in a new sheet (loading …)",
  "life.carry": "Carried over",
  "life.archive_title": "Archive",
  "life.archive_section": "Archive ({n})",
  "life.archive_hint": "Archived sheets leave the top of the list for the archive below – on every device of the table. You can restore them any time.",
  "life.archived_hint": "This sheet is archived.",
  "life.archive": "Archive",
  "life.archived": "Sheet archived.",
  "life.restore": "Restore",
  "life.restore_named": "Restore sheet “{title}”",
  "life.restored": "Sheet restored.",
  "life.delete_title": "Delete",
  "life.delete_hint": "Deletes the sheet on this device and on the server, for every device. You can undo it for a few seconds.",
  "life.delete_hint_view": "Removes the sheet from this device. You can undo it for a few seconds.",
  "life.delete": "Delete sheet",
  // h19-form:
  "conflict.banner.one": "1 deal was also changed on another device.",
  "conflict.what": "Entry",
  "conflict.same": "Both versions have the same entries.",
  "conflict.replaced_title": "Your version was replaced",
  "conflict.replaced_text": "Another device entered this deal differently afterwards; its version holds now. Yours is kept here.",
  "conflict.now": "Now (other device)",
  "conflict.yours": "Your version",
  "conflict.restore": "Restore mine",
  "conflict.accept": "Fine as it is",
  "diff.entry": "Entry",
  "diff.counts": "counts",
  "diff.yes": "yes",
  "diff.points": "Points",
  "diff.tricks": "Tricks",
  "diff.augen": "Augen",
  "diff.paper": "Paper numbers",
  "diff.note": "Note",
  "deal.premium_state": "{name}: silent or announced, made or lost",
  "deal.state.silent-made": "silent, made",
  "deal.state.silent-lost": "silent, lost",
  "deal.state.announced-made": "announced, made",
  "deal.state.announced-lost": "announced, lost",
  "deal.tr_so_far": "{sum} of 70 points so far.",
  // h19-tariff: the round's tariff, the new-sheet form's reasons, the settings screen
  "tariff.title": "Tariff: game and premium values",
  "tariff.games": "Game",
  "tariff.value": "Value",
  "tariff.premiums": "Premium",
  "tariff.announced": "announced",
  "tariff.silent": "silent",
  "tariff.rule": "Rules: {value}",
  "tariff.value_of": "{name}: value",
  "tariff.side_of": "{name}: {side}",
  "tariff.kontra_money": "By these rules Kontra doubles only the money, not the points on the sheet (up to {top}).",
  "tariff.kontra_points": "By these rules Kontra doubles points and money (up to {top}).",
  "tariff.kontra_none": "These rules have no Kontra.",
  "tariff.preview": "Example",
  "tariff.preview_game": "Example game",
  "tariff.sample": "{declarer} wins {game}",
  "tariff.sample_partner": " with {partner}",
  "tariff.sample_points": ", 40 points",
  "tariff.sample_augen": ", 61 Augen",
  "tariff.sample_kontra": ", with Kontra",
  "tariff.sample_pagat": ", Pagat announced and made",
  "tariff.preview_for": "For {player}",
  "tariff.preview_here": "With this tariff",
  "tariff.preview_rule": "By the rules",
  "tariff.preview_points": "Points",
  "tariff.preview_money": "Money",
  "tariff.preview_none": "No example can be settled with these rules.",
  "tariff.sheet_title": "The sheet's tariff",
  "tariff.sheet_hint": "A sheet keeps the rules it was created with; for other values, start a new sheet.",
  "tariff.house_rules": "The sheet's house rules",
  "tariff.no_house_rules": "None: the rules as written.",
  "hr.on": "yes",
  "hr.off": "no",
  "new.name_long": "At most {max} characters – this name has {n}.",
  "new.title_long": "At most {max} characters – this title has {n}.",
  "new.fix_marked": "Please change the {n} marked entries.",
  "new.fix_marked.one": "Please change the marked entry.",
  "settings.title": "Settings",
  "settings.language": "Language",
  "settings.theme": "Appearance",
  "settings.theme.system": "as the device",
  "settings.theme.light": "light",
  "settings.theme.dark": "dark",
  "settings.new_sheets": "For new sheets",
  "settings.profile": "Rules",
  "settings.cents": "Cents per point",
  "settings.cents_hint": "Leave empty: the rules' value.",
  "settings.own_name": "My name on this phone",
  "settings.own_name_hint": "Already filled in as the first player of a new sheet.",
  "settings.saved": "Saved.",
  // h19-sheet:
  "sheet.earlier.one": "Show 1 earlier deal",
  "evening.chart_label.one": "Lines: every player's total after the first deal",
  // h20-pwa:
  "round.section": "Rounds",
  "round.none": "A round keeps the evenings of the same people together: the year's standing, statistics, one link for all.",
  "round.summary": "{members} members · {evenings} evenings",
  "round.new": "New round",
  "round.name": "Name of the round",
  "round.members": "Members",
  "round.members_hint": "Everyone who plays in this round; four or five of them play on an evening.",
  "round.member_n": "Member {n}",
  "round.add_member": "Add a member",
  "round.add": "Add",
  "round.need_members": "Please enter at least four members.",
  "round.need_name": "Please enter a name.",
  "round.kitty_percent": "Kitty in percent",
  "round.kitty_hint": "This share of every evening's winnings goes into the round's kitty (0: no kitty).",
  "round.create": "Create round",
  "round.title": "Round",
  "round.nav": "The round",
  "round.season": "Season",
  "round.share": "Share",
  "round.new_evening": "New evening",
  "round.evening_of": "An evening of the round “{title}”, with its rules.",
  "round.pick": "Who plays tonight?",
  "round.pick_sizes": "Tap {sizes} members, in seating order.",
  "round.or": " or ",
  "round.pick_hint": "Please pick tonight's players.",
  "round.evenings": "Evenings",
  "round.no_evenings": "No evening yet.",
  "round.rename": "Rename",
  "round.rename_named": "Rename {name}",
  "round.save": "Save",
  "round.readonly": "Read only: this round was opened with the read-only link.",
  "round.missing": "This round is not on this device.",
  "round.deleted": "This round was deleted.",
  "round.join": "Open round",
  "round.share_view_hint": "Whoever opens this link sees the round and all its evenings but cannot write.",
  "round.share_edit_hint": "Whoever opens this link gets the round with all its evenings and can write too.",
  "season.title": "Season",
  "season.period": "Period",
  "season.year": "This year",
  "season.range": "From – to",
  "season.all": "All time",
  "season.from": "From",
  "season.to": "To",
  "season.standing": "Standing",
  "season.evening_count": "{n} evenings",
  "season.evening_count.one": "1 evening",
  "season.member": "Member",
  "season.evenings": "Evenings",
  "season.money": "€",
  "season.chart_label": "Lines: every member's total after each of the {n} evenings",
  "season.chart_label.one": "Lines: every member's total after the first evening",
  "season.deals": "Deals",
  "season.avg_evening": "Avg/evening",
  "season.avg_deal": "Avg/deal",
  "season.best": "Best evening",
  "season.worst": "Worst",
  "season.partner": "Partner won",
  "season.declared": "Played",
  "season.game_won": "{game} {won}/{n}",
  "season.kitty": "Kitty",
  "season.kitty_total": "Into the kitty ({percent} % of winnings): {amount} €",
  "season.csv": "As CSV",
  "season.json": "As JSON",
  "season.print": "Print",
  "season.csv_member": "Member",
  "season.csv_evenings": "Evenings",
  "season.csv_deals": "Deals",
  "season.csv_points": "Points",
  "season.csv_money": "Euro",
  "season.csv_avg_evening": "Points per evening",
  "season.csv_avg_deal": "Points per deal",
  "season.csv_date": "Date",
  "season.csv_evening": "Evening",
  "season.csv_kitty": "Kitty (euro)",
  "season.server_line": "Kontra given {given}, won {won} · premiums announced {announced}, made {made} · revokes {renonces} · Trischaken lost {trischaken}",
  "sheet.names_hint": "Names shortened: tap one to see it in full.",
  // h19-names: the sheet's carried-over line, the sum with those who left the table
  "sheet.carry_row": "Carried over",
  "sheet.carry_title": "Carried over: where the evening stood on the previous sheet",
  "sheet.left_carry": "with what {names} carried (no longer at the table)",
  // h20-finish: a sheet joins or leaves a round later; a round archived, restored, deleted
  "round.in_round": "This sheet belongs to the round",
  "round.not_in_round": "This sheet belongs to no round.",
  "round.leave": "Take out of the round",
  "round.leave_hint": "The sheet stays as it is; it just no longer counts for the round's season.",
  "round.left": "The sheet no longer belongs to the round “{title}”.",
  "round.join_hint": "Add this sheet to a round: its evening then counts for the round's season.",
  "round.join_none": "There is no round on this device you may write to.",
  "round.join_pick": "Round",
  "round.join_seats": "Who is who? Pick the round's member for each seat.",
  "round.join_choose": "Please choose",
  "round.join_new": "New member: {name}",
  "round.join_need": "Please pick a member for every seat.",
  "round.join_twice": "A member can have only one seat.",
  "round.join_go": "Add to the round",
  "round.joined": "The sheet now belongs to the round “{title}”.",
  "round.life": "Manage the round",
  "round.archive": "Archive round",
  "round.restore": "Restore round",
  "round.archive_hint": "An archived round waits in the rounds' archive below; nothing is lost.",
  "round.archived_hint": "This round is archived. Restoring brings it back to the list.",
  "round.archived": "Round archived.",
  "round.restored": "Round restored.",
  "round.archive_section": "Archived rounds ({n})",
  "round.delete": "Delete round",
  "round.delete_hint": "Deletes the round for everyone who has it. Its sheets stay, as separate sheets.",
  "round.delete_hint_view": "Removes the round from this device. Its sheets stay, as separate sheets.",
  "round.deleted_toast": "Round deleted.",
  // round20: a round's settings changed later, and their conflicts
  "rounddiff.title": "Name of the round",
  "rounddiff.profile": "Rules of new evenings",
  "rounddiff.house_rules": "House rules and tariff",
  "rounddiff.cents_per_point": "Cents per point",
  "rounddiff.kitty_percent": "Kitty",
  "rounddiff.cents": "{n} cents per point",
  "rounddiff.cents.one": "1 cent per point",
  "rounddiff.kitty": "{n} % into the kitty",
  "rounddiff.no_kitty": "no kitty",
  "rounddiff.rules": "{n} own rules",
  "rounddiff.rules.one": "1 own rule",
  "rounddiff.no_rules": "as the rule set has them",
  "roundconflict.text": "Another device has changed the same settings of the round differently meanwhile. Which hold?",
  "roundconflict.replaced_title": "Your change was replaced",
  "roundconflict.replaced_text": "Another device set the round differently afterwards; its version holds now. Yours is kept here.",
  "roundconflict.badge": "Two versions",
  "roundsettings.title": "The round's settings",
  "roundsettings.hint": "For new evenings; evenings played keep their rules.",
  "roundsettings.need_title": "Please enter a name for the round.",
  "roundsettings.saved": "Saved.",
  "season.chart_label_money": "Lines: every member's money in cents after each of the {n} evenings",
  "season.chart_label_money.one": "Lines: every member's money in cents after the first evening",
  // check21: the deal checked card by card (issue 21)
  "verify.title": "Check the cards",
  "verify.open": "Check card by card",
  "verify.step_talon": "Talon: tap its {n} cards (one half, then the other).",
  "verify.step_stock": "Stock: tap its {n} cards.",
  "verify.step_taken": "Which half of the talon did {p} take?",
  "verify.half": "Half {n}",
  "verify.step_discard": "{p} discards: tap {n} cards.",
  "verify.step_play": "Trick {t}: {p} to play.",
  "verify.step_done": "Every card is in.",
  "verify.undo": "Undo last card",
  "verify.cut": "Stop here",
  "verify.resume": "Go on entering",
  "verify.ask": "These cards were not played: who held them?",
  "verify.ask_card": "Who held {card}?",
  "verify.deck": "Cards",
  "verify.talon": "Talon",
  "verify.stock": "Stock",
  "verify.discard": "Discarded",
  "verify.trick": "Trick {t}",
  "verify.takes": "taken by {p}",
  "verify.result": "Result",
  "verify.no_findings": "No rule broken.",
  "verify.findings": "Rules broken",
  "verify.finding_trick": "Trick {t}",
  "verify.finding_before": "Before the first trick",
  "verify.allowed": "Allowed were: {cards}",
  "verify.points": "Card points",
  "verify.declarer_side": "Declarer",
  "verify.opponents_side": "Opponents",
  "verify.premiums": "Premiums",
  "verify.premium_won": "won",
  "verify.premium_lost": "lost",
  "verify.premium_open": "open",
  "verify.announced": "announced",
  "verify.settlement": "Settlement",
  "verify.no_settlement": "A deal stopped short without a broken rule has no settlement.",
  "verify.apply": "Apply to the sheet",
  "verify.applied": "Applied: the deal is changed, its old version stays in the history.",
  "verify.kept": "This check is saved with the deal.",
  "verify.conceded": "A conceded game has no tricks to check.",
  "verify.refused": "That does not work: {text}",
  "verify.played_by": "{p}: {card}",
  "verify.trump": "trumps {suit}",
  "verify.step_cut": "Stopped after {n} tricks.",
  "verify.step_cut.one": "Stopped after the first trick.",
  "verify.other_lead": "Someone other than {p} led?",
  "verify.who_led": "Who led?",
  "verify.led_instead": "{p} led; it was {q}'s turn.",
  "verify.save": "Keep the cards with the deal",
  "verify.saved": "The cards are kept with the deal; the deal stays as it was.",
  "verify.open_alone": "Check a deal",
  "verify.alone_hint": "Check a deal card by card without a sheet: pick the rules, the players (Vorhand first) and the game.",
  "verify.players": "Players, Vorhand first",
  "verify.player_n": "Player {n}",
  "verify.trump_pick": "Trumps",
  "verify.start": "Enter the cards",
  "verify.change": "Change the game",
  // a round's own rule set (issue 22, customrules.js)
  "custom.title": "Own rule set",
  "custom.hint": "What is changed above in rules and tariff, as your round's rule set: with a name of its own, stored in the sheet, and every phone that opens the sheet settles by it.",
  "custom.keep": "Create as an own rule set",
  "custom.keep_hint": "Based on “{base}”; an official name is not allowed.",
  "custom.name": "Name of the rule set",
  "custom.name_placeholder": "e.g. Stammtisch Linz",
  "custom.need_name": "Please give the rule set a name.",
  "custom.differs": "Differences from “{base}”",
  "custom.same_as_base": "None yet: the rules of “{base}”.",
  "custom.sum.valat_premium": "Valat counts {silent}/{announced} on top",
  "custom.sum.valat_factor": "Valat replaces the game ×{silent}/×{announced}",
  "custom.sum.valat_solo_double": ", doubled in solo games",
  "custom.sum.buergermeister": "Trischaken with Bürgermeister",
  "custom.sum.no_buergermeister": "Trischaken without Bürgermeister",
  "custom.sum.besserdreier": "Besserdreier is played",
  "custom.sum.no_besserdreier": "no Besserdreier",
  "custom.sum.games_off": "without {names}",
  "custom.sum.premiums_off": "premiums not allowed: {names}",
  "custom.sum.game_value": "{game} counts {value}",
  "custom.sum.premium_value": "{premium} {side} counts {value}",
  "custom.sample_valat": "Example: {declarer} wins a Rufer with {partner} and makes an announced valat.",
  "custom.sample_trischaken": "Example: Trischaken, {loser} loses with 36/2.",
  "custom.sample_trischaken_tie": "Example: Trischaken, two tied for the most points (25/0).",
  "custom.sample_jungfrau": "Example: Trischaken, one player without a trick.",
  "custom.player": "Player",
  "custom.own": "Own rules",
  "custom.base_rules": "Base",
  "custom.sheet_title": "Own rule set",
  "custom.sheet_base": "“{name}”, based on “{base}”; every phone with this sheet settles by it.",
  // turnier23: tournaments (issue 23)
  "tour.open": "Tournaments (organiser)",
  "tour.list_title": "My tournaments",
  "tour.none": "No tournament on this device yet.",
  "tour.new": "New tournament",
  "tour.f_title": "Tournament name",
  "tour.f_date": "Date",
  "tour.f_place": "Place",
  "tour.f_rounds": "Rounds",
  "tour.f_deals": "Deals per table and round",
  "tour.f_ends": "A round ends",
  "tour.ends_table": "after a fixed number of deals per table",
  "tour.ends_dealer": "when everyone at the table has dealt equally often",
  "tour.f_dealer": "How often does everyone deal?",
  "tour.f_players": "Players (one per line)",
  "tour.create": "Create tournament",
  "tour.online": "A tournament is created and drawn on the server: this device needs a network for it. The tables write offline too.",
  "tour.offline": "No network. Please try again in a moment.",
  "tour.failed": "That did not work ({status}).",
  "tour.err_names": "Two players have the same name. Please tell them apart (e.g. “Anna B.”).",
  "tour.err_seat": "This many players cannot be seated at tables of 4 and 5 (6, 7 and 11 cannot).",
  "tour.err_order": "Close the round in play first – or all rounds are played.",
  "tour.err_title": "Please give the tournament a name.",
  "tour.err_players": "Please enter at least one player.",
  "tour.missing": "This tournament is not on this device.",
  "tour.gone": "This tournament no longer exists on the server.",
  "tour.players": "Players ({n})",
  "tour.late": "Late arrival",
  "tour.add": "Add",
  "tour.withdraw": "Withdraw",
  "tour.withdraw_label": "Withdraw {name}",
  "tour.withdrawn": "withdrawn",
  "tour.joined": "from round {n}",
  "tour.round": "Round {n}",
  "tour.round_open": "in play",
  "tour.round_closed": "closed",
  "tour.draw": "Draw round {n}",
  "tour.close": "Close round {n}",
  "tour.close_confirm": "Close round {n}? No table writes after that; only the organiser can correct.",
  "tour.table": "Table {n}",
  "tour.deals": "{deals} of {due} deals",
  "tour.deals.one": "{deals} of 1 deal",
  "tour.complete": "done",
  "tour.locked": "locked",
  "tour.confirmed": "confirmed",
  "tour.slips": "Print table slips",
  "tour.slips_title": "Table slips · round {n}",
  "tour.slip_scan": "Scan with a phone: it opens this table's sheet and writes it, offline too.",
  "tour.slip_qr": "QR code for table {n}",
  "tour.slip_link": "Link of table {n}",
  "tour.print": "Print",
  "tour.no_tokens": "This round's table links are not on this device: they come only once, with the draw.",
  "tour.live": "Live ranking",
  "tour.live_hint": "Public and read only: for a projector or the players' phones.",
  "tour.live_qr": "QR code of the live ranking",
  "tour.live_open": "Open the live ranking",
  "tour.ranking": "Ranking",
  "tour.col_rank": "Place",
  "tour.col_name": "Name",
  "tour.col_points": "Points",
  "tour.col_round": "R{n}",
  "tour.rounds_closed": "{closed} of {planned} rounds closed",
  "tour.as_of": "As of {time} · updates by itself",
  "tour.stale": "No connection – the ranking shows the last state.",
  "tour.correct": "Correct",
  "tour.correct_title": "Correct table {n}",
  "tour.reason": "Reason for the correction",
  "tour.flip": "Swap won/lost",
  "tour.strike": "Strike the deal",
  "tour.won": "won",
  "tour.lost": "lost",
  "tour.struck": "struck",
  "tour.need_reason": "Please give the reason for the correction first.",
  "tour.corrected": "Corrected; the reason is recorded.",
  "tour.corrections": "Corrections",
  "tour.no_deals": "No deal is entered at this table yet.",
  "tour.delete": "Delete tournament",
  "tour.delete_confirm": "Delete the tournament with every table's sheet for good?",
  "tour.deleted": "The tournament is deleted.",
  "tour.csv": "Ranking as CSV",
  "tour.table_link": "Table link",
  "table.heading": "{title} · round {round} · table {number}",
  "table.playing": "After the last deal ({deals} of {due} written) the table confirms its result here.",
  "table.due": "All {due} deals are written. Compare the totals at the table, then confirm the result for the organiser.",
  "table.confirm": "Confirm result",
  "table.confirming": "Confirming …",
  "table.confirmed": "The table confirmed its result ({time}). The organiser sees it.",
  "table.locked": "Round {round} is closed: this table's result is locked. Only the organiser can change it now.",
  "table.offline": "Confirming needs a connection. The deals are saved on this phone; confirm once it is online again.",
  "table.unsent": "Not all deals have reached the organiser yet. Confirm once the phone is online and the sheet is in sync.",
  "table.failed": "The server does not take the confirmation ({status}). Please tell the organiser.",
  "table.gone": "The organiser has deleted this tournament: there is nothing left to confirm. The deals stay on this phone.",
  "cup.title": "Cup standing",
  "cup.gone": "This cup does not exist on the server – or the link is wrong.",
  "cup.best_of": "The best {n} results count",
  "cup.best_of.one": "The best result counts",
  "cup.tournaments": "{n} tournaments",
  "cup.tournaments.one": "1 tournament",
  "cup.csv": "Standing as CSV",
  "cup.counted": "Counts",
  "cup.col_tournament": "T{n}",
  "cup.place": "pl. {n}",
  "cup.list": "My cups",
  "cup.new": "New cup",
  "cup.f_title": "Cup name",
  "cup.f_points": "Points per place (1st, 2nd, 3rd, …)",
  "cup.f_best": "The best … results count",
  "cup.f_tournaments": "Tournaments of the cup",
  "cup.create": "Create cup",
  "cup.err_points": "Please give the points per place, separated by commas, a better place never fewer.",
  "cup.err_title": "Please give the cup a name.",
  "tour.refused_title": "Not taken by the server",
  "tour.refused_locked": "The round is closed and this table is locked: the deal does not count. Please tell the organiser – they can correct the table, with a reason.",
  "tour.refused_complete": "This table has played its {due} deals already: one more does not count. Change or delete a wrongly entered deal here instead."
};
var STRINGS = { de, en };
function text(lang2, key2, vars = {}) {
  const pick = (k3) => Object.hasOwn(STRINGS[lang2] ?? {}, k3) ? STRINGS[lang2][k3] : Object.hasOwn(STRINGS.de, k3) ? STRINGS.de[k3] : void 0;
  const template = (vars.n === 1 ? pick(`${key2}.one`) : void 0) ?? pick(key2) ?? key2;
  return template.replace(/\{(\w+)\}/g, (_3, k3) => (Object.hasOwn(vars, k3) ? vars[k3] : void 0) ?? `{${k3}}`);
}

// pwa/app/route.js
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
var TOKEN = /^[A-Za-z0-9_-]{43,128}$/;
var ROLES = ["edit", "view"];
var SHEET_SCREENS = /* @__PURE__ */ new Map([
  ["", false],
  ["deal", true],
  ["row", true],
  ["check", true],
  ["evening", false],
  ["share", false],
  ["menu", false],
  // the sheet's own settings: rename, archive, continue, delete (h19-life)
  ["tariff", false],
  ["verify", true]
  // check21: a deal checked card by card (issue 21)
]);
var ROUND_SCREENS = /* @__PURE__ */ new Set(["", "season", "share", "evening"]);
var TOURNAMENT_SCREENS = /* @__PURE__ */ new Set(["", "slips"]);
var ROUND_NUMBER = /^[1-9][0-9]?$/;
var INVALID = Object.freeze({ head: "invalid" });
var isUuid = (s3) => typeof s3 === "string" && UUID.test(s3);
function routeParts(hash) {
  try {
    return (hash.replace(/^#\/?/, "") || "").split("/").map(decodeURIComponent);
  } catch {
    return null;
  }
}
function parseRoute(hash) {
  const parts2 = routeParts(hash);
  if (!parts2) return INVALID;
  const [head, id, sub, arg, ...rest] = parts2;
  if (head === "" && parts2.length === 1) return { head: "sheets" };
  if (head === "new" && parts2.length === 1) return { head: "new" };
  if (head === "settings" && parts2.length === 1) return { head: "settings" };
  if (head === "join") {
    const [role, token] = [sub, arg];
    if (rest.length || !isUuid(id) || !ROLES.includes(role) || typeof token !== "string" || !TOKEN.test(token)) return INVALID;
    return { head, id, role, token };
  }
  if (head === "newround" && parts2.length === 1) return { head };
  if (head === "verify" && parts2.length === 1) return { head };
  if (head === "rjoin") {
    const [role, token] = [sub, arg];
    if (rest.length || !isUuid(id) || !ROLES.includes(role) || typeof token !== "string" || !TOKEN.test(token)) return INVALID;
    return { head, id, role, token };
  }
  if (head === "t") {
    if (parts2.length === 1) return { head: "tournaments" };
    const screen = sub ?? "";
    if (rest.length || !isUuid(id) || !TOURNAMENT_SCREENS.has(screen)) return INVALID;
    if (screen === "slips" ? !ROUND_NUMBER.test(arg ?? "") : arg !== void 0) return INVALID;
    return { head, id, sub: screen, arg };
  }
  if (head === "tlive" || head === "tcup") {
    if (rest.length || arg !== void 0 || !isUuid(id) || typeof sub !== "string" || !TOKEN.test(sub)) return INVALID;
    return { head, id, token: sub };
  }
  if (head === "r") {
    const screen = sub ?? "";
    if (rest.length || arg !== void 0 || !isUuid(id) || !ROUND_SCREENS.has(screen)) return INVALID;
    return { head, id, sub: screen };
  }
  if (head === "s") {
    const screen = sub ?? "";
    if (rest.length || !isUuid(id) || !SHEET_SCREENS.has(screen)) return INVALID;
    const takesEntry = SHEET_SCREENS.get(screen);
    if (arg !== void 0 && !(takesEntry && isUuid(arg))) return INVALID;
    return { head, id, sub: screen, arg };
  }
  return INVALID;
}

// pwa/app/ui.js
var html = htm_module_default.bind(k);
var lang = localStorage.getItem("lang") === "en" ? "en" : "de";
var langListeners = /* @__PURE__ */ new Set();
function getLang() {
  return lang;
}
function setLang(next) {
  lang = next;
  localStorage.setItem("lang", next);
  document.documentElement.lang = next;
  for (const fn of langListeners) fn(next);
}
function t4(key2, vars = {}) {
  return text(lang, key2, vars);
}
var THEMES = ["system", "light", "dark"];
function getTheme() {
  const stored = localStorage.getItem("theme");
  return stored === "light" || stored === "dark" ? stored : "system";
}
function setTheme(next) {
  if (next === "light" || next === "dark") {
    localStorage.setItem("theme", next);
    document.documentElement.dataset.theme = next;
  } else {
    localStorage.removeItem("theme");
    delete document.documentElement.dataset.theme;
  }
}
var GEAR = html`<svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path fill="currentColor"
  d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7 7 0 0 0-1.7-1L15 3h-4l-.4 2.9a7 7 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7 7 0 0 0 1.7 1L11 21h4l.4-2.9a7 7 0 0 0 1.7-1l2.5 1 2-3.5-2.2-1.6zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" /></svg>`;
function SettingsLink() {
  return html`<a class="icon-btn settings-link" href="#/settings" aria-label=${t4("settings.title")} title=${t4("settings.title")}>${GEAR}</a>`;
}
function useLang() {
  const [, set] = d2(lang);
  A2(() => {
    langListeners.add(set);
    return () => langListeners.delete(set);
  }, []);
  return lang;
}
function currentRoute() {
  return parseRoute(location.hash);
}
function go(path, { replace = false } = {}) {
  const hash = `#/${path}`;
  if (replace) {
    history.replaceState(null, "", hash);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  } else location.hash = hash;
}
function useRoute() {
  const [hash, setHash] = d2(location.hash);
  A2(() => {
    const on = () => setHash(location.hash);
    window.addEventListener("hashchange", on);
    on();
    return () => window.removeEventListener("hashchange", on);
  }, []);
  return w2(() => parseRoute(hash), [hash]);
}
function lazy(load, name, placeholder = () => null) {
  let loaded = null;
  const ready = () => load().then((module) => loaded = module[name]);
  function Lazy(props) {
    const [Part, set] = d2(() => loaded);
    A2(() => {
      if (!Part) ready().then((part) => set(() => part));
    }, []);
    return Part ? html`<${Part} ...${props} />` : placeholder();
  }
  Lazy.ready = ready;
  return Lazy;
}
function Header({ title, back, children }) {
  return html`<header class="bar">
    ${back !== void 0 ? html`<a class="icon-btn" href=${`#/${back}`} aria-label=${t4("back")}>‹</a>` : html`<span class="logo" aria-hidden="true">♠</span>`}
    <h1>${title}</h1>
    <div class="bar-end">${children}</div>
  </header>`;
}
function Choice({ label, options, value: value2, onChange, name, wrap = false }) {
  return html`<div class=${`choice${wrap ? " wrap" : ""}`} role="group" aria-label=${label} data-name=${name}>
    ${options.map(
    (o3) => html`<button type="button" class=${`chip${o3.className ? ` ${o3.className}` : ""}`}
        aria-pressed=${String(value2 === o3.value)} data-value=${String(o3.value)}
        onClick=${() => onChange(value2 === o3.value && o3.toggle ? null : o3.value)}>${o3.label}</button>`
  )}
  </div>`;
}
var toastSet = null;
var TOAST_ACTION_MS = 8e3;
function toast(message, action = null) {
  toastSet?.({ message, action, at: Date.now() });
}
function Toasts() {
  const [item, set] = d2(
    /** @type {ToastItem | null} */
    null
  );
  const button = T2(
    /** @type {HTMLButtonElement | null} */
    null
  );
  toastSet = set;
  const close = () => {
    if (button.current && document.activeElement === button.current) {
      const main = document.querySelector("main");
      main?.setAttribute("tabindex", "-1");
      main?.focus();
    }
    set(null);
  };
  A2(() => {
    if (!item) return void 0;
    if (item.action?.focus) button.current?.focus();
    const timer = setTimeout(close, item.action ? TOAST_ACTION_MS : 3e3);
    return () => clearTimeout(timer);
  }, [item]);
  if (!item) return html`<div class="toast-slot" role="status" aria-live="polite"></div>`;
  return html`<div class="toast-slot" role="status" aria-live="polite"><div class="toast">
    <span>${item.message}</span>
    ${item.action && html`<button type="button" class="link-btn" ref=${button} onClick=${() => {
    item.action.run();
    close();
  }}>${item.action.label}</button>`}
  </div></div>`;
}
function download(name, type, text2) {
  const url = URL.createObjectURL(new Blob([text2], { type }));
  const a3 = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(a3);
  a3.click();
  a3.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1e3);
}

// pwa/app/usesheet.js
var potSheet = null;
var drawable = (item) => item && (potSheet || !sheetFamily(item.sheet).hasPot) ? item : null;
function useSheet(id) {
  const [state, set] = d2(() => {
    const item = drawable(cached(id));
    if (item) performance.mark("app:sheet-loaded");
    return { item, version: item ? 1 : 0, missing: false, seen: changeCount() };
  });
  A2(() => {
    let alive = true;
    const load = async () => {
      const item = await loadSheet(id);
      if (item && sheetFamily(item.sheet).hasPot) potSheet ??= await import("./chunk-QCJ5CZ6G.js");
      performance.mark("app:sheet-loaded");
      if (alive) set((s3) => ({ item, version: s3.version + 1, missing: !item }));
    };
    if (state.item?.sheet.id !== id || state.seen !== changeCount()) load();
    const off = subscribe((sheetId) => (sheetId === id || sheetId === null) && load());
    return () => {
      alive = false;
      off();
    };
  }, [id]);
  const derived = w2(() => {
    if (!state.item) return null;
    const { sheet } = state.item;
    const all = [...state.item.entries.values()];
    let liveEntries = live(all);
    let opening = null;
    if (sheetFamily(sheet).hasPot) ({ entries: liveEntries, opening } = potSheet.settleEntries(sheet, liveEntries));
    const rowList = rows(sheet, liveEntries, opening);
    const dealer = nextDealer(sheet, liveEntries);
    const next = { dealer, ...sheetSeating(sheet, dealer) };
    return { sheet, all, liveEntries, opening, rows: rowList, next, stamp: changeCount() };
  }, [state.item, state.version]);
  return { ...derived, item: state.item, missing: state.missing, version: state.version };
}

// pwa/app/deletion.js
var OUTBOX = "outbox:sheet-deletions";
var RETRY_MS = 5e3;
var RETRY_MAX_MS = 60 * 60 * 1e3;
var onDeletions = (fn) => onLater("sheet", fn);
var isPending = (id) => isLater("sheet", id);
function deleteLater(id, { after = UNDO_MS } = {}) {
  later("sheet", id, () => finish(id), { after });
}
var undo = (id) => undoLater("sheet", id);
async function finish(id) {
  const item = await loadSheet(id);
  if (item?.sheet.role === "edit" && item.sheet.edit_token && !item.sheet.remote.deleted) {
    await queue({ id, edit_token: item.sheet.edit_token, tries: 0, next_at: 0 });
  }
  if (item) await deleteSheet(id);
  await (await import("./chunk-HDX7E4TX.js")).decline(id);
  flushDeletions().catch((err) => console.error(err));
}
var outboxLock = Promise.resolve();
function withOutbox(fn) {
  const run = outboxLock.then(async () => {
    const now = await getSetting(OUTBOX, []);
    const next = await fn(now);
    if (next) await setSetting(OUTBOX, next);
    return next ?? now;
  });
  outboxLock = run.catch(() => {
  });
  return run;
}
var queue = (item) => withOutbox((box) => [...box.filter((d3) => d3.id !== item.id), item]);
function outbox() {
  return getSetting(OUTBOX, []);
}
var flushing = null;
function flushDeletions() {
  flushing ??= (async () => {
    try {
      const { deleteRemote } = await import("./chunk-GPBXVKIV.js");
      for (const d3 of await outbox()) {
        if (d3.next_at > Date.now() || !navigator.onLine) continue;
        const outcome = await deleteRemote(d3);
        await withOutbox(
          (box) => outcome === "done" ? box.filter((x2) => x2.id !== d3.id) : box.map((x2) => x2.id === d3.id ? { ...x2, tries: x2.tries + 1, next_at: Date.now() + Math.min(RETRY_MAX_MS, RETRY_MS * 2 ** x2.tries) } : x2)
        );
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

// pwa/app/screens/sheets.js
var RoundsSection = lazy(() => import("./chunk-WXDYV6AC.js"), "RoundsSection");
var setArchived = async (id, archived) => (await import("./chunk-HDX7E4TX.js")).setArchived(id, archived);
var TRASH = html`<svg class="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
  <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h1.5v-8H10zm3.5 0v8H15v-8h-1.5z" /></svg>`;
function deleteSheetWithUndo(sheet) {
  deleteLater(sheet.id);
  toast(t4("sheets.deleted"), { label: t4("row.undo"), run: () => undo(sheet.id), focus: true });
}
function SyncBadge({ state }) {
  if (state.deleted) return html`<span class="badge warn" data-sync="deleted">${t4("sync.deleted")}</span>`;
  if (state.conflicts) return html`<span class="badge warn" data-sync="conflict">${t4("sync.conflicts", { n: state.conflicts })}</span>`;
  if (state.error) return html`<span class="badge warn" data-sync="error">${t4("sync.error")}</span>`;
  const n3 = state.unsynced;
  if (n3) return html`<span class="badge pending" data-sync="pending" data-count=${n3}>${t4("sync.pending", { n: n3 })}</span>`;
  return html`<span class="badge ok" data-sync="ok">${t4("sync.ok")}</span>`;
}
function useSheets() {
  const [items, setItems] = d2(
    /** @type {import("../../engine/types.js").JsonObject[] | null} */
    null
  );
  A2(() => {
    const load = async () => {
      const sheets = await listSheets();
      setItems(await Promise.all(sheets.map((s3) => loadSheet(s3.id).then((it) => ({ ...it })))));
    };
    load();
    const offData = subscribe(() => load());
    const offDeletions = onDeletions(() => load());
    return () => {
      offData();
      offDeletions();
    };
  }, []);
  return items && items.filter((item) => !isPending(item.sheet.id));
}
function LangSwitch() {
  const other = getLang() === "de" ? "en" : "de";
  return html`<button type="button" class="icon-btn lang" lang=${other} onClick=${() => setLang(other)}
    title=${other === "en" ? "English" : "Deutsch"}>${other.toUpperCase()}</button>`;
}
function SheetCard({ item, archived }) {
  const s3 = item.sheet;
  const tot = totals(s3, live([...item.entries.values()])).points;
  const leader = s3.players.reduce((a3, b) => value(own(tot, a3) ?? 0) >= value(own(tot, b) ?? 0) ? a3 : b);
  const deals = live([...item.entries.values()]).length;
  const name = s3.title || t4("sheet.untitled");
  return html`<li class="sheet-item" data-sheet=${s3.id} data-archived=${archived ? "true" : void 0}><a class="card sheet-card" href=${`#/s/${s3.id}`}>
    <span class="card-title">${name}</span>
    <span class="muted">${new Date(s3.created_at).toLocaleDateString(getLang() === "de" ? "de-AT" : "en-GB")} · ${t4("sheets.deals", { n: deals })}${s3.role === "view" ? ` · ${t4("sheets.readonly")}` : ""}${s3.continues ? ` · ${t4("life.continued_badge")}` : ""}</span>
    <span class="players">${s3.players.map((p3) => shownName(s3, p3)).join(", ")}</span>
    <span class="card-foot">${deals || s3.carry ? html`<span>${t4("sheets.leader")}: <strong>${shownName(s3, leader)}</strong> (${format(own(tot, leader) ?? 0, { plus: true })})</span>` : html`<span></span>`}
      <${SyncBadge} state=${syncState(s3, item.entries.values())} /></span>
  </a>${archived ? html`<button type="button" class="btn small restore-sheet" disabled=${s3.role !== "edit"} onClick=${() => setArchived(s3.id, false)}
          aria-label=${t4("life.restore_named", { title: name })}>${t4("life.restore")}</button>` : html`<button type="button" class="icon-btn delete-sheet" aria-label=${t4("sheets.delete", { title: name })}
          onClick=${() => deleteSheetWithUndo(s3)}>${TRASH}</button>`}</li>`;
}
function SheetsScreen() {
  const items = useSheets();
  const shown = (items || []).filter((item) => !item.sheet.archived);
  const archive = (items || []).filter((item) => item.sheet.archived);
  return html`<${Header} title=${t4("app.title")}><${LangSwitch} /><${SettingsLink} /><//>
  <main class="page">
    ${items === null && html`<p class="muted">${t4("loading")}</p>`}
    ${items?.length === 0 && html`<p class="empty">${t4("sheets.empty")}</p>`}
    <ul class="cards" aria-label=${t4("sheets.title")}>
      ${shown.map((item) => html`<${SheetCard} key=${item.sheet.id} item=${item} />`)}
    </ul>
    <div class="actions">
      <a class="btn primary big" href="#/new">${t4("sheets.new")}</a>
      <${ImportButton} />
      <a class="btn" href="#/verify" id="verify-alone">${t4("verify.open_alone")}</a>
    </div>
    <${RoundsSection} />
    ${archive.length > 0 && html`<details class="archive" id="archive"><summary>${t4("life.archive_section", { n: archive.length })}</summary>
      <ul class="cards" aria-label=${t4("life.archive_title")}>${archive.map((item) => html`<${SheetCard} key=${item.sheet.id} item=${item} archived />`)}</ul>
    </details>`}
  </main>`;
}
function ImportButton() {
  const onFile = async (event) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    try {
      const { importSheet } = await import("./chunk-VEA4A6JK.js");
      const id = await importSheet(JSON.parse(await file.text()));
      go(`s/${id}`);
    } catch (err) {
      toast(`${t4("import.failed")}: ${err.message}`);
    }
  };
  return html`<label class="btn file-btn">${t4("import.button")}<input type="file" accept="application/json,.json" id="import-file" onChange=${onFile} /></label>`;
}

// pwa/app/screens/sheet.js
var SHOWN = 40;
var FIRST = 12;
var firstRows = () => Math.max(4, Math.min(FIRST, Math.ceil((window.innerHeight - 300) / 53)));
var started = false;
var toNewest = () => window.scrollTo(0, document.documentElement.scrollHeight);
function amount(value2, money, plus = false) {
  return money ? formatMoney(value2, getLang(), { plus }) : format(value2, { plus });
}
function SheetNav({ id, here }) {
  const links = [
    ["", "nav.sheet"],
    ["evening", "nav.evening"],
    ["check", "nav.check"],
    ["share", "nav.share"]
  ];
  return html`<nav class="tabs" aria-label=${t4("nav.label")}>${links.map(
    ([sub, key2]) => html`<a href=${`#/s/${id}${sub ? `/${sub}` : ""}`} aria-current=${here === sub ? "page" : void 0}>${t4(key2)}</a>`
  )}</nav>`;
}
function Missing() {
  return html`<${Header} title=${t4("sheet.missing")} back="" /><main class="page"><p>${t4("sheet.missing_text")}</p></main>`;
}
var TableResult = lazy(() => import("./chunk-C5IVZJ2Z.js"), "TableResult");
function SheetScreen({ id }) {
  const data = useSheet(id);
  const [money, setMoney] = d2(false);
  const [all, setAll] = d2(false);
  const [drawn, setDrawn] = d2(() => started ? Infinity : firstRows());
  const [named, setNamed] = d2(null);
  const stored = !!data.sheet;
  const [early, setEarly] = d2(false);
  const [tableState, setTableState] = d2("playing");
  const view = w2(
    () => stored ? sheetView(
      /** @type {Required<typeof data>} stored: loaded */
      data,
      { shown: all ? Infinity : SHOWN, drawn }
    ) : lastView(id),
    [data.rows, id, all, drawn, early]
  );
  A2(() => {
    if (view) return void 0;
    let alive = true;
    earlySheet().then(() => alive && setEarly(true)).catch(() => {
    });
    return () => {
      alive = false;
    };
  }, []);
  A2(() => {
    if (!stored || drawn === Infinity) return void 0;
    started = true;
    const later2 = setTimeout(() => setDrawn(Infinity));
    return () => clearTimeout(later2);
  }, [stored]);
  A2(() => {
    if (stored) keepView(id, sheetView(
      /** @type {Required<typeof data>} stored: loaded */
      data,
      { shown: SHOWN, drawn: FIRST }
    ), data.stamp);
  }, [data.rows]);
  F2(() => {
    if (view && !performance.getEntriesByName("app:sheet-interactive").length) performance.mark("app:sheet-interactive");
  }, [!!view]);
  const newest = view?.rows[view.rows.length - 1]?.id;
  F2(() => newest && toNewest(), [newest]);
  A2(() => newest && queueMicrotask(toNewest), [newest]);
  if (data.missing) return html`<${Missing} />`;
  if (!view) return html`<${Header} title=${t4("loading")} back="" />`;
  const rowList = view.rows.length > drawn ? view.rows.slice(view.rows.length - drawn) : view.rows;
  const cut = rowList !== view.rows;
  const { players, pot } = view;
  const opening = cut ? null : view.opening;
  const carry = cut ? null : view.carry ?? null;
  const ledger = money ? "money_cents" : "points";
  const left = Object.entries(view.left?.[ledger] ?? {});
  const columns = players.length + (pot ? 2 : 1);
  const heads = shortNames(players, budget(Math.min(document.documentElement.clientWidth, 704), columns - 1));
  const potCell = (value2, change, attrs) => html`<td class="pot" ...${attrs} data-total=${String(value2[ledger])}>
    <span class="total">${amount(value2[ledger], money)}</span>
    ${change && html`<span class="delta">${amount(change[ledger], money, true)}</span>`}</td>`;
  return html`<${Header} title=${view.title || t4("sheet.untitled")} back=""><${SyncBadge} state=${view.sync} /><//>
  <${SheetNav} id=${id} here="" />
  <main class="page sheet-page">
    ${view.sync.deleted && html`<div class="banner warn" role="alert" data-sheet-deleted>
      <p><strong>${t4("sheet.deleted")}</strong> ${t4("sheet.deleted_hint")}</p>
      <button type="button" class="btn" id="remove-here" onClick=${() => {
    deleteSheetWithUndo({ id });
    go("");
  }}>${t4("sheet.remove_here")}</button></div>`}
    ${view.syncError && html`<p class="error" role="alert">${t4("sync.error_detail", { status: view.syncError.status, detail: view.syncError.message?.[getLang()] ?? view.syncError.detail })}</p>`}
    ${view.conflicts.length > 0 && html`<div class="banner warn" role="alert">${t4("conflict.banner", { n: view.conflicts.length })}
      ${view.conflicts.map((entry) => html` <a href=${`#/s/${id}/row/${entry}`}>${t4("conflict.open")}</a>`)}</div>`}
    <div class="sheet-tools">
      <div class="choice" role="group" aria-label=${t4("sheet.unit")}>
        <button type="button" class="chip" aria-pressed=${String(!money)} onClick=${() => setMoney(false)}>${t4("sheet.points")}</button>
        <button type="button" class="chip" aria-pressed=${String(money)} onClick=${() => setMoney(true)}>${t4("sheet.money")}</button>
      </div>
      <span class="muted next" data-next-dealer=${view.next.dealer}>${t4("sheet.next", { dealer: view.next.dealer, forehand: view.next.forehand })}</span>
    </div>
    <p id="full-name" class="full-name" role="status" hidden=${!named}>${named && html`<strong>${named}</strong>`}</p>
    <div class="grid-wrap" tabindex="0" role="region" aria-label=${t4("sheet.caption")}>
    <table class="grid" data-players=${players.length + (pot ? 1 : 0)} data-unit=${money ? "money" : "points"}>
      <caption class="sr-only">${t4("sheet.caption")}</caption>
      <thead><tr><th scope="col" class="n">#</th>${players.map(
    (p3, i3) => html`<th scope="col" data-player=${p3} aria-label=${p3} title=${p3}>
          <button type="button" class="who" aria-expanded=${String(named === p3)} aria-controls="full-name" onClick=${() => setNamed(named === p3 ? null : p3)}>${heads[i3]}</button></th>`
  )}${pot && html`<th scope="col" class="pot">${t4("pot.name")}</th>`}</tr></thead>
      <tbody>
        ${carry && html`<tr class="carry-label"><th scope="colgroup" colspan=${columns} title=${t4("sheet.carry_title")}>${t4("sheet.carry_row")}</th></tr>
          <tr class="carry" data-carry><th scope="row" class="n"><span class="sr-only">${t4("sheet.carry_row")}</span></th>
          ${players.map((p3) => html`<td data-player=${p3} data-total=${String(own(carry.seats[ledger], p3) ?? 0)}><span class="total">${amount(own(carry.seats[ledger], p3) ?? 0, money)}</span></td>`)}
          ${pot && html`<td class="pot" />`}</tr>`}
        ${opening && html`<tr class="opening" data-opening="stake"><th scope="row" class="n" title=${t4("sheet.stake_row")}>0</th>
          ${players.map((p3) => html`<td data-player=${p3}><span class="total">${amount(own(opening[ledger], p3) ?? 0, money)}</span><span class="delta">${t4("sheet.stake_row")}</span></td>`)}
          ${potCell(opening.pot, null, {})}</tr>`}
        ${view.earlier > 0 && html`<tr><td colspan=${columns}>
          <button type="button" class="link-btn" onClick=${() => setAll(true)}>${t4("sheet.earlier", { n: view.earlier })}</button></td></tr>`}
        ${rowList.map(
    (row) => html`<tr key=${row.id} data-entry=${row.id} class=${row.state}>
          <th scope="row" class="n"><a href=${`#/s/${id}/row/${row.id}`} aria-label=${t4("row.open", { n: row.n })}>${row.n}</a></th>
          ${players.map((p3) => {
      const out = row.sittingOut === p3;
      const marks = [row.dealer === p3 && "G", row.forehand === p3 && "V"].filter(Boolean).join("");
      return html`<td class=${out ? "out" : ""} data-player=${p3} data-total=${String(own(row.running[ledger], p3) ?? 0)}>
              <span class="total">${amount(own(row.running[ledger], p3) ?? 0, money)}</span>
              <span class="delta">${marks && html`<span class="mark" title=${marks.includes("G") ? t4("sheet.dealer") : t4("sheet.forehand")}>${marks}</span>`}${out ? t4("sheet.sits_out") : amount(own(row.result[ledger], p3) ?? 0, money, true)}</span>
            </td>`;
    })}
          ${pot && potCell(row.pot, row.potChange, { "data-pot": row.n })}
        </tr>`
  )}
      </tbody>
      <tfoot><tr><th scope="row" class="n">Σ</th>${players.map((p3) => html`<td data-final=${p3} data-total=${String(own(view.totals[ledger], p3) ?? 0)}><strong>${amount(own(view.totals[ledger], p3) ?? 0, money)}</strong></td>`)}
        ${pot && html`<td class="pot" data-final="pot" data-total=${String(pot[ledger])}><strong>${amount(pot[ledger], money)}</strong></td>`}</tr></tfoot>
    </table>
    </div>
    ${view.rows.length === 0 && view.earlier === 0 && html`<p class="empty">${t4("sheet.no_deals")}</p>`}
    ${heads.some((head, i3) => head !== players[i3]) && html`<p class="muted small" data-names-hint>${t4("sheet.names_hint")}</p>`}
    <p class="muted small" data-sum>${isZeroSum([...Object.values(view.totals[ledger]), ...pot ? [pot[ledger]] : [], ...left.map(([, v3]) => v3)]) ? t4("sheet.zero_sum") : t4("sheet.not_zero_sum")}
      ${left.length > 0 && ` ${t4("sheet.left_carry", { names: left.map(([name, v3]) => `${name} ${amount(v3, money, true)}`).join(", ") })}`} · ${t4("sheet.legend")}</p>
    ${data.sheet?.tournament && html`<${TableResult} id=${id} sheet=${data.sheet} deals=${data.rows?.length ?? 0} unsynced=${view.sync.unsynced} onState=${setTableState} />`}
    <p class="menu-link"><a href=${`#/s/${id}/menu`} id="sheet-menu">${t4("life.menu")}</a></p>
    ${view.editable && !view.sync.deleted && tableState === "playing" && html`<div class="actions sticky"><a class="btn primary big" href=${`#/s/${id}/deal`} id="new-deal">${t4("sheet.new_deal")}</a></div>`}
  </main>`;
}

export {
  Q,
  d2 as d,
  A2 as A,
  T2 as T,
  w2 as w,
  LOCAL_ORDER,
  db,
  subscribe,
  changeCount,
  VIEW,
  viewKey,
  lastView,
  keepView,
  uuid,
  listSheets,
  getSetting,
  setSetting,
  loadSheet,
  cached,
  putSheet,
  deleteSheet,
  putEntries,
  changeEntries,
  editEntry,
  getEntry,
  nextOrder,
  earlySheet,
  UNDO_MS,
  onLater,
  isLater,
  later,
  undoLater,
  own,
  setOwn,
  add,
  neg,
  value,
  isZero,
  format,
  formatMoney,
  familyOfProfile,
  tableSizes,
  activeSeats,
  LEDGERS,
  sheetFamily,
  seating,
  sheetSeating,
  gameName,
  live,
  startTotals,
  shownNames,
  shownName,
  leavers,
  totals,
  stats,
  payout,
  series,
  STRINGS,
  text,
  UUID,
  html,
  getLang,
  setLang,
  t4 as t,
  THEMES,
  getTheme,
  setTheme,
  SettingsLink,
  useLang,
  currentRoute,
  go,
  useRoute,
  lazy,
  Header,
  Choice,
  TOAST_ACTION_MS,
  toast,
  Toasts,
  download,
  SheetNav,
  Missing,
  SheetScreen,
  deleteSheetWithUndo,
  SheetsScreen,
  useSheet,
  flushDeletions
};
