package org.ringgames.rules.tournament.swiss;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The state and the blossom operations of {@link MaxWeightMatching}: labels, alternating trees,
 * making, expanding and augmenting blossoms (Edmonds), over a complete graph whose absent edges
 * weigh 0. Edge k joins vertices {@code k / n < k % n}; an endpoint p names edge {@code p / 2} and
 * its smaller vertex when even, its larger when odd.
 */
abstract class BlossomState {

    final int n;
    final BigInteger[][] w2; // twice the weights
    final BigInteger[] dual;
    /** Whether the edge (i, j) is present (a positive weight): read without touching the number. */
    final boolean[][] edgeOn;

    // The state of one compute() call (endpoints p: edge p/2, p even = its smaller vertex).
    int[] mate; // endpoint or -1
    int[] label;
    int[] labelEnd;
    int[] inBlossom;
    int[] blossomParent;
    int[][] blossomChildren;
    int[] blossomBase;
    int[][] blossomEnds;
    int[] bestEdge;
    int[][] blossomBestEdges;
    ArrayDeque<Integer> unusedBlossoms;
    boolean[] allowEdge;
    BigInteger[] bestSlackCache;
    long[] bestEpoch;
    int[] cacheEdge;
    long epoch;
    final List<Integer> allowed = new ArrayList<>();
    ArrayDeque<Integer> queue;

    BlossomState(int n) {
        this.n = n;
        this.w2 = new BigInteger[n][n];
        for (BigInteger[] row : w2) {
            Arrays.fill(row, BigInteger.ZERO);
        }
        this.dual = new BigInteger[2 * n];
        Arrays.fill(dual, BigInteger.ZERO);
        this.edgeOn = new boolean[n][n];
    }

    int edge(int i, int j) {
        return i < j ? i * n + j : j * n + i;
    }

    int endpoint(int p) {
        int k = p >> 1;
        return (p & 1) == 0 ? k / n : k % n;
    }

    /** The endpoint index of the edge (v, w) that names w. */
    int towards(int v, int w) {
        int k = edge(v, w);
        return v < w ? 2 * k + 1 : 2 * k;
    }

    /** The slack of {@code bestEdge[x]}, cached until the duals change. */
    BigInteger bestSlack(int x) {
        // A slack depends only on the edge and the duals: the cache is keyed by both.
        if (bestEpoch[x] != epoch || cacheEdge[x] != bestEdge[x]) {
            bestSlackCache[x] = slack(bestEdge[x]);
            bestEpoch[x] = epoch;
            cacheEdge[x] = bestEdge[x];
        }
        return bestSlackCache[x];
    }

    void setBest(int x, int k, BigInteger kslack) {
        bestEdge[x] = k;
        bestSlackCache[x] = kslack;
        bestEpoch[x] = epoch;
        cacheEdge[x] = k;
    }

    void allow(int k) {
        if (!allowEdge[k]) {
            allowEdge[k] = true;
            allowed.add(k);
        }
    }

    BigInteger slack(int k) {
        int i = k / n;
        int j = k % n;
        return dual[i].add(dual[j]).subtract(w2[i][j]);
    }

    void leaves(int b, List<Integer> out) {
        if (b < n) {
            out.add(b);
        } else {
            for (int t : blossomChildren[b]) {
                leaves(t, out);
            }
        }
    }

    List<Integer> leaves(int b) {
        List<Integer> out = new ArrayList<>();
        leaves(b, out);
        return out;
    }

    void assignLabel(int w, int t, int p) {
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

    int scanBlossom(int v, int w) {
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
    void addBlossom(int base, int k) {
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
                        if (edgeOn[leaf][x]) {
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

    static int indexOf(int[] a, int x) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == x) {
                return i;
            }
        }
        throw new IllegalStateException("not a child");
    }

    static int at(int[] a, int j) {
        return a[Math.floorMod(j, a.length)];
    }

    void expandBlossom(int b, boolean endStage) {
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

    void augmentBlossom(int b, int v) {
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
    void augment(int k, int v, int w) {
        augmentSide(v, towards(v, w));
        int bw = inBlossom[w];
        if (bw >= n) {
            augmentBlossom(bw, w);
        }
        mate[w] = towards(w, v);
    }

    /** Flips the tree path from S vertex s to the root; s's mate becomes endpoint p (-1: none). */
    void augmentSide(int s, int p) {
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
