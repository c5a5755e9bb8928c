package patterns

// valuedSpecs are wrappers once read as taking no option value as a word
// of its own, whose manuals give options that do (rt31 F1a): setpriv
// --reuid 0 CMD, perf stat -e cycles CMD, heaptrack -o FILE CMD, tini -p
// SIGNAL CMD, dumb-init --rewrite S:R CMD, systemd-inhibit --what sleep
// CMD, rr record -c N CMD, devbox run -c DIR CMD. Read as attached, the value became the program
// and the command was lost; with the options listed, a value is skipped
// and an option the table does not know leaves the part unreadable.
// Options that mean one thing to one perf subcommand and another to the
// next (stat -c is a flag, record -c takes a count; likewise -b, -j, -I,
// -i) are left out: unknown, so unreadable.
var valuedSpecs = lazy[map[string]*wrapperSpec]{build: func() map[string]*wrapperSpec {
	return map[string]*wrapperSpec{
		// devbox's flags are cobra's: --config DIR as well as --config=DIR.
		"devbox": {subs: []string{"run"}, opts: optSpec{short: "c:e:lqh", long: []string{"config=",
			"env=", "env-file=", "environment=", "list", "pure", "quiet", "omit-nix-env?", "help"}},
			stop: []string{"-l", "--list", "-h", "--help"}},
		"setpriv": {opts: optSpec{short: "dhV", long: []string{"dump", "no-new-privs", "nnp",
			"ambient-caps=", "inh-caps=", "bounding-set=", "clear-groups", "groups=", "init-groups",
			"keep-groups", "rgid=", "egid=", "regid=", "ruid=", "euid=", "reuid=", "securebits=",
			"pdeathsig=", "selinux-label=", "apparmor-profile=", "landlock-access=", "landlock-rule=",
			"seccomp-filter=", "reset-env", "help", "version"}},
			stop: []string{"-d", "--dump", "-h", "--help", "-V", "--version"}},
		"perf": {subs: []string{"record", "stat", "trace"}, opts: optSpec{
			short: "ABC:D:F:G:M:NPRS::TWade:fgk:m:no:p:qr:st:u:vx:z::", long: []string{
				"event=", "expr=", "filter=", "exclude-perf", "all-cpus", "pid=", "tid=", "uid=",
				"realtime=", "repeat=", "no-buffering", "count=", "output=", "append", "log-fd=",
				"no-inherit", "freq=", "mmap-pages=", "group", "call-graph=", "verbose", "stat",
				"data", "phys-data", "timestamp", "period", "sample-cpu", "no-samples",
				"no-buildid-cache", "no-buildid", "cgroup=", "weight", "namespaces", "all-cgroups",
				"transaction", "delay=", "running-time", "clockid=", "snapshot?", "switch-events",
				"vmlinux=", "buildid-all", "aio?", "affinity=", "mmap-flush=", "compression-level?",
				"all-kernel", "all-user", "user-callchains", "kernel-callchains", "timestamp-filename",
				"switch-output?", "switch-output-event=", "switch-max-files=", "dry-run", "synth=",
				"overwrite", "strict-freq", "control=", "threads?", "off-cpu", "cpu=", "quiet",
				"raw-samples", "null", "field-separator=", "no-aggr", "big-num", "no-big-num",
				"scale", "detailed", "interval-count=", "interval-clear", "timeout=", "metric-only",
				"per-socket", "per-die", "per-core", "per-thread", "per-node", "per-cache?", "pre=",
				"post=", "metrics=", "topdown", "td-level=", "smi-cost", "sync", "no-merge",
				"summary", "for-each-cgroup=", "bpf-counters", "percore-show-thread", "cputype=",
				"duration=", "summary-only", "with-summary", "force", "pf=", "syscalls",
				"max-events=", "max-stack=", "min-stack=", "proc-map-timeout=", "sort-events",
				"failure", "time", "comm", "filter-pids=", "errno-summary", "no-syscalls", "help"}},
			stop: []string{"-h", "--help"}},
		"heaptrack": {opts: optSpec{short: "do:p:rhv", long: []string{"debug", "use-inject",
			"record-only", "raw", "output=", "pid=", "help", "version"}},
			stop: []string{"-p", "--pid", "-h", "--help", "-v", "--version"}},
		"tini": {opts: optSpec{short: "hsp:vwgle:"}, stop: []string{"-h", "-l"}},
		"dumb-init": {opts: optSpec{short: "cr:vVh", long: []string{"single-child", "rewrite=",
			"verbose", "version", "help"}}, stop: []string{"-V", "--version", "-h", "--help"}},
		"systemd-inhibit": {opts: optSpec{short: "h", long: []string{"what=", "who=", "why=", "mode=",
			"list", "no-pager", "no-legend", "no-ask-password", "help", "version"}},
			stop: []string{"--list", "-h", "--help", "--version"}},
		"prlimit": {opts: optSpec{short: "c::d::e::f::i::l::m::n::q::r::s::t::u::v::x::y::o:p:hV",
			long: []string{"as?", "core?", "cpu?", "data?", "fsize?", "locks?", "memlock?",
				"msgqueue?", "nice?", "nofile?", "nproc?", "rss?", "rtprio?", "rttime?", "sigpending?",
				"stack?", "pid=", "output=", "noheadings", "raw", "verbose", "help", "version"}},
			stop: []string{"-p", "--pid", "-h", "--help", "-V", "--version"}},
		"rr": {subs: []string{"record"}, opts: optSpec{short: "bc:hi:no:p:st:uv:wW", long: []string{
			"force-syscall-buffer", "num-cpu-ticks=", "chaos", "ignore-signal=", "no-syscall-buffer",
			"no-file-cloning", "no-read-cloning", "num-cores=", "output-trace-dir=",
			"print-trace-dir=", "always-switch", "continue-through-signal=", "cpu-unbound",
			"bind-to-cpu=", "env=", "wait", "wait-all", "nested=", "setuid-sudo", "trace-id=",
			"copy-preload-src", "syscall-buffer-size=", "syscall-buffer-sig=", "stap-sdt",
			"unmap-vdso", "asan", "tsan", "disable-avx-512", "disable-cpuid-features=",
			"disable-cpuid-features-ext=", "disable-cpuid-features-xsave=", "check-outside-mmaps"}}},
	}
}}
