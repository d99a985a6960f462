// The browser journeys look for the demo orders of today in the product's time zone (Istanbul),
// which the servers seed when they start. A run across Istanbul midnight would seed one day and
// look for the next, so when midnight is closer than a run takes, this waits until it has passed.
const ZONE = 'Europe/Istanbul';
/** Longer than a whole run of the journeys (about 7 minutes on a slow machine). */
const WINDOW_MS = 20 * 60_000;

/** Milliseconds from `now` to the next midnight in ZONE. */
function untilMidnight(now = new Date()) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const sinceMidnight =
    ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
  return 86_400_000 - sinceMidnight;
}

const left = untilMidnight();
if (left < WINDOW_MS) {
  console.log(
    `Midnight in ${ZONE} comes in ${Math.ceil(left / 1000)} s: the browser journeys start after it.`,
  );
  await new Promise((resolve) => setTimeout(resolve, left + 5_000));
}
