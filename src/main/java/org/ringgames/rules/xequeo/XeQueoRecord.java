package org.ringgames.rules.xequeo;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Collectors;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.record.Ending;
import org.ringgames.rules.record.Movetext;
import org.ringgames.rules.record.MovetextWriter;
import org.ringgames.rules.record.RecordClock;
import org.ringgames.rules.record.RecordError;
import org.ringgames.rules.record.RecordRead;
import org.ringgames.rules.record.RecordText;
import org.ringgames.rules.record.Results;
import org.ringgames.rules.record.Tag;

/**
 * An Xe Queo match record (docs/records.md): the clock, the seats, round 1's discs, every round
 * with its ring, its secrets once it is over, and its turns, and how the match ended. {@link #read}
 * replays every turn with {@link Match#play} and checks the result against the rings won;
 * {@link #write} writes the text that reads back to this record.
 *
 * @param start  round 1's discs, ring {@link Square#NONE}, placer to move; empty while the discs are not placed
 * @param ending empty while the match is in play
 */
public record XeQueoRecord(Optional<RecordClock> clock, Optional<String> placer, Optional<String> ringer,
                           Optional<Position> start, List<Round> rounds, Optional<Ending> ending,
                           List<Tag> otherTags) {

    public static final String GAME = "xequeo";
    private static final Set<String> KNOWN = Set.of("Game", "Rules", "Clock", "Placer", "Ringer", "Setup", "Result",
            "Termination");
    private static final String RINGS = "rings";
    private static final Set<String> BOARD_ENDINGS = Set.of(RINGS);

    public XeQueoRecord {
        rounds = List.copyOf(rounds);
        otherTags = List.copyOf(otherTags);
    }

    /**
     * A round: its ring's square, both secrets exactly when the round is over, and its turns.
     */
    public record Round(int ring, OptionalInt placerSecret, OptionalInt ringerSecret, List<Ply> plies) {

        public Round {
            plies = List.copyOf(plies);
        }
    }

    /**
     * A turn as played.
     *
     * @param move        {@link Move#toText()}: a disc move or {@code guess N}
     * @param path        the landings (as {@link LegalMove#path()}); empty for a guess
     * @param shown       the position after the move with the ring still in place; for a guess the position it was made in
     * @param remainingMs the mover's remaining time after the move, from the clk comment
     */
    public record Ply(String move, List<Integer> path, Position shown, OptionalLong remainingMs) {

        public Ply {
            path = List.copyOf(path);
        }
    }

    /** Reads a record and checks it: tags, every round and turn against the rules, the result against the rings. */
    public static RecordRead<XeQueoRecord> read(String text) {
        RecordRead<RecordText.Lexed> lexedRead = RecordText.lex(text);
        if (lexedRead instanceof RecordRead.Bad<RecordText.Lexed> bad) {
            return bad.cast();
        }
        RecordText.Lexed lexed = ((RecordRead.Ok<RecordText.Lexed>) lexedRead).value();
        Optional<RecordText.TagLine> game = lexed.tag("Game");
        if (game.isEmpty()) {
            return bad(RecordError.at(0, "the record has no Game tag"));
        }
        if (!game.get().value().equals(GAME)) {
            return bad(RecordError.at(game.get().line(), "the Game tag names '" + game.get().value()
                    + "', not xequeo: this reader reads only xequeo records"));
        }
        Optional<RecordText.TagLine> rulesTag = lexed.tag("Rules");
        if (rulesTag.isPresent() && !rulesTag.get().value().isBlank()) {
            return bad(RecordError.at(rulesTag.get().line(), "the Rules tag: Xe Queo has no rule options, so it is empty or absent"));
        }
        Optional<RecordClock> clock = Optional.empty();
        Optional<RecordText.TagLine> clockTag = lexed.tag("Clock");
        if (clockTag.isPresent()) {
            clock = RecordClock.parse(clockTag.get().value());
            if (clock.isEmpty()) {
                return bad(RecordError.at(clockTag.get().line(), "the Clock '" + clockTag.get().value()
                        + "' does not read <initial>+<increment> or <days>d, optionally followed by"
                        + " setup=<seconds> and first=<seconds>"));
            }
        }
        List<Optional<String>> seats = new ArrayList<>();
        for (String seat : List.of("Placer", "Ringer")) {
            Optional<RecordText.TagLine> tag = lexed.tag(seat);
            if (tag.isPresent()) {
                String wrong = RecordText.checkName(tag.get().value());
                if (wrong != null) {
                    return bad(RecordError.at(tag.get().line(), "the " + seat + " tag: " + wrong));
                }
            }
            seats.add(tag.map(RecordText.TagLine::value));
        }
        Optional<Position> start = Optional.empty();
        Optional<RecordText.TagLine> setup = lexed.tag("Setup");
        if (setup.isPresent()) {
            RecordRead<Position> discs = readDiscs(setup.get().value(), setup.get().line());
            if (discs instanceof RecordRead.Bad<Position> bad) {
                return bad.cast();
            }
            start = Optional.of(((RecordRead.Ok<Position>) discs).value());
        }
        RecordRead<Results.ResultTags> resultRead = Results.tags(lexed, BOARD_ENDINGS);
        if (resultRead instanceof RecordRead.Bad<Results.ResultTags> bad) {
            return bad.cast();
        }
        Results.ResultTags resultTags = ((RecordRead.Ok<Results.ResultTags>) resultRead).value();

        RecordRead<Replay> replayed = new Replay(start).read(new Movetext(lexed));
        if (replayed instanceof RecordRead.Bad<Replay> bad) {
            return bad.cast();
        }
        Replay replay = ((RecordRead.Ok<Replay>) replayed).value();
        RecordError result = replay.movetext.result(resultTags.result(), replay.ply);
        if (result != null) {
            return bad(result);
        }
        Optional<Ending> board = replay.match == null ? Optional.empty()
                : replay.match.winner().map(seat -> Ending.win(seat == Seat.PLACER ? 0 : 1, RINGS));
        RecordRead<Optional<Ending>> ending = Results.ending(resultTags, board, BOARD_ENDINGS, replay.ply);
        if (ending instanceof RecordRead.Bad<Optional<Ending>> bad) {
            return bad.cast();
        }
        return RecordRead.ok(new XeQueoRecord(clock, seats.get(0), seats.get(1), start, replay.rounds,
                ((RecordRead.Ok<Optional<Ending>>) ending).value(), lexed.otherTags(KNOWN)));
    }

    private static RecordRead<Position> readDiscs(String value, int line) {
        if (value.contains(" ")) {
            return bad(RecordError.at(line, "the Setup is the seven rows of round 1's discs, without a ring or a seat to move"));
        }
        Parsed<Position> parsed = PositionText.parse(value + " - P");
        if (parsed instanceof Parsed.Failed<Position> failed) {
            return bad(RecordError.at(line, "the Setup is not seven rows of discs: " + failed.reason()
                    + (failed.index() < value.length() ? " (character " + (failed.index() + 1) + ")" : "")));
        }
        Position position = ((Parsed.Ok<Position>) parsed).value();
        String invalid = position.validate();
        int count = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            count += position.isEmpty(sq) ? 0 : 1;
        }
        if (invalid == null && count != 7) {
            invalid = "it holds " + count + " discs, and a match begins with all seven";
        }
        if (invalid == null && Placement.clearSquares(position) == 0) {
            invalid = "it leaves no square for the ring that no disc is next to";
        }
        if (invalid != null) {
            return bad(RecordError.at(line, "the Setup is not an opening arrangement: " + invalid));
        }
        return RecordRead.ok(position);
    }

    /** The replay of the movetext: the rounds read so far and the match after them. */
    private static final class Replay {

        private final boolean hasDiscs;
        private Match match;
        private Movetext movetext;
        private final List<Round> rounds = new ArrayList<>();
        private int ply;
        // the round being read
        private int ring = Square.NONE;
        private OptionalInt placerSecret = OptionalInt.empty();
        private OptionalInt ringerSecret = OptionalInt.empty();
        private List<Ply> plies;
        private boolean over;
        private int headerLine;

        Replay(Optional<Position> start) {
            this.hasDiscs = start.isPresent();
            this.match = start.map(p -> new Match(p, List.of())).orElse(null);
        }

        RecordRead<Replay> read(Movetext text) {
            this.movetext = text;
            while (true) {
                RecordText.Token token = text.peek();
                if (token == null || token.kind() == RecordText.Kind.RESULT) {
                    break;
                }
                RecordError error = token.kind() == RecordText.Kind.WORD && token.text().equals("round")
                        ? header() : turn();
                if (error != null) {
                    return bad(error);
                }
            }
            RecordError error = closeRound();
            return error != null ? bad(error) : RecordRead.ok(this);
        }

        private RecordError closeRound() {
            if (plies == null) {
                return null;
            }
            if (!over && placerSecret.isPresent()) {
                return RecordError.atPly(headerLine, ply, "round " + (rounds.size() + 1)
                        + " records secrets, but it is not over: a round in play or cut short never shows its secrets");
            }
            rounds.add(new Round(ring, placerSecret, ringerSecret, plies));
            plies = null;
            return null;
        }

        private RecordError header() {
            RecordText.Token round = movetext.next();
            int line = round.line();
            int number = rounds.size() + (plies == null ? 1 : 2);
            RecordText.Token n = movetext.next();
            if (n == null || !n.text().matches("[1-9][0-9]{0,8}")) {
                return RecordError.at(line, "a round header reads 'round N ring SQ', with N the round's number");
            }
            int given = Integer.parseInt(n.text());
            if (given != number) {
                return RecordError.at(line, "the header of round " + given + " stands where round " + number
                        + " begins: rounds are numbered 1, 2, 3 … in order");
            }
            if (!hasDiscs) {
                return RecordError.at(line, "round " + number
                        + " begins in a record without a Setup tag; without one the discs were never placed");
            }
            if (plies != null && !over) {
                return RecordError.atPly(line, ply, "round " + number + " begins before round " + (number - 1) + " is over");
            }
            RecordError closing = closeRound();
            if (closing != null) {
                return closing;
            }
            if (match.winner().isPresent()) {
                return RecordError.atPly(line, ply, "round " + number + " follows the end of the match: the "
                        + match.winner().get().lowerName() + " has already won " + Match.RINGS_TO_WIN + " rings");
            }
            RecordText.Token ringWord = movetext.next();
            RecordText.Token square = movetext.next();
            if (ringWord == null || !ringWord.text().equals("ring") || square == null) {
                return RecordError.at(line, "a round header reads 'round N ring SQ', with SQ the ring's square");
            }
            int at = Square.parse(square.text());
            if (at == Square.NONE) {
                return RecordError.at(square.line(), "round " + number + ": '" + square.text()
                        + "' is not a square a1…g7 for the ring");
            }
            if ((Placement.ringSquares(match.position()) & (1L << at)) == 0) {
                return RecordError.at(square.line(), "round " + number + ": the ring may not go on " + square.text()
                        + (match.position().isEmpty(at) ? ", which is next to a disc" : ", which holds a disc")
                        + "; it goes on an empty square none of whose neighbours holds a disc");
            }
            OptionalInt ps = OptionalInt.empty();
            OptionalInt rs = OptionalInt.empty();
            RecordText.Token secrets = movetext.peek();
            if (secrets != null && secrets.kind() == RecordText.Kind.WORD && secrets.text().equals("secrets")) {
                movetext.next();
                RecordText.Token p = movetext.next();
                RecordText.Token r = movetext.next();
                if (p == null || r == null || !p.text().matches("[1-7]") || !r.text().matches("[1-7]")) {
                    return RecordError.at(secrets.line(), "round " + number
                            + ": the secrets read 'secrets P R', the placer's and the ringer's disc, each 1 to 7");
                }
                ps = OptionalInt.of(Integer.parseInt(p.text()));
                rs = OptionalInt.of(Integer.parseInt(r.text()));
            }
            match = match.withRing(at);
            ring = at;
            placerSecret = ps;
            ringerSecret = rs;
            plies = new ArrayList<>();
            over = false;
            headerLine = line;
            return null;
        }

        private RecordError turn() {
            int at = ply + 1;
            int roundNumber = rounds.size() + 1;
            if (plies == null) {
                RecordText.Token token = movetext.peek();
                if (token.kind() == RecordText.Kind.NUMBER) {
                    movetext.next();
                    token = movetext.peek() != null ? movetext.peek() : token;
                }
                return RecordError.atPly(token.line(), at, "ply " + at + ": '" + token.text()
                        + "' stands before the header of round " + roundNumber + " ('round " + roundNumber
                        + " ring SQ'): every round begins with one");
            }
            RecordError number = movetext.number((plies.size() + 2) / 2, at);
            if (number != null) {
                return number;
            }
            RecordText.Token token = movetext.next();
            String word = token.text();
            if (word.equals("guess")) {
                RecordText.Token n = movetext.peek();
                if (n != null && n.kind() == RecordText.Kind.WORD) {
                    movetext.next();
                    word = "guess " + n.text();
                }
            }
            if (over) {
                return RecordError.atPly(token.line(), at, "ply " + at + ": " + word + " follows the end of round "
                        + roundNumber + "; no move may follow it"
                        + (match.winner().isPresent() ? ", and the match is over" : " before the next round's header"));
            }
            Parsed<MoveText.Input> parsed = MoveText.parse(word);
            if (parsed instanceof Parsed.Failed<MoveText.Input> failed) {
                return RecordError.atPly(token.line(), at, "ply " + at + ": '" + word + "' is not move text: "
                        + failed.message());
            }
            MoveText.Input input = ((Parsed.Ok<MoveText.Input>) parsed).value();
            Position position = match.position();
            Seat mover = position.toMove();
            boolean known = placerSecret.isPresent();
            OptionalInt secret = !known ? OptionalInt.empty() : mover == Seat.PLACER ? placerSecret : ringerSecret;
            boolean entry = !input.isGuess() && input.squares().get(input.squares().size() - 1) == ring;
            if (!known && (input.isGuess() || entry)) {
                return RecordError.atPly(token.line(), at, "ply " + at + ": " + word + " ends round " + roundNumber
                        + ", but its header records no secrets: the round is over, so its secrets must be recorded"
                        + " ('round " + roundNumber + " ring " + Square.name(ring) + " secrets P R')");
            }
            MoveChecker.Check check = new MoveChecker().check(position, input, secret);
            if (check instanceof MoveChecker.Illegal illegal) {
                int origin = input.squares().get(0);
                if (entry && !position.isEmpty(origin) && position.disc(origin) != secret.getAsInt()) {
                    return RecordError.atPly(token.line(), at, "ply " + at + ": " + word + " enters the ring with disc "
                            + position.disc(origin) + ", but the " + mover.lowerName() + "'s secret in round "
                            + roundNumber + " is " + secret.getAsInt() + ": the secrets contradict the move");
                }
                return RecordError.atPly(token.line(), at, "ply " + at + ": " + word + " is not legal in "
                        + PositionText.format(position) + ": " + illegal.reason());
            }
            LegalMove legal = ((MoveChecker.Legal) check).move();
            Move move = legal.move();
            Position shown = move.isGuess() ? position : position.play(move);
            Match.Turn played = match.play(move, placerSecret.orElse(0), ringerSecret.orElse(0));
            RecordRead<OptionalLong> clk = movetext.clk(at);
            if (clk instanceof RecordRead.Bad<OptionalLong> bad) {
                return bad.error();
            }
            plies.add(new Ply(move.toText(), legal.path(), shown, ((RecordRead.Ok<OptionalLong>) clk).value()));
            ply = at;
            match = played.match();
            over = played.result().isPresent();
            return null;
        }
    }

    /** The record's text: the known tags in order, the other tags, a blank line, the rounds and their turns. */
    public String write() {
        List<Tag> tags = new ArrayList<>();
        tags.add(new Tag("Game", GAME));
        clock.ifPresent(c -> tags.add(new Tag("Clock", c.text())));
        placer.ifPresent(name -> tags.add(new Tag("Placer", name)));
        ringer.ifPresent(name -> tags.add(new Tag("Ringer", name)));
        start.ifPresent(p -> tags.add(new Tag("Setup", PositionText.format(p).substring(0, 7 * 8 - 1))));
        String result = Results.token(ending);
        tags.add(new Tag("Result", result));
        ending.ifPresent(e -> tags.add(new Tag("Termination", e.reason())));
        tags.addAll(otherTags);
        MovetextWriter movetext = new MovetextWriter();
        MoveChecker checker = new MoveChecker();
        Match match = start.map(p -> new Match(p, List.of())).orElse(null);
        for (int k = 0; k < rounds.size(); k++) {
            Round round = rounds.get(k);
            String header = "round " + (k + 1) + " ring " + Square.name(round.ring());
            if (round.placerSecret().isPresent() && round.ringerSecret().isPresent()) {
                header += " secrets " + round.placerSecret().getAsInt() + " " + round.ringerSecret().getAsInt();
            }
            movetext.newLine().unit(header).newLine();
            match = match == null ? null : match.withRing(round.ring());
            for (int i = 0; i < round.plies().size(); i++) {
                Ply ply = round.plies().get(i);
                String text = ply.move();
                if (match != null && MoveText.parse(ply.move()) instanceof Parsed.Ok<MoveText.Input> input) {
                    Seat mover = match.position().toMove();
                    OptionalInt secret = mover == Seat.PLACER ? round.placerSecret() : round.ringerSecret();
                    if (checker.check(match.position(), input.value(), secret) instanceof MoveChecker.Legal legal) {
                        if (ply.path().size() >= 3 && !legal.move().path().equals(ply.path())) {
                            text = ply.path().stream().map(Square::name).collect(Collectors.joining("-"));
                        }
                        match = match.play(legal.move().move(), round.placerSecret().orElse(0),
                                round.ringerSecret().orElse(0)).match();
                    } else {
                        match = null;
                    }
                }
                movetext.unit(i % 2 == 0 ? (i / 2 + 1) + ". " + text : text);
                ply.remainingMs().ifPresent(ms -> movetext.unit(RecordText.clkComment(ms)));
            }
        }
        return RecordText.record(tags, movetext.finish(result));
    }

    private static <T> RecordRead<T> bad(RecordError error) {
        return RecordRead.bad(error);
    }
}
