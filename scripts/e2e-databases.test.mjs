// Which PostgreSQL databases the e2e server start-up may drop (e2e/databases.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DAY_MS, leftoversToDrop, runDatabaseName, timestampInName } from '../e2e/databases.mjs';

const now = Date.UTC(2026, 5, 1);

test('run database names hold the run timestamp', () => {
  assert.equal(runDatabaseName('1790000000000'), 'tessera_e2e_1790000000000');
  assert.equal(runDatabaseName('My-Run'), 'tessera_e2e_my_run');
  assert.equal(timestampInName(`tessera_e2e_${now + 2 * DAY_MS}`, now), null, 'timestamps in the future are ignored');
  assert.equal(timestampInName(`tessera_e2e_${now - 5}`, now), now - 5);
  assert.equal(timestampInName(`tessera_e2e_${now - 5}_3101`, now), now - 5);
  assert.equal(timestampInName('tessera_e2e_custom', now), null);
  assert.equal(timestampInName('tessera_test_0123456789abc', now), null);
  assert.equal(timestampInName('tessera_e2e_0000000000001', now), null, 'implausible timestamps are ignored');
});

test('drops only unused leftovers known to be more than a day old', () => {
  const old = now - 2 * DAY_MS;
  const rows = [
    { name: `tessera_e2e_${old}`, sessions: 0 }, // past run, killed: dropped
    { name: `tessera_e2e_${old + 1}`, sessions: 1 }, // still connected: kept
    { name: `tessera_e2e_${now - 60_000}`, sessions: 0 }, // another run right now: kept
    { name: 'tessera_test_abcdef123456', sessions: 0, createdAt: old }, // old API test database: dropped
    { name: 'tessera_test_0123456789ab', sessions: 0, createdAt: now - 1000 }, // a test running now: kept
    { name: 'tessera_test_fedcba654321', sessions: 0, createdAt: null }, // age unknown: kept
    { name: 'tessera_e2e_custom', sessions: 0 }, // no timestamp, age unknown: kept
    { name: 'tessera', sessions: 0, createdAt: old }, // not a test database: never
    { name: 'test', sessions: 0, createdAt: old },
    { name: `tessera_e2e_${old + 2}`, sessions: 0 }, // this run's own name: kept
  ];
  assert.deepEqual(leftoversToDrop(rows, { now, keep: `tessera_e2e_${old + 2}` }), [`tessera_e2e_${old}`, 'tessera_test_abcdef123456']);
});
