package org.ringgames.play.pool;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FairQueueTest {

    private static final Caller ANN = Caller.address("192.0.2.1");
    private static final Caller BOB = Caller.address("192.0.2.2");
    private static final Caller CY = Caller.player("cy");

    private static List<String> drain(FairQueue<String> queue) {
        List<String> order = new ArrayList<>();
        for (Optional<String> next = queue.poll(); next.isPresent(); next = queue.poll()) {
            order.add(next.get());
        }
        return order;
    }

    @Test
    void callersOfOnePurposeAreServedInTurnEachInTheOrderItsOwnCame() {
        FairQueue<String> queue = new FairQueue<>();
        for (int i = 1; i <= 40; i++) {
            queue.add(SearchPool.Purpose.ANALYSIS, ANN, "ann " + i);
        }
        queue.add(SearchPool.Purpose.ANALYSIS, BOB, "bob 1");
        queue.add(SearchPool.Purpose.ANALYSIS, BOB, "bob 2");
        queue.add(SearchPool.Purpose.ANALYSIS, CY, "cy 1");

        List<String> order = drain(queue);

        assertThat(order.subList(0, 6)).containsExactly("ann 1", "bob 1", "cy 1", "ann 2", "bob 2", "ann 3");
        assertThat(order.subList(6, order.size())).hasSize(37).allMatch(item -> item.startsWith("ann "));
        assertThat(order.subList(6, order.size())).isSortedAccordingTo(
                (a, b) -> Integer.compare(Integer.parseInt(a.substring(4)), Integer.parseInt(b.substring(4))));
        assertThat(queue.size()).isZero();
    }

    @Test
    void everyComputerSeatsTurnGoesBeforeAnyAnalysisAndEveryAnalysisBeforeAnyReview() {
        FairQueue<String> queue = new FairQueue<>();
        queue.add(SearchPool.Purpose.REVIEW, ANN, "review");
        queue.add(SearchPool.Purpose.ANALYSIS, ANN, "analysis ann");
        queue.add(SearchPool.Purpose.COMPUTER_SEAT, BOB, "turn bob");
        queue.add(SearchPool.Purpose.ANALYSIS, BOB, "analysis bob");
        queue.add(SearchPool.Purpose.COMPUTER_SEAT, ANN, "turn ann");

        assertThat(queue.size()).isEqualTo(5);
        assertThat(drain(queue)).containsExactly("turn bob", "turn ann", "analysis ann", "analysis bob", "review");
    }

    @Test
    void aCallerThatComesBackAfterItsTurnJoinsAtTheBack() {
        FairQueue<String> queue = new FairQueue<>();
        queue.add(SearchPool.Purpose.ANALYSIS, ANN, "ann 1");
        queue.add(SearchPool.Purpose.ANALYSIS, BOB, "bob 1");
        assertThat(queue.poll()).contains("ann 1");
        queue.add(SearchPool.Purpose.ANALYSIS, ANN, "ann 2");
        queue.add(SearchPool.Purpose.ANALYSIS, CY, "cy 1");

        assertThat(drain(queue)).containsExactly("bob 1", "ann 2", "cy 1");
        assertThat(queue.poll()).isEmpty();
    }
}
