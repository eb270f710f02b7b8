// Waits until every URL answers 200, while the process PID (the servers' script) is alive.
// Exits 1 when that process has ended first, or after WAIT_HEALTH_MS (default 10 minutes).
const [pidArg, ...urls] = process.argv.slice(2);
const pid = Number(pidArg);
const deadline = Date.now() + Number(process.env.WAIT_HEALTH_MS ?? 600_000);

function alive() {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function healthy(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return res.ok;
  } catch {
    return false;
  }
}

const waiting = new Set(urls);
while (waiting.size > 0) {
  for (const url of [...waiting]) if (await healthy(url)) waiting.delete(url);
  if (waiting.size === 0) break;
  if (!alive()) {
    console.error(`the servers' script (pid ${pid}) ended; no answer from ${[...waiting].join(', ')}`);
    process.exit(1);
  }
  if (Date.now() > deadline) {
    console.error(`no answer from ${[...waiting].join(', ')} in time`);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 1000));
}
