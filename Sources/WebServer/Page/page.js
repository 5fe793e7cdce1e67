// The page of `analyze serve` (docs/serve.md): everything through the JSON API, no framework.
"use strict";

(function () {
  const SVGNS = "http://www.w3.org/2000/svg";
  const $ = (id) => document.getElementById(id);

  // One page id per tab: the server keeps a session for each. The page's first answer gives
  // its key, which only this tab knows and which a stop must give back (docs/serve.md); a tab
  // that kept an id but not its key takes a new id, whose first answer gives a new key.
  function storedKey() {
    try { return sessionStorage.getItem("analyze-page-key"); } catch (e) { return null; }
  }
  function keepKey(key) {
    st.key = key;
    try { sessionStorage.setItem("analyze-page-key", key); } catch (e) { /* storage off */ }
  }
  function pageId() {
    let id = null;
    try { id = sessionStorage.getItem("analyze-page"); } catch (e) { /* storage off */ }
    if (!id || !/^[A-Za-z0-9_-]{1,64}$/.test(id) || !storedKey()) {
      try { sessionStorage.removeItem("analyze-page-key"); } catch (e) { /* storage off */ }
      let raw = "";
      if (window.crypto && typeof crypto.randomUUID === "function") raw = crypto.randomUUID();
      else raw = Math.random().toString(36).slice(2) + Date.now().toString(36);
      id = ("p-" + raw).replace(/[^A-Za-z0-9-]/g, "").slice(0, 40);
      try { sessionStorage.setItem("analyze-page", id); } catch (e) { /* storage off */ }
    }
    return id;
  }

  const st = {
    page: pageId(),
    key: storedKey(),   // the page's key (see pageId)
    games: [],          // [{name, puzzle}]
    game: "tictactoe",
    moves: [],          // moves played from the start
    redo: [],           // stack: the last element is the next move Redo plays
    position: null,     // the last /api/position answer
    values: null,       // the last /api/values answer
    selected: null,     // the from-cell chosen for a move of two or more cells
    record: null,       // the record game chosen last: {index, game, moves, black, white}
    note: null,         // a message the next load shows in the status line
    generation: 0,      // each load bumps it; answers of older loads are dropped
    pending: 0,         // requests under way
    ops: 0,             // operations under way (see operation)
    finalState: "busy", // the state shown when nothing is under way
    searches: 0,        // search requests under way (progress is polled meanwhile)
    searchDone: null,   // a promise that settles when the running search answers
    poll: null,
  };

  // ---- requests -------------------------------------------------------------------------

  class ApiError extends Error {
    constructor(status, body) {
      super((body && body.error) || ("HTTP " + status));
      this.status = status;
      this.body = body || {};
    }
  }

  function query(params) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params || {})) if (v !== undefined && v !== null) q.set(k, v);
    q.set("page", st.page);
    return q.toString();
  }

  // body[data-state]: "busy" while requests are under way, else how the last operation ended
  // ("ready": a finished position with its values; "error"; "stopped").
  function refreshState() {
    document.body.dataset.state = (st.pending > 0 || st.ops > 0) ? "busy" : st.finalState;
  }

  // Runs an operation (a load, the engine's move, a solve); fn returns the state it ends in,
  // or undefined when a newer operation took over.
  async function operation(fn) {
    st.ops++;
    refreshState();
    try {
      const s = await fn();
      if (s) st.finalState = s;
    } catch (e) {
      st.finalState = showError(e);
    } finally {
      st.ops--;
      refreshState();
    }
  }

  async function api(path, params, options) {
    const opts = options || {};
    st.pending++;
    refreshState();
    let search = null;
    if (opts.search) search = startSearch();
    try {
      const init = { method: opts.method || "GET", headers: {} };
      if (opts.body !== undefined) {
        init.body = opts.body;
        init.headers["Content-Type"] = typeof opts.body === "string" ? "application/x-www-form-urlencoded" : "application/octet-stream";
      }
      const res = await fetch("/api/" + path + "?" + query(params), init);
      let body = null;
      const text = await res.text();
      try { body = text ? JSON.parse(text) : {}; } catch (e) { body = { error: text.slice(0, 300) || ("HTTP " + res.status) }; }
      // The page's first answer (after the server opened it afresh, too) gives its key.
      if (body && typeof body.key === "string") keepKey(body.key);
      if (!res.ok) throw new ApiError(res.status, body);
      return body;
    } catch (e) {
      if (e instanceof ApiError) throw e;
      throw new ApiError(0, { error: "no answer from the server (" + e.message + ")" });
    } finally {
      st.pending--;
      if (search) search.finish();
      refreshState();
    }
  }

  const positionParams = () => ({ game: st.game, moves: st.moves.join(".") });

  // ---- progress -------------------------------------------------------------------------

  function fmtInt(n) { return Math.round(n).toLocaleString("en-US"); }
  function fmtRate(r) {
    if (r >= 1e6) return (r / 1e6).toFixed(1) + " M nodes/s";
    if (r >= 1e3) return (r / 1e3).toFixed(1) + " k nodes/s";
    return Math.round(r) + " nodes/s";
  }

  function startSearch() {
    st.searches++;
    let settle;
    st.searchDone = new Promise((r) => { settle = r; });
    if (!st.poll) {
      st.poll = setInterval(pollProgress, 300);
      $("progress").textContent = "searching…";
      $("progress").className = "running";
    }
    return {
      finish() {
        st.searches--;
        settle();
        if (st.searches <= 0) {
          st.searches = 0;
          clearInterval(st.poll);
          st.poll = null;
          $("progress").className = "";
        }
      },
    };
  }

  let polling = false;
  async function pollProgress() {
    if (polling) return;
    polling = true;
    try {
      const res = await fetch("/api/progress?" + query({}));
      const p = await res.json();
      if (st.searches > 0 && p && p.running) {
        const parts = ["searching " + (p.seconds || 0).toFixed(1) + " s", fmtInt(p.nodes || 0) + " nodes"];
        if (p.rate) parts.push(fmtRate(p.rate));
        if (p.stage) parts.push(p.stage);
        if (p.note) parts.push(p.note);
        $("progress").textContent = parts.join("  ");
      }
    } catch (e) { /* the next poll tries again */ }
    polling = false;
  }

  // The body of a stop: the page's key, as a form.
  function keyForm() { return "key=" + encodeURIComponent(st.key || ""); }

  // Stops the running search (if any) and waits for its request to answer.
  async function stopRunning() {
    if (st.searches <= 0) return;
    const done = st.searchDone;
    try { await fetch("/api/stop?" + query({}), { method: "POST", body: keyForm() }); } catch (e) { /* ignore */ }
    if (done) await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
  }

  // ---- status ---------------------------------------------------------------------------

  function status(text, kind) {
    const el = $("status");
    el.textContent = text || "";
    el.className = kind || "";
    if (kind === "warn") {
      const b = document.createElement("button");
      b.type = "button";
      b.id = "again";
      b.textContent = "Search again";
      b.addEventListener("click", () => load());
      el.appendChild(document.createTextNode(" "));
      el.appendChild(b);
    }
  }

  // Shows an API error; returns the page state it leaves.
  function showError(e, what) {
    if (e.status === 409 && (e.body.stopped || e.body.error === "stopped")) {
      status("stopped", "warn");
      $("progress").textContent = "stopped";
      return "stopped";
    }
    if (e.status === 422) {
      const bound = e.body.bound || e.message;
      status((what ? what + ": " : "") + "limit reached: " + bound, "warn");
      $("progress").textContent = "limit reached: " + bound;
      return "error";
    }
    status((what ? what + ": " : "") + e.message + (e.status ? " (" + e.status + ")" : ""), "error");
    return "error";
  }

  // ---- the address ----------------------------------------------------------------------

  function readAddress() {
    const q = new URLSearchParams(location.search);
    const game = q.get("game");
    const moves = (q.get("moves") || "").split(/[.\s+]+/).filter((m) => m.length > 0);
    return { game: game || null, moves };
  }

  function writeAddress() {
    const q = new URLSearchParams();
    q.set("game", st.game);
    if (st.moves.length > 0) q.set("moves", st.moves.join("."));
    const url = location.pathname + "?" + q.toString().replace(/%2E/gi, ".");
    if (url !== location.pathname + location.search) history.replaceState(null, "", url);
    document.title = "analyze: " + st.game + (st.moves.length ? " " + st.moves.join(" ") : "");
  }

  // ---- loading a position ---------------------------------------------------------------

  function load() { return operation(loadPosition); }

  async function loadPosition() {
    const gen = ++st.generation;
    st.selected = null;
    writeAddress();
    updateButtons();
    await stopRunning();
    if (gen !== st.generation) return;
    $("explain").hidden = true;
    const params = positionParams();
    let pos;
    try {
      pos = await api("position", params);
    } catch (e) {
      if (gen !== st.generation) return;
      // A move of the address that cannot be played: the board before it is shown, and the
      // message says which move and why.
      const at = e.status === 400 ? /^move (\d+) \(/.exec(e.message || "") : null;
      if (at && Number(at[1]) >= 1 && Number(at[1]) <= st.moves.length) {
        st.moves = st.moves.slice(0, Number(at[1]) - 1);
        st.note = "not played: " + e.message;
        st.noteKind = "error";
        return loadPosition();
      }
      return showError(e);
    }
    if (gen !== st.generation) return;
    st.position = pos;
    st.values = null;
    drawBoard(pos);
    clearInfo(pos);
    updateButtons();
    status(st.note || "", st.noteKind);
    st.note = null;
    st.noteKind = undefined;
    let state = "ready";
    if (!pos.over && pos.legal && pos.legal.length > 0) {
      try {
        const v = await api("values", params, { search: true });
        if (gen !== st.generation) return;
        st.values = v;
        showValues(v);
      } catch (e) {
        if (gen !== st.generation) return;
        state = showError(e, "values");
      }
    } else {
      $("progress").textContent = "";
      $("values-kind").textContent = "";
    }
    if (gen !== st.generation) return;
    // A finished game has no threats to list: the line under the board says how it ended.
    if (state === "ready" && pos.threats && !pos.over) {
      try {
        const t = await api("threats", params);
        if (gen !== st.generation) return;
        showThreats(t);
      } catch (e) {
        if (gen !== st.generation) return;
        state = showError(e, "threats");
      }
    }
    if (state === "ready" && isPuzzle() && !pos.over) {
      try {
        const s = await api("solve", params, { search: true });
        if (gen !== st.generation) return;
        showSolve(s);
        const p = await api("path", params);
        if (gen !== st.generation) return;
        if (p.svg) { $("path").innerHTML = p.svg; $("path-box").hidden = false; }
      } catch (e) {
        if (gen !== st.generation) return;
        state = showError(e, "solution");
      }
    }
    if (gen !== st.generation) return;
    updateButtons();
    return state;
  }

  function isPuzzle() {
    const g = st.games.find((x) => x.name === st.game);
    if (g && typeof g.puzzle === "boolean") return g.puzzle;
    return !!st.position && !st.position.to_move;
  }

  function clearInfo(pos) {
    $("values").innerHTML = "";
    $("pv").innerHTML = "";
    $("line-summary").textContent = "";
    $("values-kind").textContent = "";
    $("threats").innerHTML = "";
    $("threats-box").hidden = !pos.threats || !!pos.over;
    $("path").innerHTML = "";
    $("path-box").hidden = true;
    // the picture says who is to move; the line under it says when the game is over, and where
    // a record game stands
    // (the picture already says when the game is over); where the score is the disc
    // difference, each side's discs; where pieces start in hand, each side's hand
    let words = pos.discs ? "discs: X " + pos.discs.X + ", O " + pos.discs.O : "";
    if (pos.in_hand) words += (words ? " \u2014 " : "") + "in hand: X " + pos.in_hand.X + ", O " + pos.in_hand.O;
    const rec = st.record;
    if (rec && rec.game === st.game && st.moves.length <= rec.moves.length &&
        st.moves.every((m, i) => m === rec.moves[i])) {
      words += (words ? " \u2014 " : "") + "record game " + rec.index + " (" + (rec.black || "?") + " vs " +
        (rec.white || "?") + "): move " + st.moves.length + " of " + rec.moves.length;
    }
    $("position-status").textContent = words;
    const rules = $("rules");
    rules.innerHTML = "";
    for (const sentence of pos.rules || []) {
      const li = document.createElement("li");
      li.textContent = sentence;
      rules.appendChild(li);
    }
    const nc = $("nocell");
    nc.innerHTML = "";
    for (const m of pos.legal || []) {
      if (!m.cells || m.cells.length === 0) {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "move";
        b.dataset.move = m.move;
        b.textContent = m.move;
        b.addEventListener("click", () => play(m.move));
        nc.appendChild(b);
      }
    }
  }

  // ---- the board ------------------------------------------------------------------------

  function boardSvg() { return $("board").querySelector("svg"); }
  function spot(cell) {
    const svg = boardSvg();
    if (!svg) return null;
    return svg.querySelector('circle.spot[data-cell="' + CSS.escape(cell) + '"]');
  }
  function column(el) {
    if (!el) return null;
    const x = el.getAttribute("data-x");
    return x !== null ? x : el.getAttribute("cx");
  }

  function drawBoard(pos) {
    const board = $("board");
    board.innerHTML = pos.svg || "";
    const svg = boardSvg();
    if (svg) {
      // scaled to the column, but a small board no more than 1.6 times its own size
      const w = parseFloat(svg.getAttribute("width"));
      if (w > 0) svg.style.maxWidth = Math.round(Math.min(600, w * 1.6)) + "px";
      svg.removeAttribute("width");
      svg.removeAttribute("height");
      svg.setAttribute("role", "img");
    }
    const legalCells = new Set();
    for (const m of pos.legal || []) for (const c of m.cells || []) legalCells.add(c);
    board.querySelectorAll("circle.spot[data-cell]").forEach((s) => {
      if (legalCells.has(s.getAttribute("data-cell"))) s.classList.add("legal");
    });
    markLines(pos);
  }

  function markSelected() {
    const svg = boardSvg();
    if (!svg) return;
    svg.querySelectorAll("circle.spot.selected, circle.spot.target").forEach((s) => s.classList.remove("selected", "target"));
    drawLabels();
    if (!st.selected) return;
    const s = spot(st.selected);
    if (s) s.classList.add("selected");
    for (const m of st.position.legal || []) {
      if (m.cells.length >= 2 && m.cells[0] === st.selected) {
        const t = spot(m.cells[m.cells.length - 1]);
        if (t) t.classList.add("target");
      }
    }
  }

  function onBoardClick(ev) {
    const target = ev.target.closest ? ev.target.closest("circle.spot[data-cell]") : null;
    if (!target || !st.position) return;
    const cell = target.getAttribute("data-cell");
    const legal = st.position.legal || [];
    // The second click of a from-to move.
    if (st.selected) {
      const from = st.selected;
      const m = legal.find((x) => x.cells.length >= 2 && x.cells[0] === from && x.cells[x.cells.length - 1] === cell);
      if (m) { play(m.move); return; }
      if (cell === from) { st.selected = null; markSelected(); return; }
      if (legal.some((x) => x.cells.length >= 2 && x.cells[0] === cell)) { st.selected = cell; markSelected(); return; }
      st.selected = null;
      markSelected();
      explain(from + "-" + cell);
      return;
    }
    const one = legal.find((x) => x.cells.length === 1 && x.cells[0] === cell);
    if (one) { play(one.move); return; }
    if (st.position.gravity) {
      const col = column(target);
      const m = legal.find((x) => x.cells.length >= 1 && column(spot(x.cells[0])) === col);
      if (m) { play(m.move); return; }
    }
    if (legal.some((x) => x.cells.length >= 2 && x.cells[0] === cell)) {
      st.selected = cell;
      markSelected();
      return;
    }
    // in a game with gravity a move is a column number (the cell's letter: a is 1)
    const letter = /^([a-z])\d+$/.exec(cell);
    explain(st.position.gravity && letter ? String(letter[1].charCodeAt(0) - 96) : cell);
  }

  async function explain(move) {
    const box = $("explain");
    try {
      const e = await api("explain", Object.assign(positionParams(), { move }));
      box.innerHTML = "";
      const h = document.createElement("strong");
      h.textContent = (e.move || move) + (e.legal ? " is legal" : " is not legal") + ": ";
      box.appendChild(h);
      const ul = document.createElement("ul");
      for (const line of e.explanation || []) {
        const li = document.createElement("li");
        li.textContent = line;
        ul.appendChild(li);
      }
      box.appendChild(ul);
      box.hidden = false;
    } catch (e) {
      showError(e, "explain " + move);
    }
  }

  // ---- values ---------------------------------------------------------------------------

  function signed(n) { return (n > 0 ? "+" : n < 0 ? "\u2212" : "") + Math.abs(n); }

  function valueText(v) {
    switch (v.value) {
      case "win": case "loss": case "draw": {
        let t = v.value;
        if (v.remoteness !== undefined && (v.value !== "draw" || v.remoteness > 0)) t += " in " + v.remoteness;
        if (v.score !== undefined) t += " (score " + (v.score > 0 ? "+" : "") + v.score + ")";
        return t;
      }
      case "estimate":
        // The playout search's estimate: a win rate over its playouts.
        if (v.win_rate !== undefined) return "\u2248 " + v.win_rate + " % (estimate, " + v.playouts.toLocaleString("en-US") + " playouts)";
        return "\u2248 " + signed(v.estimate) + " (estimate, depth " + v.depth + ")";
      case "solvable":
        return "solvable (" + v.jumps + (v.jumps === 1 ? " jump)" : " jumps)");
      case "dead":
        return "dead";
      default:
        return v.value + (v.bound ? " (" + v.bound + ")" : "");
    }
  }

  function shortLabel(v) {
    if ((v.value === "win" || v.value === "loss" || v.value === "draw") && v.score !== undefined &&
        st.position && !st.position.gravity) return v.score === 0 ? "0" : signed(v.score);
    switch (v.value) {
      case "win": return "W" + (v.remoteness !== undefined ? v.remoteness : "");
      case "loss": return "L" + (v.remoteness !== undefined ? v.remoteness : "");
      case "draw": return "D";
      case "estimate": return v.win_rate !== undefined ? "\u2248" + v.win_rate + "%" : "\u2248" + signed(v.estimate);
      case "solvable": return String(v.jumps);
      case "dead": return "\u00d7";
      default: return "?";
    }
  }

  function valueClass(v) {
    switch (v.value) {
      case "win": case "solvable": return "win";
      case "loss": case "dead": return "loss";
      case "draw": return "draw";
      case "estimate": {
        const e = v.win_rate !== undefined ? v.win_rate - 50 : v.estimate;
        return e > 0 ? "win est" : e < 0 ? "loss est" : "draw est";
      }
      default: return "unknown";
    }
  }

  function showValues(v) {
    const list = $("values");
    list.innerHTML = "";
    const best = new Set(v.best || []);
    const legalByMove = new Map((st.position.legal || []).map((m) => [m.move, m]));
    $("values-kind").textContent = v.exact === false ? "(estimates)" : "";
    const svg = boardSvg();
    for (const e of v.values || []) {
      const isBest = e.best === true || best.has(e.move);
      const li = document.createElement("li");
      li.dataset.move = e.move;
      for (const k of ["value", "remoteness", "score", "estimate", "depth", "win_rate", "playouts", "jumps"]) {
        if (e[k] !== undefined && e[k] !== null) li.dataset[k] = String(e[k]);
      }
      if (isBest) li.dataset.best = "true";
      li.className = valueClass(e) + (isBest ? " best" : "");
      const mv = document.createElement("span");
      mv.className = "mv";
      mv.textContent = e.move;
      const tx = document.createElement("span");
      tx.className = "vt";
      tx.textContent = valueText(e) + (e.value === "estimate" ? "" : "");
      li.appendChild(mv);
      li.appendChild(tx);
      if (isBest) {
        const b = document.createElement("span");
        b.className = "tag";
        b.textContent = "best";
        li.appendChild(b);
      }
      li.title = "play " + e.move;
      li.addEventListener("click", () => play(e.move));
      const m = legalByMove.get(e.move);
      li.addEventListener("mouseenter", () => hoverMove(m, true));
      li.addEventListener("mouseleave", () => hoverMove(m, false));
      list.appendChild(li);
    }
    if (svg) drawLabels();
    showLine(v.pv || [], v);
    const parts = [];
    if (v.nodes !== undefined) parts.push(fmtInt(v.nodes) + " nodes");
    if (v.seconds !== undefined) parts.push(Number(v.seconds).toFixed(v.seconds < 10 ? 2 : 1) + " s");
    $("progress").textContent = parts.length ? "done: " + parts.join(", ") : "";
  }

  function hoverMove(m, on) {
    if (!m) return;
    for (const c of m.cells || []) {
      const s = spot(c);
      if (s) s.classList.toggle("hover", on);
    }
  }

  // The values written on the board. A move that puts a stone on a cell: its value on that cell,
  // as before. A move from one cell to another (a step, a jump): moves from several pieces may
  // land on one cell, and one piece may have several moves, so one label a cell, in the cell's
  // lower right corner (clear of the piece drawn in the middle and of the grid lines): on each
  // piece that can move, the best value among its moves; once a piece is chosen (its first
  // click), on each cell it can go to, the value of going there. The list gives every move.
  function drawLabels() {
    const svg = boardSvg();
    if (!svg || !st.values || !st.position) return;
    svg.querySelectorAll("text.value-label").forEach((t) => t.remove());
    const legalByMove = new Map((st.position.legal || []).map((m) => [m.move, m]));
    const best = new Set(st.values.best || []);
    const onPiece = new Map();  // cell -> the best entry among the moves from it
    const toCell = new Map();   // cell -> the best entry among the chosen piece's moves there
    const bestOne = (e) => e.best === true || best.has(e.move);
    const better = (map, cell, e) => {
      const had = map.get(cell);
      if (!had || rank(e) > rank(had)) map.set(cell, e);
    };
    for (const e of st.values.values || []) {
      const m = legalByMove.get(e.move);
      if (!m || !m.cells || m.cells.length === 0) continue;
      if (m.cells.length === 1) { labelAt(m.cells[0], e, bestOne(e), false); continue; }
      const from = m.cells[0], to = m.cells[m.cells.length - 1];
      if (!st.selected) better(onPiece, from, e);
      else if (from === st.selected && to !== from) better(toCell, to, e);
    }
    for (const [cell, e] of onPiece) labelAt(cell, e, bestOne(e), true, "from");
    for (const [cell, e] of toCell) labelAt(cell, e, bestOne(e), true, "to");
  }

  // How good a move's value is for the side to move (higher is better), to pick a piece's best.
  function rank(v) {
    const score = v.score !== undefined && v.score !== null ? v.score : 0;
    switch (v.value) {
      case "win": return 3e9 + score * 1e4 - (v.remoteness || 0);
      case "draw": return 2e9 + score * 1e4;
      case "loss": return 1e9 + score * 1e4 + (v.remoteness || 0);
      case "estimate": return 2e9 + (v.win_rate !== undefined ? v.win_rate - 50 : v.estimate || 0) * 1e4;
      case "solvable": return 3e9 - (v.jumps || 0);
      case "dead": return 1e9;
      default: return 0;
    }
  }

  // A label on `cell`: in the middle (a placed stone's cell, empty), or in the lower right
  // corner (`corner`), anchored at its right end so that it stays inside the cell; `kind` says
  // which corner label it is: "from" (on a piece) or "to" (where the chosen piece can go).
  function labelAt(cell, e, isBest, corner, kind) {
    const at = spot(cell);
    if (!at) return;
    const r = parseFloat(at.getAttribute("r")) || 16;
    const cx = parseFloat(at.getAttribute("cx")), cy = parseFloat(at.getAttribute("cy"));
    const t = document.createElementNS(SVGNS, "text");
    if (corner) {
      // With a piece of radius up to 0.7 of the half-cell in the middle and the grid at its
      // edge, a label this size, ending 0.1 of it from the edge, touches neither.
      t.setAttribute("x", (cx + r * 0.9).toFixed(2));
      t.setAttribute("y", (cy + r * 0.9).toFixed(2));
      t.setAttribute("font-size", (r * 0.32).toFixed(1));
      t.setAttribute("text-anchor", "end");
    } else {
      t.setAttribute("x", cx.toFixed(2));
      t.setAttribute("y", cy.toFixed(2));
      t.setAttribute("font-size", Math.max(9, Math.min(r * 0.8, 22)).toFixed(1));
      t.setAttribute("text-anchor", "middle");
      t.setAttribute("dominant-baseline", "central");
    }
    t.setAttribute("class", "value-label " + valueClass(e) + (isBest ? " best" : "") + (corner ? " corner " + kind : ""));
    t.setAttribute("data-move", e.move);
    t.setAttribute("data-cell", cell);
    t.textContent = shortLabel(e);
    at.parentNode.appendChild(t);
  }

  // A game ended by a line: its cells lit, and a stroke through them where they lie evenly
  // along a straight line (not one that wraps around the board's edge).
  function markLines(pos) {
    const svg = boardSvg();
    if (!svg) return;
    for (const line of pos.lines || []) {
      const spots = line.map(spot).filter((x) => x);
      if (spots.length !== line.length || spots.length < 2) continue;
      spots.forEach((x) => x.classList.add("in-line"));
      const pts = spots.map((x) => [parseFloat(x.getAttribute("cx")), parseFloat(x.getAttribute("cy"))]);
      const dx = pts[1][0] - pts[0][0], dy = pts[1][1] - pts[0][1];
      const even = pts.every((p, i) => Math.abs(p[0] - pts[0][0] - i * dx) < 0.5 && Math.abs(p[1] - pts[0][1] - i * dy) < 0.5);
      if (!even) continue;
      const r = parseFloat(spots[0].getAttribute("r")) || 16;
      const len = Math.hypot(dx, dy) || 1;
      const ex = (dx / len) * r * 0.6, ey = (dy / len) * r * 0.6;
      const l = document.createElementNS(SVGNS, "line");
      const last = pts[pts.length - 1];
      l.setAttribute("x1", (pts[0][0] - ex).toFixed(2));
      l.setAttribute("y1", (pts[0][1] - ey).toFixed(2));
      l.setAttribute("x2", (last[0] + ex).toFixed(2));
      l.setAttribute("y2", (last[1] + ey).toFixed(2));
      l.setAttribute("stroke-width", (r * 0.28).toFixed(2));
      l.setAttribute("class", "winning-line");
      l.setAttribute("data-cells", line.join(" "));
      spots[0].parentNode.insertBefore(l, spots[0].parentNode.firstChild);
    }
  }

  function showLine(pv, info) {
    const ol = $("pv");
    ol.innerHTML = "";
    pv.forEach((m) => {
      const li = document.createElement("li");
      li.textContent = m;
      ol.appendChild(li);
    });
    const sum = $("line-summary");
    if (!info) { sum.textContent = ""; return; }
    if (info.value === "solved") sum.textContent = "solved: " + (info.jumps || pv.length) + " jumps" + (info.moves ? " (" + info.moves + " moves)" : "");
    else if (info.value === "unsolvable") sum.textContent = "unsolvable" + (info.reason ? ": " + info.reason : "");
    else if (info.to_move && info.value && info.value !== "estimate" && info.values === undefined) sum.textContent = info.to_move + " to move: " + valueText(info);
    else if (info.value === "estimate") sum.textContent = info.to_move + " to move: " + valueText(info);
    else sum.textContent = pv.length ? "principal variation" : "";
  }

  function showSolve(s) {
    showLine(s.pv || [], s);
    if (s.nodes !== undefined) $("progress").textContent = "done: " + fmtInt(s.nodes) + " nodes, " + Number(s.seconds || 0).toFixed(2) + " s";
  }

  function showThreats(t) {
    const box = $("threats");
    box.innerHTML = "";
    $("threats-box").hidden = false;
    const ul = document.createElement("ul");
    for (const th of t.threats || []) {
      if (!th.cells || th.cells.length === 0) continue;
      const li = document.createElement("li");
      li.className = "threat";
      li.dataset.player = th.player;
      const playable = th.playable || [];
      li.textContent = th.player + " threatens " + (th.cells || []).join(", ") + (playable.length ? " (playable now: " + playable.join(", ") + ")" : "");
      ul.appendChild(li);
    }
    if ((t.forks || []).length) {
      const li = document.createElement("li");
      li.className = "fork";
      li.textContent = "forks (two threats at once): " + t.forks.join(", ");
      ul.appendChild(li);
    }
    if (!ul.children.length) {
      const li = document.createElement("li");
      li.className = "muted";
      li.textContent = "no threats, no forks";
      ul.appendChild(li);
    }
    box.appendChild(ul);
  }

  // ---- moves ----------------------------------------------------------------------------

  function play(move) {
    if (st.redo.length && st.redo[st.redo.length - 1] === move) st.redo.pop();
    else st.redo = [];
    st.moves.push(move);
    load();
  }

  function undo() {
    if (!st.moves.length) return;
    st.redo.push(st.moves.pop());
    load();
  }

  function redo() {
    if (!st.redo.length) return;
    st.moves.push(st.redo.pop());
    load();
  }

  function redoAll() {
    if (!st.redo.length) return;
    while (st.redo.length) st.moves.push(st.redo.pop());
    load();
  }

  function engineMove() {
    if (!st.position || st.position.over) return;
    return operation(async () => {
      const gen = st.generation;
      await stopRunning();
      try {
        const e = await api("engine", positionParams(), { search: true });
        if (gen !== st.generation) return;
        st.note = "engine played " + e.move + (e.value ? " (" + (e.exact === false ? "estimate" : e.value) + ")" : "");
        play(e.move);
      } catch (e) {
        if (gen !== st.generation) return;
        return showError(e, "engine");
      }
    });
  }

  function solveLine() {
    return operation(async () => {
      const gen = st.generation;
      await stopRunning();
      try {
        const s = await api("solve", positionParams(), { search: true });
        if (gen !== st.generation) return;
        showSolve(s);
        return "ready";
      } catch (e) {
        if (gen !== st.generation) return;
        return showError(e, "solve");
      }
    });
  }

  async function stop() {
    try {
      const r = await api("stop", {}, { method: "POST", body: keyForm() });
      if (r && r.stopped) status("stopped", "warn");
      else if (st.searches === 0) status("no search is running");
    } catch (e) {
      showError(e, "stop");
    }
  }

  function updateButtons() {
    $("undo").disabled = st.moves.length === 0;
    $("redo").disabled = st.redo.length === 0;
    $("end").disabled = st.redo.length === 0;
    $("engine").disabled = !st.position || !!st.position.over;
  }

  // ---- records --------------------------------------------------------------------------

  async function openRecord(file) {
    const box = $("records");
    box.innerHTML = "";
    if (!file) return;
    let r;
    try {
      const bytes = await file.arrayBuffer();
      r = await api("open", { name: file.name }, { method: "POST", body: bytes });
    } catch (e) {
      showError(e, "open " + file.name);
      return;
    }
    const games = r.games || [];
    const p = document.createElement("p");
    p.className = "muted";
    p.textContent = file.name + ": " + games.length + (games.length === 1 ? " game" : " games") +
      ". Choosing one sets it up at its start: Redo steps through it, Redo all goes to its end.";
    box.appendChild(p);
    if (games.length) {
      const table = document.createElement("table");
      table.className = "games";
      table.innerHTML = "<thead><tr><th>#</th><th>black</th><th>white</th><th>moves</th><th></th></tr></thead>";
      const tb = document.createElement("tbody");
      for (const g of games) {
        const tr = document.createElement("tr");
        for (const c of [g.index, g.black || "?", g.white || "?", (g.moves || []).length]) {
          const td = document.createElement("td");
          td.textContent = String(c);
          tr.appendChild(td);
        }
        const td = document.createElement("td");
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = "choose";
        b.dataset.index = String(g.index);
        b.addEventListener("click", () => chooseRecordGame(g));
        td.appendChild(b);
        tr.appendChild(td);
        tb.appendChild(tr);
      }
      table.appendChild(tb);
      box.appendChild(table);
    }
    if ((r.errors || []).length) {
      const ul = document.createElement("ul");
      ul.className = "errors";
      for (const e of r.errors) {
        const li = document.createElement("li");
        li.textContent = e;
        ul.appendChild(li);
      }
      box.appendChild(ul);
    }
  }

  function chooseRecordGame(g) {
    st.game = g.game || "reversi";
    ensureGameOption(st.game);
    $("game").value = st.game;
    st.moves = [];
    st.redo = (g.moves || []).slice().reverse();
    st.record = { index: g.index, game: st.game, moves: (g.moves || []).slice(), black: g.black, white: g.white };
    st.note = ("record game " + g.index + ": " + (g.black || "?") + " vs " + (g.white || "?") + ", " + (g.moves || []).length + " moves; Redo steps through it");
    load();
  }

  // ---- start ----------------------------------------------------------------------------

  function ensureGameOption(name) {
    const sel = $("game");
    if ([...sel.options].some((o) => o.value === name)) return;
    const o = document.createElement("option");
    o.value = name;
    o.textContent = name;
    sel.appendChild(o);
  }

  async function start() {
    $("board").addEventListener("click", onBoardClick);
    $("undo").addEventListener("click", undo);
    $("redo").addEventListener("click", redo);
    $("end").addEventListener("click", redoAll);
    $("engine").addEventListener("click", engineMove);
    $("solve").addEventListener("click", solveLine);
    $("stop").addEventListener("click", stop);
    $("record").addEventListener("change", (ev) => openRecord(ev.target.files && ev.target.files[0]));
    $("game").addEventListener("change", (ev) => {
      st.game = ev.target.value;
      st.moves = [];
      st.redo = [];
      load();
    });
    document.addEventListener("keydown", (ev) => {
      if (ev.target && /^(INPUT|SELECT|TEXTAREA)$/.test(ev.target.tagName)) return;
      if (ev.key === "ArrowLeft") { undo(); ev.preventDefault(); }
      else if (ev.key === "ArrowRight") { redo(); ev.preventDefault(); }
    });
    const addr = readAddress();
    try {
      const g = await api("games", {});
      st.games = g.games || [];
    } catch (e) {
      showError(e, "games");
    }
    // The games sorted by name, two-player games first, then the puzzles, each under a heading.
    const sel = $("game");
    const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const [label, puzzle] of [["games", false], ["puzzles", true]]) {
      const group = st.games.filter((g) => !!g.puzzle === puzzle).sort(byName);
      if (!group.length) continue;
      const og = document.createElement("optgroup");
      og.label = label;
      for (const g of group) {
        const o = document.createElement("option");
        o.value = g.name;
        o.textContent = g.name;
        og.appendChild(o);
      }
      sel.appendChild(og);
    }
    st.game = addr.game || (st.games.some((g) => g.name === "tictactoe") ? "tictactoe" : (st.games[0] || {}).name || "tictactoe");
    ensureGameOption(st.game);
    sel.value = st.game;
    st.moves = addr.moves;
    load();
  }

  window.analyzePage = st; // for debugging in the console
  start();
})();
