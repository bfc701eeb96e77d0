/**
 * Preloaded into the CLI by the benchmark (--import): reports at exit the peak resident set size and
 * the processor time the whole run took (user + system, start-up included).
 */
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  process.stderr.write(
    `bench:maxRssKb=${process.resourceUsage().maxRSS} bench:cpuMs=${(user + system) / 1000}\n`,
  );
});
