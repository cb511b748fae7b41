// Uses Debian's /usr/bin/chromium when present; otherwise, outside CI, downloads Playwright's Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('/usr/bin/chromium') && !process.env.CI) {
  execSync('npx playwright install chromium', { stdio: 'inherit' });
}
