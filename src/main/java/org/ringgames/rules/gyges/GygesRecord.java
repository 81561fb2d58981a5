package org.ringgames.rules.gyges;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
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
 * A Gygès game record (docs/records.md): the rules, the clock, the seats, the position play began
 * from, every move with the position after it, and how the game ended. {@link #read} checks every
 * move against the rules and the result against the board; {@link #write} writes the text that
 * reads back to this record.
 *
 * @param start  the position play began from; empty while setup never completed (then no plies)
 * @param ending empty while the game is in play
 */
public record GygesRecord(Rules rules, Optional<RecordClock> clock, Optional<String> south, Optional<String> north,
                          Optional<Position> start, List<Ply> plies, Optional<Ending> ending, List<Tag> otherTags) {

    public static final String GAME = "gyges";
    private static final Set<String> KNOWN = Set.of("Game", "Rules", "Clock", "South", "North", "Setup", "Result",
            "Termination");
    private static final Set<String> BOARD_ENDINGS = Set.of(Outcome.Reason.GOAL.slug(),
            Outcome.Reason.DOUBLE_PASS.slug(), Outcome.Reason.MAX_PLIES.slug());

    public GygesRecord {
        plies = List.copyOf(plies);
        otherTags = List.copyOf(otherTags);
    }

    /**
     * A move as played.
     *
     * @param move        canonical compact text ({@link Move#toText()})
     * @param path        the squares the piece went through (as {@link LegalMove#path()}): the witness, or the full path read
     * @param after       the position after the move
     * @param remainingMs the mover's remaining time after the move, from the clk comment
     */
    public record Ply(String move, List<Integer> path, Position after, OptionalLong remainingMs) {

        public Ply {
            path = List.copyOf(path);
        }
    }

    /** Reads a record and checks it: tags, every move against the rules, the result against the board. */
    public static RecordRead<GygesRecord> read(String text) {
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
                    + "', not gyges: this reader reads only gyges records"));
        }
        Rules rules = Rules.STANDARD;
        Optional<RecordText.TagLine> rulesTag = lexed.tag("Rules");
        if (rulesTag.isPresent()) {
            RecordRead<Rules> read = readRules(rulesTag.get().value(), rulesTag.get().line());
            if (read instanceof RecordRead.Bad<Rules> bad) {
                return bad.cast();
            }
            rules = ((RecordRead.Ok<Rules>) read).value();
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
        Optional<String> south = Optional.empty();
        Optional<String> north = Optional.empty();
        for (String seat : List.of("South", "North")) {
            Optional<RecordText.TagLine> tag = lexed.tag(seat);
            if (tag.isPresent()) {
                String wrong = RecordText.checkName(tag.get().value());
                if (wrong != null) {
                    return bad(RecordError.at(tag.get().line(), "the " + seat + " tag: " + wrong));
                }
            }
            if (seat.equals("South")) {
                south = tag.map(RecordText.TagLine::value);
            } else {
                north = tag.map(RecordText.TagLine::value);
            }
        }
        Optional<Position> start = Optional.empty();
        Optional<RecordText.TagLine> setup = lexed.tag("Setup");
        if (setup.isPresent()) {
            Parsed<Position> parsed = PositionText.parse(setup.get().value());
            if (parsed instanceof Parsed.Failed<Position> failed) {
                return bad(RecordError.at(setup.get().line(), "the Setup is not a position: " + failed.message()));
            }
            Position position = ((Parsed.Ok<Position>) parsed).value();
            String invalid = position.validate();
            if (invalid != null) {
                return bad(RecordError.at(setup.get().line(), "the Setup is not a position play can begin from: "
                        + invalid));
            }
            start = Optional.of(position);
        }
        RecordRead<Results.ResultTags> resultRead = Results.tags(lexed, BOARD_ENDINGS);
        if (resultRead instanceof RecordRead.Bad<Results.ResultTags> bad) {
            return bad.cast();
        }
        Results.ResultTags resultTags = ((RecordRead.Ok<Results.ResultTags>) resultRead).value();

        Movetext movetext = new Movetext(lexed);
        MoveChecker checker = new MoveChecker(rules);
        Optional<GameState> state = start.map(GameState::start);
        List<Ply> plies = new ArrayList<>();
        while (true) {
            RecordText.Token token = movetext.peek();
            if (token == null || token.kind() == RecordText.Kind.RESULT) {
                break;
            }
            int ply = plies.size() + 1;
            RecordError number = movetext.number((ply + 1) / 2, ply);
            if (number != null) {
                return bad(number);
            }
            token = movetext.next();
            String word = token.text();
            if (state.isEmpty()) {
                return bad(RecordError.atPly(token.line(), ply, "ply " + ply + ": " + word
                        + " stands in a record without a Setup tag; without one setup never completed and no move was played"));
            }
            GameState now = state.get();
            if (now.isOver()) {
                return bad(RecordError.atPly(token.line(), ply, "ply " + ply + ": " + word + " follows the end of the game ("
                        + now.outcome().get().reason().slug() + " at ply " + (ply - 1) + "); no move may follow it"));
            }
            Parsed<MoveText.Input> parsed = MoveText.parse(word);
            if (parsed instanceof Parsed.Failed<MoveText.Input> failed) {
                return bad(RecordError.atPly(token.line(), ply, "ply " + ply + ": '" + word
                        + "' is not move text: " + failed.message()));
            }
            MoveCheck check = checker.check(now.position(), ((Parsed.Ok<MoveText.Input>) parsed).value());
            if (check instanceof MoveCheck.Illegal illegal) {
                return bad(RecordError.atPly(token.line(), ply, "ply " + ply + ": " + word + " is not legal in "
                        + PositionText.format(now.position()) + ": " + illegal.reason()));
            }
            LegalMove legal = ((MoveCheck.Legal) check).move();
            GameState next = now.play(legal.move(), rules);
            RecordRead<OptionalLong> clk = movetext.clk(ply);
            if (clk instanceof RecordRead.Bad<OptionalLong> bad) {
                return bad.cast();
            }
            plies.add(new Ply(legal.move().toText(), legal.path(), next.position(),
                    ((RecordRead.Ok<OptionalLong>) clk).value()));
            state = Optional.of(next);
        }
        RecordError result = movetext.result(resultTags.result(), plies.size());
        if (result != null) {
            return bad(result);
        }
        Optional<Ending> board = state.flatMap(GameState::outcome).map(o -> new Ending(
                o.winner().map(side -> OptionalInt.of(side == Side.SOUTH ? 0 : 1)).orElse(OptionalInt.empty()),
                o.reason().slug()));
        RecordRead<Optional<Ending>> ending = Results.ending(resultTags, board, BOARD_ENDINGS, plies.size());
        if (ending instanceof RecordRead.Bad<Optional<Ending>> bad) {
            return bad.cast();
        }
        return RecordRead.ok(new GygesRecord(rules, clock, south, north, start, plies,
                ((RecordRead.Ok<Optional<Ending>>) ending).value(), lexed.otherTags(KNOWN)));
    }

    /** The record's text: the known tags in order, the other tags, a blank line, the movetext. */
    public String write() {
        List<Tag> tags = new ArrayList<>();
        tags.add(new Tag("Game", GAME));
        tags.add(new Tag("Rules", rulesText(rules)));
        clock.ifPresent(c -> tags.add(new Tag("Clock", c.text())));
        south.ifPresent(name -> tags.add(new Tag("South", name)));
        north.ifPresent(name -> tags.add(new Tag("North", name)));
        start.ifPresent(p -> tags.add(new Tag("Setup", PositionText.format(p))));
        String result = Results.token(ending);
        tags.add(new Tag("Result", result));
        ending.ifPresent(e -> tags.add(new Tag("Termination", e.reason())));
        tags.addAll(otherTags);
        MovetextWriter movetext = new MovetextWriter();
        MoveChecker checker = new MoveChecker(rules);
        Position position = start.orElse(null);
        for (int i = 0; i < plies.size(); i++) {
            Ply ply = plies.get(i);
            String text = ply.move();
            if (position != null && ply.path().size() >= 3
                    && MoveText.parse(ply.move()) instanceof Parsed.Ok<MoveText.Input> input
                    && checker.check(position, input.value()) instanceof MoveCheck.Legal witness
                    && !witness.move().path().equals(ply.path())) {
                text = MoveText.pathText(ply.path(), input.value().target());
            }
            movetext.unit(i % 2 == 0 ? (i / 2 + 1) + ". " + text : text);
            ply.remainingMs().ifPresent(ms -> movetext.unit(RecordText.clkComment(ms)));
            position = ply.after();
        }
        return RecordText.record(tags, movetext.finish(result));
    }

    /** The Rules tag's value: every option as {@code name=value}, in the order of gyges.md's table. */
    public static String rulesText(Rules rules) {
        return "pathRule=" + rules.pathRule() + " replace=" + rules.replace() + " blockedRow=" + rules.blockedRow()
                + " setupRows=" + rules.setupRows() + " setupOrder=" + rules.setupOrder()
                + " takebackAvoidableLoss=" + rules.takebackAvoidableLoss() + " maxPlies=" + rules.maxPlies();
    }

    /** Reads a Rules tag's value; a missing option takes its default, values are matched without regard to case. */
    static RecordRead<Rules> readRules(String text, int line) {
        Rules rules = Rules.STANDARD;
        Set<String> seen = new HashSet<>();
        for (String option : text.strip().split(" +")) {
            if (option.isEmpty()) {
                continue;
            }
            int eq = option.indexOf('=');
            if (eq < 0) {
                return badRules(line, "'" + option + "' is not name=value");
            }
            String name = option.substring(0, eq);
            String value = option.substring(eq + 1);
            String upper = value.toUpperCase(Locale.ROOT);
            if (!seen.add(name)) {
                return badRules(line, "the option " + name + " is given twice");
            }
            Rules next = switch (name) {
                case "pathRule" -> upper.equals("EDGE") || upper.equals("SQUARE")
                        ? rules.withPathRule(Rules.PathRule.valueOf(upper)) : null;
                case "replace" -> upper.equals("TRUE") || upper.equals("FALSE")
                        ? rules.withReplace(upper.equals("TRUE")) : null;
                case "blockedRow" -> upper.equals("NEXT_ROW") || upper.equals("PASS")
                        ? rules.withBlockedRow(Rules.BlockedRow.valueOf(upper)) : null;
                case "setupRows" -> value.equals("1") || value.equals("2")
                        ? rules.withSetup(Integer.parseInt(value), rules.setupOrder()) : null;
                case "setupOrder" -> upper.equals("BLOCK") || upper.equals("ALTERNATE")
                        ? rules.withSetup(rules.setupRows(), Rules.SetupOrder.valueOf(upper)) : null;
                case "takebackAvoidableLoss" -> upper.equals("TRUE") || upper.equals("FALSE")
                        ? rules.withTakebackAvoidableLoss(upper.equals("TRUE")) : null;
                case "maxPlies" -> value.matches("[0-9]{1,9}") && Integer.parseInt(value) >= 1
                        ? rules.withMaxPlies(Integer.parseInt(value)) : null;
                default -> Rules.STANDARD;
            };
            if (!List.of("pathRule", "replace", "blockedRow", "setupRows", "setupOrder", "takebackAvoidableLoss",
                    "maxPlies").contains(name)) {
                return badRules(line, "there is no rule option '" + name + "'");
            }
            if (next == null) {
                return badRules(line, "'" + value + "' is not a value of the option " + name);
            }
            rules = next;
        }
        return RecordRead.ok(rules);
    }

    private static RecordRead<Rules> badRules(int line, String message) {
        return RecordRead.bad(RecordError.at(line, "the Rules tag: " + message));
    }

    private static <T> RecordRead<T> bad(RecordError error) {
        return RecordRead.bad(error);
    }
}
