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
final class MaxWeightMatching {

    private final int n;
    private final BigInteger[][] w2; // twice the weights
    private final BigInteger[] dual;
    private final int[] mateVertex;
    private final List<int[]> changed = new ArrayList<>();
    private boolean fresh = true;

    // The state of one compute() call (endpoints p: edge p/2, p even = its smaller vertex).
    private int[] mate; // endpoint or -1
    private int[] label;
    private int[] labelEnd;
    private int[] inBlossom;
    private int[] blossomParent;
    private int[][] blossomChildren;
    private int[] blossomBase;
    private int[][] blossomEnds;
    private int[] bestEdge;
    private int[][] blossomBestEdges;
    private ArrayDeque<Integer> unusedBlossoms;
    private boolean[] allowEdge;
    private BigInteger[] bestSlackCache;
    private long[] bestEpoch;
    private int[] cacheEdge;
    private long epoch;
    private final List<Integer> allowed = new ArrayList<>();
    private ArrayDeque<Integer> queue;

    MaxWeightMatching(int n) {
        this.n = n;
        this.w2 = new BigInteger[n][n];
        for (BigInteger[] row : w2) {
            Arrays.fill(row, BigInteger.ZERO);
        }
        this.dual = new BigInteger[2 * n];
        Arrays.fill(dual, BigInteger.ZERO);
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
            changed.add(new int[] {i, j});
        }
    }

    BigInteger get(int i, int j) {
        return w2[i][j].shiftRight(1);
    }

    private int edge(int i, int j) {
        return i < j ? i * n + j : j * n + i;
    }

    private int endpoint(int p) {
        int k = p >> 1;
        return (p & 1) == 0 ? k / n : k % n;
    }

    /** The endpoint index of the edge (v, w) that names w. */
    private int towards(int v, int w) {
        int k = edge(v, w);
        return v < w ? 2 * k + 1 : 2 * k;
    }

    /** The slack of {@code bestEdge[x]}, cached until the duals change. */
    private BigInteger bestSlack(int x) {
        // A slack depends only on the edge and the duals: the cache is keyed by both.
        if (bestEpoch[x] != epoch || cacheEdge[x] != bestEdge[x]) {
            bestSlackCache[x] = slack(bestEdge[x]);
            bestEpoch[x] = epoch;
            cacheEdge[x] = bestEdge[x];
        }
        return bestSlackCache[x];
    }

    private void setBest(int x, int k, BigInteger kslack) {
        bestEdge[x] = k;
        bestSlackCache[x] = kslack;
        bestEpoch[x] = epoch;
        cacheEdge[x] = k;
    }

    private void allow(int k) {
        if (!allowEdge[k]) {
            allowEdge[k] = true;
            allowed.add(k);
        }
    }

    private BigInteger slack(int k) {
        int i = k / n;
        int j = k % n;
        return dual[i].add(dual[j]).subtract(w2[i][j]);
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
                dual[i] = best.shiftRight(1).add(BigInteger.ONE);
            }
        }
        for (int[] e : changed) {
            int i = e[0];
            int j = e[1];
            if (mateVertex[i] == j) {
                unmatch(i);
            }
            BigInteger deficit = w2[i][j].subtract(dual[i]).subtract(dual[j]);
            if (deficit.signum() > 0) {
                dual[i] = dual[i].add(deficit);
                unmatch(i);
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
                    if (w == v || w2[v][w].signum() == 0 || inBlossom[v] == inBlossom[w]) {
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

    private void leaves(int b, List<Integer> out) {
        if (b < n) {
            out.add(b);
        } else {
            for (int t : blossomChildren[b]) {
                leaves(t, out);
            }
        }
    }

    private List<Integer> leaves(int b) {
        List<Integer> out = new ArrayList<>();
        leaves(b, out);
        return out;
    }

    private void assignLabel(int w, int t, int p) {
        int b = inBlossom[w];
        label[w] = t;
        label[b] = t;
        labelEnd[w] = p;
        labelEnd[b] = p;
        bestEdge[w] = -1;
        bestEdge[b] = -1;
        if (t == 1) {
            for (int v : leaves(b)) {
                queue.push(v);
            }
        } else if (t == 2) {
            int base = blossomBase[b];
            assignLabel(endpoint(mate[base]), 1, mate[base] ^ 1);
        }
    }

    private int scanBlossom(int v, int w) {
        List<Integer> path = new ArrayList<>();
        int base = -1;
        while (v != -1 || w != -1) {
            int b = inBlossom[v];
            if ((label[b] & 4) != 0) {
                base = blossomBase[b];
                break;
            }
            path.add(b);
            label[b] = 5;
            if (labelEnd[b] == -1) {
                v = -1;
            } else {
                v = endpoint(labelEnd[b]);
                b = inBlossom[v];
                v = endpoint(labelEnd[b]);
            }
            if (w != -1) {
                int t = v;
                v = w;
                w = t;
            }
        }
        for (int b : path) {
            label[b] = 1;
        }
        return base;
    }

    /** A new blossom from the tight edge k between two S vertices of the tree. */
    private void addBlossom(int base, int k) {
        int v = k / n;
        int w = k % n;
        int bb = inBlossom[base];
        int bv = inBlossom[v];
        int bw = inBlossom[w];
        int b = unusedBlossoms.pop();
        blossomBase[b] = base;
        blossomParent[b] = -1;
        blossomParent[bb] = b;
        List<Integer> path = new ArrayList<>();
        List<Integer> ends = new ArrayList<>();
        while (bv != bb) {
            blossomParent[bv] = b;
            path.add(bv);
            ends.add(labelEnd[bv]);
            v = endpoint(labelEnd[bv]);
            bv = inBlossom[v];
        }
        path.add(bb);
        java.util.Collections.reverse(path);
        java.util.Collections.reverse(ends);
        ends.add(2 * k);
        while (bw != bb) {
            blossomParent[bw] = b;
            path.add(bw);
            ends.add(labelEnd[bw] ^ 1);
            w = endpoint(labelEnd[bw]);
            bw = inBlossom[w];
        }
        blossomChildren[b] = path.stream().mapToInt(Integer::intValue).toArray();
        blossomEnds[b] = ends.stream().mapToInt(Integer::intValue).toArray();
        label[b] = 1;
        labelEnd[b] = labelEnd[bb];
        dual[b] = BigInteger.ZERO;
        for (int leaf : leaves(b)) {
            if (label[inBlossom[leaf]] == 2) {
                queue.push(leaf);
            }
            inBlossom[leaf] = b;
        }
        int[] bestTo = new int[2 * n];
        Arrays.fill(bestTo, -1);
        for (int child : blossomChildren[b]) {
            List<int[]> lists = new ArrayList<>();
            if (blossomBestEdges[child] == null) {
                for (int leaf : leaves(child)) {
                    int[] ks = new int[n];
                    int c = 0;
                    for (int x = 0; x < n; x++) {
                        if (x != leaf && w2[leaf][x].signum() != 0) {
                            ks[c++] = edge(leaf, x);
                        }
                    }
                    lists.add(Arrays.copyOf(ks, c));
                }
            } else {
                lists.add(blossomBestEdges[child]);
            }
            for (int[] list : lists) {
                for (int e : list) {
                    int j = e % n;
                    if (inBlossom[j] == b) {
                        j = e / n;
                    }
                    int bj = inBlossom[j];
                    if (bj != b && label[bj] == 1
                            && (bestTo[bj] == -1 || slack(e).compareTo(slack(bestTo[bj])) < 0)) {
                        bestTo[bj] = e;
                    }
                }
            }
            blossomBestEdges[child] = null;
            bestEdge[child] = -1;
        }
        blossomBestEdges[b] = Arrays.stream(bestTo).filter(e -> e != -1).toArray();
        bestEdge[b] = -1;
        for (int e : blossomBestEdges[b]) {
            if (bestEdge[b] == -1 || slack(e).compareTo(slack(bestEdge[b])) < 0) {
                bestEdge[b] = e;
            }
        }
    }

    private static int indexOf(int[] a, int x) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == x) {
                return i;
            }
        }
        throw new IllegalStateException("not a child");
    }

    private static int at(int[] a, int j) {
        return a[Math.floorMod(j, a.length)];
    }

    private void expandBlossom(int b, boolean endStage) {
        for (int s : blossomChildren[b]) {
            blossomParent[s] = -1;
            if (s < n) {
                inBlossom[s] = s;
            } else if (endStage && dual[s].signum() == 0) {
                expandBlossom(s, endStage);
            } else {
                for (int leaf : leaves(s)) {
                    inBlossom[leaf] = s;
                }
            }
        }
        if (!endStage && label[b] == 2) {
            int[] children = blossomChildren[b];
            int[] ends = blossomEnds[b];
            int entryChild = inBlossom[endpoint(labelEnd[b] ^ 1)];
            int j = indexOf(children, entryChild);
            int jstep;
            int endTrick;
            if ((j & 1) != 0) {
                j -= children.length;
                jstep = 1;
                endTrick = 0;
            } else {
                jstep = -1;
                endTrick = 1;
            }
            int p = labelEnd[b];
            while (j != 0) {
                label[endpoint(p ^ 1)] = 0;
                label[endpoint(at(ends, j - endTrick) ^ endTrick ^ 1)] = 0;
                assignLabel(endpoint(p ^ 1), 2, p);
                allow(at(ends, j - endTrick) >> 1);
                j += jstep;
                p = at(ends, j - endTrick) ^ endTrick;
                allow(p >> 1);
                j += jstep;
            }
            int bv = at(children, j);
            label[endpoint(p ^ 1)] = 2;
            label[bv] = 2;
            labelEnd[endpoint(p ^ 1)] = p;
            labelEnd[bv] = p;
            bestEdge[bv] = -1;
            j += jstep;
            while (at(children, j) != entryChild) {
                bv = at(children, j);
                if (label[bv] == 1) {
                    j += jstep;
                    continue;
                }
                int found = -1;
                for (int leaf : leaves(bv)) {
                    if (label[leaf] != 0) {
                        found = leaf;
                        break;
                    }
                }
                if (found >= 0) {
                    label[found] = 0;
                    label[endpoint(mate[blossomBase[bv]])] = 0;
                    assignLabel(found, 2, labelEnd[found]);
                }
                j += jstep;
            }
        }
        label[b] = -1;
        labelEnd[b] = -1;
        blossomChildren[b] = null;
        blossomEnds[b] = null;
        blossomBase[b] = -1;
        blossomBestEdges[b] = null;
        bestEdge[b] = -1;
        unusedBlossoms.push(b);
    }

    private void augmentBlossom(int b, int v) {
        int t = v;
        while (blossomParent[t] != b) {
            t = blossomParent[t];
        }
        if (t >= n) {
            augmentBlossom(t, v);
        }
        int[] children = blossomChildren[b];
        int[] ends = blossomEnds[b];
        int i = indexOf(children, t);
        int j = i;
        int jstep;
        int endTrick;
        if ((i & 1) != 0) {
            j -= children.length;
            jstep = 1;
            endTrick = 0;
        } else {
            jstep = -1;
            endTrick = 1;
        }
        while (j != 0) {
            j += jstep;
            t = at(children, j);
            int p = at(ends, j - endTrick) ^ endTrick;
            if (t >= n) {
                augmentBlossom(t, endpoint(p));
            }
            j += jstep;
            t = at(children, j);
            if (t >= n) {
                augmentBlossom(t, endpoint(p ^ 1));
            }
            mate[endpoint(p)] = p ^ 1;
            mate[endpoint(p ^ 1)] = p;
        }
        int len = children.length;
        int[] rc = new int[len];
        int[] re = new int[len];
        for (int q = 0; q < len; q++) {
            rc[q] = children[(i + q) % len];
            re[q] = ends[(i + q) % len];
        }
        blossomChildren[b] = rc;
        blossomEnds[b] = re;
        blossomBase[b] = blossomBase[rc[0]];
    }

    /** Augments through the tight edge from tree vertex v to the unmatched (blossom of) w. */
    private void augment(int k, int v, int w) {
        augmentSide(v, towards(v, w));
        int bw = inBlossom[w];
        if (bw >= n) {
            augmentBlossom(bw, w);
        }
        mate[w] = towards(w, v);
    }

    /** Flips the tree path from S vertex s to the root; s's mate becomes endpoint p (-1: none). */
    private void augmentSide(int s, int p) {
        while (true) {
            int bs = inBlossom[s];
            if (bs >= n) {
                augmentBlossom(bs, s);
            }
            mate[s] = p;
            if (labelEnd[bs] == -1) {
                break;
            }
            int t = endpoint(labelEnd[bs]);
            int bt = inBlossom[t];
            s = endpoint(labelEnd[bt]);
            int j = endpoint(labelEnd[bt] ^ 1);
            if (bt >= n) {
                augmentBlossom(bt, j);
            }
            mate[j] = labelEnd[bt];
            p = labelEnd[bt] ^ 1;
        }
    }
}
