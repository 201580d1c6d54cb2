import {
  ExportButtons
} from "./chunk-NZ3TX3CF.js";
import {
  Header,
  Missing,
  SheetNav,
  html,
  t,
  useSheet
} from "./chunk-R2IDERMZ.js";

// pwa/node_modules/lean-qr/index.mjs
var t2 = [0.2, 3 / 8, 5 / 9, 2 / 3];
var o = (o2, e) => (r2) => {
  const n2 = 4 * o2 + r2 - 4, s2 = "*-04-39?2$%%$%%'$%''%'''%')(%'))%(++'(++'(+.'+-.',/3',33)-/5)-43).36)058*18<+37<+4:<,4:E,5<A-7>C/8@F/:EH/<EK0=FM1?IP2@KS3BNV4DPY5FS\\6HV_6IXb7K[e8N^i9Pam;Rdp<Tgt".charCodeAt(n2) - 35, f2 = n2 > 8 ? s2 : 1, c2 = e / f2 | 0, i2 = e % f2, l2 = f2 - i2, a2 = n2 > 8 ? c2 * t2[r2] + (o2 > 5) & -2 : s2, _2 = c2 - a2;
  return { t: l2 * _2 + i2 * _2 + i2, o: [[l2, _2], [i2, _2 + 1]], i: a2 };
};
var r = (t3) => new Uint8Array(t3);
var n = (t3) => {
  const o2 = new Error(`lean-qr error ${t3}`);
  throw o2.code = t3, o2;
};
var s = (t3) => "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".indexOf(t3);
var f = (t3) => t3.charCodeAt(0);
var c = (...t3) => (o2, e) => t3.forEach((t4) => t4(o2, e));
var i = (t3) => (o2) => {
  o2.eci !== t3 && (o2.push(7, 4), t3 < 128 ? o2.push(t3, 8) : t3 < 16384 ? o2.push(32768 | t3, 16) : o2.push(12582912 | t3, 24), o2.eci = t3);
};
var l = (t3) => (o2, e) => {
  o2.push(4, 4), o2.push(t3.length, 8 + 8 * (e > 9)), t3.forEach((t4) => o2.push(t4, 8));
};
var a = (t3, o2, e, r2, n2 = (t4, o3) => e(t4.length, o3), s2 = r2 ? (o3) => c(i(r2), t3(o3)) : t3) => (s2.test = o2, s2.l = e, s2.est = n2, s2.eci = r2 && [r2], s2);
var _ = a((t3) => (o2, e) => {
  o2.push(1, 4), o2.push(t3.length, 10 + 2 * (e > 26) + 2 * (e > 9));
  let r2 = 0;
  for (; r2 < t3.length - 2; r2 += 3) o2.push(+t3.slice(r2, r2 + 3), 10);
  r2 < t3.length - 1 ? o2.push(+t3.slice(r2), 7) : r2 < t3.length && o2.push(+t3[r2], 4);
}, (t3) => /[0-9]/.test(t3), (t3, o2) => 14 + 2 * (o2 > 26) + 2 * (o2 > 9) + 10 * t3 / 3);
var u = a((t3) => (o2, e) => {
  o2.push(2, 4), o2.push(t3.length, 9 + 2 * (e > 26) + 2 * (e > 9));
  let r2 = 0;
  for (; r2 < t3.length - 1; r2 += 2) o2.push(45 * s(t3[r2]) + s(t3[r2 + 1]), 11);
  r2 < t3.length && o2.push(s(t3[r2]), 6);
}, (t3) => s(t3) >= 0, (t3, o2) => 13 + 2 * (o2 > 26) + 2 * (o2 > 9) + 5.5 * t3);
var d = a((t3) => l([...t3].map(f)), (t3) => f(t3) < 128, (t3, o2) => 12 + 8 * (o2 > 9) + 8 * t3);
d._ = true, d.u = true;
var p = a(d, (t3) => f(t3) < 256, d.l, 3);
p._ = true;
var m = new TextEncoder();
var h = a((t3) => l(m.encode(t3)), () => 1, 0, 26, (t3, o2) => 12 + 8 * (o2 > 9) + 8 * m.encode(t3).length);
h._ = true;
var w = () => {
  const t3 = /* @__PURE__ */ new Map(), o2 = new TextDecoder("sjis"), e = r(2);
  for (let r2 = 0; r2 < 7973; ++r2) e[0] = r2 / 192 + 129 + 64 * (r2 > 5951), e[1] = r2 % 192 + 64, t3.set(o2.decode(e), r2);
  return t3.delete("�"), w = () => t3, t3;
};
var y = a((t3) => (o2, e) => {
  o2.push(8, 4), o2.push(t3.length, 8 + 2 * (e > 26) + 2 * (e > 9));
  for (const e2 of t3) o2.push(w().get(e2), 13);
}, (t3) => w().has(t3), (t3, o2) => 12 + 2 * (o2 > 26) + 2 * (o2 > 9) + 13 * t3);
y._ = true;
var g = [_, u, d, p, y, h];
var b = { auto: (t3, { modes: o2 = g } = {}) => (e, r2) => {
  const s2 = o2.map((o3, e2) => {
    const n2 = /* @__PURE__ */ new Map(), s3 = (t4, o4) => (n2.has(t4) || n2.set(t4, o4(t4, r2)), n2.get(t4));
    return { m: o3, h: 1 << e2, C: o3.est("", r2), S: o3.l ? (t4, e3) => s3(e3 - t4, o3.l) : (e3, r3) => s3(t3.slice(e3, r3), o3.est) };
  });
  let f2 = [{ v: 0 }], c2 = 0, i2 = 0, l2 = -1;
  for (const o3 of [...t3, ""]) {
    let t4 = 0;
    if (o3) for (const e2 of s2) e2.m.test(o3) && (t4 |= e2.h);
    if (!o3 || t4 !== l2) {
      if (-1 !== l2) {
        const t5 = new Set(f2.map((t6) => t6.D)), o4 = [];
        for (const { m: e2, C: r3, S: n2, h: a3 } of s2) if (l2 & a3) {
          const s3 = n2(c2, i2);
          for (const l3 of e2.eci ?? t5) if (!e2.u || !l3) {
            let t6;
            for (const o5 of f2) if (o5.D === l3 || e2.eci) {
              const f3 = o5.m === e2 && o5.D === l3, a4 = f3 ? o5.V : o5, _2 = e2._ && f3 ? o5.v + s3 - r3 : a4.v + 12 * (a4.D !== l3) + (f3 ? n2(f3 ? o5.$ : c2, i2) : s3);
              (!t6 || _2 < t6.v) && (t6 = { $: f3 ? o5.$ : c2, V: a4, m: e2, D: l3, A: i2, v: _2 });
            }
            t6 && o4.push(t6);
          }
        }
        f2 = o4;
      }
      l2 = t4, c2 = i2;
    }
    i2 += o3.length;
  }
  f2.length || n(5);
  const a2 = [];
  for (let o3 = f2.reduce((t4, o4) => o4.v < t4.v ? o4 : t4); o3.m; o3 = o3.V) a2.push(o3.m(t3.slice(o3.$, o3.A)));
  a2.reverse().forEach((t4) => t4(e, r2));
}, multi: c, eci: i, bytes: l, numeric: _, alphaNumeric: u, ascii: d, iso8859_1: p, shift_jis: y, utf8: h };
var C = () => ({ F: r(2956), I: 0, push(t3, o2) {
  for (let e = o2, r2 = 8 - (7 & this.I); e > 0; e -= r2, r2 = 8) this.F[this.I >> 3] |= t3 << r2 >> e, this.I += e < r2 ? e : r2;
} });
var x = (t3, o2 = t3 * t3, e = r(o2)) => ({ size: t3, K: e, get: (o3, r2) => o3 >= 0 && o3 < t3 && !!(1 & e[r2 * t3 + o3]), toString({ on: o3 = "##", off: e2 = "  ", lf: r2 = "\n", pad: n2 = 4, padX: s2 = n2, padY: f2 = n2 } = {}) {
  let c2 = "";
  for (let n3 = -f2; n3 < t3 + f2; ++n3) {
    for (let r3 = -s2; r3 < t3 + s2; ++r3) c2 += this.get(r3, n3) ? o3 : e2;
    c2 += r2;
  }
  return c2;
}, toImageData(o3, { on: e2 = [0, 0, 0], off: r2 = [0, 0, 0, 0], pad: n2 = 4, padX: s2 = n2, padY: f2 = n2 } = {}) {
  const c2 = t3 + 2 * s2, i2 = t3 + 2 * f2, l2 = o3.createImageData(c2, i2), a2 = new Uint32Array(l2.data.buffer);
  l2.data.set([...e2, 255]);
  const _2 = a2[0];
  l2.data.set([...r2, 255]);
  const u2 = a2[0];
  for (let t4 = 0; t4 < i2; ++t4) for (let o4 = 0; o4 < c2; ++o4) a2[t4 * c2 + o4] = this.get(o4 - s2, t4 - f2) ? _2 : u2;
  return l2;
}, toCanvas(t4, o3) {
  const e2 = t4.getContext("2d"), r2 = this.toImageData(e2, o3);
  t4.width = r2.width, t4.height = r2.height, e2.putImageData(r2, 0, 0);
}, toDataURL({ type: t4 = "image/png", scale: o3 = 1, ...e2 } = {}) {
  const r2 = document.createElement("canvas"), n2 = r2.getContext("2d"), s2 = this.toImageData(n2, e2);
  return r2.width = s2.width * o3, r2.height = s2.height * o3, n2.putImageData(s2, 0, 0), n2.imageSmoothingEnabled = false, n2.globalCompositeOperation = "copy", n2.drawImage(r2, 0, 0, s2.width, s2.height, 0, 0, r2.width, r2.height), r2.toDataURL(t4, 1);
} });
var z = [(t3, o2) => 1 & (t3 ^ o2), (t3, o2) => 1 & o2, (t3) => t3 % 3, (t3, o2) => (t3 + o2) % 3, (t3, o2) => 1 & (t3 / 3 ^ o2 >> 1), (t3, o2) => (t3 & o2 & 1) + t3 * o2 % 3, (t3, o2) => (t3 & o2) + t3 * o2 % 3 & 1, (t3, o2) => (t3 ^ o2) + t3 * o2 % 3 & 1];
var E = r(511);
for (let t3 = 0, o2 = 1; t3 < 255; o2 = 2 * o2 ^ 285 * (o2 > 127)) E[E[o2 + 255] = t3++] = o2;
var M = (t3) => E[t3 % 255];
var S = (t3) => E[t3 + 255];
var v = (t3, o2) => {
  const e = r(t3.length + o2.length - 1);
  for (let r2 = 0; r2 < t3.length; ++r2) for (let n2 = 0; n2 < o2.length; ++n2) e[r2 + n2] ^= M(t3[r2] + o2[n2]);
  return e.map(S);
};
var D = (t3, o2) => {
  const e = r(t3.length + o2.length - 1);
  e.set(t3, 0);
  for (let r2 = 0; r2 < t3.length; ++r2) if (e[r2]) {
    const t4 = S(e[r2]);
    for (let n2 = 0; n2 < o2.length; ++n2) e[r2 + n2] ^= M(o2[n2] + t4);
  }
  return e.slice(t3.length);
};
var L = [[0], [0, 0]];
for (let t3 = 1; t3 < 30; ++t3) L.push(v(L[t3], [0, t3]));
var V = (t3, o2) => {
  const e = [[], []];
  let n2 = 0, s2 = 0;
  for (const [r2, f3] of o2.o) for (let c2 = 0; c2 < r2; ++c2, n2 += f3) {
    const r3 = t3.slice(n2, n2 + f3);
    e[0].push(r3), e[1].push(D(r3, L[o2.i])), s2 += f3 + o2.i;
  }
  const f2 = r(s2);
  s2 = 0;
  for (const t4 of e) for (let o3 = 0, e2 = -1; e2 < s2; ++o3) {
    e2 = s2;
    for (const e3 of t4) o3 < e3.length && (f2[s2++] = e3[o3]);
  }
  return f2;
};
var $ = (t3, o2, e) => {
  let r2 = t3 <<= e;
  for (let t4 = 134217728; t4 >>= 1; ) r2 & t4 && (r2 ^= o2 * (t4 >> e));
  return r2 | t3;
};
var A = ({ size: t3, K: o2 }, e) => {
  const r2 = (e2, r3, n3, s3) => {
    for (; n3-- > 0; e2 += t3) o2.fill(s3, e2, e2 + r3);
  }, n2 = (o3, e2, n3) => {
    for (let s3 = 0; s3++ < 3; n3 -= 2) r2(e2 * t3 + o3 - (n3 >> 1) * (t3 + 1), n3, n3, 2 | s3);
  }, s2 = 2 * ((t3 - 13) / (1 + (e / 7 | 0)) / 2 + 0.75 | 0);
  if (e > 1) for (let o3 = t3 - 7; o3 > 8; o3 -= s2) {
    for (let t4 = o3; t4 > 8; t4 -= s2) n2(o3, t4, 5);
    o3 < t3 - 7 && n2(o3, 6, 5);
  }
  if (e > 6) for (let r3 = $(e, 7973, 12), n3 = 1; n3 < 7; ++n3) for (let e2 = 12; e2-- > 9; r3 >>= 1) o2[n3 * t3 - e2] = 2 | 1 & r3;
  r2(7, 2, 9, 2), r2(t3 - 8, 8, 9, 2);
  for (let e2 = 0; e2 < t3; ++e2) o2[6 * t3 + e2] = 3 ^ 1 & e2;
  n2(3, 3, 7), n2(t3 - 4, 3, 7);
  for (let e2 = 0; e2 < t3; ++e2) for (let r3 = e2; r3 < t3; ++r3) o2[r3 * t3 + e2] = o2[e2 * t3 + r3];
  o2[(t3 - 8) * t3 + 8] = 3;
};
var F = ({ size: t3, K: o2 }) => {
  const e = [];
  for (let r2 = t3 - 2, n2 = t3, s2 = -1; r2 >= 0; r2 -= 2) {
    for (5 === r2 && (r2 = 4); n2 += s2, -1 !== n2 && n2 !== t3; ) {
      const s3 = n2 * t3 + r2;
      o2[s3 + 1] || e.push(s3 + 1), o2[s3] || e.push(s3);
    }
    s2 *= -1;
  }
  return e;
};
var H = ({ K: t3 }, o2, e) => o2.forEach((o3, r2) => t3[o3] = e[r2 >> 3] >> (7 & ~r2) & 1);
var I = ({ size: t3, K: o2 }, e, r2, n2) => {
  for (let r3 = 0; r3 < t3; ++r3) for (let n3 = 0; n3 < t3; ++n3) {
    const s3 = r3 * t3 + n3;
    o2[s3] ^= !(e(n3, r3) || 2 & o2[s3]);
  }
  let s2 = 21522 ^ $((1 ^ n2) << 3 | r2, 1335, 10);
  for (let e2 = 0; e2++ < 8; s2 >>= 1) o2[(e2 - (e2 < 7)) * t3 + 8] = 1 & s2, o2[9 * t3 - e2] = 1 & s2;
  for (let e2 = 8; --e2, s2; s2 >>= 1) o2[8 * t3 + e2 - (e2 < 7)] = 1 & s2, o2[(t3 - e2) * t3 + 8] = 1 & s2;
};
var K = ({ size: t3, K: o2 }, e = 0, r2 = 0) => {
  for (let n2 = 0; n2 < t3; ++n2) {
    for (let s2 = 0; s2 < 2; ++s2) for (let f2, c2 = 0, i2 = 0, l2 = 2; c2 < t3; ++c2) {
      const a2 = 1 & o2[s2 ? n2 * t3 + c2 : c2 * t3 + n2];
      r2 += a2, i2 = (i2 >> 1 | 2098176) & (3047517 ^ a2 - 1), 2049 & i2 && (e += 40), a2 ^ l2 && (f2 = 0), l2 = a2, e += 5 === ++f2 ? 3 : f2 > 5;
    }
    if (n2) for (let r3 = t3 + n2, s2 = 5 * o2[n2 - 1] ^ o2[n2]; r3 < t3 * t3; r3 += t3) {
      const t4 = 5 * o2[r3 - 1] ^ o2[r3];
      e += 3 * !(1 & (s2 | t4) | 4 & (s2 ^ t4)), s2 = t4;
    }
  }
  return e + 10 * (10 * Math.abs(r2 / (t3 * t3) - 1) | 0);
};
var N = [];
var P = (t3 = n(1), { minCorrectionLevel: e = 0, maxCorrectionLevel: r2 = 3, minVersion: s2 = 1, maxVersion: f2 = 40, mask: c2, trailer: i2 = 60433, ...l2 } = {}) => {
  r2 < e && n(3), f2 < s2 && n(2), "string" == typeof t3 && (t3 = b.auto(t3, l2));
  for (let n2 = s2, l3 = 0; n2 <= f2; ++n2) {
    let s3 = N[n2];
    s3 || (N[n2] = s3 = x(4 * n2 + 17), A(s3, n2), s3.p = F(s3));
    const f3 = o(n2, s3.p.length >> 3);
    if (8 * f3(e).t < l3) continue;
    const a2 = C();
    t3(a2, n2), l3 = a2.I;
    for (let t4 = r2; t4 >= e; --t4) {
      const o2 = f3(t4);
      if (8 * o2.t < l3) continue;
      for (a2.I = l3 + 11 & -8; a2.I < 8 * o2.t; ) a2.push(i2, 16);
      const e2 = x(s3.size, s3.K);
      return H(e2, s3.p, V(a2.F, o2)), (z[c2] ? [z[c2]] : z).map((o3, r3) => {
        const n3 = x(e2.size, e2.K);
        return I(n3, o3, c2 ?? r3, t4), n3.s = z[c2] ? 0 : K(n3), n3;
      }).reduce((t5, o3) => o3.s < t5.s ? o3 : t5);
    }
  }
  n(4);
};
P.with = (...t3) => (o2, e) => P(o2, { modes: [...g, ...t3], ...e });

// pwa/app/screens/share.js
function shareLink(sheet, role) {
  const tok = role === "edit" ? sheet.edit_token : sheet.view_token;
  return `${location.origin}/#/join/${sheet.id}/${role}/${tok}`;
}
function Qr({ text, label }) {
  const code = P(text);
  let d2 = "";
  for (let y2 = 0; y2 < code.size; y2++) for (let x2 = 0; x2 < code.size; x2++) if (code.get(x2, y2)) d2 += `M${x2} ${y2}h1v1h-1z`;
  const size = code.size + 8;
  return html`<svg class="qr" viewBox=${`-4 -4 ${size} ${size}`} role="img" aria-label=${label}>
    <rect x="-4" y="-4" width=${size} height=${size} class="qr-bg" /><path d=${d2} class="qr-fg" /></svg>`;
}
function LinkBox({ role, sheet }) {
  const link = shareLink(sheet, role);
  const copy = () => navigator.clipboard?.writeText(link);
  return html`<section class="share" aria-labelledby=${`h-${role}`} data-role=${role}>
    <h2 id=${`h-${role}`}>${t(`share.${role}`)}</h2>
    <p class="hint">${t(`share.${role}_hint`)}</p>
    <${Qr} text=${link} label=${t("share.qr", { what: t(`share.${role}`) })} />
    <input class="link" readonly value=${link} aria-label=${t("share.link", { what: t(`share.${role}`) })} data-link=${role} />
    <div class="actions">
      <button type="button" class="btn" onClick=${copy}>${t("share.copy")}</button>
      ${navigator.share && html`<button type="button" class="btn" onClick=${() => navigator.share({ title: sheet.title, url: link }).catch(() => {
  })}>${t("share.send")}</button>`}
    </div>
  </section>`;
}
function ShareScreen({ id }) {
  const data = useSheet(id);
  if (data.missing) return html`<${Missing} />`;
  if (!data.sheet) return html`<${Header} title=${t("loading")} back=${`s/${id}`} />`;
  const { sheet } = data;
  return html`<${Header} title=${t("share.title")} back=${`s/${id}`} />
  <${SheetNav} id=${id} here="share" />
  <main class="page">
    ${!sheet.remote.created && html`<p class="banner">${t("share.not_yet")}</p>`}
    <${LinkBox} role="view" sheet=${sheet} />
    ${sheet.role === "edit" && html`<${LinkBox} role="edit" sheet=${sheet} />`}
    <${ExportButtons} data=${data} />
  </main>`;
}

export {
  shareLink,
  Qr,
  ShareScreen
};
