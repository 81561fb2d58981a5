package org.ringgames.rules.gyges;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.ringgames.rules.record.Ending;
import org.ringgames.rules.record.RandomRecords;
import org.ringgames.rules.record.RecordRead;

/** Random games of every rule set: what the writer writes reads back to the same record, and writes again to the same text. */
class GygesRecordProperties {

    @Property(tries = 300)
    void aWrittenRecordReadsBackToItself(@ForAll Random random) {
        GygesRecord game = game(random);
        String text = game.write();

        RecordRead<GygesRecord> read = GygesRecord.read(text);

        assertThat(read).as(text).isEqualTo(RecordRead.ok(game));
        assertThat(((RecordRead.Ok<GygesRecord>) read).value().write()).isEqualTo(text);
        Statistics.label("ending").collect(game.ending().map(Ending::reason).orElse("in play"));
        Statistics.label("full path").collect(text.lines().anyMatch(l -> !l.startsWith("[")
                && java.util.Arrays.stream(l.split(" ")).anyMatch(t -> t.chars().filter(c -> c == '-').count() >= 2)));
        for (String line : text.split("\n")) {
            assertThat(line.length() <= 80 || line.startsWith("[")).as(line).isTrue();
        }
    }

    static GygesRecord game(Random random) {
        Rules rules = new Rules(pick(random, Rules.PathRule.values()), random.nextBoolean(),
                pick(random, Rules.BlockedRow.values()), 1 + random.nextInt(2), pick(random, Rules.SetupOrder.values()),
                random.nextBoolean(), random.nextBoolean() ? 1 + random.nextInt(30) : 1 + random.nextInt(2000));
        Optional<Position> start = random.nextInt(10) == 0 ? Optional.empty() : Optional.of(start(random, rules));
        List<GygesRecord.Ply> plies = new ArrayList<>();
        Optional<Ending> ending = Optional.empty();
        if (start.isPresent()) {
            MoveGenerator generator = new MoveGenerator(rules);
            MoveChecker checker = new MoveChecker(rules);
            GameState state = GameState.start(start.get());
            int length = random.nextInt(4) == 0 ? 300 : random.nextInt(40);
            while (!state.isOver() && plies.size() < length) {
                List<LegalMove> legal = generator.legalMoves(state.position());
                LegalMove move = legal.get(random.nextInt(legal.size()));
                List<Integer> path = move.path();
                if (!move.move().isPass() && random.nextInt(3) == 0) {
                    path = otherPath(random, checker, state.position(), move);
                }
                state = state.play(move.move(), rules);
                plies.add(new GygesRecord.Ply(move.move().toText(), path, state.position(), RandomRecords.clk(random)));
            }
            ending = state.outcome().map(o -> new Ending(o.winner()
                    .map(side -> OptionalInt.of(side == Side.SOUTH ? 0 : 1)).orElse(OptionalInt.empty()), o.reason().slug()));
        }
        if (ending.isEmpty()) {
            ending = RandomRecords.offBoard(random);
        }
        return new GygesRecord(rules, RandomRecords.clock(random), RandomRecords.name(random), RandomRecords.name(random),
                start, plies, ending, RandomRecords.otherTags(random));
    }

    private static <T> T pick(Random random, T[] values) {
        return values[random.nextInt(values.length)];
    }

    /** A completed setup (South to move), or now and then a position of any 1–12 pieces and either side. */
    private static Position start(Random random, Rules rules) {
        byte[] sizes = new byte[Square.COUNT];
        if (random.nextInt(5) == 0) {
            List<Integer> pieces = new ArrayList<>(List.of(1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3));
            Collections.shuffle(pieces, random);
            List<Integer> squares = new ArrayList<>();
            for (int sq = 0; sq < Square.COUNT; sq++) {
                squares.add(sq);
            }
            Collections.shuffle(squares, random);
            int n = 1 + random.nextInt(12);
            for (int i = 0; i < n; i++) {
                sizes[squares.get(i)] = (byte) (int) pieces.get(i);
            }
            return Position.of(sizes, random.nextBoolean() ? Side.SOUTH : Side.NORTH);
        }
        Setup setup = new Setup(rules);
        for (Side side : Side.values()) {
            List<Integer> zone = new ArrayList<>();
            for (int sq = 0; sq < Square.COUNT; sq++) {
                if ((setup.zone(side) & Square.bit(sq)) != 0) {
                    zone.add(sq);
                }
            }
            Collections.shuffle(zone, random);
            List<Integer> pieces = new ArrayList<>(List.of(1, 1, 2, 2, 3, 3));
            Collections.shuffle(pieces, random);
            for (int i = 0; i < 6; i++) {
                sizes[zone.get(i)] = (byte) (int) pieces.get(i);
            }
        }
        return Position.of(sizes, Side.SOUTH);
    }

    /** A full path of three or more squares other than the witness that plays the same move, found by random walks; else the witness. */
    private static List<Integer> otherPath(Random random, MoveChecker checker, Position position, LegalMove move) {
        Side side = position.toMove();
        for (int walk = 0; walk < 60; walk++) {
            List<Integer> path = new ArrayList<>(List.of(move.move().from()));
            int current = move.move().from();
            for (int step = 0; step < 12; step++) {
                int column = Square.column(current);
                int row = Square.row(current);
                int next = switch (random.nextInt(4)) {
                    case 0 -> row == 5 ? (side == Side.SOUTH ? Square.N : Square.NONE) : Square.of(column, row + 1);
                    case 1 -> column == 5 ? Square.NONE : Square.of(column + 1, row);
                    case 2 -> row == 0 ? (side == Side.NORTH ? Square.S : Square.NONE) : Square.of(column, row - 1);
                    default -> column == 0 ? Square.NONE : Square.of(column - 1, row);
                };
                if (next == Square.NONE) {
                    continue;
                }
                path.add(next);
                if (next == move.move().to() && path.size() >= 3 && !path.equals(move.path())) {
                    MoveCheck check = checker.check(position, new MoveText.Input(path, move.move().target()));
                    if (check instanceof MoveCheck.Legal legal && legal.move().move().equals(move.move())) {
                        return List.copyOf(path);
                    }
                }
                if (Square.isGoal(next)) {
                    break;
                }
                current = next;
            }
        }
        return move.path();
    }
}
