package org.ringgames.store.games;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.hibernate.annotations.DynamicUpdate;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * A game's row: its current state, cached from the move table so that reading and listing games
 * never replays moves. {@link #version} grows by one with every change: it is the optimistic
 * lock, the ETag and the events' id.
 * <p>
 * One table serves every game: the columns all games share (kind, status, ply, position, last
 * move, result, draw offer, the two seats' token hashes, version, times), Gygès's own
 * ({@code start_position} doubles as Xe Queo's start of round 1; {@code passes_in_a_row},
 * {@code takeback_available}), and {@link #detail} for any other game's public state. A game's
 * secrets never live here (Xe Queo's are in {@code round_secret}).
 */
@Entity
@Table(name = "game")
// A move changes a handful of columns; without this every update rewrote all 23, the JSON ones
// re-serialised (docs/benchmarks.md §8 and §9).
@DynamicUpdate
public class GameEntity {

    @Id
    public UUID id;

    public String kind;

    /** Every rule option, defaults filled in, as the API spells them. */
    @JdbcTypeCode(SqlTypes.JSON)
    public Map<String, Object> rules;

    public String status;

    public int ply;

    public String position;

    @Column(name = "start_position")
    public String startPosition;

    @Column(name = "passes_in_a_row")
    public int passesInARow;

    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "last_move")
    public LastMove lastMove;

    @Column(name = "result_winner")
    public String resultWinner;

    @Column(name = "result_reason")
    public String resultReason;

    @Column(name = "draw_offer")
    public String drawOffer;

    /** The seat whose takeback proposal awaits the other seat's answer (V23); null when none. */
    @Column(name = "takeback_offer")
    public String takebackOffer;

    @Column(name = "takeback_available")
    public boolean takebackAvailable;

    /** SHA-256 of the first seat's token (Gygès south, Xe Queo placer). */
    @Column(name = "first_seat_token_hash")
    public byte[] firstSeatTokenHash;

    /** SHA-256 of the second seat's token (Gygès north, Xe Queo ringer). */
    @Column(name = "second_seat_token_hash")
    public byte[] secondSeatTokenHash;

    /**
     * The game kind's own public state, as a JSON document (Xe Queo: finished rounds and who has
     * chosen this round's secret); null for Gygès. Never holds a secret of a round being played.
     */
    @JdbcTypeCode(SqlTypes.JSON)
    public Map<String, Object> detail;

    /** A clocked game's time control, as created; null for an untimed game. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "time_control")
    public TimeControl timeControl;

    /** A clocked game's clock (play.clock.GameClock keeps it); null for an untimed game. */
    @JdbcTypeCode(SqlTypes.JSON)
    public Clock clock;

    /**
     * When the deadline that counts now falls (a seat's time, a setup step's or a first move's
     * limit), or null when none counts; indexed, for the replicas that end overdue games.
     */
    public Instant deadline;

    /**
     * The computer seats and their levels ({@code {"north": {"level": 5}}}); null when both seats
     * are people.
     */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "computer_seats")
    public Map<String, ComputerSeat> computerSeats;

    /** The portal whose API key created the game; null when the service runs without keys. */
    public String portal;

    /** The portal's own id for the game, unique per portal (index game_portal_external_id); null when not given. */
    @Column(name = "external_id")
    public String externalId;

    /** The portal's label of each seat, under the seat's name ({@code {"south": "Ann"}}); null when none given. */
    @JdbcTypeCode(SqlTypes.JSON)
    public Map<String, String> labels;

    /**
     * A clocked game's clocks do not run before this (play.clock.GameClock counts every limit from
     * it); null when the clocks ran from creation, and for an untimed game.
     */
    @Column(name = "clocks_start_at")
    public Instant clocksStartAt;

    /**
     * The seats players hold, under the seat's name ({@code {"south": {"id": "…", "name": "bot-7"}}});
     * null when no seat is a player's. A player token acts for the seats it names here.
     */
    @JdbcTypeCode(SqlTypes.JSON)
    public Map<String, SeatPlayer> players;

    /** A game made from a record (POST /api/v1/games/import): finished and read-only from the start. */
    public boolean imported;

    /**
     * An imported record's tags that no column holds (Date, Event, another program's own), in the
     * record's order; null for a game played here.
     */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "record_tags")
    public List<RecordTag> recordTags;

    /** Who may read the game: {@code public} (anyone with its id) or {@code portal} (V13; play.Visibility). */
    public String visibility = "public";

    /**
     * Whose game against the engine this is, for the engine's fair share (V16; play.engine.Caller's
     * key): its portal, its human player, or the client address that created it; null without a
     * computer seat.
     */
    @Column(name = "engine_owner")
    public String engineOwner;

    /** Whether the game moves its players' ratings when it ends (V17; play.ratings.Ratings). */
    public boolean rated;

    /**
     * A rated game's rating changes, under each rated seat's name, written with its end; null
     * before, and for a game that is not rated or was aborted.
     */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "rating_changes")
    public Map<String, RatingChange> ratingChanges;

    /** The tournament whose round this game is (V18), and the round; null for a game of none. */
    @Column(name = "tournament_id")
    public java.util.UUID tournamentId;

    @Column(name = "tournament_round")
    public Integer tournamentRound;

    /**
     * The seats that berserked, by name, in an arena game that offers berserk (V19; play.Berserks):
     * empty until one does; null for a game that offers none.
     */
    @JdbcTypeCode(SqlTypes.JSON)
    public List<String> berserk;

    @Version
    public long version;

    @Column(name = "created_at")
    public Instant createdAt;

    @Column(name = "updated_at")
    public Instant updatedAt;

    /**
     * A time control in microseconds: Fischer ({@code initialUs}, {@code incrementUs}) or
     * correspondence ({@code perMoveUs}, the time for every move, nothing banked); and the limits of
     * each setup step and of each seat's first move.
     */
    public record TimeControl(Long initialUs, Long incrementUs, Long perMoveUs, long setupUs, long firstMoveUs) {
    }

    /**
     * A clock: each seat's time bank in microseconds (first seat, second seat) as of
     * {@code sinceUs}, whether each seat has made its first move, and the deadline that counts:
     * whose ({@code running}: 0 first seat, 1 second seat, null both or none), what for
     * ({@code phase}: setup, first-move or move; null when none counts) and since when (epoch
     * microseconds). The deadline itself is the row's {@code deadline} column.
     */
    public record Clock(long firstUs, long secondUs, boolean firstMoved, boolean secondMoved, Integer running,
                        String phase, long sinceUs) {
    }

    /** A seat the service plays, at an engine level 1 to 8. */
    public record ComputerSeat(int level) {
    }

    /** A player who holds a seat: its id and its name, as the state shows them. */
    public record SeatPlayer(String id, String name) {
    }

    /** A seat's rating before and after its rated game, on the Glicko scale. */
    public record RatingChange(double before, double after) {
    }

    /** A tag of an imported record, kept as the record gave it. */
    public record RecordTag(String name, String value) {
    }

    /** The last move as the state shows it. */
    public record LastMove(int ply, String seat, String move, List<String> path) {
    }
}
