#!/usr/bin/python3
"""The page of `analyze serve` driven in headless Chromium (scripts/browser-check runs it).

Usage: /usr/bin/python3 scripts/browser-check.py ANALYZE_BINARY
Clicks moves on the board with real mouse events, reads the values the page shows and compares
each with `analyze solve --json` of the child position (docs/serve.md, GET /api/values).
Screenshots go to $SCREENSHOTS (default: a temporary folder). Exit status 0 when all pass.
"""
import base64, json, os, queue, re, signal, subprocess, sys, tempfile, threading, time, urllib.error, urllib.request

import websocket  # python3-websocket (websocket-client)

BIN = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else sys.exit("usage: browser-check.py ANALYZE_BINARY")
WORK = tempfile.mkdtemp(prefix="browser-check.")
SHOTS = os.environ.get("SCREENSHOTS") or os.path.join(WORK, "screenshots")
os.makedirs(SHOTS, exist_ok=True)
T0 = time.time()
procs = []
passed, failed = [], []


def log(msg):
    print(f"[{time.time() - T0:6.1f}s] {msg}", flush=True)


class CheckFailed(Exception):
    pass


def fail(msg):
    raise CheckFailed(msg)


# ---- processes ---------------------------------------------------------------------------

def start_reader(proc, stream, pattern, what, timeout):
    """Reads lines of stream in a thread; returns the first match of pattern (waits up to timeout)."""
    found = queue.Queue()
    lines = []

    def run():
        for raw in iter(stream.readline, b""):
            line = raw.decode("utf-8", "replace").rstrip("\n")
            lines.append(line)
            m = re.search(pattern, line)
            if m:
                found.put(m)
        found.put(None)

    proc.output_lines = lines
    threading.Thread(target=run, daemon=True).start()
    try:
        m = found.get(timeout=timeout)
    except queue.Empty:
        m = None
    if m is None:
        fail(f"{what}: no line matching {pattern!r} within {timeout} s; it wrote: " + " | ".join(lines[-10:]))
    return m


def start_server(*extra):
    env = dict(os.environ, ANALYZE_CACHE=os.path.join(WORK, "serve-cache.sqlite"))
    p = subprocess.Popen([BIN, "serve", "--port", "0", *extra], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         env=env, start_new_session=True)
    procs.append(p)
    m = start_reader(p, p.stdout, r"analyze: serving (http://[0-9.]+:\d+/)", "analyze serve " + " ".join(extra), 30)
    log(f"server {' '.join(extra)} at {m.group(1)} (pid {p.pid})")
    return p, m.group(1)


def stop_process(p):
    if p.poll() is not None:
        return
    try:
        os.killpg(p.pid, signal.SIGINT)
        p.wait(timeout=5)
    except Exception:
        try:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait(timeout=5)
        except Exception:
            pass


def start_chromium():
    exe = next((c for c in ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome") if os.path.exists(c)), None)
    if not exe:
        fail("no chromium found (apt-get install -y chromium)")
    profile = tempfile.mkdtemp(prefix="chromium.", dir=WORK)
    p = subprocess.Popen([exe, "--headless=new", "--remote-debugging-port=0", "--no-sandbox", "--disable-gpu",
                          "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
                          f"--user-data-dir={profile}", "--window-size=1280,900", "about:blank"],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    procs.append(p)
    m = start_reader(p, p.stderr, r"DevTools listening on (ws://\S+)", "chromium", 30)
    return m.group(1)


# ---- the DevTools protocol ---------------------------------------------------------------

class Browser:
    def __init__(self, url):
        self.ws = websocket.create_connection(url, timeout=60, suppress_origin=True)
        self.next = 0

    def send(self, method, params=None, session=None, timeout=60):
        self.next += 1
        msg = {"id": self.next, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        self.ws.send(json.dumps(msg))
        end = time.time() + timeout
        while True:
            self.ws.settimeout(max(0.1, end - time.time()))
            try:
                r = json.loads(self.ws.recv())
            except websocket.WebSocketTimeoutException:
                fail(f"DevTools: no answer to {method} within {timeout} s")
            if r.get("id") == self.next:
                if "error" in r:
                    fail(f"DevTools {method}: {r['error']}")
                return r.get("result", {})

    def tab(self, url="about:blank"):
        target = self.send("Target.createTarget", {"url": url})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        t = Tab(self, target, session)
        t.send("Page.enable")
        t.send("Runtime.enable")
        t.send("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        return t


class Tab:
    def __init__(self, browser, target, session):
        self.b, self.target, self.session = browser, target, session

    def send(self, method, params=None, timeout=60):
        return self.b.send(method, params, self.session, timeout)

    def js(self, expr, timeout=60):
        r = self.send("Runtime.evaluate", {"expression": expr, "returnByValue": True, "awaitPromise": True}, timeout)
        if "exceptionDetails" in r:
            fail(f"JavaScript {expr[:80]!r}: {r['exceptionDetails'].get('exception', {}).get('description') or r['exceptionDetails'].get('text')}")
        return r.get("result", {}).get("value")

    def navigate(self, url):
        self.js("window.__browserCheckOld = true")
        self.send("Page.navigate", {"url": url})
        # the new document: the mark is gone and the page has loaded
        end = time.time() + 20
        while time.time() < end:
            if self.js("!window.__browserCheckOld && document.readyState === 'complete'"):
                return
            time.sleep(0.1)
        fail(f"navigation to {url} did not finish")

    def state(self):
        return self.js("document.body ? document.body.dataset.state : ''")

    def wait_ready(self, what, timeout=60, moves=None):
        """Waits for data-state ready (and, when moves is given, the address showing those moves)."""
        end = time.time() + timeout
        last = None
        while time.time() < end:
            info = self.js("({s: document.body.dataset.state, q: location.search, status: document.getElementById('status').textContent})")
            last = info
            q = dict(p.split("=", 1) for p in info["q"].lstrip("?").split("&") if "=" in p)
            moves_ok = moves is None or q.get("moves", "") == moves
            if moves_ok and info["s"] == "ready":
                return
            if moves_ok and info["s"] in ("error", "stopped"):
                fail(f"{what}: the page says {info['s']}: {info['status']!r}")
            time.sleep(0.15)
        fail(f"{what}: not ready within {timeout} s (state {last and last['s']}, address {last and last['q']}, status {last and last['status']!r})")

    def center(self, selector):
        r = self.js(f"""(() => {{ const e = document.querySelector({json.dumps(selector)});
            if (!e) return null; e.scrollIntoView({{block: 'center', inline: 'center'}});
            const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2, r.width, r.height]; }})()""")
        if not r:
            fail(f"no element {selector}")
        if r[2] <= 0 or r[3] <= 0:
            fail(f"element {selector} has no size")
        return r[0], r[1]

    def click(self, selector):
        x, y = self.center(selector)
        # what a real click there hits: the element itself or something inside it
        hit = self.js(f"""(() => {{ const h = document.elementFromPoint({x}, {y}); const e = document.querySelector({json.dumps(selector)});
            return !!h && (h === e || e.contains(h)); }})()""")
        if not hit:
            fail(f"a click at the centre of {selector} ({x:.0f}, {y:.0f}) does not reach it (something covers it)")
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            p = {"type": kind, "x": x, "y": y, "button": "left" if kind != "mouseMoved" else "none"}
            if kind != "mouseMoved":
                p["clickCount"] = 1
            self.send("Input.dispatchMouseEvent", p)

    def screenshot(self, name):
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        path = os.path.join(SHOTS, name + ".png")
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
        log(f"screenshot {path}")
        return path

    def values(self):
        return self.js("""[...document.querySelectorAll('#values li')].map(li => ({
            move: li.dataset.move ?? null, value: li.dataset.value ?? null, remoteness: li.dataset.remoteness ?? null,
            score: li.dataset.score ?? null, estimate: li.dataset.estimate ?? null, depth: li.dataset.depth ?? null,
            jumps: li.dataset.jumps ?? null, best: li.dataset.best === 'true',
            text: (li.querySelector('.vt') || li).textContent }))""")

    def board_labels(self):
        return self.js("[...document.querySelectorAll('#board svg text.value-label')].map(t => t.dataset.move)")


# ---- expected values from `analyze solve --json` ---------------------------------------------

def solve_children(game, moves, children):
    """The solve --json records of each child position (moves + [child]), keyed by child."""
    path = os.path.join(WORK, f"{game}-{len(moves)}-{int(time.time() * 1000)}.analyze")
    with open(path, "w") as f:
        for c in children:
            f.write(f'position "{c}"\ngame {game}\nmoves {" ".join(moves + [c])}\n')
    r = subprocess.run([BIN, "solve", "--json", "--no-cache", path], capture_output=True, text=True, timeout=120,
                       env=dict(os.environ, ANALYZE_CACHE=os.path.join(WORK, "solve-cache.sqlite")))
    recs = {}
    for line in r.stdout.splitlines():
        if line.strip():
            rec = json.loads(line)
            recs[rec["name"]] = rec
    missing = [c for c in children if c not in recs]
    if missing:
        fail(f"solve --json gave no record for {missing}: {r.stderr.strip()[:300]}")
    return recs


FLIP = {"win": "loss", "loss": "win", "draw": "draw"}


def compare_exact(what, game, moves, shown):
    if not shown:
        fail(f"{what}: the page lists no values")
    recs = solve_children(game, moves, [v["move"] for v in shown])
    bad = []
    for v in shown:
        r = recs[v["move"]]
        if "error" in r:
            fail(f"{what}: solve --json of {moves + [v['move']]}: {r['error']}")
        if r.get("value") not in FLIP:
            fail(f"{what}: solve --json of {moves + [v['move']]} is not exact: {r}")
        want = {"value": FLIP[r["value"]], "remoteness": str(r["remoteness"] + 1)}
        if "score" in r:
            want["score"] = str(-r["score"])
        got = {k: v[k] for k in want}
        if got != want or (("score" not in r) and v["score"] is not None):
            bad.append(f"{v['move']}: page {got} (score {v['score']}), solve --json of the child says {want}")
    if bad:
        fail(f"{what}: values differ from solve --json:\n    " + "\n    ".join(bad))
    return len(shown)


def check_labels(what, tab, shown):
    labels = tab.board_labels()
    on_cells = set(labels)
    missing = [v["move"] for v in shown if v["move"] not in on_cells and v["move"] != "pass"]
    if missing:
        fail(f"{what}: no value written on the board for {missing}")


# Where the corner labels of step and jump moves sit (docs/serve.md, Values): each label's ink
# (its advance box across, cap height over the baseline down) inside its cell, off the grid lines
# at the cell's edge (1.2 units each side of it), off every piece (a circle by its radius and
# stroke, any other shape by its box and stroke) and off every other label. Gives the labels and
# the problems found.
LABEL_GEOMETRY = """(() => {
  const svg = document.querySelector('#board svg');
  const box = (el, grow) => { const r = el.getBoundingClientRect();
    return {left: r.left - grow, right: r.right + grow, top: r.top - grow, bottom: r.bottom + grow}; };
  const meets = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const scale = svg.getScreenCTM().a;
  const labels = [...svg.querySelectorAll('text.value-label.corner')].map(t => {
    const m = t.getScreenCTM(), r = t.getBoundingClientRect();
    const base = new DOMPoint(parseFloat(t.getAttribute('x')), parseFloat(t.getAttribute('y'))).matrixTransform(m);
    const size = parseFloat(t.getAttribute('font-size')) * m.a;
    return {cell: t.dataset.cell, move: t.dataset.move, text: t.textContent, kind: t.classList.contains('to') ? 'to' : 'from',
      ink: {left: r.left, right: r.right, top: base.y - 0.72 * size, bottom: base.y}};
  });
  const problems = [];
  labels.forEach((l, i) => {
    const spot = svg.querySelector('circle.spot[data-cell="' + l.cell + '"]');
    const cell = box(spot, -1.2 * scale);
    if (l.ink.left < cell.left || l.ink.right > cell.right || l.ink.top < cell.top || l.ink.bottom > cell.bottom)
      problems.push(l.cell + ' ' + l.text + ' leaves its cell or meets its grid lines');
    labels.slice(i + 1).forEach(o => { if (meets(l.ink, o.ink)) problems.push(l.cell + ' ' + l.text + ' meets ' + o.cell + ' ' + o.text); });
    svg.querySelectorAll('.piece').forEach(p => {
      const half = (parseFloat(p.getAttribute('stroke-width')) || 0) / 2 * scale;
      let hit;
      if (p.tagName === 'circle') {
        const c = box(p, 0), cx = (c.left + c.right) / 2, cy = (c.top + c.bottom) / 2, rad = (c.right - c.left) / 2 + half;
        const nx = Math.max(l.ink.left, Math.min(cx, l.ink.right)), ny = Math.max(l.ink.top, Math.min(cy, l.ink.bottom));
        hit = Math.hypot(nx - cx, ny - cy) < rad - 0.5;
      } else {
        hit = meets(l.ink, box(p, half));
      }
      if (hit) { const b = box(p, 0); problems.push(l.cell + ' ' + l.text + ' meets the piece ' + p.getAttribute('class') + ' at (' +
        Math.round((b.left + b.right) / 2) + ', ' + Math.round((b.top + b.bottom) / 2) + '), the label at (' + Math.round(l.ink.left) + '-' +
        Math.round(l.ink.right) + ', ' + Math.round(l.ink.top) + '-' + Math.round(l.ink.bottom) + ')'); }
    });
  });
  return {labels: labels.map(l => ({cell: l.cell, move: l.move, text: l.text, kind: l.kind})), problems};
})()"""


def corner_labels(what, tab, want):
    """The corner labels as {cell: text}; fails unless they are `want` and none meets another, a
    piece or a grid line."""
    found = tab.js(LABEL_GEOMETRY)
    if found["problems"]:
        fail(f"{what}: " + "; ".join(found["problems"]))
    got = {l["cell"]: l["text"] for l in found["labels"]}
    if got != want:
        fail(f"{what}: labels {got}, expected {want}")
    return got


# ---- the checks ------------------------------------------------------------------------------

def check(name, fn):
    log(f"--- {name}")
    try:
        detail = fn()
        passed.append(f"{name}: {detail}")
        log(f"PASS {name}: {detail}")
    except CheckFailed as e:
        failed.append(f"{name}: {e}")
        log(f"FAIL {name}: {e}")


def main():
    server, base = start_server()
    ws = start_chromium()
    b = Browser(ws)
    tab = b.tab()
    state = {}

    def connect4():
        tab.navigate(base + "?game=connect4")
        tab.wait_ready("connect4 start")
        played = []
        for col in ["4", "4", "3", "5"]:
            # a click on the top cell of the column: the move lands at the bottom (gravity)
            tab.click(f'#board circle.spot[data-cell="{"abcdefg"[int(col) - 1]}1"]')
            played.append(col)
            tab.wait_ready(f"connect4 after {'.'.join(played)}", moves=".".join(played))
        shown = tab.values()
        if len(shown) != 7:
            fail(f"{len(shown)} values listed, 7 expected: {shown}")
        n = compare_exact("connect4 4 4 3 5", "connect4", played, shown)
        check_labels("connect4", tab, shown)
        if not tab.js("document.querySelectorAll('#values li.best').length > 0"):
            fail("no move marked best")
        if not tab.js("document.querySelectorAll('#pv li').length > 0"):
            fail("no principal variation (#pv) shown")
        state["c4url"] = tab.js("location.href")
        state["c4values"] = shown
        tab.screenshot("connect4")
        return f"{n} values agree with solve --json ({'; '.join(v['move'] + ' ' + v['text'] for v in shown[:3])}; ...)"

    def tictactoe():
        tab.navigate(base + "?game=tictactoe")
        tab.wait_ready("tictactoe start")
        played = []
        for cell in ["b2", "a1"]:
            tab.click(f'#board circle.spot[data-cell="{cell}"]')
            played.append(cell)
            tab.wait_ready(f"tictactoe after {'.'.join(played)}", moves=".".join(played))
        shown = tab.values()
        if len(shown) != 7:
            fail(f"{len(shown)} values listed, 7 expected")
        n = compare_exact("tictactoe b2 a1", "tictactoe", played, shown)
        check_labels("tictactoe", tab, shown)
        # a click on a taken cell plays nothing and is explained
        tab.click('#board circle.spot[data-cell="b2"]')
        end = time.time() + 10
        while time.time() < end and not tab.js("!document.getElementById('explain').hidden && document.getElementById('explain').textContent.length > 0"):
            time.sleep(0.1)
        expl = tab.js("document.getElementById('explain').hidden ? '' : document.getElementById('explain').textContent")
        if not expl:
            fail("a click on the taken b2 shows no explanation")
        if tab.js("location.search") != "?game=tictactoe&moves=b2.a1":
            fail("a click on the taken b2 changed the position")
        # undo and redo follow the address
        tab.click("#undo")
        tab.wait_ready("tictactoe undo", moves="b2")
        tab.click("#redo")
        tab.wait_ready("tictactoe redo", moves="b2.a1")
        tab.screenshot("tictactoe")
        return f"{n} values agree; explanation shown ({expl.strip()[:60]!r}); undo/redo follow the address"

    def reversi_opening():
        moves = "f5.d6.c3.d3.c4"
        tab.navigate(base + f"?game=reversi&moves={moves}")
        tab.wait_ready("reversi opening", timeout=90)
        shown = tab.values()
        if not shown:
            fail("no values listed")
        notest = [v["move"] for v in shown if v["value"] != "estimate" or v["estimate"] is None or v["depth"] is None]
        if notest:
            fail(f"values not marked as estimates (data-value, data-estimate, data-depth): {notest}")
        unmarked = [v["move"] for v in shown if "estimate" not in v["text"]]
        if unmarked:
            fail(f"value text does not say estimate: {unmarked}")
        check_labels("reversi opening", tab, shown)
        tab.screenshot("reversi-opening")
        return f"{len(shown)} estimates, marked as such ({shown[0]['move']} {shown[0]['text']})"

    def oware_playouts():
        # Oware's positions repeat: the exact search refuses it and the playout search answers.
        tab.navigate(base + "?game=oware-6x4")
        tab.wait_ready("oware start", timeout=120)
        shown = tab.js("""[...document.querySelectorAll('#values li')].map(li => ({
            move: li.dataset.move ?? null, value: li.dataset.value ?? null, rate: li.dataset.win_rate ?? null,
            playouts: li.dataset.playouts ?? null, text: (li.querySelector('.vt') || li).textContent }))""")
        if len(shown) != 6:
            fail(f"{len(shown)} values listed, 6 pits expected: {shown}")
        wrong = [v["move"] for v in shown if v["value"] != "estimate" or v["rate"] is None or v["playouts"] is None
                 or not re.fullmatch(r"≈ \d+ % \(estimate, [\d,]+ playouts\)", v["text"].strip())]
        if wrong:
            fail(f"pits not shown as playout estimates (data-value, data-win_rate, data-playouts, text): {shown}")
        kind = tab.js("document.getElementById('values-kind').textContent")
        if kind != "(estimates)":
            fail(f"the values are not headed as estimates: {kind!r}")
        tab.screenshot("oware-playouts")
        return f"{len(shown)} pits valued by the playout search, marked as such ({shown[0]['move']} {shown[0]['text'].strip()})"

    def reversi_endgame():
        moves = ("e6 d6 c3 f4 d7 c5 g4 g3 c4 g5 b5 c7 f5 a5 a6 d8 a4 f7 f6 d3 h4 c2 e7 e3 g6 f8 b4 b3 e2 h5 "
                 "b6 f3 h6 g7 c6 a7 d2 d1 c1 b1 c8 b2 h7 h8 h2 a3 h3 h1").split()
        tab.navigate(base + f"?game=reversi&moves={'.'.join(moves)}")
        tab.wait_ready("reversi endgame", timeout=90)
        shown = tab.values()
        n = compare_exact("reversi endgame (12 empties)", "reversi", moves, shown)
        tab.screenshot("reversi-endgame")
        return f"{n} exact values agree with solve --json"

    def peg():
        tab.navigate(base + "?game=peg-english")
        tab.wait_ready("peg-english", timeout=90)
        pv = tab.js("[...document.querySelectorAll('#pv li')].map(li => li.textContent)")
        if not pv:
            fail("no solution path shown in #pv")
        if not all(re.fullmatch(r"[a-g][1-7](-[a-g][1-7])+", j) for j in pv):
            fail(f"the solution path does not look like jumps: {pv[:5]}")
        shown = tab.values()
        if not shown or any(v["value"] not in ("solvable", "dead") for v in shown):
            fail(f"puzzle values are not solvable/dead: {shown}")
        # a jump by two clicks: the from-cell, then the to-cell
        first = shown[0]["move"]
        a, c = first.split("-")[0], first.split("-")[-1]
        tab.click(f'#board circle.spot[data-cell="{a}"]')
        sel_js = "document.querySelector('#board circle.spot[data-cell=%s]').classList.contains('selected')" % json.dumps(a)
        if not tab.js(sel_js):
            fail(f"the first click on {a} does not select it")
        tab.click(f'#board circle.spot[data-cell="{c}"]')
        tab.wait_ready(f"peg after {first}", moves=first, timeout=90)
        tab.screenshot("peg-english")
        return f"solution path of {len(pv)} jumps shown; {len(shown)} jumps valued; {first} played by two clicks"

    def address():
        if "c4url" not in state:
            fail("needs the connect4 check")
        t2 = b.tab()
        t2.navigate(state["c4url"])
        t2.wait_ready("connect4 in a second tab", moves="4.4.3.5")
        shown = t2.values()
        key = lambda vs: [(v["move"], v["value"], v["remoteness"], v["score"]) for v in vs]
        if key(shown) != key(state["c4values"]):
            fail(f"the second tab shows {key(shown)}, the first {key(state['c4values'])}")
        p1, p2 = tab.js("window.analyzePage && analyzePage.page"), t2.js("window.analyzePage && analyzePage.page")
        if p1 and p1 == p2:
            fail(f"both tabs use the page id {p1}")
        t2.screenshot("connect4-second-tab")
        b.send("Target.closeTarget", {"targetId": t2.target})
        return "the address reloads the same position and values in a new tab (own page id)"

    def stop():
        srv2, base2 = start_server("--no-book")
        try:
            t3 = b.tab()
            t3.navigate(base2 + "?game=connect4&moves=")
            end = time.time() + 15
            prog = ""
            while time.time() < end:
                prog = t3.js("document.getElementById('progress').textContent")
                if t3.state() == "busy" and prog.startswith("searching") and "nodes" in prog:
                    break
                time.sleep(0.2)
            if t3.state() != "busy":
                status_now = t3.js("document.getElementById('status').textContent")
                fail(f"the empty board is not searching (state {t3.state()}, status {status_now!r})")
            if "nodes" not in prog:
                fail(f"no progress shown while searching ({prog!r})")
            t3.screenshot("stop-searching")
            # Another client, without the page's key, cannot stop it (403); the page's own Stop can.
            page = t3.js("analyzePage.page")
            try:
                urllib.request.urlopen(urllib.request.Request(base2 + f"api/stop?page={page}", data=b"key=0", method="POST"), timeout=10)
                fail("a stop without the page's key was not refused")
            except urllib.error.HTTPError as e:
                if e.code != 403:
                    fail(f"a stop without the page's key answered {e.code}, not 403")
            if t3.state() != "busy":
                fail("a stop without the page's key stopped the search")
            t0 = time.time()
            t3.click("#stop")
            while time.time() < t0 + 5:
                s = t3.js("document.getElementById('status').textContent")
                if "stopped" in s and t3.state() != "busy":
                    break
                time.sleep(0.1)
            else:
                status_now = t3.js("document.getElementById('status').textContent")
                fail(f"5 s after Stop: status {status_now!r}, state {t3.state()}")
            took = time.time() - t0
            t3.screenshot("stop-stopped")
            b.send("Target.closeTarget", {"targetId": t3.target})
            return f"progress shown ({prog.strip()!r}); another client's stop refused (403); stopped {took:.1f} s after the click"
        finally:
            stop_process(srv2)

    def record():
        # a GGF game from the standard start, written here: its moves are those of the endgame line
        moves = "e6 d6 c3 f4 d7 c5 g4 g3 c4 g5".split()
        ggf = os.path.join(WORK, "check.ggf")
        body = "".join(("B" if i % 2 == 0 else "W") + f"[{m}]" for i, m in enumerate(moves))
        with open(ggf, "w") as f:
            f.write("(;GM[Othello]PC[check]PB[black player]PW[white player]RE[?]TI[5:00]\n"
                    "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]\n" + body + ";)\n")
        tab.navigate(base + "?game=tictactoe")
        tab.wait_ready("tictactoe before the record")
        doc = tab.send("DOM.getDocument")["root"]["nodeId"]
        node = tab.send("DOM.querySelector", {"nodeId": doc, "selector": "#record"})["nodeId"]
        tab.send("DOM.setFileInputFiles", {"nodeId": node, "files": [ggf]})
        end = time.time() + 20
        while time.time() < end and not tab.js("document.querySelectorAll('#records button[data-index]').length > 0"):
            time.sleep(0.2)
        rows = tab.js("[...document.querySelectorAll('#records tbody tr')].map(tr => tr.textContent)")
        if not rows:
            status_now = tab.js("document.getElementById('status').textContent")
            fail(f"no games listed after opening {ggf} (status {status_now!r})")
        tab.click("#records button[data-index]")
        tab.wait_ready("the record's first game at its start", moves="")
        where = tab.js("location.search")
        if where != "?game=reversi":
            fail(f"choosing the game shows {where}, not reversi at its start")
        tab.click("#redo")
        tab.wait_ready("the record's first move", moves=moves[0], timeout=90)
        tab.screenshot("record")
        return f"{len(rows)} game(s) listed ({rows[0]!r}); chosen: reversi at its start, Redo plays {moves[0]}"

    def finished():
        # "game over" said once, no threats listed, the winning line's cells lit and struck through.
        said = []
        for game, moves, line in [("tictactoe", "a1.b1.b2.c1.c3", ["a1", "b2", "c3"]),
                                  ("connect4", "1.2.1.2.1.2.1", ["a6", "a5", "a4", "a3"])]:
            tab.navigate(base + f"?game={game}&moves={moves}")
            tab.wait_ready(f"a finished {game} game", moves=moves)
            text = tab.js("document.body.innerText")
            if text.count("game over") != 1:
                fail(f"a finished {game} game says 'game over' {text.count('game over')} times")
            if "threatens" in text or tab.js("document.querySelectorAll('#threats li').length") != 0:
                fail(f"a finished {game} game still lists threats")
            marked = tab.js("""({strokes: [...document.querySelectorAll('#board svg line.winning-line')].map(l => l.dataset.cells),
                cells: [...document.querySelectorAll('#board svg circle.spot.in-line')].map(c => c.dataset.cell)})""")
            if marked["strokes"] != [" ".join(line)] or sorted(marked["cells"]) != sorted(line):
                fail(f"a finished {game} game marks {marked}, not the line {line}")
            said.append(f"{game} {' '.join(line)}")
            tab.screenshot(f"finished-{game}")
        return "'game over' said once, no threats, the winning line struck through and lit: " + "; ".join(said)

    def labels():
        # Step and jump moves: one label a cell, in its corner, clear of pieces, grid lines and
        # each other; the moves from a piece on their cells once the piece is chosen.
        rules = os.path.join(WORK, "konane.rules")
        with open(rules, "w") as f:
            f.write('rules "konane-4x4"\nfamily block\nboard 4 x 4\nstart\n  X O X O\n  O . O X\n  X O . O\n  O X O X\n'
                    "move jump orthogonal over opponent capture chain\nno-move lose\n")
        srv3, base3 = start_server("--rules", rules)
        try:
            done = []
            # Hexapawn after b3-b2: a1-b2 and c1-b2 both win in 5 and both land on b2.
            tab.navigate(base3 + "?game=hexapawn&moves=b3-b2")
            tab.wait_ready("hexapawn after b3-b2", moves="b3-b2")
            corner_labels("hexapawn after b3-b2", tab, {"a1": "W5", "c1": "W5"})
            tab.screenshot("hexapawn-values")
            tab.click('#board circle.spot[data-cell="a1"]')
            corner_labels("hexapawn, a1 chosen", tab, {"a2": "L2", "b2": "W5"})
            tab.screenshot("hexapawn-a1-chosen")
            done.append("hexapawn: W5 on a1 and c1, then L2 on a2 and W5 on b2 with a1 chosen")
            # Konane: a1-c1 (win in 7) and a3-c3-c1 (win in 3) land on c1; a3 has two jumps.
            moves = "c1-c3.c4-c2"
            tab.navigate(base3 + f"?game=konane-4x4&moves={moves}")
            tab.wait_ready("konane after c1-c3 c4-c2", moves=moves)
            corner_labels("konane after c1-c3 c4-c2", tab, {"a1": "W5", "d2": "W5", "a3": "W3", "b4": "W7"})
            tab.screenshot("konane-values")
            tab.click('#board circle.spot[data-cell="a3"]')
            corner_labels("konane, a3 chosen", tab, {"c3": "L4", "c1": "W3"})
            tab.screenshot("konane-a3-chosen")
            done.append("konane: W5 W5 W3 W7 on the four pieces, then L4 on c3 and W3 on c1 with a3 chosen")
            return "; ".join(done) + "; no label meets another, a piece or a grid line"
        finally:
            stop_process(srv3)

    def rules_and_illegal():
        tab.navigate(base + "?game=tictactoe&moves=a1.b1.b2.c1.c3")
        tab.wait_ready("a finished tic-tac-toe game", moves="a1.b1.b2.c1.c3")
        tab.js("document.getElementById('rules-box').open = true")
        rules = tab.js("document.getElementById('rules').innerText")
        if "three in a row" not in rules and "3 stones in a row" not in rules:
            fail(f"the rules in words are not shown: {rules!r}")
        tab.screenshot("rules-in-words")
        # An illegal move in the address: the board before it, and a message naming the move.
        tab.navigate(base + "?game=tictactoe&moves=a1.a1")
        end = time.time() + 20
        while time.time() < end and not tab.js("location.search === '?game=tictactoe&moves=a1' && document.body.dataset.state === 'ready'"):
            time.sleep(0.2)
        said = tab.js("document.getElementById('status').textContent")
        cells = tab.js("document.querySelectorAll('#board svg, #board canvas, svg').length")
        if "not played: move 2 (a1)" not in said or not cells:
            fail(f"an illegal move in the address shows {said!r} ({cells} pictures)")
        tab.screenshot("illegal-move-in-address")
        tab.navigate(base + "?game=reversi&moves=f5")
        tab.wait_ready("reversi after f5", moves="f5")
        discs = tab.js("document.getElementById('position-status').textContent")
        if "discs: X 4, O 1" not in discs:
            fail(f"reversi after f5 shows {discs!r}, not its discs (X 4, O 1)")
        return "the rules in words shown; reversi shows its discs; a1.a1 in the address shows the board after a1 and " + repr(said)

    check("connect4 4 4 3 5 by clicks", connect4)
    check("a finished game: game over once, no threats, the winning line marked", finished)
    check("step and jump values: one label a cell, clear of pieces and lines", labels)
    check("the rules in words, an illegal move in the address, the discs", rules_and_illegal)
    check("tictactoe b2 a1 by clicks", tictactoe)
    check("reversi opening: estimates", reversi_opening)
    check("reversi endgame: exact", reversi_endgame)
    check("oware: playout estimates", oware_playouts)
    check("peg-english solution path", peg)
    check("address in a second tab", address)
    check("open a GGF record", record)
    check("stop a long search", stop)
    if server.poll() is not None:
        failed.append(f"the server exited with status {server.returncode}; its last lines: " +
                      " | ".join(getattr(server, "output_lines", [])[-8:]))


def cleanup():
    for p in reversed(procs):
        stop_process(p)


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *a: sys.exit(143))
    try:
        main()
    except CheckFailed as e:
        failed.append(str(e))
    except Exception as e:  # a bug here, or the browser went away
        failed.append(f"{type(e).__name__}: {e}")
    finally:
        cleanup()
    print()
    print(f"browser check of {BIN}: {len(passed)} passed, {len(failed)} failed, {time.time() - T0:.0f} s; screenshots in {SHOTS}")
    for s in passed:
        print("  pass  " + s)
    for s in failed:
        print("  FAIL  " + s)
    sys.exit(1 if failed or not passed else 0)
