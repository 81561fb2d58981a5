#!/usr/bin/env python3
"""Reconstruct a HEAD-compatible gyges/src/moves/movegen_consts.rs for Beck-Bjella/Gyges @ 4800d41.

HEAD's blob (d4ee9fe) is missing from the mirror.  HEAD's movegen.rs needs:
  ONE_PATH_LISTS[sq]            -> struct { count, paths: [([u8;2], u64); N] }
  ALL_TWO_INTERCEPTS[sq], ALL_THREE_INTERCEPTS[sq]  ([u64; 36])
  TWO_MAP[sq][pext(occ & I, I)]   -> u16 index into TWO_PATH_LISTS   (paths ([u8;3], u64))
  THREE_MAP[sq][pext(occ & I, I)] -> u16 index into THREE_PATH_LISTS (paths ([u8;4], u64))

Source data: 16e52c1:gyges/src/moves/movegen_consts.rs (old format: UNIQUE_*_PATHS with a
([100,..],0) sentinel at index 0, UNIQUE_*_PATH_LISTS of u16 indices with the count stored at
*_PATH_COUNT_IDX, and ONE/TWO/THREE_MAP keyed by (occ & I) % *_MAP_LEN).

The old path lists are kept index-for-index (the later SoA file 8722cbb, whose parent is HEAD's
consts commit b36d7a5, has exactly the same 36/365/8389 lists, same order, same ends/masks), and
the pext-keyed maps are rebuilt by enumerating every subset of each square's intercept mask.

Checks done here (any failure aborts):
  * every old list entry / count is in range, padding is the sentinel 0;
  * the old modulo maps are consistent, i.e. every subset of the intercepts resolves to a list
    equal to the set of paths computed from first principles (all edge-disjoint N-step walks
    from sq whose intermediate squares are empty; goal 36 below row 1, 37 above row 6, only as
    the final step);
  * every backtrack mask equals the OR of the one-step masks of its edges;
  * optionally (--soa FILE) the lists equal those of the SoA file 8722cbb.

Usage: gen_movegen_consts.py OLD_CONSTS.rs OUT.rs [--soa new_movegen_consts.rs]
"""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from parse_consts import load_old, old_list_paths, load_soa

NAMES = {1: 'ONE', 2: 'TWO', 3: 'THREE'}


def neighbours(sq):
    r, c = divmod(sq, 6)
    out = []
    if r > 0: out.append(sq - 6)
    if c > 0: out.append(sq - 1)
    if c < 5: out.append(sq + 1)
    if r < 5: out.append(sq + 6)
    if r == 0: out.append(36)
    if r == 5: out.append(37)
    return out


def walks(sq, n):
    """All edge-disjoint n-step walks from sq; goals only as final square."""
    res = []
    def rec(path, edges):
        if len(path) == n + 1:
            res.append(tuple(path)); return
        cur = path[-1]
        if cur >= 36:
            return
        for nb in neighbours(cur):
            e = frozenset((cur, nb))
            if e in edges:
                continue
            if nb >= 36 and len(path) != n:
                continue
            rec(path + [nb], edges | {e})
    rec([sq], frozenset())
    return res


def pext(val, mask):
    out, bit = 0, 0
    m = mask
    while m:
        low = m & -m
        if val & low:
            out |= 1 << bit
        bit += 1
        m &= m - 1
    return out


def subsets(mask):
    s = 0
    while True:
        yield s
        s = (s - mask) & mask
        if s == 0:
            break


def main():
    args = sys.argv[1:]
    soa = None
    if '--soa' in args:
        i = args.index('--soa'); soa = args[i + 1]; del args[i:i + 2]
    old_path, out_path = args
    d = load_old(old_path)

    # --- basic integrity of the old lists
    for n in (1, 2, 3):
        P, L, ci = d['paths'][n], d['lists'][n], d['cidx'][n]
        assert P[0] == ([100] * (n + 1), 0), 'sentinel'
        for row in L:
            cnt = row[ci]
            assert 0 <= cnt <= ci
            assert all(1 <= x < len(P) for x in row[:cnt]), 'index out of range'
            assert all(x == 0 for x in row[cnt:ci]), 'padding'
            assert len(set(row[:cnt])) == cnt, 'duplicate path in list'

    # --- edge masks: derived from one-step paths
    edge_bit = {}
    for sqs, m in d['paths'][1][1:]:
        e = frozenset(sqs)
        assert edge_bit.setdefault(e, m) == m
    for n in (2, 3):
        for sqs, m in d['paths'][n][1:]:
            acc = 0
            for a, b in zip(sqs, sqs[1:]):
                acc |= edge_bit[frozenset((a, b))]
            assert acc == m, ('mask mismatch', sqs, m, acc)

    # --- ONE lists: ONE_MAP[sq][0] -> list; must equal all 1-step walks
    one_lists = []
    for sq in range(36):
        li = d['maps'][1][sq][0]
        lst = old_list_paths(d, 1, li)
        assert sorted(tuple(p[0]) for p in lst) == sorted(walks(sq, 1)), sq
        one_lists.append(lst)

    # --- TWO/THREE maps rebuilt with pext keys, validated from first principles
    new_maps = {}
    for n, inter in ((2, d['two_int']), (3, d['three_int'])):
        mlen = d['maplen'][n]
        maps = []
        checked = 0
        for sq in range(36):
            I = inter[sq]
            W = walks(sq, n)
            # intercepts must be exactly the union of intermediate squares
            u = 0
            for w in W:
                for x in w[1:-1]:
                    u |= 1 << x
            assert u == I, ('intercepts', n, sq, bin(u), bin(I))
            k = bin(I).count('1')
            row = [None] * (1 << k)
            for S in subsets(I):
                li = d['maps'][n][sq][S % mlen]
                lst = old_list_paths(d, n, li)
                want = sorted(w for w in W if not any((S >> x) & 1 for x in w[1:-1]))
                got = sorted(tuple(p[0]) for p in lst)
                assert got == want, ('list mismatch', n, sq, bin(S), got, want)
                assert all(p[0][0] == sq for p in lst)
                key = pext(S, I)
                assert row[key] is None
                row[key] = li
                checked += 1
            assert None not in row
            maps.append(row)
        new_maps[n] = maps
        print(f'{NAMES[n]}: {checked} (square, occupancy) combinations verified', file=sys.stderr)

    # --- optional comparison with SoA file
    if soa:
        s = load_soa(soa)
        for n in (1, 2, 3):
            c, e, b = s[n]
            assert len(c) == len(d['lists'][n])
            for li in range(len(c)):
                ol = [(p[0][n], p[1]) for p in old_list_paths(d, n, li)]
                sl = [(e[li][i], b[li][i]) for i in range(c[li])]
                assert ol == sl, ('soa mismatch', n, li)
        print('SoA (8722cbb) lists identical', file=sys.stderr)

    # --- emit
    cap = {1: max(len(x) for x in one_lists),
           2: max(d['lists'][2][i][d['cidx'][2]] for i in range(len(d['lists'][2]))),
           3: max(d['lists'][3][i][d['cidx'][3]] for i in range(len(d['lists'][3])))}
    out = []
    w = out.append
    w('//! Constants used in move generation.\n')
    w('//!\n//! RECONSTRUCTED for a scratch build: generated by tools/gen_movegen_consts.py from\n')
    w('//! 16e52c1:gyges/src/moves/movegen_consts.rs (paths, lists, intercepts) with the\n')
    w('//! modulo-hashed maps re-keyed by pext(occupancy & intercepts, intercepts).\n\n')
    w('/// A list of paths with a count of the valid entries.\n')
    w('#[derive(Clone, Copy, Debug)]\n')
    w('pub struct PathList<const L: usize, const N: usize> {\n    pub count: u8,\n    pub paths: [([u8; L], u64); N],\n}\n\n')
    for nm, key in (('ALL_THREE_INTERCEPTS', 'three_int'), ('ALL_TWO_INTERCEPTS', 'two_int')):
        w(f'pub const {nm}: [u64; 36] = [\n')
        for v in d[key]:
            w(f'    0b{v:064b},\n')
        w('];\n\n')

    def plist(lst, L, N):
        items = [f'([{", ".join(map(str, sqs))}], {m})' for sqs, m in lst]
        items += [f'([{", ".join(["0"] * L)}], 0)'] * (N - len(lst))
        return f'PathList {{ count: {len(lst)}, paths: [{", ".join(items)}] }}'

    w(f'pub static ONE_PATH_LISTS: [PathList<2, {cap[1]}>; 36] = [\n')
    for lst in one_lists:
        w('    ' + plist(lst, 2, cap[1]) + ',\n')
    w('];\n\n')
    for n in (2, 3):
        L = n + 1
        nl = len(d['lists'][n])
        w(f'pub static {NAMES[n]}_PATH_LISTS: [PathList<{L}, {cap[n]}>; {nl}] = [\n')
        for li in range(nl):
            w('    ' + plist(old_list_paths(d, n, li), L, cap[n]) + ',\n')
        w('];\n\n')
    for n in (2, 3):
        maps = new_maps[n]
        width = max(len(r) for r in maps)
        w(f'pub const {NAMES[n]}_MAP_LEN: usize = {width};\n')
        w(f'pub static {NAMES[n]}_MAP: [[u16; {NAMES[n]}_MAP_LEN]; 36] = [\n')
        for r in maps:
            r = r + [0] * (width - len(r))
            w('    [' + ','.join(map(str, r)) + '],\n')
        w('];\n\n')
    with open(out_path, 'w') as f:
        f.write(''.join(out))
    print(f'wrote {out_path}: caps {cap}, lists 36/{len(d["lists"][2])}/{len(d["lists"][3])}', file=sys.stderr)


if __name__ == '__main__':
    main()
