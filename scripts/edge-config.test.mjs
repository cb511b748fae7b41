import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { edgeConfig, loadManifest, loadSecurityHeaders, locationFor } from './edge-config.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SECURITY_HEADERS = await loadSecurityHeaders();
const opts = {
  serverName: 'careers.acme.example',
  upstreams: ['10.0.0.5:3000', '10.0.0.6:3000'],
  root: '/srv/tessera',
  listen: '80',
  apps: ['candidate', 'console', 'helpdesk'],
  securityHeaders: SECURITY_HEADERS,
};

test('locationFor: case-insensitive, trailing slashes allowed, :params one segment', () => {
  assert.equal(locationFor('/'), '= /');
  assert.equal(locationFor('/login'), '~* ^/login/*$');
  assert.equal(locationFor('/jobs/:id/applications'), '~* ^/jobs/[^/]+/applications/*$');
  assert.equal(locationFor('/news/pressrelease'), '~* ^/news/pressrelease/*$');
});

/** nginx's choice among the page locations: `= /` exactly, else the first regex that matches, else none. */
function nginxPageApp(conf, pathname) {
  const pages = conf.slice(conf.indexOf('# Pages of the route manifest'));
  const blocks = [...pages.matchAll(/location (=|~\*) (\S+) \{[^}]*?try_files \/apps\/(\w+)\/index\.html/g)];
  for (const [, kind, pattern, app] of blocks) {
    if (kind === '=' ? pathname === pattern : new RegExp(pattern, 'i').test(pathname)) return app;
  }
  return undefined;
}

test('the edge picks the same app as the manifest matcher, whatever the case and trailing slashes', async () => {
  const manifest = await loadManifest();
  const conf = edgeConfig(manifest.routes, opts);
  const samples = [];
  for (const r of manifest.routes) {
    const concrete = r.path.replace(/:[^/]+/g, 'x42');
    samples.push(concrete, `${concrete}/`, `${concrete}//`, concrete.toUpperCase(), `${concrete.toLowerCase()}/`);
  }
  samples.push('/jobs/create', '/JOBS/Create/', '/jobs/17', '/jobs/17/applications/', '/no/such/page', '/loginx', '/search/extra');
  let checked = 0;
  for (const path of samples) {
    if (path === '//' || path === '///') continue;
    const expected = manifest.matchRoute(path)?.app;
    assert.equal(nginxPageApp(conf, path), expected, `${path}: edge ${nginxPageApp(conf, path)}, manifest ${expected}`);
    checked += 1;
  }
  assert.ok(checked > 250);
});

test('static answers carry the security headers of the API, on every status', async () => {
  const { routes } = await loadManifest();
  const conf = edgeConfig(routes, opts);
  const blocks = conf.split(/\n {4}location /).slice(1);
  const served = blocks.filter((b) => !/proxy_pass/.test(b.slice(0, b.indexOf('\n    }'))));
  assert.ok(served.length > routes.length);
  for (const block of served) {
    const body = block.slice(0, block.indexOf('\n    }'));
    for (const [name, value] of SECURITY_HEADERS)
      assert.ok(body.includes(`add_header ${name} "${value}" always;`), `${name} in location ${body.split('\n')[0]}`);
  }
  const names = SECURITY_HEADERS.map(([n]) => n);
  for (const name of [
    'Content-Security-Policy',
    'Permissions-Policy',
    'Cross-Origin-Opener-Policy',
    'X-Content-Type-Options',
    'X-Frame-Options',
    'Referrer-Policy',
  ])
    assert.ok(names.includes(name), name);
  const csp = new Map(SECURITY_HEADERS).get('Content-Security-Policy');
  assert.match(csp, /script-src 'self'(;|$)/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
  // Double quotes would end nginx's quoted value.
  for (const [, value] of SECURITY_HEADERS) assert.doesNotMatch(value, /"/);
  // The proxied prefixes never fall through to the page regexes.
  assert.match(conf, /location \^~ \/api\/ \{/);
  assert.match(conf, /location \^~ \/ws\/ \{/);
});

test('every manifest path is routed to its app index.html', async () => {
  const { routes } = await loadManifest();
  assert.ok(routes.length > 50);
  const conf = edgeConfig(routes, opts);
  for (const r of routes) {
    const block = `location ${locationFor(r.path)} {\n        add_header Cache-Control "no-cache" always;`;
    const at = conf.indexOf(block);
    assert.ok(at >= 0, `route ${r.path}`);
    assert.match(
      conf.slice(at, conf.indexOf('}', at)),
      new RegExp(`try_files /apps/${r.app}/index\\.html =500;`),
      `route ${r.path} -> ${r.app}`,
    );
  }
});

test('API and WebSockets are proxied to every upstream, with the upgrade on /ws/', () => {
  const conf = edgeConfig([{ path: '/', app: 'candidate' }], opts);
  assert.match(conf, /upstream tessera_api_careers_acme_example \{\n {4}server 10\.0\.0\.5:3000;\n {4}server 10\.0\.0\.6:3000;/);
  assert.match(conf, /location \^~ \/api\/ \{\n {8}proxy_pass http:\/\/tessera_api_careers_acme_example;/);
  const ws = conf.slice(conf.indexOf('location ^~ /ws/'), conf.indexOf('}', conf.indexOf('location ^~ /ws/')));
  assert.match(ws, /proxy_set_header Upgrade \$http_upgrade;/);
  assert.match(ws, /proxy_set_header Connection \$tessera_api_careers_acme_example_connection;/);
  assert.match(conf, /proxy_set_header Host \$host;/);
  assert.match(conf, /server_name careers\.acme\.example;/);
});

test('static roots for locales and each app; unknown paths get the candidate app with 404', () => {
  const conf = edgeConfig([], opts);
  assert.match(conf, /location \^~ \/locales\/ \{/);
  for (const app of opts.apps) assert.match(conf, new RegExp(`location \\^~ /apps/${app}/ \\{`));
  assert.match(conf, /location \/ \{\n {8}error_page 404 \/apps\/candidate\/index\.html;\n(?: {8}add_header [^\n]+\n)+ {8}return 404;/);
});

test('the build compressed copies are sent as they are, with Vary; brotli can be left out', () => {
  const conf = edgeConfig([], opts);
  assert.match(conf, /\n {4}gzip_static on;\n/);
  assert.match(conf, /\n {4}brotli_static on;\n/);
  assert.match(conf, /\n {4}gzip_vary on;\n/);
  const plain = edgeConfig([], { ...opts, brotli: false });
  assert.doesNotMatch(plain, /brotli/);
  assert.match(plain, /gzip_static on;/);
});

test('braces balance', async () => {
  const { routes } = await loadManifest();
  const conf = edgeConfig(routes, opts);
  assert.equal((conf.match(/\{/g) ?? []).length, (conf.match(/\}/g) ?? []).length);
});

test('CLI prints the block and refuses to run without a server name', () => {
  const ok = spawnSync(process.execPath, [join(here, 'edge-config.mjs'), '--server-name', 'jobs.example.org'], { encoding: 'utf8' });
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /server_name jobs\.example\.org;/);
  assert.match(ok.stdout, /add_header Content-Security-Policy "default-src 'self';[^"]*frame-ancestors 'none'" always;/);
  const noBrotli = spawnSync(process.execPath, [join(here, 'edge-config.mjs'), '--server-name', 'jobs.example.org', '--no-brotli'], {
    encoding: 'utf8',
  });
  assert.equal(noBrotli.status, 0, noBrotli.stderr);
  assert.doesNotMatch(noBrotli.stdout, /brotli/);
  const bad = spawnSync(process.execPath, [join(here, 'edge-config.mjs')], { encoding: 'utf8' });
  assert.equal(bad.status, 2);
});
