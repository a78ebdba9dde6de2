// A test function that fails while starting, before it serves anything.
throw new Error("the broken function failed to start, as it should");
