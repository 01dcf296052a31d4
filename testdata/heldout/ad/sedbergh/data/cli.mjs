// generated from src/flags.def
export default [
  { long: "--file", short: "-f", arg: "PATH", text: "Read this ledger file instead of the one named in the configuration" },
  { long: "--set", short: "", arg: "KEY=VALUE", text: "Override a single configuration key for this run only" },
  { long: "--begin", short: "-b", arg: "DATE", text: "Ignore every posting dated before the given day" },
  { long: "--end", short: "-e", arg: "DATE", text: "Ignore every posting dated on or after the given day" },
  { long: "--quiet", short: "-q", arg: "", text: "Print nothing except errors, useful in cron jobs" },
  { long: "--no-colour", short: "", arg: "", text: "Never colour output, even when writing to a terminal" },
];
