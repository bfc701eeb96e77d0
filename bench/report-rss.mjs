/**
 * Preloaded into the CLI by the benchmark (--import): reports at exit the peak resident set size and
 * the processor time the whole run took (user + system, start-up included). Plain JavaScript: as
 * TypeScript, Node stripped its types at every start (its compile cache is not on yet when --import
 * runs), which added ≈ 30 ms of processor time and 17 MB of memory to every measured run.
 */
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  process.stderr.write(
    `bench:maxRssKb=${process.resourceUsage().maxRSS} bench:cpuMs=${(user + system) / 1000}\n`,
  );
});
