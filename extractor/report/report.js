// The report page's script: filters the papers of the embedded run and renders one page of them at a time, so a
// 10,000-paper run costs one JSON.parse and a few dozen cards, not 10,000 cards. Input text only ever enters the
// page as text nodes (textContent, createTextNode, attribute values set through the DOM), never as markup.
(function () {
  "use strict";
  const C = JSON.parse(document.getElementById("report-constants").textContent);
  const D = JSON.parse(document.getElementById("report-data").textContent);
  const PAGE_SIZE = 25;
  const LINKED_LABELS = new Set(["DATASET", "METHOD", "METRIC", "TASK"]);
  const papers = D.papers;
  const codeKind = D.urlKinds.indexOf("code");
  const $ = (id) => document.getElementById(id);

  // canonical (lower case) -> name indices: a typed name matches every label it is known under.
  const namesByText = new Map();
  D.names.forEach((n, i) => {
    const key = n[0].toLowerCase();
    if (!namesByText.has(key)) namesByText.set(key, []);
    namesByText.get(key).push(i);
  });
  const namesByPapers = D.names.map((_, i) => i).sort((a, b) => D.names[b][3] - D.names[a][3]);
  let haystacks = null; // lower-cased title + abstract + id, built on the first search only

  const FILTERS = ["q", "name", "label", "field", "contrib", "group", "code"];
  let state = {};
  let matches = [];
  let page = 0;
  let fromPage = false; // the fragment changed by the controls (no jump), not by a followed link

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value !== null && value !== undefined) node.setAttribute(key, value);
    }
    for (const child of children) {
      if (child === null || child === undefined || child === "") continue;
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    }
    return node;
  }

  function fragment(params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
    return "#" + search.toString();
  }

  function nameLink(index) {
    const [canonical, label, nameId, count] = D.names[index];
    const labelText = D.labels[label];
    return el("a", {href: fragment({name: canonical, label: labelText}), class: "name e-" + labelText,
                    title: `${labelText}${nameId ? " · " + nameId : ""} · ${count} paper${count === 1 ? "" : "s"}`},
              canonical);
  }

  // ---- state <-> URL fragment: every filter is addressable, so a name anywhere on the page is a plain link ----

  function readHash() {
    const params = new URLSearchParams(location.hash.slice(1));
    state = {};
    for (const key of FILTERS) state[key] = params.get(key) || "";
    page = Math.max(0, (parseInt(params.get("page") || "1", 10) || 1) - 1);
  }

  function writeHash(resetPage) {
    const params = {};
    for (const key of FILTERS) params[key] = state[key];
    if (!resetPage && page > 0) params.page = String(page + 1);
    const target = fragment(params);
    if (target !== location.hash && !(target === "#" && !location.hash)) {
      fromPage = true;
      location.hash = target;
    } else apply();
  }

  function syncControls() {
    $("f-q").value = state.q;
    $("f-name").value = state.name;
    for (const key of ["label", "field", "contrib", "group"]) if ($("f-" + key)) $("f-" + key).value = state[key];
    $("f-code").checked = state.code === "1";
  }

  // ---- filtering ----

  function matchingPapers() {
    const label = state.label ? D.labels.indexOf(state.label) : null;
    const field = state.field ? D.fields.indexOf(state.field) : null;
    const contrib = state.contrib ? D.contribs.indexOf(state.contrib) : null;
    const group = state.group ? D.groups.indexOf(state.group) : null;
    let names = null;
    if (state.name) {
      const known = namesByText.get(state.name.trim().toLowerCase()) || [];
      names = new Set(known.filter((i) => label === null || D.names[i][1] === label));
    }
    const words = state.q.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length && !haystacks) {
      haystacks = papers.map((p) => ((p.title || "") + "\n" + p.abstract + "\n" + p.id).toLowerCase());
    }
    const found = [];
    for (let i = 0; i < papers.length; i++) {
      const p = papers[i];
      if (field !== null && p.field !== field) continue;
      if (contrib !== null && p.contrib !== contrib) continue;
      if (group !== null && p.group !== group) continue;
      if (state.code === "1" && !p.u.some((u) => u[3] === codeKind)) continue;
      if (names !== null) {
        if (!p.n.some((n) => names.has(n))) continue;
      } else if (label !== null && !p.n.some((n) => D.names[n][1] === label)) continue;
      if (words.length && !words.every((w) => haystacks[i].includes(w))) continue;
      found.push(i);
    }
    return found;
  }

  // ---- the abstract with its spans ----

  // Cuts [0, text.length) at every span boundary; each piece lists the spans that cover it, so overlapping and
  // nested spans (a name inside a URL, a claim across a metric) all show, each over exactly its own characters.
  function segments(length, spans) {
    const cuts = new Set([0, length]);
    for (const span of spans) { cuts.add(span.s); cuts.add(span.e); }
    const points = [...cuts].filter((x) => x >= 0 && x <= length).sort((a, b) => a - b);
    const pieces = [];
    for (let k = 0; k + 1 < points.length; k++) {
      const s = points[k], e = points[k + 1];
      pieces.push({s, e, spans: spans.filter((span) => span.s <= s && span.e >= e)});
    }
    return pieces;
  }

  function entityTip(p, e) {
    const [s, end, label, flags, name, source, score, longForm] = e;
    const bits = [D.labels[label], (flags & C.NAMED) ? "a name" : "a description"];
    if (flags & C.ARTIFACT) bits.push("the paper's own artifact");
    if (name >= 0) bits.push("canonical: " + D.names[name][0] + (D.names[name][2] ? " (" + D.names[name][2] + ")" : ""));
    if (longForm) bits.push("long form: " + longForm);
    bits.push("found by " + D.sources[source] + (score === null ? "" : ", score " + score));
    return `“${p.abstract.slice(s, end)}” ` + bits.join(" · ");
  }

  // What a claim is linked to: the run's own links (subject, metric, dataset, ...) when its claims table has them,
  // else the names written in the claim's sentence.
  function claimLinks(p, c) {
    if (D.claimLinks.length) {
      return c[9].map(([role, text, name]) => ({role, text, name, label: name >= 0 ? D.labels[D.names[name][1]] : ""}));
    }
    const [, , , , , , sentStart, sentEnd] = c;
    const seen = new Set(), linked = [];
    for (const e of p.e) {
      if (!(e[3] & C.NAMED) || !LINKED_LABELS.has(D.labels[e[2]]) || e[0] < sentStart || e[1] > sentEnd) continue;
      const text = e[4] >= 0 ? D.names[e[4]][0] : p.abstract.slice(e[0], e[1]);
      if (!seen.has(text)) { seen.add(text); linked.push({role: "", text, name: e[4], label: D.labels[e[2]]}); }
    }
    return linked;
  }

  function claimTip(p, c) {
    const [s, e, value, unit, kind, relative, , , other] = c;
    const bits = ["claim " + [value, unit].filter(Boolean).join(" ")];
    if (kind !== null) bits.push(D.kinds[kind] + (relative ? ", relative" : ""));
    for (const [key, v] of Object.entries(other)) bits.push(key + ": " + v);
    const linked = claimLinks(p, c);
    if (linked.length) {
      bits.push((D.claimLinks.length ? "linked to " : "in its sentence: ") +
                linked.map((l) => (l.role ? l.role + " " : "") + l.text).join(", "));
    }
    return `“${p.abstract.slice(s, e)}” ` + bits.join(" · ");
  }

  function abstractNode(p) {
    const spans = [];
    p.e.forEach((e, i) => spans.push({s: e[0], e: e[1], kind: "e", i}));
    p.c.forEach((c, i) => spans.push({s: c[0], e: c[1], kind: "c", i}));
    p.u.forEach((u, i) => spans.push({s: u[0], e: u[1], kind: "u", i}));
    const node = el("p", {class: "abstract"});
    for (const piece of segments(p.abstract.length, spans)) {
      const text = p.abstract.slice(piece.s, piece.e);
      if (!piece.spans.length) { node.appendChild(document.createTextNode(text)); continue; }
      const classes = ["seg"], tips = [], ids = {e: [], c: [], u: []};
      // The innermost entity gives the colour when entities nest.
      const ents = piece.spans.filter((x) => x.kind === "e").sort((a, b) => (a.e - a.s) - (b.e - b.s));
      if (ents.length) {
        const e = p.e[ents[0].i];
        classes.push("e-" + D.labels[e[2]]);
        if (ents.some((x) => p.e[x.i][3] & C.NAMED)) classes.push("named");
        if (ents.some((x) => p.e[x.i][3] & C.ARTIFACT)) classes.push("art");
      }
      for (const span of piece.spans) {
        ids[span.kind].push(span.i);
        if (span.kind === "e") tips.push(entityTip(p, p.e[span.i]));
        else if (span.kind === "c") { classes.push("claim"); tips.push(claimTip(p, p.c[span.i])); }
        else { classes.push("url"); tips.push(`“${p.u[span.i][2]}” URL · ${D.urlKinds[p.u[span.i][3]]}`); }
      }
      node.appendChild(el("span", {
        class: classes.join(" "), "data-s": String(piece.s), title: tips.join("\n"),
        "data-e": ids.e.join(" ") || null, "data-c": ids.c.join(" ") || null, "data-u": ids.u.join(" ") || null,
      }, text));
    }
    return node;
  }

  // ---- one paper ----

  function metaNode(p) {
    const meta = el("p", {class: "meta"}, el("code", {}, p.id));
    const add = (label, value, href) => {
      if (value === null || value === undefined || value === "") return;
      meta.appendChild(document.createTextNode(" · " + label + " "));
      meta.appendChild(href ? el("a", {href}, value) : el("b", {}, value));
    };
    if (p.field !== null) {
      add("field", D.fields[p.field] + (p.score === null ? "" : ` (${p.score.toFixed(2)})`),
          fragment({field: D.fields[p.field]}));
    }
    if (p.contrib !== null) {
      add("contribution", D.contribs[p.contrib] + (p.cscore === null || p.cscore === undefined ? "" : ` (${p.cscore.toFixed(2)})`),
          fragment({contrib: D.contribs[p.contrib]}));
    }
    add("task", p.task);
    add("artifact", p.artifact);
    if (p.group !== null && D.groupBy !== "input file") add(D.groupBy, D.groups[p.group], fragment({group: D.groups[p.group]}));
    add("from", p.source);
    return meta;
  }

  function claimsNode(p) {
    if (!p.c.length) return null;
    const rows = p.c.map((c) => {
      const linked = el("td", {});
      for (const l of claimLinks(p, c)) {
        if (l.role) linked.appendChild(document.createTextNode(l.role + ": "));
        linked.appendChild(l.name >= 0 ? nameLink(l.name) : el("span", {class: "name e-" + l.label}, l.text));
        linked.appendChild(document.createTextNode(" "));
      }
      const other = Object.entries(c[8]).map(([k, v]) => k + ": " + v).join("; ");
      return el("tr", {}, el("td", {}, p.abstract.slice(c[0], c[1])), el("td", {}, c[2]), el("td", {}, c[3] || ""),
                el("td", {}, c[4] === null ? "" : D.kinds[c[4]] + (c[5] ? ", relative" : "")), linked,
                el("td", {}, other));
    });
    const head = el("tr", {}, ...["claim", "value", "unit", "kind", D.claimLinks.length ? "linked to" : "names in its sentence", "other"]
      .map((h) => el("th", {}, h)));
    return el("table", {class: "claims"}, el("thead", {}, head), el("tbody", {}, ...rows));
  }

  function paperNode(p) {
    const names = el("p", {class: "names"});
    for (const n of [...p.n].sort((a, b) => D.names[a][1] - D.names[b][1] || D.names[b][3] - D.names[a][3])) {
      names.appendChild(nameLink(n));
      names.appendChild(document.createTextNode(" "));
    }
    const urls = p.u.length ? el("ul", {class: "urls"}, ...p.u.map((u) => el("li", {}, el("span", {class: "url"}, u[2]),
      " " + D.urlKinds[u[3]]))) : null;
    return el("article", {class: "paper", "data-id": p.id},
      el("h3", {}, p.title || p.id), metaNode(p), abstractNode(p), p.n.length ? names : null, claimsNode(p), urls);
  }

  // ---- the list ----

  function render() {
    const pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
    page = Math.min(page, pages - 1);
    const shown = matches.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
    const list = $("papers");
    list.replaceChildren(...shown.map((i) => paperNode(papers[i])));
    const active = FILTERS.filter((k) => state[k]).map((k) => k === "code" ? "has code" : `${k}: ${state[k]}`);
    $("status").textContent = `${matches.length.toLocaleString("en")} of ${papers.length.toLocaleString("en")} papers` +
      (active.length ? " — " + active.join(", ") : "");
    $("page").textContent = `page ${page + 1} of ${pages}`;
    for (const id of ["prev", "prev2"]) $(id).disabled = page === 0;
    for (const id of ["next", "next2"]) $(id).disabled = page >= pages - 1;
  }

  function apply() {
    readHash();
    syncControls();
    matches = matchingPapers();
    render();
  }

  function fromControls() {
    state.q = $("f-q").value;
    state.name = $("f-name").value.trim();
    for (const key of ["label", "field", "contrib", "group"]) state[key] = $("f-" + key) ? $("f-" + key).value : "";
    state.code = $("f-code").checked ? "1" : "";
    page = 0;
    writeHash(true);
  }

  function suggestNames() {
    const typed = $("f-name").value.trim().toLowerCase();
    const options = [];
    for (const i of namesByPapers) {
      if (options.length >= 30) break;
      if (!typed || D.names[i][0].toLowerCase().includes(typed)) options.push(el("option", {value: D.names[i][0]}));
    }
    $("name-list").replaceChildren(...options);
  }

  function turn(step) {
    page += step;
    const params = {};
    for (const key of FILTERS) params[key] = state[key];
    if (page > 0) params.page = String(page + 1);
    location.hash = fragment(params);
    $("review").scrollIntoView();
  }

  let searchTimer = null;
  $("f-q").addEventListener("input", () => { clearTimeout(searchTimer); searchTimer = setTimeout(fromControls, 250); });
  $("f-name").addEventListener("change", fromControls);
  $("f-name").addEventListener("input", suggestNames);
  for (const key of ["label", "field", "contrib", "group"]) if ($("f-" + key)) $("f-" + key).addEventListener("change", fromControls);
  $("f-code").addEventListener("change", fromControls);
  $("f-clear").addEventListener("click", () => { location.hash = ""; apply(); });
  $("filters").addEventListener("submit", (event) => { event.preventDefault(); fromControls(); });
  for (const id of ["prev", "prev2"]) $(id).addEventListener("click", () => turn(-1));
  for (const id of ["next", "next2"]) $(id).addEventListener("click", () => turn(1));
  window.addEventListener("hashchange", () => {
    apply();
    if (location.hash && !fromPage) $("review").scrollIntoView();
    fromPage = false;
  });

  apply();
  suggestNames();
  document.body.setAttribute("data-ready", "1");
  performance.mark("papers-rendered");
})();
