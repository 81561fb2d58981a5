package org.ringgames.rules.tournament.swiss;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A maximum-weight matching of a complete graph whose edges may be absent: Edmonds' blossom
 * algorithm with dual variables (the primal-dual form of Galil, "Efficient algorithms for finding
 * maximum matching in graphs", 1986). Weights are non-negative integers of any size; weight 0 means
 * no edge. Integer weights keep every dual variable an integer.
 *
 * <p>Warm: between two {@link #compute()} calls it keeps the matching and the vertex duals. Only
 * the edges whose weight changed since are repaired (a changed matched edge is unmatched, a dual
 * is raised where an edge became infeasible), and then one alternating tree is grown from each
 * unmatched vertex whose dual is still positive, until its dual reaches 0 or it is matched. So a
 * small change costs a few trees, not a solve from scratch.
 *
 * <p>Duals are scaled as in the usual presentation: the slack of edge (i, j) outside blossoms is
 * {@code y[i] + y[j] − 2w}; a blossom's dual counts twice for the edges inside it.
 */
final class MaxWeightMatching extends BlossomState {

    private final int[] mateVertex;
    private final List<int[]> changed = new ArrayList<>();
    private boolean fresh = true;

    MaxWeightMatching(int n) {
        super(n);
        this.mateVertex = new int[n];
        Arrays.fill(mateVertex, -1);
    }

    int size() {
        return n;
    }

    void set(int i, int j, BigInteger w) {
        if (w.signum() < 0 || i == j) {
            throw new IllegalArgumentException("a weight is non-negative, between two vertices");
        }
        BigInteger twice = w.shiftLeft(1);
        if (!twice.equals(w2[i][j])) {
            w2[i][j] = twice;
            w2[j][i] = twice;
            edgeOn[i][j] = twice.signum() > 0;
            edgeOn[j][i] = edgeOn[i][j];
            changed.add(new int[] {i, j});
        }
    }

    BigInteger get(int i, int j) {
        return w2[i][j].shiftRight(1);
    }

    private void unmatch(int v) {
        int m = mateVertex[v];
        if (m >= 0) {
            mateVertex[m] = -1;
            mateVertex[v] = -1;
        }
    }

    /** A maximum-weight matching: {@code result[v]} is v's mate, or v itself when unmatched. */
    int[] compute() {
        if (fresh) {
            fresh = false;
            changed.clear();
            for (int i = 0; i < n; i++) {
                BigInteger best = BigInteger.ZERO;
                for (int j = 0; j < n; j++) {
                    best = best.max(w2[i][j]);
                }
                dual[i] = best.shiftRight(1);
            }
            // Each vertex's dual is its heaviest edge, so an edge is tight where it is the heaviest
            // of both its ends: those pairs start matched (greedily), the rest are grown from.
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n && mateVertex[i] < 0; j++) {
                    if (mateVertex[j] < 0 && edgeOn[i][j] && dual[i].add(dual[j]).equals(w2[i][j])) {
                        mateVertex[i] = j;
                        mateVertex[j] = i;
                    }
                }
            }
        }
        for (int[] e : changed) {
            int i = e[0];
            int j = e[1];
            BigInteger deficit = w2[i][j].subtract(dual[i]).subtract(dual[j]);
            if (mateVertex[i] == j) {
                // A matched edge that got heavier stays matched: raising one end's dual keeps it
                // tight and every other edge feasible. One that got lighter is no longer tight.
                if (deficit.signum() > 0) {
                    dual[i] = dual[i].add(deficit);
                } else if (deficit.signum() < 0) {
                    unmatch(i);
                }
            } else if (deficit.signum() > 0) {
                // Raise an unmatched end if there is one (it is grown from anyway), else end i,
                // whose matched edge then is no longer tight.
                int end = mateVertex[i] >= 0 && mateVertex[j] < 0 ? j : i;
                dual[end] = dual[end].add(deficit);
                unmatch(end);
            }
        }
        changed.clear();
        begin();
        for (int r = 0; r < n; r++) {
            if (mate[r] == -1 && dual[r].signum() > 0) {
                stage(r);
            }
        }
        int[] result = new int[n];
        for (int v = 0; v < n; v++) {
            result[v] = mate[v] >= 0 ? endpoint(mate[v]) : v;
        }
        dissolve();
        return result;
    }

    private void begin() {
        mate = new int[n];
        for (int v = 0; v < n; v++) {
            mate[v] = mateVertex[v] >= 0 ? towards(v, mateVertex[v]) : -1;
        }
        label = new int[2 * n];
        labelEnd = new int[2 * n];
        Arrays.fill(labelEnd, -1);
        inBlossom = new int[n];
        for (int v = 0; v < n; v++) {
            inBlossom[v] = v;
        }
        blossomParent = new int[2 * n];
        Arrays.fill(blossomParent, -1);
        blossomChildren = new int[2 * n][];
        blossomBase = new int[2 * n];
        Arrays.fill(blossomBase, -1);
        for (int v = 0; v < n; v++) {
            blossomBase[v] = v;
        }
        blossomEnds = new int[2 * n][];
        bestEdge = new int[2 * n];
        bestSlackCache = new BigInteger[2 * n];
        bestEpoch = new long[2 * n];
        cacheEdge = new int[2 * n];
        epoch++;
        blossomBestEdges = new int[2 * n][];
        unusedBlossoms = new ArrayDeque<>();
        for (int b = n; b < 2 * n; b++) {
            unusedBlossoms.push(b);
            dual[b] = BigInteger.ZERO;
        }
        if (allowEdge == null) {
            allowEdge = new boolean[n * n];
        }
        queue = new ArrayDeque<>();
    }

    /** Pushes the blossoms' duals into their vertices and drops matched edges left untight. */
    private void dissolve() {
        for (int b = n; b < 2 * n; b++) {
            if (blossomBase[b] >= 0 && blossomParent[b] == -1) {
                push(b, BigInteger.ZERO);
            }
        }
        for (int v = 0; v < n; v++) {
            mateVertex[v] = mate[v] >= 0 ? endpoint(mate[v]) : -1;
        }
        for (int v = 0; v < n; v++) {
            int m = mateVertex[v];
            if (m > v && dual[v].add(dual[m]).compareTo(w2[v][m]) != 0) {
                unmatch(v);
            }
        }
    }

    private void push(int b, BigInteger above) {
        if (b < n) {
            dual[b] = dual[b].add(above);
            return;
        }
        BigInteger total = above.add(dual[b]);
        for (int c : blossomChildren[b]) {
            push(c, total);
        }
    }

    /** Grows one alternating tree from the unmatched vertex {@code root}. */
    private void stage(int root) {
        Arrays.fill(label, 0);
        Arrays.fill(bestEdge, -1);
        for (int b = n; b < 2 * n; b++) {
            blossomBestEdges[b] = null;
        }
        for (int k : allowed) {
            allowEdge[k] = false;
        }
        allowed.clear();
        queue.clear();
        assignLabel(root, 1, -1);
        boolean done = false;
        while (!done) {
            while (!queue.isEmpty() && !done) {
                int v = queue.pop();
                for (int w = 0; w < n && !done; w++) {
                    if (!edgeOn[v][w] || inBlossom[v] == inBlossom[w]) {
                        continue;
                    }
                    int p = towards(v, w);
                    int k = p >> 1;
                    BigInteger kslack = null;
                    if (!allowEdge[k]) {
                        kslack = slack(k);
                        if (kslack.signum() <= 0) {
                            allow(k);
                        }
                    }
                    int bw = inBlossom[w];
                    if (allowEdge[k]) {
                        if (label[bw] == 0) {
                            if (mate[blossomBase[bw]] == -1) {
                                augment(k, v, w);
                                done = true;
                            } else {
                                assignLabel(w, 2, p ^ 1);
                            }
                        } else if (label[bw] == 1) {
                            int base = scanBlossom(v, w);
                            if (base >= 0) {
                                addBlossom(base, k);
                            }
                        } else if (label[w] == 0) {
                            label[w] = 2;
                            labelEnd[w] = p ^ 1;
                        }
                    } else if (label[bw] == 1) {
                        int b = inBlossom[v];
                        if (bestEdge[b] == -1 || kslack.compareTo(bestSlack(b)) < 0) {
                            setBest(b, k, kslack);
                        }
                    } else if (label[w] == 0) {
                        if (bestEdge[w] == -1 || kslack.compareTo(bestSlack(w)) < 0) {
                            setBest(w, k, kslack);
                        }
                    }
                }
            }
            if (done) {
                break;
            }
            // Type 1: an S vertex's dual reaches 0 (the root's: stop; another's: it becomes the
            // unmatched end instead of the root).
            int deltaType = 1;
            int deltaVertex = root;
            BigInteger delta = dual[root];
            for (int v = 0; v < n; v++) {
                if (label[inBlossom[v]] == 1 && dual[v].compareTo(delta) < 0) {
                    delta = dual[v];
                    deltaVertex = v;
                }
            }
            int deltaEdge = -1;
            int deltaBlossom = -1;
            for (int v = 0; v < n; v++) {
                if (label[inBlossom[v]] == 0 && bestEdge[v] != -1) {
                    BigInteger d = bestSlack(v);
                    if (d.compareTo(delta) < 0) {
                        delta = d;
                        deltaType = 2;
                        deltaEdge = bestEdge[v];
                    }
                }
            }
            for (int b = 0; b < 2 * n; b++) {
                if (blossomParent[b] == -1 && label[b] == 1 && bestEdge[b] != -1) {
                    BigInteger d = bestSlack(b).shiftRight(1);
                    if (d.compareTo(delta) < 0) {
                        delta = d;
                        deltaType = 3;
                        deltaEdge = bestEdge[b];
                    }
                }
            }
            for (int b = n; b < 2 * n; b++) {
                if (blossomBase[b] >= 0 && blossomParent[b] == -1 && label[b] == 2 && dual[b].compareTo(delta) < 0) {
                    delta = dual[b];
                    deltaType = 4;
                    deltaBlossom = b;
                }
            }
            epoch++;
            for (int v = 0; v < n; v++) {
                if (label[inBlossom[v]] == 1) {
                    dual[v] = dual[v].subtract(delta);
                } else if (label[inBlossom[v]] == 2) {
                    dual[v] = dual[v].add(delta);
                }
            }
            for (int b = n; b < 2 * n; b++) {
                if (blossomBase[b] >= 0 && blossomParent[b] == -1) {
                    if (label[b] == 1) {
                        dual[b] = dual[b].add(delta);
                    } else if (label[b] == 2) {
                        dual[b] = dual[b].subtract(delta);
                    }
                }
            }
            if (deltaType == 1) {
                if (deltaVertex != root) {
                    augmentSide(deltaVertex, -1);
                }
                break;
            } else if (deltaType == 2) {
                allow(deltaEdge);
                int i = deltaEdge / n;
                if (label[inBlossom[i]] == 0) {
                    i = deltaEdge % n;
                }
                queue.push(i);
            } else if (deltaType == 3) {
                allow(deltaEdge);
                queue.push(deltaEdge / n);
            } else {
                expandBlossom(deltaBlossom, false);
            }
        }
        for (int b = n; b < 2 * n; b++) {
            if (blossomParent[b] == -1 && blossomBase[b] >= 0 && label[b] == 1 && dual[b].signum() == 0) {
                expandBlossom(b, true);
            }
        }
    }
}
