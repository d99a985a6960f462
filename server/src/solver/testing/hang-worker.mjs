// A solver thread that never answers and ignores cancellation (tests of the time-out path).
for (;;) {
  // busy forever
}
