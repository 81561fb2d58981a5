"""Unit tests of the bridge's pure parts, and of its stream against a small local server.

    python3 -m unittest discover -s examples/ugi-bot -v

Run by UgiBridgeIT in CI; the standard library only, like the bridge.
"""
import http.server
import json
import logging
import os
import sys
import tempfile
import threading
import unittest
from datetime import datetime, timedelta, timezone

import ugi_bot

ugi_bot.LOG.addHandler(logging.NullHandler())  # the bridge's warnings are expected here, not printed
TOKEN = "rgp_test"
START = "321123/....../....../....../....../321123 S"


def config(**over):
    given = {"service": {"token": TOKEN}, "engine": {"command": "engine"}}
    given.update(over)
    return ugi_bot.load_config(json.dumps(given))


def challenge(**over):
    base = {"id": "c1", "status": "open", "from": {"id": "p1", "name": "other-bot"}, "to": {"id": "me", "name": "me"},
            "game": "gyges", "rules": dict(ugi_bot.STANDARD_RULES, maxPlies=1000), "clock": None, "rated": False}
    base.update(over)
    return base


class ConfigTest(unittest.TestCase):

    def test_comment_lines_are_left_out_and_defaults_filled_in(self):
        loaded = ugi_bot.load_config('{\n  // the service\n  "service": {"token": "rgp_x"},\n'
                                     '  "engine": {"command": "java X"}\n}')
        self.assertEqual(loaded["service"]["url"], "http://localhost:8080")
        self.assertEqual(loaded["games"]["concurrency"], 1)
        self.assertEqual(loaded["accept"]["rules"], ugi_bot.STANDARD_RULES)

    def test_a_misspelt_member_is_refused(self):
        with self.assertRaisesRegex(ugi_bot.ConfigError, r"config.draws: unknown member\(s\) answr"):
            config(draws={"answr": "accept"})

    def test_a_seat_token_is_refused_where_a_player_token_is_needed(self):
        with self.assertRaisesRegex(ugi_bot.ConfigError, "player token"):
            ugi_bot.load_config('{"service": {"token": "st_x"}, "engine": {"command": "e"}}')

    def test_a_seek_of_another_game_is_refused(self):
        with self.assertRaisesRegex(ugi_bot.ConfigError, "matchmaking"):
            config(matchmaking={"seeks": [{"game": "xequeo"}]})
        with self.assertRaisesRegex(ugi_bot.ConfigError, "matchmaking"):
            config(matchmaking={"challenge": {"players": ["p"], "terms": {"clock": {"daysPerMove": 1}}}})

    def test_the_token_may_come_from_the_environment(self):
        loaded = ugi_bot.load_config('{"service": {"tokenEnv": "BOT_TOKEN"}, "engine": {"command": "e"}}',
                                     {"BOT_TOKEN": "rgp_env"})
        self.assertEqual(loaded["service"]["token"], "rgp_env")

    def test_the_example_config_loads(self):
        here = os.path.dirname(os.path.abspath(__file__))
        with open(os.path.join(here, "config.example.json"), encoding="utf-8") as file:
            loaded = ugi_bot.load_config(file.read(), {"UGI_BOT_TOKEN": "rgp_example"})
        self.assertEqual(loaded["service"]["token"], "rgp_example")
        self.assertTrue(loaded["matchmaking"]["seeks"])


class BoardTest(unittest.TestCase):

    def test_south_sees_the_board_from_a1(self):
        self.assertEqual(ugi_bot.ugi_board("3....1/....../....../....../....../1....2 S", "south"),
                         "100002" + "0" * 24 + "300001")

    def test_north_sees_the_board_turned_rank_by_rank(self):
        self.assertEqual(ugi_bot.ugi_board("3....1/....../....../....../....../1....2 N", "north"),
                         "300001" + "0" * 24 + "100002")

    def test_a_ugi_square_names_the_same_file_and_the_mirrored_rank_for_north(self):
        self.assertEqual(ugi_bot.square_name(0, "south"), "a1")
        self.assertEqual(ugi_bot.square_name(0, "north"), "a6")
        self.assertEqual(ugi_bot.square_name(14, "south"), "c3")
        self.assertEqual(ugi_bot.square_name(14, "north"), "c4")
        self.assertEqual(ugi_bot.square_name(37, "south"), "N")
        self.assertEqual(ugi_bot.square_name(37, "north"), "S")
        with self.assertRaises(ValueError):
            ugi_bot.square_name(38, "south")

    def test_an_engine_answer_is_matched_against_the_legal_moves(self):
        legal = [{"move": "c1-c2>a1", "from": "c1", "to": "c2", "replace": "a1"},
                 {"move": "c1-c2", "from": "c1", "to": "c2", "replace": None},
                 {"move": "c6-N", "from": "c6", "to": "N", "replace": None}]
        self.assertEqual(ugi_bot.service_move("2|8", "south", legal)["move"], "c1-c2")
        self.assertEqual(ugi_bot.service_move("2|8|0", "south", legal)["move"], "c1-c2>a1")
        self.assertEqual(ugi_bot.service_move("32|37", "south", legal)["move"], "c6-N")

    def test_north_s_answer_is_turned_back(self):
        legal = [{"move": "b6-b5", "from": "b6", "to": "b5", "replace": None},
                 {"move": "b1-S", "from": "b1", "to": "S", "replace": None}]
        self.assertEqual(ugi_bot.service_move("1|7", "north", legal)["move"], "b6-b5")
        self.assertEqual(ugi_bot.service_move("31|37", "north", legal)["move"], "b1-S")

    def test_an_answer_that_names_no_legal_move_is_none(self):
        legal = [{"move": "c1-c2", "from": "c1", "to": "c2", "replace": None}]
        for answer in ("2|9", "x|y", "2", "1|2|3|4", "", "null", "2|99"):
            self.assertIsNone(ugi_bot.service_move(answer, "south", legal), answer)
        self.assertEqual(ugi_bot.service_move("null", "south", [{"move": "pass", "from": None, "to": None,
                                                                  "replace": None}])["move"], "pass")

    def test_home_rows(self):
        self.assertTrue(ugi_bot.valid_row("321123"))
        self.assertFalse(ugi_bot.valid_row("333111"))
        self.assertFalse(ugi_bot.valid_row("32112"))
        self.assertTrue(ugi_bot.valid_row(ugi_bot.random_row()))


class ScoreTest(unittest.TestCase):

    def test_scores_of_both_engines_are_read(self):
        self.assertEqual(ugi_bot.parse_score("info ply 3 bestmove 0|1|14 score 3493 nodes 68861"), 3493)
        self.assertEqual(ugi_bot.parse_score("info ply 4 nodes 120 time 0.01 score Eval[value=-35]"), -35)
        self.assertEqual(ugi_bot.parse_score("info ply 4 nodes 120 time 0.01 score Win[plies=3]"), 99997)
        self.assertEqual(ugi_bot.parse_score("info ply 4 nodes 120 time 0.01 score Loss[plies=2]"), -99998)
        self.assertIsNone(ugi_bot.parse_score("info string classical evaluation enabled"))


class TimeTest(unittest.TestCase):
    NOW = datetime(2026, 12, 6, 12, 0, 0, tzinfo=timezone.utc)

    def clock(self, south_ms, seconds_ago, increment=0, deadline_in=None):
        as_of = self.NOW - timedelta(seconds=seconds_ago)
        return {"initialSeconds": 300, "incrementSeconds": increment, "remainingMs": {"south": south_ms, "north": 9000},
                "running": "south", "asOf": as_of.isoformat().replace("+00:00", "Z"),
                "deadline": (self.NOW + timedelta(seconds=deadline_in)).isoformat() if deadline_in else None}

    def test_instants_with_any_fraction_are_read(self):
        for text in ("2026-12-06T12:00:00Z", "2026-12-06T12:00:00.5Z", "2026-12-06T12:00:00.500000000Z",
                     "2026-12-06T13:00:00.500+01:00"):
            self.assertEqual(ugi_bot.parse_instant(text).timestamp() % 86400, 43200 + (0 if text.endswith(":00Z") else 0.5),
                             text)

    def test_an_untimed_game_thinks_the_configured_movetime(self):
        self.assertEqual(ugi_bot.think_ms(config()["time"], None, "south", self.NOW), 1000)
        self.assertEqual(ugi_bot.think_ms(config()["time"], {"daysPerMove": 2, "remainingMs": {}}, "south", self.NOW),
                         1000)

    def test_the_running_seat_s_time_runs_down_since_as_of(self):
        self.assertEqual(ugi_bot.my_time_ms(self.clock(60000, 10), "south", self.NOW), 50000)
        self.assertEqual(ugi_bot.my_time_ms(self.clock(60000, 10), "north", self.NOW), 9000)
        self.assertEqual(ugi_bot.my_time_ms(self.clock(60000, 10, deadline_in=20), "south", self.NOW), 20000)
        self.assertEqual(ugi_bot.my_time_ms(self.clock(5000, 10), "south", self.NOW), 0)

    def test_a_clock_is_shared_as_the_service_s_engine_shares_it(self):
        time_config = config()["time"]
        # 60 s left, 2 s increment: 2000 + 1500 - 300 margin.
        self.assertEqual(ugi_bot.think_ms(time_config, self.clock(60000, 0, increment=2), "south", self.NOW), 3200)
        # 2 s left: a quarter of it, less the margin.
        self.assertEqual(ugi_bot.think_ms(time_config, self.clock(2000, 0, increment=10), "south", self.NOW), 200)
        self.assertEqual(ugi_bot.think_ms(time_config, self.clock(100, 0), "south", self.NOW), 10)
        capped = config(time={"maxMovetimeMs": 150})["time"]
        self.assertEqual(ugi_bot.think_ms(capped, self.clock(60000, 0, increment=2), "south", self.NOW), 150)


class ChallengeTest(unittest.TestCase):

    def test_a_standard_untimed_challenge_is_accepted(self):
        self.assertIsNone(ugi_bot.decline_reason(challenge(), config(), busy=False))

    def test_declined_with_lichess_s_reasons(self):
        cases = [
            (challenge(rules=dict(ugi_bot.STANDARD_RULES, pathRule="SQUARE")), config(), "standard"),
            (challenge(rules=dict(ugi_bot.STANDARD_RULES, setupRows=2)), config(), "standard"),
            (challenge(), config(accept={"rules": {"pathRule": "SQUARE"}}), "variant"),
            (challenge(game="xequeo", rules={}), config(), "variant"),
            (challenge(rated=True), config(accept={"rated": False}), "casual"),
            (challenge(), config(accept={"casual": False}), "rated"),
            (challenge(), config(accept={"untimed": False}), "timeControl"),
            (challenge(clock={"daysPerMove": 2}), config(), "timeControl"),
            (challenge(clock={"initialSeconds": 30, "incrementSeconds": 0}), config(accept={"minInitialSeconds": 60}),
             "tooFast"),
            (challenge(clock={"initialSeconds": 600, "incrementSeconds": 0}), config(accept={"maxInitialSeconds": 300}),
             "tooSlow"),
            (challenge(), config(accept={"from": ["someone-else"]}), "generic"),
            (challenge(), config(accept={"enabled": False}), "generic"),
        ]
        for offered, conf, reason in cases:
            self.assertEqual(ugi_bot.decline_reason(offered, conf, busy=False), reason, offered)
        self.assertEqual(ugi_bot.decline_reason(challenge(), config(), busy=True), "later")
        for reason in [c[2] for c in cases] + ["later"]:
            self.assertIn(reason, ugi_bot.DECLINE_REASONS)

    def test_a_listed_player_is_accepted_by_id_or_name(self):
        self.assertIsNone(ugi_bot.decline_reason(challenge(), config(accept={"from": ["other-bot"]}), busy=False))
        self.assertIsNone(ugi_bot.decline_reason(challenge(), config(accept={"from": ["p1"]}), busy=False))


class DrawTest(unittest.TestCase):

    def test_by_score_a_draw_is_taken_when_the_engine_sees_no_edge(self):
        draws = {"answer": "score", "margin": 20, "minPly": 10}
        self.assertEqual(ugi_bot.draw_answer(draws, 15, 30), "accept")
        self.assertEqual(ugi_bot.draw_answer(draws, -400, 30), "accept")
        self.assertEqual(ugi_bot.draw_answer(draws, 25, 30), "decline")
        self.assertEqual(ugi_bot.draw_answer(draws, 0, 5), "decline")
        self.assertEqual(ugi_bot.draw_answer(draws, None, 30), "decline")

    def test_fixed_answers(self):
        self.assertEqual(ugi_bot.draw_answer({"answer": "accept", "margin": 0, "minPly": 0}, 500, 0), "accept")
        self.assertEqual(ugi_bot.draw_answer({"answer": "decline", "margin": 0, "minPly": 0}, -500, 90), "decline")
        self.assertIsNone(ugi_bot.draw_answer({"answer": "ignore", "margin": 0, "minPly": 0}, 0, 90))


class StreamTest(unittest.TestCase):
    """The stream against a local server that drops the connection after each event."""

    def test_a_dropped_stream_is_opened_again_with_last_event_id_and_no_event_is_repeated(self):
        events = [{"id": f"e{i}", "event": "yourTurn", "data": {"n": i}} for i in range(1, 4)]
        asked = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                last = self.headers.get("Last-Event-ID")
                asked.append((self.path, last, self.headers.get("Authorization")))
                after = [e for e in events if last is None or e["id"] > last]
                self.send_response(200)
                self.send_header("Content-Type", "application/x-ndjson")
                self.end_headers()
                # The first event again (a resumed stream may repeat one), then one new, then a drop.
                lines = ([events[0]] if last else []) + after[:1]
                self.wfile.write(b"\n" + b"".join(json.dumps(e).encode() + b"\n" for e in lines))

            def log_message(self, *args):
                pass

        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            service = ugi_bot.Service(f"http://127.0.0.1:{server.server_address[1]}", TOKEN)
            stop, pauses, got = threading.Event(), [], []
            for event in ugi_bot.read_events(service, stop, sleep=pauses.append):
                got.append(event["id"])
                if len(got) == 3:
                    stop.set()
            self.assertEqual(got, ["e1", "e2", "e3"])
            self.assertEqual([a[1] for a in asked], [None, "e1", "e2"])
            self.assertTrue(all(a[0] == "/api/v1/players/me/events?legalMoves=true" for a in asked))
            self.assertTrue(all(a[2] == "Bearer " + TOKEN for a in asked))
            self.assertEqual(pauses, [0.5, 0.5])  # each drop came after an event: no growing back-off
        finally:
            server.shutdown()
            server.server_close()

    def test_a_refused_connection_backs_off_until_the_service_answers(self):
        service = ugi_bot.Service("http://127.0.0.1:9", TOKEN)  # the discard port: nothing listens
        stop, pauses = threading.Event(), []

        def pause(seconds):
            pauses.append(seconds)
            if len(pauses) == 8:
                stop.set()

        self.assertEqual(list(ugi_bot.read_events(service, stop, sleep=pause)), [])
        self.assertEqual(pauses, [0.5, 1, 2, 4, 8, 16, 30, 30])


FAKE_ENGINE = r"""
import sys
heard = open(sys.argv[1], "w")
print("fake UGI engine", flush=True)
for line in sys.stdin:
    line = line.strip()
    heard.write(line + "\n")
    heard.flush()
    if line == "ugi":
        print("id name fake\noption maxTime\nugiok", flush=True)
    elif line == "isready":
        print("readyok", flush=True)
    elif line == "go":
        print("info string thinking\ninfo ply 1 score 42\nbestmove 2|8", flush=True)
    elif line == "quit":
        break
    elif not line.startswith(("setoption", "setpos")):
        print(f"Unknown Command: '{line}'", flush=True)
"""


class EngineTest(unittest.TestCase):
    """The dialogue with an engine that knows only the public UGI (no setuprow)."""

    def test_the_bridge_speaks_ugi_and_draws_a_row_for_an_engine_without_setuprow(self):
        with tempfile.TemporaryDirectory() as directory:
            script, heard = os.path.join(directory, "engine.py"), os.path.join(directory, "heard.txt")
            with open(script, "w", encoding="utf-8") as file:
                file.write(FAKE_ENGINE)
            engine_config = config(engine={"command": [sys.executable, script, heard], "dir": directory,
                                           "init": ["setoption nn false"], "options": {"threads": 1}})["engine"]
            engine = ugi_bot.Engine(engine_config, "fake")
            engine.start()
            try:
                self.assertIsNone(engine.setup_row(7, "321123"))
                board = ugi_bot.ugi_board(START, "south")
                self.assertEqual(engine.best_move(board, 250), "2|8")
                self.assertEqual(engine.last_score, 42)
            finally:
                engine.quit()
            self.assertEqual(engine.process.returncode, 0)
            with open(heard, encoding="utf-8") as file:
                self.assertEqual(file.read().splitlines(), [
                    "ugi", "setoption nn false", "setoption threads 1", "isready", "setuprow 7 321123",
                    "setoption maxTime 0.250", "setpos data " + board, "isready", "go", "quit"])

    def test_a_program_that_can_not_start_is_an_engine_error(self):
        engine = ugi_bot.Engine(config(engine={"command": "/nonexistent/engine"})["engine"], "missing")
        with self.assertRaisesRegex(ugi_bot.EngineError, "can not start /nonexistent/engine"):
            engine.start()


class EventTest(unittest.TestCase):
    """What the bridge sends for each event of its stream, the service stubbed."""

    def bridge(self, **over):
        bridge = ugi_bot.Bridge(config(**over))
        bridge.me = {"id": "me", "name": "me"}
        bridge.sent = []

        def call(method, path, body=None, idempotency_key=None, raw=False, tries=8):
            bridge.sent.append((method, path, body))
            return (201, {"gameId": "g2", "seat": "north"}) if path.endswith("/accept") else (200, {})
        bridge.service.call = call
        return bridge

    @staticmethod
    def game_event(kind, ply=30, draw_offer=None, takeback_offer=None):
        state = {"game": "gyges", "status": "playing", "ply": ply, "drawOffer": draw_offer,
                 "takebackOffer": takeback_offer, "players": {},
                 "computerSeats": {}, "position": START}
        return {"id": "e1", "event": kind, "data": {"gameId": "g1", "seat": "south", "state": state}}

    def test_an_event_type_it_does_not_know_is_ignored(self):
        bridge = self.bridge()
        bridge.handle({"id": "e1", "event": "chatLine", "data": {"gameId": "g1", "text": "hello"}})
        self.assertEqual(bridge.sent, [])

    def test_a_draw_offer_is_answered_by_the_config(self):
        bridge = self.bridge()
        bridge.handle(self.game_event("drawOffer", draw_offer="north"))
        self.assertEqual(bridge.sent[-1][1:], ("/api/v1/games/g1/draw", {"action": "decline"}))
        bridge = self.bridge(draws={"answer": "accept"})
        bridge.handle(self.game_event("drawOffer", draw_offer="north"))
        self.assertEqual(bridge.sent[-1][1:], ("/api/v1/games/g1/draw", {"action": "accept"}))

    def test_a_draw_offer_standing_when_the_bridge_starts_is_answered_once(self):
        bridge = self.bridge(draws={"answer": "accept"})
        bridge.handle(self.game_event("gameStart", draw_offer="north"))
        bridge.handle(dict(self.game_event("yourTurn", draw_offer="north"), id="e2"))
        self.assertEqual([s[1] for s in bridge.sent], ["/api/v1/games/g1/draw"])

    def test_a_takeback_proposal_standing_when_the_bridge_starts_is_answered_once(self):
        bridge = self.bridge()
        bridge.handle(self.game_event("gameStart", takeback_offer="north"))
        bridge.handle(dict(self.game_event("yourTurn", takeback_offer="north"), id="e2"))
        self.assertEqual([s[1] for s in bridge.sent], ["/api/v1/games/g1/takeback-offer/decline"])

    def test_our_own_draw_offer_is_not_answered(self):
        bridge = self.bridge(draws={"answer": "accept"})
        bridge.handle(self.game_event("gameStart", draw_offer="south"))
        self.assertEqual(bridge.sent, [])

    def test_a_takeback_proposal_is_answered_by_the_config(self):
        bridge = self.bridge(takebacks={"answer": "accept"})
        bridge.handle(self.game_event("takebackOffer"))
        self.assertEqual(bridge.sent[-1][1:], ("/api/v1/games/g1/takeback-offer", None))
        bridge = self.bridge()
        bridge.handle(self.game_event("takebackOffer"))
        self.assertEqual(bridge.sent[-1][1:], ("/api/v1/games/g1/takeback-offer/decline", None))
        bridge = self.bridge(takebacks={"answer": "ignore"})
        bridge.handle(self.game_event("takebackOffer"))
        bridge.handle(dict(self.game_event("takebackDeclined"), id="e2"))
        self.assertEqual(bridge.sent, [])

    def test_a_challenge_to_us_is_taken_or_declined_once_and_others_are_left(self):
        bridge = self.bridge()
        bridge.handle({"id": "e1", "event": "challenge", "data": {"challenge": challenge(game="xequeo", rules={})}})
        self.assertEqual(bridge.sent, [("POST", "/api/v1/challenges/c1/decline", {"reason": "variant"})])
        bridge.handle({"id": "e2", "event": "challenge", "data": {"challenge": challenge(id="c2")}})
        self.assertEqual(bridge.sent[-1], ("POST", "/api/v1/challenges/c2/accept", {}))
        self.assertEqual(bridge.active, {"g2"})
        bridge.challenge(challenge(id="c2"))  # seen again in the lobby
        bridge.challenge(challenge(id="c3", to=None))  # an open challenge, for anybody
        bridge.challenge(challenge(id="c4", to={"id": "someone", "name": "x"}))
        bridge.challenge(challenge(id="c5", status="accepted"))
        self.assertEqual(len(bridge.sent), 2)

    def test_a_second_challenge_while_a_game_is_in_play_is_declined_as_later(self):
        bridge = self.bridge()
        bridge.handle({"id": "e1", "event": "challenge", "data": {"challenge": challenge()}})
        bridge.handle({"id": "e2", "event": "challenge", "data": {"challenge": challenge(id="c2")}})
        self.assertEqual(bridge.sent[-1], ("POST", "/api/v1/challenges/c2/decline", {"reason": "later"}))


class RecordTest(unittest.TestCase):

    def test_a_record_is_saved_under_the_game_s_id(self):
        with tempfile.TemporaryDirectory() as directory:
            bridge = ugi_bot.Bridge(config(records={"dir": directory}))
            bridge.service.call = lambda method, path, body=None, raw=False, **k: (200, "[Game \"gyges\"]\n\n*\n")
            path = bridge.save_record("g1")
            self.assertEqual(path, os.path.join(directory, "g1.txt"))
            with open(path, encoding="utf-8") as file:
                self.assertEqual(file.read(), "[Game \"gyges\"]\n\n*\n")
            self.assertEqual(os.listdir(directory), ["g1.txt"])

    def test_a_record_the_service_did_not_answer_for_is_saved_on_a_later_try(self):
        with tempfile.TemporaryDirectory() as directory:
            bridge = ugi_bot.Bridge(config(records={"dir": directory}))
            answers = [ConnectionRefusedError("down"), (200, "[Game \"gyges\"]\n\n1-0\n")]

            def call(method, path, body=None, raw=False, **k):
                answer = answers.pop(0)
                if isinstance(answer, Exception):
                    raise answer
                return answer
            bridge.service.call = call
            self.assertIsNone(bridge.save_record("g1"))
            self.assertEqual((bridge.unsaved, os.listdir(directory)), ({"g1"}, []))
            self.assertEqual(bridge.save_record("g1"), os.path.join(directory, "g1.txt"))
            self.assertEqual(bridge.unsaved, set())


if __name__ == "__main__":
    unittest.main()
