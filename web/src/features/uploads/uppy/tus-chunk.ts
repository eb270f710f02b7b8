/**
 * The size of each tus PATCH. While the service worker controls the page, Chromium reports no
 * upload progress inside a request (the body goes through the worker), so the bar only moves
 * when a request completes: 512 KiB requests show bytes as they are sent, even on a slow phone.
 * The server gathers them into R2's 5 MiB parts (tail segments), so a resume re-sends at most 512 KiB.
 */
export const TUS_CHUNK_BYTES = 512 * 1024;
