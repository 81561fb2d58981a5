#!/usr/bin/env python3
"""A bridge that lets any Gygès engine speaking UGI play on the ring games service as a bot.

    python3 ugi_bot.py config.json [--max-games N]

It holds one player token, reads the player's one event stream (NDJSON), and for each game it
plays starts the engine named in the config, asks it for a home row and for every move, and sends
the answers with the service's notation. It seeks games and challenges other bots as the config
says, accepts or declines challenges by the config's rules, answers draw offers (and takeback
proposals, when the service sends them), saves every finished game's record, and reconnects by
itself. Python 3.8 or later, the standard library only. docs/bots.md is its guide.

The UGI dialect is the public Beck-Bjella engine's (gyges_engine/UGI-Protocol-Specification.md)
with the project's own additions (bench/engine/OurUgi.java):

    ugi                       -> id …, option …, ugiok
    setoption <name> <value>     (the config's options; maxTime <seconds> before each go)
    isready                   -> readyok
    setuprow <seed> [<south>] -> setuprow <row>        (ours; the bridge draws a row if unknown)
    setpos data <36 digits>      the board from a1 to f6, the side to move at the bottom
    go                        -> info … score …, bestmove <from>|<to>[|<drop>] or bestmove null
    quit
"""
import argparse
import http.client
import json
import logging
import os
import queue
import random
import re
import shlex
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from datetime import datetime, timezone

LOG = logging.getLogger("ugi-bot")
FILES = "abcdef"
STANDARD_RULES = {"pathRule": "EDGE", "replace": True, "blockedRow": "NEXT_ROW", "setupRows": 1,
                  "setupOrder": "BLOCK", "takebackAvoidableLoss": False}
DECLINE_REASONS = {"generic", "later", "tooFast", "tooSlow", "timeControl", "rated", "casual", "standard",
                   "variant", "noBot", "onlyBot"}

# --- configuration ---------------------------------------------------------------------------

DEFAULTS = {
    "service": {"url": "http://localhost:8080", "token": None, "tokenEnv": None, "apiKey": None},
    "engine": {"command": None, "dir": ".", "options": {}, "init": [], "startSeconds": 60,
               "setup": "engine"},
    "time": {"mode": "maxTime", "movetimeMs": 1000, "maxMovetimeMs": None, "marginMs": 300},
    "accept": {"enabled": True, "games": ["gyges"], "rules": dict(STANDARD_RULES), "untimed": True,
               "correspondence": False, "minInitialSeconds": 0, "maxInitialSeconds": 10800,
               "minIncrementSeconds": 0, "maxIncrementSeconds": 180, "rated": True, "casual": True,
               "from": []},
    "matchmaking": {"seeks": [], "challenge": {"players": [], "terms": {"game": "gyges"}},
                    "intervalSeconds": 5},
    "draws": {"answer": "score", "margin": 0, "minPly": 40},
    "takebacks": {"answer": "decline"},
    "games": {"concurrency": 1, "max": None},
    "records": {"dir": "records"},
    "log": {"level": "INFO", "file": None},
}


class ConfigError(Exception):
    pass


def strip_comments(text):
    """The config is JSON in which a line whose first non-blank characters are // is a comment."""
    return "\n".join("" if line.lstrip().startswith("//") else line for line in text.splitlines())


def merge(defaults, given, where="config"):
    """The defaults with the given values over them; a member the defaults do not name is an error,
    so that a misspelt option is refused instead of silently ignored."""
    if not isinstance(given, dict):
        raise ConfigError(f"{where} must be an object")
    merged = {}
    for key, default in defaults.items():
        value = given.get(key, default)
        if key == "rules" and isinstance(value, dict):
            value = dict(default, **value)  # the standard rules, with the given options over them
        elif isinstance(default, dict) and key not in ("options", "terms") and key in given:
            value = merge(default, value, f"{where}.{key}")
        merged[key] = value
    unknown = sorted(set(given) - set(defaults))
    if unknown:
        raise ConfigError(f"{where}: unknown member(s) {', '.join(unknown)}")
    return merged


def load_config(text, environ=os.environ):
    try:
        given = json.loads(strip_comments(text))
    except ValueError as bad:
        raise ConfigError(f"the config is not JSON: {bad}") from None
    config = merge(DEFAULTS, given)
    service = config["service"]
    if service["tokenEnv"]:
        service["token"] = environ.get(service["tokenEnv"]) or service["token"]
    if not service["token"] or not str(service["token"]).startswith("rgp_"):
        raise ConfigError("service.token must be a player token (rgp_…), or service.tokenEnv name a variable holding one")
    if not config["engine"]["command"]:
        raise ConfigError("engine.command names the engine's program (a string or a list of words)")
    if config["time"]["mode"] not in ("maxTime", "clock", "go"):
        raise ConfigError("time.mode is maxTime, clock or go")
    if config["draws"]["answer"] not in ("accept", "decline", "score", "ignore"):
        raise ConfigError("draws.answer is accept, decline, score or ignore")
    if config["takebacks"]["answer"] not in ("accept", "decline", "ignore"):
        raise ConfigError("takebacks.answer is accept, decline or ignore")
    if config["accept"]["games"] != ["gyges"] or config["accept"]["rules"].get("setupOrder", "BLOCK") != "BLOCK":
        raise ConfigError("UGI engines play Gygès with setupOrder BLOCK: accept.games is [\"gyges\"]")
    offers = config["matchmaking"]["seeks"] + [config["matchmaking"]["challenge"]["terms"]]
    if any(not isinstance(offer, dict) or offer.get("game") != "gyges" for offer in offers):
        raise ConfigError("matchmaking: every seek and the challenge terms are objects with \"game\": \"gyges\"")
    setup = config["engine"]["setup"]
    if setup not in ("engine", "random") and not valid_row(setup):
        raise ConfigError("engine.setup is engine, random or a home row such as 321123")
    if int(config["games"]["concurrency"]) < 1:
        raise ConfigError("games.concurrency is at least 1")
    return config


# --- the board and moves in UGI's terms (pure) -----------------------------------------------

def valid_row(row):
    return isinstance(row, str) and len(row) == 6 and sorted(row) == list("112233")


def random_row(rng=random):
    return "".join(rng.sample("112233", 6))


def ugi_board(position, seat):
    """The service's position text (rows 6 to 1, '.' empty, then the side to move) as UGI's 36
    digits from a1 to f6, with the side to move at the bottom: North's board is turned (rank r
    becomes rank 7 - r; files stay), as bench/engine/Match.java turns it."""
    rows = position.split(" ")[0].split("/")  # rows[0] is rank 6
    by_rank = {6 - i: row.replace(".", "0") for i, row in enumerate(rows)}
    ranks = range(1, 7) if seat == "south" else range(6, 0, -1)
    return "".join(by_rank[r] for r in ranks)


def square_name(number, seat):
    """A UGI square number (seen from the mover) as the service names it: 0-35 the board, a1 = 0,
    row by row; 37 the goal the mover plays into, 36 its own."""
    if number == 37:
        return "N" if seat == "south" else "S"
    if number == 36:
        return "S" if seat == "south" else "N"
    if not 0 <= number <= 35:
        raise ValueError(f"no square {number}")
    rank = number // 6 + 1
    if seat == "north":
        rank = 7 - rank
    return FILES[number % 6] + str(rank)


def service_move(ugi, seat, legal_moves):
    """The legal move (an entry of legalMoves.moves) that a UGI answer names, or None."""
    if ugi == "null":
        return next((m for m in legal_moves if m["move"] == "pass"), None)
    try:
        parts = [square_name(int(p), seat) for p in ugi.split("|")]
    except ValueError:
        return None
    if len(parts) not in (2, 3):
        return None
    drop = parts[2] if len(parts) == 3 else None
    return next((m for m in legal_moves
                 if m["from"] == parts[0] and m["to"] == parts[1] and m.get("replace") == drop), None)


def parse_score(text):
    """The score of an `info … score X` line as a number from the mover's view: an integer, our
    engine's Eval[value=N], or a proven Win[plies=P] / Loss[plies=P] (±100000 ∓ P); None if none."""
    match = re.search(r"\bscore\s+(\S+)", text)
    if not match:
        return None
    word = match.group(1)
    if re.fullmatch(r"-?\d+", word):
        return int(word)
    if re.fullmatch(r"-?\d+\.\d+", word):
        return float(word)
    proven = re.fullmatch(r"(Eval|Win|Loss)\[\w+=(-?\d+)\]", word)
    if proven:
        kind, n = proven.group(1), int(proven.group(2))
        return n if kind == "Eval" else 100000 - n if kind == "Win" else -100000 + n
    return None


def parse_instant(text):
    """An ISO 8601 instant such as 2026-12-06T04:15:01.123456789Z; before Python 3.11,
    fromisoformat takes only 3 or 6 digits of fraction, so the fraction is made 6 long."""
    if not text:
        return None
    match = re.fullmatch(r"([^.]+?)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)", text)
    if not match:
        raise ValueError(f"not an instant: {text}")
    whole, fraction, zone = match.groups()
    fraction = "." + (fraction or "")[:6].ljust(6, "0")
    return datetime.fromisoformat(whole + fraction + ("+00:00" if zone == "Z" else zone))


def my_time_ms(clock, seat, now):
    """What is left of the seat's clock now (ms), or None for a game without a real-time clock."""
    if not clock or clock.get("initialSeconds") is None:
        return None
    left = clock["remainingMs"].get(seat, 0)
    if clock.get("running") == seat:
        as_of = parse_instant(clock.get("asOf"))
        if as_of is not None:
            left -= max(0, (now - as_of).total_seconds() * 1000)
        deadline = parse_instant(clock.get("deadline"))
        if deadline is not None:  # a first move's own limit may fall before the bank runs out
            left = min(left, (deadline - now).total_seconds() * 1000)
    return max(0, int(left))


def think_ms(time_config, clock, seat, now):
    """How long the engine may think: the configured movetime without a real-time clock; under
    one, as the service's own engine shares its clock (a thirtieth of the bank and three quarters
    of the increment, at most a quarter of the bank), less a margin for the network, at least
    10 ms, and at most maxMovetimeMs when that is set."""
    left = my_time_ms(clock, seat, now)
    if left is None:
        share = int(time_config["movetimeMs"])
    else:
        increment = int(clock.get("incrementSeconds") or 0) * 1000
        share = min(left // 30 + increment * 3 // 4, left // 4) - int(time_config["marginMs"])
    if time_config.get("maxMovetimeMs"):
        share = min(share, int(time_config["maxMovetimeMs"]))
    return max(10, share)


def decline_reason(challenge, config, busy):
    """None when the config accepts this challenge, else the reason to decline it with."""
    accept = config["accept"]
    if not accept["enabled"]:
        return "generic"
    if accept["from"] and challenge["from"]["id"] not in accept["from"] and challenge["from"]["name"] not in accept["from"]:
        return "generic"
    if challenge["game"] not in accept["games"]:
        return "variant"
    rules = challenge.get("rules") or {}
    if any(rules.get(key) != value for key, value in accept["rules"].items()):
        # lichess's words: standard is "not accepting variant challenges", variant "not this variant".
        ours_standard = all(accept["rules"].get(key) == value for key, value in STANDARD_RULES.items())
        return "standard" if ours_standard else "variant"
    if challenge.get("rated") and not accept["rated"]:
        return "casual"
    if not challenge.get("rated") and not accept["casual"]:
        return "rated"
    clock = challenge.get("clock")
    if clock is None:
        if not accept["untimed"]:
            return "timeControl"
    elif clock.get("daysPerMove") is not None:
        if not accept["correspondence"]:
            return "timeControl"
    else:
        initial, increment = clock.get("initialSeconds", 0), clock.get("incrementSeconds") or 0
        if initial < accept["minInitialSeconds"] or increment < accept["minIncrementSeconds"]:
            return "tooFast"
        if initial > accept["maxInitialSeconds"] or increment > accept["maxIncrementSeconds"]:
            return "tooSlow"
    if busy:
        return "later"
    return None


def draw_answer(draws, score, ply):
    """accept, decline or None (leave the offer standing) for a draw offer, by the config:
    with answer "score", accept when the engine's last score for us is at most the margin (we
    are not better by more than that) and the game has run minPly plies."""
    if draws["answer"] == "ignore":
        return None
    if draws["answer"] in ("accept", "decline"):
        return draws["answer"]
    if score is None or ply < int(draws["minPly"]):
        return "decline"
    return "accept" if score <= float(draws["margin"]) else "decline"


def outcome(state, seat):
    result = state.get("result") or {}
    winner = result.get("winner")
    return "drawn" if winner is None else "won" if winner == seat else "lost"


# --- HTTP ------------------------------------------------------------------------------------

class Service:
    """The service's API with the player's token. A 429 or 503 is sent again after its
    Retry-After; so is a lost answer when the request is safe to repeat (a GET, or a write with
    an Idempotency-Key, which the service plays at most once)."""

    def __init__(self, url, token, api_key=None):
        self.base = url.rstrip("/")
        self.token = token
        self.api_key = api_key

    def headers(self, extra=None):
        headers = {"Authorization": "Bearer " + self.token}
        if self.api_key:
            headers["X-Api-Key"] = self.api_key
        headers.update(extra or {})
        return headers

    def call(self, method, path, body=None, idempotency_key=None, raw=False, tries=8):
        headers = self.headers({"Accept": "text/plain" if raw else "application/json"})
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if idempotency_key:
            headers["Idempotency-Key"] = idempotency_key
        repeatable = method == "GET" or idempotency_key is not None
        for attempt in range(tries):
            request = urllib.request.Request(self.base + path, data, method=method, headers=headers)
            retry_after = None
            try:
                with urllib.request.urlopen(request, timeout=30) as answer:
                    status, text = answer.status, answer.read().decode()
            except urllib.error.HTTPError as refused:
                status, text = refused.code, refused.read().decode(errors="replace")
                retry_after = refused.headers.get("Retry-After")
            except (OSError, http.client.HTTPException) as lost:
                if not repeatable or attempt == tries - 1:
                    raise
                LOG.warning("%s %s: no answer (%s); trying again", method, path, lost)
                status, text = None, ""
            if status not in (None, 429, 503):
                if raw and status == 200:
                    return status, text
                try:
                    return status, json.loads(text) if text else {}
                except ValueError:
                    return status, {"detail": text}
            pause = min(0.5 * 2 ** attempt, 10)
            if retry_after and retry_after.isdigit():
                pause = max(pause, int(retry_after))
            time.sleep(pause)
        return status, {"detail": f"{method} {path}: still {status} after {tries} tries"}

    def stream_request(self, last_event_id):
        headers = self.headers({"Accept": "application/x-ndjson"})
        if last_event_id is not None:
            headers["Last-Event-ID"] = last_event_id
        return urllib.request.Request(self.base + "/api/v1/players/me/events?legalMoves=true", headers=headers)


def problem(answer):
    return str(answer.get("type", "")).rsplit("/", 1)[-1] if isinstance(answer, dict) else ""


def read_events(service, stop, sleep=time.sleep, first_id=None):
    """Every event of the player's stream, each once, for ever (until stop is set): after a dropped
    connection it opens the stream again with Last-Event-ID, waiting 0.5 s, 1 s, 2 s … (at most
    30 s) between failed tries; the service's reconnect line says how long to wait."""
    last_id, failures, seen = first_id, 0, set()
    while not stop.is_set():
        wait = None
        try:
            with urllib.request.urlopen(service.stream_request(last_id), timeout=45) as stream:
                LOG.info("stream open%s", f" (resuming after {last_id})" if last_id else "")
                for line in stream:
                    if stop.is_set():
                        return
                    if not line.strip():
                        continue  # a keep-alive, every 15 s
                    event = json.loads(line)
                    if event.get("event") == "reconnect":
                        wait = event.get("retryMillis", 1000) / 1000
                        break
                    failures, last_id = 0, event["id"]
                    if last_id in seen:
                        continue
                    seen.add(last_id)
                    yield event
                    if stop.is_set():
                        return
            LOG.info("the service closed the stream; reconnecting")
        except urllib.error.HTTPError as refused:
            if refused.code in (401, 403):
                raise ConfigError(f"the stream was refused ({refused.code}): {refused.read().decode(errors='replace')}")
            LOG.warning("stream refused (%s); reconnecting", refused.code)
        except (OSError, http.client.HTTPException, ValueError) as lost:
            LOG.warning("stream lost (%s); reconnecting", lost)
        failures += 1
        sleep(wait if wait is not None else min(0.5 * 2 ** (failures - 1), 30))


# --- the engine ------------------------------------------------------------------------------

class EngineError(Exception):
    pass


class Engine:
    """One UGI program in its own process; a thread reads its lines into a queue."""

    def __init__(self, config, name):
        self.config = config
        self.name = name
        self.lines = queue.Queue()
        self.process = None
        self.last_score = None

    def start(self):
        command = self.config["command"]
        argv = shlex.split(command) if isinstance(command, str) else list(command)
        try:
            self.process = subprocess.Popen(argv, cwd=self.config["dir"], stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, text=True, bufsize=1)
        except OSError as cannot:
            raise EngineError(f"{self.name}: can not start {argv[0]} in {self.config['dir']}: {cannot}") from None
        threading.Thread(target=self._read, daemon=True, name=self.name + "-out").start()
        self.send("ugi")
        self.expect("ugiok", float(self.config["startSeconds"]))
        for line in self.config["init"]:
            self.send(line)
        for option, value in self.config["options"].items():
            self.send(f"setoption {option} {value}")
        self.ready()

    def _read(self):
        with self.process.stdout:
            for line in self.process.stdout:
                self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def send(self, line):
        LOG.debug("%s < %s", self.name, line)
        try:
            self.process.stdin.write(line + "\n")
            self.process.stdin.flush()
        except OSError as gone:
            raise EngineError(f"{self.name}: can not write to the engine ({gone})") from None

    def expect(self, word, seconds):
        """Lines until one starting with word, which is returned; info lines update the score."""
        deadline = time.monotonic() + seconds
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                return None
            if line is None:
                raise EngineError(f"{self.name}: the engine ended")
            LOG.debug("%s > %s", self.name, line)
            if line.startswith("info"):
                score = parse_score(line)
                if score is not None:
                    self.last_score = score
            if line.split(" ", 1)[0] == word:
                return line
            if line.startswith("Unknown Command") and word == "setuprow":
                return None

    def ready(self):
        self.send("isready")
        if self.expect("readyok", 30) is None:
            raise EngineError(f"{self.name}: no readyok within 30 s")

    def setup_row(self, seed, south_row):
        self.send(f"setuprow {seed}" + (f" {south_row}" if south_row else ""))
        line = self.expect("setuprow", 10)
        row = line.split()[1] if line and len(line.split()) > 1 else None
        return row if valid_row(row) else None

    def best_move(self, board, think, clock_line=None, go_line="go", patience=None):
        self.send(f"setoption maxTime {think / 1000:.3f}")
        if clock_line:
            self.send(clock_line)
        self.send(f"setpos data {board}")
        self.ready()
        self.last_score = None
        self.send(go_line)
        line = self.expect("bestmove", patience if patience is not None else think / 1000 * 3 + 5)
        if line is None:
            self.send("stop")
            line = self.expect("bestmove", 5)
        if line is None:
            raise EngineError(f"{self.name}: no bestmove")
        words = line.split()
        return words[1] if len(words) > 1 else ""

    def quit(self):
        if self.process and self.process.poll() is None:
            try:
                self.send("quit")
                self.process.wait(5)
            except (EngineError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait()
        if self.process:
            self.process.stdin.close()


# --- one game --------------------------------------------------------------------------------

class GameRunner(threading.Thread):
    """Plays one game: its events come in order through a queue, its engine is its own."""

    def __init__(self, bridge, game_id, seat):
        super().__init__(daemon=True, name="game-" + game_id[:8])
        self.bridge, self.game_id, self.seat = bridge, game_id, seat
        self.events = queue.Queue()
        self.engine = None
        self.engine_restarts = 0
        self.last_score = None

    def run(self):
        while True:
            kind, data = self.events.get()
            if kind == "stop":  # the bridge stops; the game goes on without us until we are back
                if self.engine is not None:
                    self.engine.quit()
                return
            try:
                if kind == "yourTurn":
                    self.your_turn(data)
                elif kind == "gameFinish":
                    self.finish(data)
                    return
            except EngineError as broken:
                LOG.error("game %s: %s", self.game_id, broken)
                self.engine_failed()
            except (OSError, http.client.HTTPException) as lost:
                LOG.warning("game %s: the service did not answer (%s); the turn will be tried again", self.game_id, lost)
                self.turn_again()
            except Exception:  # one game's bug must not stop the others: logged with its trace
                LOG.exception("game %s: failed on %s", self.game_id, kind)

    def ensure_engine(self):
        if self.engine is None or self.engine.process.poll() is not None:
            self.engine = Engine(self.bridge.config["engine"], "engine-" + self.game_id[:8])
            self.engine.start()
        return self.engine

    def engine_failed(self):
        """The engine died or went silent: start it again once (the next yourTurn does); the
        second time, resign rather than lose on time."""
        if self.engine is not None:
            self.engine.quit()
            self.engine = None
        self.engine_restarts += 1
        if self.engine_restarts > 1:
            LOG.error("game %s: the engine failed twice; resigning", self.game_id)
            self.bridge.write(self.game_id, "resign", None)
        else:
            self.turn_again()

    def turn_again(self):
        """The turn that failed (the engine, or the service that did not answer), once more if
        the game still awaits us: its yourTurn was read from the stream already, and will not
        come again. While the service does not answer, it is asked again, every 1 s to 30 s."""
        pause = 1
        while not self.bridge.stop.is_set():
            try:
                state = self.bridge.game_state(self.game_id)
                awaited = state and (state.get("toMove") == self.seat if state.get("status") == "playing" else any(
                    a["seat"] == self.seat for a in state.get("setup", {}).get("awaiting", [])))
                if awaited:
                    self.events.put(("yourTurn", {"gameId": self.game_id, "seat": self.seat, "state": state,
                                                  "legalMoves": self.bridge.legal_moves(self.game_id, state)}))
                return
            except (OSError, http.client.HTTPException):
                self.bridge.stop.wait(pause)
                pause = min(pause * 2, 30)

    def your_turn(self, data):
        state = data["state"]
        LOG.debug("game %s: your turn at ply %d (%s)", self.game_id, state["ply"], state["status"])
        if state["status"] == "setup":
            awaited = [a for a in state["setup"]["awaiting"] if a["seat"] == self.seat]
            if awaited:
                self.place(state)
            return
        legal = data.get("legalMoves") or self.bridge.legal_moves(self.game_id, state)
        if not legal or not legal.get("moves"):
            return
        moves = legal["moves"]
        if [m["move"] for m in moves] == ["pass"]:
            chosen = moves[0]
        else:
            time_config = self.bridge.config["time"]
            think = think_ms(time_config, state.get("clock"), self.seat, datetime.now(timezone.utc))
            clock_line, go_line, patience = self.clock_lines(state.get("clock"), think)
            engine = self.ensure_engine()
            started = time.monotonic()
            answer = engine.best_move(ugi_board(state["position"], self.seat), think, clock_line, go_line, patience)
            self.last_score = engine.last_score
            chosen = service_move(answer, self.seat, moves)
            LOG.debug("game %s: engine %s in %.0f ms (think %d ms, score %s)", self.game_id, answer,
                      (time.monotonic() - started) * 1000, think, self.last_score)
            if chosen is None:
                chosen = next((m for m in moves if m.get("wins")), moves[0])
                self.bridge.faults += 1
                LOG.warning("game %s: the engine answered %r, no legal move here (%s); playing %s instead",
                            self.game_id, answer, state["position"], chosen["move"])
        status, body = self.bridge.write(self.game_id, "moves", {"move": chosen["move"], "expectedPly": legal["ply"]})
        if status in (200, 201):
            LOG.info("game %s: ply %d %s %s (score %s)", self.game_id, legal["ply"] + 1, self.seat, chosen["move"],
                     self.last_score)

    def clock_lines(self, clock, think):
        """The extra lines of time.mode clock (our engine's setoption clock) or go (go wtime …)."""
        mode = self.bridge.config["time"]["mode"]
        now = datetime.now(timezone.utc)
        mine = my_time_ms(clock, self.seat, now)
        if mine is None or mode == "maxTime":
            return None, "go", None
        increment = int(clock.get("incrementSeconds") or 0) * 1000
        if mode == "clock":
            return f"setoption clock {mine} {increment}", "go", mine / 1000 + 2
        other = "north" if self.seat == "south" else "south"
        times = {self.seat: mine, other: my_time_ms(clock, other, now)}
        return None, f"go wtime {times['south']} btime {times['north']} winc {increment} binc {increment}", mine / 1000 + 2

    def place(self, state):
        setup = self.bridge.config["engine"]["setup"]
        row = setup if valid_row(setup) else None
        if setup == "engine":
            south_row = None
            if self.seat == "north":  # BLOCK order: South has placed; its row is rank 1
                south_row = state["position"].split(" ")[0].split("/")[5]
                south_row = south_row if valid_row(south_row) else None
            row = self.ensure_engine().setup_row(random.getrandbits(48), south_row)
            if row is None:
                LOG.info("game %s: the engine picks no home row (setuprow); drawing one", self.game_id)
        row = row or random_row()
        status, _ = self.bridge.write(self.game_id, "setup", {"row": row})
        if status in (200, 201):
            LOG.info("game %s: %s set up %s", self.game_id, self.seat, row)

    def finish(self, data):
        state = data["state"]
        if self.engine is not None:
            self.engine.quit()
        result = state.get("result") or {}
        path = self.bridge.save_record(self.game_id)
        LOG.info("game %s finished: %s (%s) as %s after %d plies; record %s", self.game_id,
                 outcome(state, self.seat), result.get("reason"), self.seat, state.get("ply", 0), path)


# --- the bridge ------------------------------------------------------------------------------

class Bridge:
    def __init__(self, config, max_games=None):
        self.config = config
        self.service = Service(config["service"]["url"], config["service"]["token"], config["service"]["apiKey"])
        self.max_games = max_games if max_games is not None else config["games"]["max"]
        self.lock = threading.Lock()
        self.runners = {}  # game id -> GameRunner
        self.active = set()  # games in play (or in setup) that we hold a seat of
        self.finished = set()
        self.seeks = {}  # waiting seek id -> its body
        self.challenges = {}  # open challenge id (ours) -> player id
        self.answered = set()  # (game id, ply, kind) of offers answered
        self.taken = set()  # ids of the challenges to us that we accepted or declined
        self.unsaved = set()  # finished games whose record the service did not answer for
        self.stop = threading.Event()
        self.faults = 0
        self.me = None
        self.turn = 0

    # writes

    def write(self, game_id, what, body):
        status, answer = self.service.call("POST", f"/api/v1/games/{game_id}/{what}", body,
                                           idempotency_key=str(uuid.uuid4()))
        if status not in (200, 201):
            level = logging.INFO if status == 409 else logging.WARNING
            LOG.log(level, "game %s: %s %s refused: %s %s (%s)", game_id, what, json.dumps(body), status,
                    problem(answer), answer.get("detail", "") if isinstance(answer, dict) else answer)
        return status, answer

    def game_state(self, game_id):
        status, state = self.service.call("GET", f"/api/v1/games/{game_id}")
        return state if status == 200 else None

    def legal_moves(self, game_id, state):
        if state.get("status") != "playing":
            return None
        status, legal = self.service.call("GET", f"/api/v1/games/{game_id}/legal-moves")
        return legal if status == 200 else None

    def save_record(self, game_id):
        """Saves a finished game's record; one the service did not answer for is tried again by
        matchmaking's next look."""
        try:
            status, text = self.service.call("GET", f"/api/v1/games/{game_id}/record", raw=True)
        except (OSError, http.client.HTTPException) as lost:
            LOG.warning("game %s: no record yet (%s); trying again later", game_id, lost)
            self.unsaved.add(game_id)
            return None
        self.unsaved.discard(game_id)
        if status != 200:
            LOG.warning("game %s: no record (%s)", game_id, status)
            return None
        directory = self.config["records"]["dir"]
        os.makedirs(directory, exist_ok=True)
        path = os.path.join(directory, game_id + ".txt")
        with open(path + ".part", "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(path + ".part", path)
        return path

    # events

    def handle(self, event):
        kind, data = event["event"], event["data"]
        if kind in ("gameStart", "yourTurn", "gameFinish", "drawOffer", "drawDeclined", "takebackOffer",
                    "takebackDeclined"):
            self.game_event(kind, data)
        elif kind == "challenge":
            self.challenge(data["challenge"])
        elif kind in ("challengeDeclined", "challengeCanceled"):
            challenge = data["challenge"]
            with self.lock:
                self.challenges.pop(challenge["id"], None)
            LOG.info("challenge %s %s%s", challenge["id"], challenge["status"],
                     f" ({challenge.get('declineReason')})" if challenge.get("declineReason") else "")
        else:
            LOG.debug("ignoring a %s event", kind)

    def game_event(self, kind, data):
        game_id, seat, state = data["gameId"], data["seat"], data["state"]
        if state.get("game") != "gyges":
            LOG.warning("game %s is %s, which UGI does not play; resigning", game_id, state.get("game"))
            if kind == "gameStart" and state.get("status") != "finished":
                self.write(game_id, "resign", None)
            return
        with self.lock:
            runner = self.runners.get(game_id)
            if runner is None and kind != "gameFinish" and game_id not in self.finished:
                runner = self.runners[game_id] = GameRunner(self, game_id, seat)
                self.active.add(game_id)
                runner.start()
                players = state.get("players") or {}
                computer = state.get("computerSeats") or {}
                other = "north" if seat == "south" else "south"
                opponent = (players.get(other) or {}).get("name") or (
                    f"the engine at level {computer[other]['level']}" if other in computer else "?")
                LOG.info("game %s: we play %s against %s (%s/games/%s)", game_id, seat, opponent,
                         self.service.base, game_id)
        if kind == "yourTurn" and runner:
            runner.events.put((kind, data))
        elif kind == "gameFinish":
            with self.lock:
                if game_id in self.finished:
                    return
                self.finished.add(game_id)
                self.active.discard(game_id)
            if runner:
                runner.events.put((kind, data))
            else:
                self.save_record(game_id)
        elif kind == "drawDeclined":
            LOG.info("game %s: our draw offer was declined", game_id)
        elif kind == "takebackDeclined":
            LOG.info("game %s: our takeback proposal was declined", game_id)
        # An offer event is answered; an offer seen standing in another event's state (a restarted
        # bridge's gameStart) is answered once.
        if state.get("status") == "playing":
            if state.get("drawOffer") not in (None, seat):
                self.answer_offer(game_id, state, "draw", kind == "drawOffer")
            if kind == "takebackOffer" or state.get("takebackOffer") not in (None, seat):
                self.answer_offer(game_id, state, "takeback", kind == "takebackOffer")

    def answer_offer(self, game_id, state, what, announced):
        key = (game_id, state.get("ply"), what)
        if key in self.answered and not announced:
            return
        self.answered.add(key)
        runner = self.runners.get(game_id)
        if what == "draw":
            score = runner.last_score if runner else None
            answer = draw_answer(self.config["draws"], score, state.get("ply", 0))
        else:
            answer = self.config["takebacks"]["answer"]
            answer = None if answer == "ignore" else answer
        if answer is None:
            return
        LOG.info("game %s: %s the %s offer at ply %s (last score %s)", game_id,
                 "accepting" if answer == "accept" else "declining", what, state.get("ply"),
                 runner.last_score if runner else None)
        if what == "draw":
            self.write(game_id, "draw", {"action": answer})
        else:  # a takeback is accepted by proposing it too, as lichess's takeback/yes
            self.write(game_id, "takeback-offer" if answer == "accept" else "takeback-offer/decline", None)

    def busy(self):
        """Whether one more game would pass games.concurrency or games.max."""
        with self.lock:
            running = len(self.active) + len(self.seeks) + len(self.challenges)
            if running >= int(self.config["games"]["concurrency"]):
                return True
            return self.max_games is not None and len(self.finished) + running >= self.max_games

    def challenge(self, challenge):
        to = challenge.get("to") or {}
        with self.lock:
            if to.get("id") != self.me["id"] or challenge.get("status") != "open" or challenge["id"] in self.taken:
                return  # ours, an open one for anybody, closed, or answered already
            self.taken.add(challenge["id"])
        reason = decline_reason(challenge, self.config, self.busy())
        who = challenge["from"]["name"]
        if reason:
            LOG.info("challenge %s from %s: declining (%s)", challenge["id"], who, reason)
            self.service.call("POST", f"/api/v1/challenges/{challenge['id']}/decline", {"reason": reason})
            return
        status, answer = self.service.call("POST", f"/api/v1/challenges/{challenge['id']}/accept", {})
        if status == 201:
            LOG.info("challenge %s from %s: accepted, game %s", challenge["id"], who, answer["gameId"])
            with self.lock:
                if answer["gameId"] not in self.finished:
                    self.active.add(answer["gameId"])
        else:
            LOG.info("challenge %s from %s: not taken (%s %s)", challenge["id"], who, status, problem(answer))

    # matchmaking

    def matchmaking(self):
        interval = float(self.config["matchmaking"]["intervalSeconds"])
        while not self.stop.is_set():
            try:
                for game_id in list(self.unsaved):
                    self.save_record(game_id)
                self.challenges_to_me()
                self.look_after_offers()
                if not self.busy():
                    self.new_offer()
            except (OSError, http.client.HTTPException) as lost:
                LOG.warning("matchmaking: %s", lost)
            self.stop.wait(interval)

    def challenges_to_me(self):
        """The open challenges sent to us, as the lobby lists them: a challenge made before our
        stream was open is announced on no stream of ours, so each is looked for here too."""
        status, page = self.service.call("GET", "/api/v1/challenges")
        for challenge in page.get("challenges", []) if status == 200 else []:
            self.challenge(challenge)

    def look_after_offers(self):
        """Our waiting seeks and open challenges, as the service now sees them: a paired seek or
        an accepted challenge becomes a game in play; a lapsed one is forgotten. A game counted
        in play that the stream never announced (it ended while the bridge was away) is read."""
        with self.lock:
            unannounced = [g for g in self.active if g not in self.runners]
        for game_id in unannounced:
            state = self.game_state(game_id)
            if state and state.get("status") == "finished":
                with self.lock:
                    self.active.discard(game_id)
                    self.finished.add(game_id)
                LOG.info("game %s finished while we were away: record %s", game_id, self.save_record(game_id))
        for seek_id in list(self.seeks):
            status, seek = self.service.call("GET", f"/api/v1/seeks/{seek_id}")
            if status == 200 and seek["status"] != "waiting":
                self.offer_closed(self.seeks, seek_id, seek.get("gameId"), "seek", seek["status"])
        for challenge_id in list(self.challenges):
            status, challenge = self.service.call("GET", f"/api/v1/challenges/{challenge_id}")
            if status == 200 and challenge["status"] != "open":
                self.offer_closed(self.challenges, challenge_id, challenge.get("gameId"), "challenge",
                                  challenge["status"])

    def offer_closed(self, offers, offer_id, game_id, what, status):
        with self.lock:
            offers.pop(offer_id, None)
            if game_id and game_id not in self.finished:
                self.active.add(game_id)
        LOG.info("%s %s %s%s", what, offer_id, status, f": game {game_id}" if game_id else "")

    def new_offer(self):
        """One seek or challenge, taking the config's seeks and challenged players in turn."""
        seeks = self.config["matchmaking"]["seeks"]
        challenge = self.config["matchmaking"]["challenge"]
        offers = [("seek", s) for s in seeks] + [("challenge", p) for p in challenge["players"]]
        if not offers:
            return
        kind, what = offers[self.turn % len(offers)]
        self.turn += 1
        if kind == "seek":
            status, seek = self.service.call("POST", "/api/v1/seeks", what)
            if status == 201:
                with self.lock:
                    if seek["status"] == "waiting":
                        self.seeks[seek["id"]] = what
                    elif seek.get("gameId") and seek["gameId"] not in self.finished:
                        self.active.add(seek["gameId"])
                LOG.info("seek %s: %s%s", seek["id"], seek["status"],
                         f", game {seek['gameId']}" if seek.get("gameId") else "")
            elif status == 409 and problem(seek) == "already-seeking":
                with self.lock:
                    self.seeks[seek["seekId"]] = what
            else:
                LOG.warning("seek %s refused: %s %s", json.dumps(what), status, seek.get("detail", seek))
        else:
            body = dict(challenge["terms"], to=what)
            status, made = self.service.call("POST", "/api/v1/challenges", body)
            if status == 201:
                with self.lock:
                    self.challenges[made["id"]] = what
                LOG.info("challenge %s sent to %s", made["id"], what)
            else:
                LOG.warning("challenge to %s refused: %s %s", what, status, made.get("detail", made))

    def withdraw_offers(self):
        for seek_id in list(self.seeks):
            self.service.call("DELETE", f"/api/v1/seeks/{seek_id}")
        for challenge_id in list(self.challenges):
            self.service.call("POST", f"/api/v1/challenges/{challenge_id}/cancel", {})

    # start and run

    def resume(self):
        """Before any matchmaking: the games we are in the middle of count as in play (the stream
        announces each again, gameStart then yourTurn), and a finished game whose record we lack
        (it ended while we were away) has its record saved."""
        status, self.me = self.service.call("GET", "/api/v1/players/me")
        if status != 200:
            raise ConfigError(f"the token is refused: {status} {self.me.get('detail', self.me)}")
        LOG.info("player %s (%s) on %s", self.me["id"], self.me["name"], self.service.base)
        for game_status in ("setup", "playing", "finished"):
            query = urllib.parse.urlencode({"player": self.me["id"], "status": game_status, "limit": 100})
            status, page = self.service.call("GET", "/api/v1/games?" + query)
            for game in page.get("games", []) if status == 200 else []:
                if game_status != "finished":
                    self.active.add(game["id"])
                elif not os.path.exists(os.path.join(self.config["records"]["dir"], game["id"] + ".txt")):
                    self.save_record(game["id"])
        if self.active:
            LOG.info("resuming %d game(s) in play: %s", len(self.active), ", ".join(sorted(self.active)))

    def done(self):
        with self.lock:
            return self.max_games is not None and len(self.finished) >= self.max_games and not self.active

    def run(self):
        pause = 1
        while True:  # a service that is not up yet is waited for, as one that goes away is
            try:
                self.resume()
                break
            except (OSError, http.client.HTTPException) as lost:
                LOG.warning("no answer from %s (%s); trying again in %d s", self.service.base, lost, pause)
                time.sleep(pause)
                pause = min(pause * 2, 30)
        threading.Thread(target=self.matchmaking, daemon=True, name="matchmaking").start()
        try:
            for event in read_events(self.service, self.stop):
                try:
                    self.handle(event)
                except (OSError, http.client.HTTPException) as lost:  # a challenge or offer unanswered
                    LOG.warning("%s %s: the service did not answer (%s)", event["event"], event["id"], lost)
                if self.done():
                    break
        finally:
            self.stop.set()
            self.withdraw_offers()
            for runner in list(self.runners.values()):
                runner.events.put(("stop", None))
                runner.join(timeout=30)
        LOG.info("done: %d game(s) finished, %d engine fault(s)", len(self.finished), self.faults)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Play a UGI engine on the ring games service.")
    parser.add_argument("config", help="the config file (JSON; lines starting with // are comments)")
    parser.add_argument("--max-games", type=int, help="stop after this many games have finished (games.max)")
    args = parser.parse_args(argv)
    try:
        with open(args.config, encoding="utf-8") as file:
            config = load_config(file.read())
    except (OSError, ConfigError) as bad:
        sys.exit(f"ugi-bot: {bad}")
    handlers = [logging.StreamHandler()]
    if config["log"]["file"]:
        handlers.append(logging.FileHandler(config["log"]["file"], encoding="utf-8"))
    logging.basicConfig(level=config["log"]["level"], handlers=handlers,
                        format="%(asctime)s %(levelname)s %(message)s")
    bridge = Bridge(config, args.max_games)
    try:
        bridge.run()
    except ConfigError as bad:
        sys.exit(f"ugi-bot: {bad}")
    except KeyboardInterrupt:  # run's finally has withdrawn our offers and quit the engines
        LOG.info("stopped: %d game(s) finished, %d engine fault(s)", len(bridge.finished), bridge.faults)


if __name__ == "__main__":
    main()
