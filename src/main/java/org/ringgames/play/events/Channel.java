package org.ringgames.play.events;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One game's subscribers on this replica, and the game's recent events, so that a change read once
 * from the database reaches every subscriber here. The cache holds versions (floor, loadedUpTo];
 * {@link #knownVersion} is the newest version announced (NOTIFY, catch-up or a subscriber's state).
 */
final class Channel {

    static final int CACHED_VERSIONS = 64;

    final UUID gameId;
    final Set<Subscription> subscriptions = ConcurrentHashMap.newKeySet();
    private final NavigableMap<Long, List<StreamEvent>> recent = new TreeMap<>();
    private long floor;
    private long loadedUpTo;
    private volatile long knownVersion;
    /** The game's last chat line announced (NOTIFY, catch-up, or a subscriber's start). */
    private volatile long knownChat;

    Channel(UUID gameId, long version) {
        this.gameId = gameId;
        this.floor = version;
        this.loadedUpTo = version;
        this.knownVersion = version;
    }

    /** Records that the game has reached {@code version}; true when that is news. */
    boolean announce(long version) {
        synchronized (this) {
            if (version <= knownVersion) {
                return false;
            }
            knownVersion = version;
            return true;
        }
    }

    long knownVersion() {
        return knownVersion;
    }

    /** Records that the game has chat line {@code line}; true when that is news. */
    boolean announceChat(long line) {
        synchronized (this) {
            if (line <= knownChat) {
                return false;
            }
            knownChat = line;
            return true;
        }
    }

    long knownChat() {
        return knownChat;
    }

    /**
     * The events of versions (after, after + batch] if the cache can answer, loading what was
     * announced but not yet read (one read for all subscribers); null when {@code after} is older
     * than the cache, so the caller reads the database itself.
     */
    synchronized List<StreamEvent> cached(long after, int batch, Loader loader) {
        if (after < floor) {
            return null;
        }
        if (knownVersion > loadedUpTo) {
            long upTo = Math.min(knownVersion, loadedUpTo + batch);
            for (StreamEvent e : loader.load(gameId, loadedUpTo, upTo)) {
                recent.computeIfAbsent(e.version(), v -> new ArrayList<>()).add(e);
            }
            loadedUpTo = upTo;
            while (recent.size() > CACHED_VERSIONS) {
                floor = recent.pollFirstEntry().getKey();
            }
        }
        List<StreamEvent> events = new ArrayList<>();
        for (Map.Entry<Long, List<StreamEvent>> entry : recent.subMap(after, false, after + batch, true).entrySet()) {
            events.addAll(entry.getValue());
        }
        return events;
    }

    /** Reads the events of versions (after, upTo] from the database. */
    @FunctionalInterface
    interface Loader {
        List<StreamEvent> load(java.util.UUID gameId, long after, long upTo);
    }
}
