#!/usr/bin/env python3
"""Compare the engine's perft (gyges example `perft`) with the team's EDGE perft vectors."""
import subprocess, sys
perft_bin, vec_file = sys.argv[1], sys.argv[2]
extra = sys.argv[3:]
jobs = []
for line in open(vec_file):
    line = line.strip()
    if not line or line.startswith('#'): continue
    pos, rule, counts = [x.strip() for x in line.split(';')]
    if rule != 'EDGE': continue
    for d, c in enumerate(counts.split(','), 1):
        jobs.append((pos, d, int(c)))
inp = ''.join(f'{p} ; {d}\n' for p, d, _ in jobs)
out = subprocess.run([perft_bin, 'perft'] + extra, input=inp, capture_output=True, text=True, check=True).stdout.splitlines()
ok = 0
for (p, d, want), o in zip(jobs, out):
    got, passes = [int(x) for x in o.split(';')[2:4]]
    flag = 'OK ' if got == want else 'BAD'
    ok += got == want
    print(f'{flag} {p} d={d} expected={want} engine={got} passes={passes}')
print(f'{ok}/{len(jobs)} agree')
sys.exit(0 if ok == len(jobs) else 1)
