// Finds Chromium for the browser tests: CHROMIUM_PATH or /usr/bin/chromium. Where it is missing
// and we are root, installs Debian's `chromium` package; otherwise stops and names the package.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(wanted)) process.exit(0);
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH points to ${wanted}, which does not exist.`);
  process.exit(1);
}
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log("Chromium is missing: installing Debian's chromium package...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (fs.existsSync(wanted)) process.exit(0);
}
console.error(
  "Chromium was not found at /usr/bin/chromium. Install Debian's package with `sudo apt-get install chromium`, or set CHROMIUM_PATH.",
);
process.exit(1);
