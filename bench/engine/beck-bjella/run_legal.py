#!/usr/bin/env python3
"""Compare the engine's legal moves with the team's legal-move vectors (jsonl).

Engine rules = pathRule EDGE, replace true, and (it turns out) only the active row moves.
A vector is comparable if pathRule == EDGE and replace == true; for blockedRow NEXT_ROW the
engine can only agree when the active row is not blocked.  ["pass"] is compared with an empty
engine list.
"""
import json, subprocess, sys, collections
perft_bin, vec_file = sys.argv[1], sys.argv[2]
extra = sys.argv[3:]
vecs = [json.loads(l) for l in open(vec_file) if l.strip()]
inp = ''.join(v['position'] + '\n' for v in vecs)
out = subprocess.run([perft_bin, 'legal'] + extra, input=inp, capture_output=True, text=True, check=True).stdout.split('\n')
stats = collections.Counter()
bad = []
for v, o in zip(vecs, out):
    r = v['rules']
    key = f"{r['pathRule']}/replace={r['replace']}/{r['blockedRow']}"
    eng = set(o.split()) if o.strip() else {'pass'}
    want = set(v['moves'])
    same = eng == want
    stats[(key, same)] += 1
    if not same and r['pathRule'] == 'EDGE' and r['replace']:
        bad.append((v['id'], key, v['position'], sorted(want - eng)[:8], sorted(eng - want)[:8], len(want), len(eng)))
for k in sorted(set(k for k, _ in stats)):
    print(f'{k:36s} agree {stats[(k, True)]:3d}  differ {stats[(k, False)]:3d}')
for b in bad:
    print('DIFF', *b)
