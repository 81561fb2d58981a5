package org.ringgames.rules.gyges;

/**
 * The rule options of docs/rules/gyges.md; {@link #STANDARD} holds the defaults.
 *
 * @param pathRule              how a move may re-use its own path (§4)
 * @param replace               whether landing on a piece may replace it (§4)
 * @param blockedRow            what happens when the active row cannot move (§3)
 * @param setupRows             1 or 2 rows of setup zone (§2)
 * @param setupOrder            who places when (§2)
 * @param takebackAvoidableLoss the Hungarian club custom of §7
 * @param maxPlies              a game still running after this many moves is drawn (§7)
 */
public record Rules(PathRule pathRule, boolean replace, BlockedRow blockedRow, int setupRows,
                    SetupOrder setupOrder, boolean takebackAvoidableLoss, int maxPlies) {

    public static final Rules STANDARD =
            new Rules(PathRule.EDGE, true, BlockedRow.NEXT_ROW, 1, SetupOrder.BLOCK, false, 1000);

    public Rules {
        if (pathRule == null || blockedRow == null || setupOrder == null) {
            throw new IllegalArgumentException("rule options must not be null");
        }
        if (setupRows != 1 && setupRows != 2) {
            throw new IllegalArgumentException("setupRows must be 1 or 2, was " + setupRows);
        }
        if (maxPlies < 1) {
            throw new IllegalArgumentException("maxPlies must be at least 1, was " + maxPlies);
        }
    }

    public Rules withPathRule(PathRule value) {
        return new Rules(value, replace, blockedRow, setupRows, setupOrder, takebackAvoidableLoss, maxPlies);
    }

    public Rules withReplace(boolean value) {
        return new Rules(pathRule, value, blockedRow, setupRows, setupOrder, takebackAvoidableLoss, maxPlies);
    }

    public Rules withBlockedRow(BlockedRow value) {
        return new Rules(pathRule, replace, value, setupRows, setupOrder, takebackAvoidableLoss, maxPlies);
    }

    public Rules withSetup(int rows, SetupOrder order) {
        return new Rules(pathRule, replace, blockedRow, rows, order, takebackAvoidableLoss, maxPlies);
    }

    public Rules withTakebackAvoidableLoss(boolean value) {
        return new Rules(pathRule, replace, blockedRow, setupRows, setupOrder, value, maxPlies);
    }

    public Rules withMaxPlies(int value) {
        return new Rules(pathRule, replace, blockedRow, setupRows, setupOrder, takebackAvoidableLoss, value);
    }

    /** §4 path restriction. */
    public enum PathRule {
        /** A dividing line between two squares is crossed at most once per move. */
        EDGE,
        /** A square is entered at most once per move, the origin counting as entered. */
        SQUARE
    }

    /** §3: what a player whose active row is blocked does. */
    public enum BlockedRow {
        /** The next occupied row further away may move instead. */
        NEXT_ROW,
        /** The player passes. */
        PASS
    }

    /** §2: the order of placements. */
    public enum SetupOrder {
        /** South places all six pieces, then North. */
        BLOCK,
        /** One piece at a time, South first. */
        ALTERNATE
    }
}
