package org.ringgames.play.pool;

import java.util.ArrayDeque;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The searches waiting for an engine thread: by purpose first (every computer seat's turn before
 * any analysis, every analysis before any review), and within a purpose round-robin over callers,
 * each caller's own in the order they came. So a caller with forty searches queued does not make
 * another caller's one wait behind all forty: it waits behind at most one of them.
 *
 * <p>Each purpose keeps its callers in a {@link LinkedHashMap} whose order is the rotation: the
 * caller first in it is served next, then goes to the back if it has more waiting, or leaves. A
 * caller that comes (or comes back) joins at the back. Not thread-safe: {@link SearchPool} holds
 * its lock around every call.
 */
final class FairQueue<T> {

    private final Map<SearchPool.Purpose, LinkedHashMap<Caller, ArrayDeque<T>>> byPurpose =
            new EnumMap<>(SearchPool.Purpose.class);
    private int size;

    void add(SearchPool.Purpose purpose, Caller caller, T item) {
        byPurpose.computeIfAbsent(purpose, p -> new LinkedHashMap<>())
                .computeIfAbsent(caller, c -> new ArrayDeque<>()).addLast(item);
        size++;
    }

    /** The next item to run, taken out of the queue; empty when none waits. */
    Optional<T> poll() {
        for (SearchPool.Purpose purpose : SearchPool.Purpose.values()) {
            LinkedHashMap<Caller, ArrayDeque<T>> callers = byPurpose.get(purpose);
            if (callers == null || callers.isEmpty()) {
                continue;
            }
            Iterator<Map.Entry<Caller, ArrayDeque<T>>> first = callers.entrySet().iterator();
            Map.Entry<Caller, ArrayDeque<T>> next = first.next();
            T item = next.getValue().removeFirst();
            first.remove();
            if (!next.getValue().isEmpty()) {
                callers.put(next.getKey(), next.getValue());
            }
            size--;
            return Optional.of(item);
        }
        return Optional.empty();
    }

    int size() {
        return size;
    }
}
