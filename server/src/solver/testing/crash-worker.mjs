// A solver thread that dies at once (tests of the FAILED path).
process.exit(3);
