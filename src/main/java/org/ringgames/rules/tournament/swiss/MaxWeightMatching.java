package org.ringgames.rules.tournament.swiss;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A maximum-weight matching of a general graph: Edmonds' blossom algorithm with dual variables
 * (the O(n³) primal-dual form Galil describes, "Efficient algorithms for finding maximum matching
 * in graphs", 1986). Weights are non-negative integers of any size; weight 0 means no edge. Integer
 * weights keep every dual variable an integer.
 */
final class MaxWeightMatching {

    private final int n;
    private final BigInteger[][] weight;

    // The state of one run, over the edges of positive weight.
    private int[] edgeFrom;
    private int[] edgeTo;
    private BigInteger[] edgeWeight;
    private int[][] incident; // per vertex: endpoint indices p (edge p/2, far end endpoint[p])
    private int[] mate; // endpoint index or -1
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
    private BigInteger[] dual;
    private boolean[] allowEdge;
    private ArrayDeque<Integer> queue;

    MaxWeightMatching(int n) {
        this.n = n;
        this.weight = new BigInteger[n][n];
        for (BigInteger[] row : weight) {
            Arrays.fill(row, BigInteger.ZERO);
        }
    }

    int size() {
        return n;
    }

    void set(int i, int j, BigInteger w) {
        if (w.signum() < 0) {
            throw new IllegalArgumentException("a weight is non-negative");
        }
        weight[i][j] = w;
        weight[j][i] = w;
    }

    BigInteger get(int i, int j) {
        return weight[i][j];
    }

    private int endpoint(int p) {
        return (p & 1) == 0 ? edgeFrom[p >> 1] : edgeTo[p >> 1];
    }

    private BigInteger slack(int k) {
        return dual[edgeFrom[k]].add(dual[edgeTo[k]]).subtract(edgeWeight[k].shiftLeft(1));
    }

    /** A maximum-weight matching: {@code result[v]} is v's mate, or v itself when unmatched. */
    int[] compute() {
        List<int[]> pairs = new ArrayList<>();
        List<BigInteger> ws = new ArrayList<>();
        BigInteger max = BigInteger.ZERO;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (weight[i][j].signum() > 0) {
                    pairs.add(new int[] {i, j});
                    ws.add(weight[i][j]);
                    max = max.max(weight[i][j]);
                }
            }
        }
        int m = pairs.size();
        edgeFrom = new int[m];
        edgeTo = new int[m];
        edgeWeight = ws.toArray(new BigInteger[0]);
        int[] degree = new int[n];
        for (int k = 0; k < m; k++) {
            edgeFrom[k] = pairs.get(k)[0];
            edgeTo[k] = pairs.get(k)[1];
            degree[edgeFrom[k]]++;
            degree[edgeTo[k]]++;
        }
        incident = new int[n][];
        for (int v = 0; v < n; v++) {
            incident[v] = new int[degree[v]];
            degree[v] = 0;
        }
        for (int k = 0; k < m; k++) {
            incident[edgeFrom[k]][degree[edgeFrom[k]]++] = 2 * k + 1;
            incident[edgeTo[k]][degree[edgeTo[k]]++] = 2 * k;
        }
        mate = new int[n];
        Arrays.fill(mate, -1);
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
        Arrays.fill(bestEdge, -1);
        blossomBestEdges = new int[2 * n][];
        unusedBlossoms = new ArrayDeque<>();
        for (int b = n; b < 2 * n; b++) {
            unusedBlossoms.push(b);
        }
        dual = new BigInteger[2 * n];
        for (int v = 0; v < 2 * n; v++) {
            dual[v] = v < n ? max : BigInteger.ZERO;
        }
        allowEdge = new boolean[m];
        queue = new ArrayDeque<>();
        solve();
        int[] result = new int[n];
        for (int v = 0; v < n; v++) {
            result[v] = mate[v] >= 0 ? endpoint(mate[v]) : v;
        }
        return result;
    }

    private void solve() {
        for (int stage = 0; stage < n; stage++) {
            Arrays.fill(label, 0);
            Arrays.fill(bestEdge, -1);
            for (int b = n; b < 2 * n; b++) {
                blossomBestEdges[b] = null;
            }
            Arrays.fill(allowEdge, false);
            queue.clear();
            for (int v = 0; v < n; v++) {
                if (mate[v] == -1 && label[inBlossom[v]] == 0) {
                    assignLabel(v, 1, -1);
                }
            }
            boolean augmented = false;
            while (true) {
                while (!queue.isEmpty() && !augmented) {
                    int v = queue.pop();
                    for (int p : incident[v]) {
                        int k = p >> 1;
                        int w = endpoint(p);
                        if (inBlossom[v] == inBlossom[w]) {
                            continue;
                        }
                        BigInteger kslack = null;
                        if (!allowEdge[k]) {
                            kslack = slack(k);
                            if (kslack.signum() <= 0) {
                                allowEdge[k] = true;
                            }
                        }
                        if (allowEdge[k]) {
                            if (label[inBlossom[w]] == 0) {
                                assignLabel(w, 2, p ^ 1);
                            } else if (label[inBlossom[w]] == 1) {
                                int base = scanBlossom(v, w);
                                if (base >= 0) {
                                    addBlossom(base, k);
                                } else {
                                    augmentMatching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if (label[w] == 0) {
                                label[w] = 2;
                                labelEnd[w] = p ^ 1;
                            }
                        } else if (label[inBlossom[w]] == 1) {
                            int b = inBlossom[v];
                            if (bestEdge[b] == -1 || kslack.compareTo(slack(bestEdge[b])) < 0) {
                                bestEdge[b] = k;
                            }
                        } else if (label[w] == 0) {
                            if (bestEdge[w] == -1 || kslack.compareTo(slack(bestEdge[w])) < 0) {
                                bestEdge[w] = k;
                            }
                        }
                    }
                }
                if (augmented) {
                    break;
                }
                int deltaType = 1;
                BigInteger delta = dual[0];
                for (int v = 1; v < n; v++) {
                    delta = delta.min(dual[v]);
                }
                int deltaEdge = -1;
                int deltaBlossom = -1;
                for (int v = 0; v < n; v++) {
                    if (label[inBlossom[v]] == 0 && bestEdge[v] != -1) {
                        BigInteger d = slack(bestEdge[v]);
                        if (d.compareTo(delta) < 0) {
                            delta = d;
                            deltaType = 2;
                            deltaEdge = bestEdge[v];
                        }
                    }
                }
                for (int b = 0; b < 2 * n; b++) {
                    if (blossomParent[b] == -1 && label[b] == 1 && bestEdge[b] != -1) {
                        BigInteger d = slack(bestEdge[b]).shiftRight(1);
                        if (d.compareTo(delta) < 0) {
                            delta = d;
                            deltaType = 3;
                            deltaEdge = bestEdge[b];
                        }
                    }
                }
                for (int b = n; b < 2 * n; b++) {
                    if (blossomBase[b] >= 0 && blossomParent[b] == -1 && label[b] == 2
                            && dual[b].compareTo(delta) < 0) {
                        delta = dual[b];
                        deltaType = 4;
                        deltaBlossom = b;
                    }
                }
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
                    break;
                } else if (deltaType == 2) {
                    allowEdge[deltaEdge] = true;
                    int i = edgeFrom[deltaEdge];
                    if (label[inBlossom[i]] == 0) {
                        i = edgeTo[deltaEdge];
                    }
                    queue.push(i);
                } else if (deltaType == 3) {
                    allowEdge[deltaEdge] = true;
                    queue.push(edgeFrom[deltaEdge]);
                } else {
                    expandBlossom(deltaBlossom, false);
                }
            }
            if (!augmented) {
                break;
            }
            for (int b = n; b < 2 * n; b++) {
                if (blossomParent[b] == -1 && blossomBase[b] >= 0 && label[b] == 1 && dual[b].signum() == 0) {
                    expandBlossom(b, true);
                }
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

    private void addBlossom(int base, int k) {
        int v = edgeFrom[k];
        int w = edgeTo[k];
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
                    int[] ks = new int[incident[leaf].length];
                    for (int q = 0; q < ks.length; q++) {
                        ks[q] = incident[leaf][q] >> 1;
                    }
                    lists.add(ks);
                }
            } else {
                lists.add(blossomBestEdges[child]);
            }
            for (int[] list : lists) {
                for (int e : list) {
                    int j = edgeTo[e];
                    if (inBlossom[j] == b) {
                        j = edgeFrom[e];
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
                allowEdge[at(ends, j - endTrick) >> 1] = true;
                j += jstep;
                p = at(ends, j - endTrick) ^ endTrick;
                allowEdge[p >> 1] = true;
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

    private void augmentMatching(int k) {
        int[][] starts = {{edgeFrom[k], 2 * k + 1}, {edgeTo[k], 2 * k}};
        for (int[] start : starts) {
            int s = start[0];
            int p = start[1];
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
}
