/** Preloaded into the CLI by the benchmark (--import): reports the peak resident set size at exit. */
process.on('exit', () => {
  process.stderr.write(`bench:maxRssKb=${process.resourceUsage().maxRSS}\n`);
});
