#!/usr/bin/env python3
"""An example bot for the ring games service: it plays Gygès (or Xe Queo) against the computer.

It shows the whole life of a bot in one page, with nothing but Python's standard library:

1. create a player, and keep its token (it is shown only once);
2. seek a game against the computer;
3. read the player's one event stream, and answer every `yourTurn` with a setup or a move.

    python3 examples/bot.py --base http://localhost:8080 --games 1 --level 1

It plays at random, except that it takes a winning move when it sees one. Every move is sent
with `expectedPly` and an `Idempotency-Key`, so a request whose answer was lost can be sent again
safely: the service plays it at most once.
"""
import argparse
import http.client
import json
import random
import sys
import time
import urllib.error
import urllib.request
import uuid


class BotError(Exception):
    """Something the bot can not go on from: it stops with this message and exit status 1."""


def post(url, body, headers):
    """POST a JSON body; returns (status, decoded answer). A refusal is an RFC 9457 problem,
    `{"type": "/problems/…", "detail": …}`, returned like any answer.

    A 429 or 503 kept nothing: it is sent again after a pause. So is a lost answer (no
    connection, a timeout) when the request carries an Idempotency-Key: the same key and body
    get the first one's answer again if it was played, so nothing is played twice."""
    request = urllib.request.Request(url, json.dumps(body).encode(), method="POST",
                                     headers={**headers, "Content-Type": "application/json"})
    for attempt in range(10):
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                status, raw = answer.status, answer.read()
        except urllib.error.HTTPError as refused:
            status, raw = refused.code, refused.read()
        except (OSError, http.client.HTTPException):
            if "Idempotency-Key" not in headers:
                raise
            status, raw = None, b""
        if status not in (None, 429, 503):
            try:
                return status, json.loads(raw) if raw else {}
            except ValueError:
                return status, {"detail": raw.decode(errors="replace")}
        time.sleep(min(0.25 * 2 ** attempt, 5))
    raise BotError(f"POST {url} got no answer after 10 tries")


class Bot:
    def __init__(self, args):
        self.args = args
        self.base = args.base.rstrip("/") + "/api/v1"
        self.token = None
        self.seen = set()  # ids of the events already handled: a resumed stream may repeat one
        self.finished = {}  # game id -> "won" | "lost" | "drawn"

    def auth(self):
        return {"Authorization": "Bearer " + self.token}

    def create_player(self):
        headers = {"X-Api-Key": self.args.api_key} if self.args.api_key else {}
        status, player = post(self.base + "/players", {"name": self.args.name}, headers)
        if status != 201:
            raise BotError(f"could not create a player: {status} {player.get('detail', player)}")
        self.token = player["token"]  # the player's token: it acts for every seat the player holds
        print(f"player {player['id']} ({player['name']})", flush=True)

    def seek(self):
        """Ask for one game against the computer. An engine seek is paired at once; the game then
        starts on our stream (`gameStart`, then `yourTurn` whenever it awaits us)."""
        body = {"game": self.args.game, "opponent": {"engine": {"level": self.args.level}}}
        status, seek = post(self.base + "/seeks", body, self.auth())
        if status != 201:
            raise BotError(f"could not seek a game: {status} {seek.get('detail', seek)}")

    def events(self):
        """Every event of the player's stream, as dicts {"id", "event", "data"}, each one once.

        NDJSON: one JSON object per line; a blank line is a keep-alive (one every 15 s, so a
        silence of 45 s means the connection is dead). After a drop the stream is opened again
        with `Last-Event-ID`, and the service sends exactly what came after that event."""
        last_id, failures = None, 0
        while True:
            headers = {**self.auth(), "Accept": "application/x-ndjson"}
            if last_id is not None:
                headers["Last-Event-ID"] = str(last_id)
            request = urllib.request.Request(self.base + "/players/me/events?legalMoves=true", headers=headers)
            try:
                with urllib.request.urlopen(request, timeout=45) as stream:
                    for line in stream:
                        if not line.strip():
                            continue
                        event = json.loads(line)
                        failures, last_id = 0, event["id"]
                        if last_id not in self.seen:
                            self.seen.add(last_id)
                            yield event
                # The service ended the stream (it is stopping, say): open it again.
            except urllib.error.HTTPError as refused:
                if refused.code not in (429, 503):
                    raise BotError(f"the event stream was refused: {refused.code} {refused.read().decode()}")
            except (OSError, http.client.HTTPException) as lost:
                print(f"stream lost ({lost}); reconnecting", file=sys.stderr, flush=True)
            failures += 1
            if failures > 10:
                raise BotError("the event stream keeps failing; giving up")
            time.sleep(min(0.25 * 2 ** failures, 5))

    def write(self, game_id, what, body):
        """POST a seat's write (`moves` or `setup`), with a fresh Idempotency-Key: made once,
        before the first try, so that every retry of this write sends the same one."""
        url = f"{self.base}/games/{game_id}/{what}"
        status, answer = post(url, body, {**self.auth(), "Idempotency-Key": str(uuid.uuid4())})
        problem = answer.get("type", "").rsplit("/", 1)[-1]
        if status == 409 and problem in ("stale-state", "not-your-turn", "wrong-phase", "game-over"):
            return  # the game moved on without us: a later event says what is current
        if status not in (200, 201):
            raise BotError(f"POST {url} {json.dumps(body)} was refused: {status} {answer.get('detail', answer)}")

    def your_turn(self, data):
        game_id, seat, state, legal = data["gameId"], data["seat"], data["state"], data.get("legalMoves")
        if legal is not None:
            if legal["count"] > 0:
                move = self.choose(legal["moves"])
                self.write(game_id, "moves", {"move": move["move"], "expectedPly": legal["ply"]})
            return
        # No legal moves: the game awaits a setup step from our seat (`state.setup.awaiting`).
        awaited = [a["what"] for a in state["setup"]["awaiting"] if a["seat"] == seat]
        if awaited:
            self.write(game_id, "setup", self.setup(awaited[0], state))

    @staticmethod
    def choose(moves):
        """A winning move if there is one (Gygès `wins`, Xe Queo `entersRing` with our secret
        disc), else any disc move at random; an Xe Queo guess only when nothing else is legal."""
        winning = [m for m in moves if m.get("wins") or m.get("entersRing")]
        plain = [m for m in moves if m.get("guess") is None]
        return random.choice(winning or plain or moves)

    @staticmethod
    def setup(what, state):
        """The body of one setup step (docs/rules/gyges.md §2, docs/rules/xequeo.md §3)."""
        if what == "pieces":  # Gygès: two pieces of each size on our home row, files a to f
            return {"row": "".join(random.sample("112233", 6))}
        if what == "discs":  # Xe Queo round 1: discs 1-7 on seven squares, leaving room for the ring
            squares = ["a1", "c1", "e1", "g1", "a3", "c3", "e3"]
            return {"discs": {str(n): sq for n, sq in zip(random.sample(range(1, 8), 7), squares)}}
        if what == "ring":  # Xe Queo: an empty square with no disc next to it, if there is one
            rows = state["position"].split(" ")[0].split("/")  # rank 7 first, files a to g
            disc = {(f, 7 - r) for r, row in enumerate(rows) for f, c in enumerate(row) if c != "."}
            empty = [(f, k) for f in range(7) for k in range(1, 8) if (f, k) not in disc]
            lonely = [(f, k) for f, k in empty
                      if not any((f + df, k + dk) in disc for df in (-1, 0, 1) for dk in (-1, 0, 1))]
            f, k = random.choice(lonely or empty)
            return {"ring": "abcdefg"[f] + str(k)}
        if what == "secret":  # Xe Queo: this round's secret disc, which only the service learns
            return {"secret": random.randint(1, 7)}
        raise BotError(f"unknown setup step {what!r}")

    def run(self):
        self.create_player()
        # Seek before the stream is open: a stream opened without Last-Event-ID starts with a
        # `gameStart` for each of our games in play (and `yourTurn` where one awaits us).
        self.seek()
        for event in self.events():
            kind, data = event["event"], event["data"]
            if kind == "gameStart":
                print(f"game {data['gameId']} started: we play {data['seat']}", flush=True)
            elif kind == "yourTurn":
                self.your_turn(data)
            elif kind == "gameFinish" and data["gameId"] not in self.finished:
                result, seat = data["state"]["result"], data["seat"]
                outcome = "drawn" if result["winner"] is None else "won" if result["winner"] == seat else "lost"
                self.finished[data["gameId"]] = outcome
                print(f"game {data['gameId']} finished: {outcome} ({result['reason']}) "
                      f"as {seat} after {data['state']['ply']} plies", flush=True)
                if len(self.finished) == self.args.games:
                    return
                self.seek()  # one game at a time: the next one when this one is over


def main():
    parser = argparse.ArgumentParser(description="Play games against the service's computer.")
    parser.add_argument("--base", default="http://localhost:8080", help="the service's address")
    parser.add_argument("--api-key", help="a portal's key, when the service runs with portal keys")
    parser.add_argument("--name", default="example-bot", help="the player's name")
    parser.add_argument("--game", choices=["gyges", "xequeo"], default="gyges")
    parser.add_argument("--level", type=int, default=1, choices=range(1, 9), metavar="1-8",
                        help="the computer's level (default 1)")
    parser.add_argument("--games", type=int, default=1, help="how many games to play, one after the other")
    args = parser.parse_args()
    if args.games < 1:
        parser.error("--games must be at least 1")
    bot = Bot(args)
    try:
        bot.run()
    except BotError as error:
        sys.exit(f"bot: {error}")
    except (OSError, http.client.HTTPException) as lost:  # creating the player or a seek
        sys.exit(f"bot: no answer from {args.base}: {lost}")
    outcomes = list(bot.finished.values())
    print(f"done: {outcomes.count('won')} won, {outcomes.count('lost')} lost, {outcomes.count('drawn')} drawn")


if __name__ == "__main__":
    main()
