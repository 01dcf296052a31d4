#!/usr/bin/env python3
"""check.py ROOT BIN RUNS [SITES...] [--mode=MODE] [--list-only|--crawl-only]

Serves each held-out site (ROOT/SET/SITE, a static site with a
manifest.json) on loopback and runs BIN on it RUNS times: a crawl from
the site's start page and a list of every page its manifest names.
A record is wrong when it lacks a key its manifest names (a text key in
`text`, a link key among `links`); a page with no record is wrong too.
Prints a line a site: for each run, crawl wrong / list wrong, with the
records made in the browser in brackets, and each wrong page with its
mode, reason and the keys it lacks. SITES are SITE, SET or SET/SITE
(default: every site). The records are kept in $HELDOUT_OUT
(default /tmp/heldout-out).
"""
import functools
import glob
import json
import os
import re
import subprocess
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer


class Handler(SimpleHTTPRequestHandler):
    extensions_map = dict(SimpleHTTPRequestHandler.extensions_map)
    extensions_map.update({
        '.mjs': 'text/javascript', '.js': 'text/javascript',
        '.json': 'application/json', '.wasm': 'application/wasm',
        '.svg': 'image/svg+xml', '.css': 'text/css',
        '.html': 'text/html; charset=utf-8'})

    def log_message(self, *args):
        pass


def serve(root):
    srv = ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Handler, directory=root))
    srv.daemon_threads = True
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, srv.server_address[1]


def collapse(s):
    return re.sub(r'\s+', ' ', s or '')


def judge(recs, manifest, base):
    """The manifest's pages whose record is missing or lacks a key."""
    by = {}
    for r in recs:
        for u in (r.get('url') or '', r.get('final_url') or ''):
            if u.startswith(base):
                by.setdefault(u[len(base):] or '/', r)
    wrong = []
    for path, want in manifest['pages'].items():
        r = by.get(path)
        if r is None and path.endswith('/index.html'):
            r = by.get(path[:-len('index.html')])
        if r is None and path.endswith('/'):
            r = by.get(path + 'index.html')
        if r is None:
            wrong.append((path, 'no record'))
            continue
        text = collapse(r.get('text'))
        links = r.get('links') or []
        miss = [k for k in want.get('keys', []) if collapse(k) not in text]
        miss += ['link ' + k for k in want.get('link_keys', [])
                 if not any(l == base + k or l.startswith(base + k + '#') for l in links)]
        if miss:
            wrong.append((path, '%s/%s lacks %s' % (r.get('mode'), r.get('reason'), '; '.join(miss[:3]))))
    return wrong


def run(binary, args, out):
    with open(out + '.err', 'w') as err:
        subprocess.run([binary] + args + ['--out', out], stderr=err,
                       stdout=subprocess.DEVNULL, timeout=900, check=False)
    with open(out) as f:
        return [json.loads(line) for line in f if line.strip()]


def main():
    args = sys.argv[1:]
    flags = [a for a in args if a.startswith('--')]
    pos = [a for a in args if not a.startswith('--')]
    if len(pos) < 3:
        sys.exit(__doc__)
    root, binary, runs, want = pos[0], os.path.abspath(pos[1]), int(pos[2]), pos[3:]
    mode = [f.split('=', 1)[1] for f in flags if f.startswith('--mode=')]
    hows = [h for h in ('crawl', 'list') if '--%s-only' % ('list' if h == 'crawl' else 'crawl') not in flags]
    out = os.environ.get('HELDOUT_OUT', '/tmp/heldout-out')
    os.makedirs(out, exist_ok=True)
    total = 0
    for m in sorted(glob.glob(os.path.join(root, '*', '*', 'manifest.json'))):
        site_dir = os.path.dirname(m)
        site, heldset = os.path.basename(site_dir), os.path.basename(os.path.dirname(site_dir))
        if want and not {site, heldset, heldset + '/' + site} & set(want):
            continue
        with open(m) as f:
            manifest = json.load(f)
        srv, port = serve(site_dir)
        base = 'http://127.0.0.1:%d' % port
        needs = sum(1 for p in manifest['pages'].values() if p.get('needs_js'))
        cells = []
        for i in range(runs):
            res = []
            for how in hows:
                f = '%s/%s-%s-%s-%d.jsonl' % (out, heldset, site, how, i)
                if how == 'crawl':
                    a = ['--crawl', base + manifest.get('start', '/')]
                else:
                    with open(f + '.urls', 'w') as u:
                        u.write(''.join(base + p + '\n' for p in manifest['pages']))
                    a = ['--urls', f + '.urls']
                recs = run(binary, a + (['--mode', mode[0]] if mode else []), f)
                wrong = judge(recs, manifest, base)
                total += len(wrong)
                res.append('%d (%d)' % (len(wrong), sum(1 for r in recs if r.get('mode') == 'browser')))
                for path, why in wrong:
                    print('    %s %s run %d %s: %s' % (site, how, i + 1, path, why), flush=True)
            cells.append(' / '.join(res))
        print('%-4s %-12s pages %3d, need scripts %3d: %s' % (
            heldset, site, len(manifest['pages']), needs, '   '.join(cells)), flush=True)
        srv.shutdown()
    print('wrong records:', total)
    sys.exit(1 if total else 0)


main()
