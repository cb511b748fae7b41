import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { edgeConfig, loadManifest, locationFor } from './edge-config.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const opts = { serverName: 'careers.acme.example', upstreams: ['10.0.0.5:3000', '10.0.0.6:3000'], root: '/srv/tessera', listen: '80', apps: ['candidate', 'console', 'helpdesk'] };

test('locationFor: exact paths and :params', () => {
  assert.equal(locationFor('/login'), '= /login');
  assert.equal(locationFor('/jobs/:id/applications'), '~ ^/jobs/[^/]+/applications/?$');
  assert.equal(locationFor('/news/pressrelease'), '= /news/pressrelease');
});

test('every manifest path is routed to its app index.html', async () => {
  const { routes } = await loadManifest();
  assert.ok(routes.length > 50);
  const conf = edgeConfig(routes, opts);
  for (const r of routes) {
    const block = `location ${locationFor(r.path)} {\n        add_header Cache-Control "no-cache";\n        try_files /apps/${r.app}/index.html =500;`;
    assert.ok(conf.includes(block), `route ${r.path} -> ${r.app}`);
  }
  assert.ok(conf.includes('location = /dashboard {\n        add_header Cache-Control "no-cache";\n        try_files /apps/console/index.html'));
});

test('API and WebSockets are proxied to every upstream, with the upgrade on /ws/', () => {
  const conf = edgeConfig([{ path: '/', app: 'candidate' }], opts);
  assert.match(conf, /upstream tessera_api_careers_acme_example \{\n {4}server 10\.0\.0\.5:3000;\n {4}server 10\.0\.0\.6:3000;/);
  assert.match(conf, /location \/api\/ \{\n {8}proxy_pass http:\/\/tessera_api_careers_acme_example;/);
  const ws = conf.slice(conf.indexOf('location /ws/'), conf.indexOf('}', conf.indexOf('location /ws/')));
  assert.match(ws, /proxy_set_header Upgrade \$http_upgrade;/);
  assert.match(ws, /proxy_set_header Connection \$tessera_api_careers_acme_example_connection;/);
  assert.match(conf, /proxy_set_header Host \$host;/);
  assert.match(conf, /server_name careers\.acme\.example;/);
});

test('static roots for locales and each app; unknown paths get the candidate app with 404', () => {
  const conf = edgeConfig([], opts);
  assert.match(conf, /location \/locales\/ \{/);
  for (const app of opts.apps) assert.match(conf, new RegExp(`location /apps/${app}/ \\{`));
  assert.match(conf, /location \/ \{\n {8}error_page 404 \/apps\/candidate\/index\.html;\n {8}return 404;/);
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
  const bad = spawnSync(process.execPath, [join(here, 'edge-config.mjs')], { encoding: 'utf8' });
  assert.equal(bad.status, 2);
});
