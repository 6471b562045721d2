// The test client lands here (LoopComposerWebTesting).
