// A solver thread whose engine throws (tests of the FAILED path).
throw new Error('engine exploded');
