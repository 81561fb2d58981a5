package org.ringgames.rules.xequeo;

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

/** Random matches: what the writer writes reads back to the same record, and writes again to the same text. */
class XeQueoRecordProperties {

    @Property(tries = 300)
    void aWrittenRecordReadsBackToItself(@ForAll Random random) {
        XeQueoRecord match = match(random);
        String text = match.write();

        RecordRead<XeQueoRecord> read = XeQueoRecord.read(text);

        assertThat(read).as(text).isEqualTo(RecordRead.ok(match));
        assertThat(((RecordRead.Ok<XeQueoRecord>) read).value().write()).isEqualTo(text);
        Statistics.label("ending").collect(match.ending().map(Ending::reason).orElse("in play"));
        Statistics.label("rounds").collect(match.rounds().size());
        Statistics.label("full path").collect(text.contains("-") && text.lines().anyMatch(l -> !l.startsWith("[")
                && java.util.Arrays.stream(l.split(" ")).anyMatch(t -> t.chars().filter(c -> c == '-').count() >= 2)));
    }

    static XeQueoRecord match(Random random) {
        Optional<Position> start = random.nextInt(10) == 0 ? Optional.empty() : Optional.of(discs(random));
        List<XeQueoRecord.Round> rounds = new ArrayList<>();
        Optional<Ending> ending = Optional.empty();
        if (start.isPresent()) {
            Match match = new Match(start.get(), List.of());
            MoveGenerator generator = new MoveGenerator();
            boolean cut = false;
            while (match.winner().isEmpty() && !cut) {
                if (random.nextInt(12) == 0) {
                    break; // between rounds: the next ring is not placed yet
                }
                List<Integer> squares = bits(Placement.ringSquares(match.position()));
                int ring = squares.get(random.nextInt(squares.size()));
                match = match.withRing(ring);
                int placerSecret = 1 + random.nextInt(7);
                int ringerSecret = 1 + random.nextInt(7);
                List<XeQueoRecord.Ply> plies = new ArrayList<>();
                boolean over = false;
                while (!over) {
                    if (random.nextInt(40) == 0) {
                        cut = true;
                        break;
                    }
                    Position position = match.position();
                    int secret = position.toMove() == Seat.PLACER ? placerSecret : ringerSecret;
                    List<LegalMove> legal = generator.legalMoves(position, OptionalInt.of(secret));
                    List<LegalMove> discs = legal.stream().filter(m -> !m.move().isGuess()).toList();
                    List<LegalMove> entries = discs.stream().filter(m -> m.entersRing(position)).toList();
                    LegalMove move;
                    if (!entries.isEmpty() && random.nextBoolean()) {
                        move = entries.get(random.nextInt(entries.size()));
                    } else if (discs.isEmpty() || random.nextInt(25) == 0 || plies.size() > 40) {
                        move = new LegalMove(Move.guess(1 + random.nextInt(7)), List.of());
                    } else {
                        move = discs.get(random.nextInt(discs.size()));
                    }
                    List<Integer> path = move.path();
                    if (!move.move().isGuess() && random.nextBoolean()) {
                        path = otherPath(random, position, move);
                    }
                    Position shown = move.move().isGuess() ? position : position.play(move.move());
                    Match.Turn turn = match.play(move.move(), placerSecret, ringerSecret);
                    plies.add(new XeQueoRecord.Ply(move.move().toText(), path, shown, RandomRecords.clk(random)));
                    match = turn.match();
                    over = turn.result().isPresent();
                }
                rounds.add(new XeQueoRecord.Round(ring, over ? OptionalInt.of(placerSecret) : OptionalInt.empty(),
                        over ? OptionalInt.of(ringerSecret) : OptionalInt.empty(), plies));
            }
            ending = match.winner().map(seat -> Ending.win(seat == Seat.PLACER ? 0 : 1, "rings"));
        }
        if (ending.isEmpty()) {
            ending = RandomRecords.offBoard(random);
        }
        return new XeQueoRecord(RandomRecords.clock(random), RandomRecords.name(random), RandomRecords.name(random),
                start, rounds, ending, RandomRecords.otherTags(random));
    }

    private static Position discs(Random random) {
        List<Integer> squares = new ArrayList<>();
        for (int sq = 0; sq < Square.COUNT; sq++) {
            squares.add(sq);
        }
        Collections.shuffle(squares, random);
        byte[] discs = new byte[Square.COUNT];
        for (int n = 1; n <= 7; n++) {
            discs[squares.get(n - 1)] = (byte) n;
        }
        return Position.of(discs, Square.NONE, Seat.PLACER);
    }

    private static List<Integer> bits(long set) {
        List<Integer> squares = new ArrayList<>();
        for (long s = set; s != 0; s &= s - 1) {
            squares.add(Long.numberOfTrailingZeros(s));
        }
        return squares;
    }

    /** Another jump path of three or more squares to the same destination, if one exists; else the witness. */
    private static List<Integer> otherPath(Random random, Position position, LegalMove move) {
        List<List<Integer>> found = new ArrayList<>();
        List<Integer> path = new ArrayList<>(List.of(move.move().from()));
        jumps(position, move.move().from(), move.move().to(), path, found);
        found.removeIf(p -> p.size() < 3 || p.equals(move.path()));
        return found.isEmpty() ? move.path() : found.get(random.nextInt(found.size()));
    }

    private static void jumps(Position position, int from, int to, List<Integer> path, List<List<Integer>> found) {
        int origin = path.get(0);
        for (int dc = -1; dc <= 1; dc++) {
            for (int dr = -1; dr <= 1; dr++) {
                int over = Square.offset(from, dc, dr, 1);
                int land = Square.offset(from, dc, dr, 2);
                if ((dc == 0 && dr == 0) || land == Square.NONE || over == origin || position.isEmpty(over)
                        || !position.isEmpty(land) || land == origin || path.contains(land) || found.size() > 50) {
                    continue;
                }
                path.add(land);
                if (land == to) {
                    found.add(List.copyOf(path));
                }
                if (land != position.ring()) {
                    jumps(position, land, to, path, found);
                }
                path.remove(path.size() - 1);
            }
        }
    }
}
