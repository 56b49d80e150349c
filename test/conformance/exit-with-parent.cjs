// Preloaded into the Azurite child process (`node --require`). The parent holds the write end of
// this process's stdin; when the parent dies for any reason, even SIGKILL, the pipe reaches EOF
// and Azurite exits with it, so an interrupted test run never leaves an emulator behind.
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
