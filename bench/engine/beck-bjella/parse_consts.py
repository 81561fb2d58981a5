"""Parsers for the historical Gyges movegen constant files (16e52c1 and 8722cbb/SoA)."""
import re

def _arr_body(src, name):
    m = re.search(r'pub (?:const|static) ' + name + r'\s*:[^=]*=\s*\[', src)
    if not m:
        raise KeyError(name)
    i = m.end()
    depth = 1
    j = i
    while depth:
        c = src[j]
        if c in '[(':
            depth += 1
        elif c in '])':
            depth -= 1
        j += 1
    return src[i:j-1]

def _ints(s):
    return [int(x, 0) for x in re.findall(r'0b[01]+|0x[0-9a-fA-F]+|\d+', s)]

def flat(src, name):
    return _ints(_arr_body(src, name))

def rows(src, name):
    body = _arr_body(src, name)
    return [_ints(r) for r in re.findall(r'\[([^\[\]]*)\]', body)]

def paths(src, name):
    body = _arr_body(src, name)
    return [(_ints(sq), int(mask)) for sq, mask in re.findall(r'\(\s*\[([^\]]*)\]\s*,\s*(\d+)\s*\)', body)]

def const(src, name):
    return int(re.search(r'pub const ' + name + r'\s*:\s*usize\s*=\s*(\d+)', src).group(1))

def load_old(path):
    src = open(path).read()
    d = {}
    d['three_int'] = flat(src, 'ALL_THREE_INTERCEPTS')
    d['two_int'] = flat(src, 'ALL_TWO_INTERCEPTS')
    d['paths'] = {1: paths(src, 'UNIQUE_ONE_PATHS'), 2: paths(src, 'UNIQUE_TWO_PATHS'), 3: paths(src, 'UNIQUE_THREE_PATHS')}
    d['lists'] = {1: rows(src, 'UNIQUE_ONE_PATH_LISTS'), 2: rows(src, 'UNIQUE_TWO_PATH_LISTS'), 3: rows(src, 'UNIQUE_THREE_PATH_LISTS')}
    d['cidx'] = {1: const(src, 'ONE_PATH_COUNT_IDX'), 2: const(src, 'TWO_PATH_COUNT_IDX'), 3: const(src, 'THREE_PATH_COUNT_IDX')}
    d['maps'] = {1: rows(src, 'ONE_MAP'), 2: rows(src, 'TWO_MAP'), 3: rows(src, 'THREE_MAP')}
    d['maplen'] = {1: const(src, 'ONE_MAP_LEN'), 2: const(src, 'TWO_MAP_LEN'), 3: const(src, 'THREE_MAP_LEN')}
    return d

def old_list_paths(d, n, li):
    """Return the list of (squares, mask) paths of old list li for piece n, in stored order."""
    row = d['lists'][n][li]
    cnt = row[d['cidx'][n]]
    return [tuple([tuple(d['paths'][n][row[i]][0]), d['paths'][n][row[i]][1]]) for i in range(cnt)]

def load_soa(path):
    src = open(path).read()
    s = {}
    for n, nm in ((1, 'ONE'), (2, 'TWO'), (3, 'THREE')):
        s[n] = (flat(src, nm + '_COUNTS'), rows(src, nm + '_ENDS'), rows(src, nm + '_BACKS'))
    return s
