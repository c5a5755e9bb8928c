package patterns

// wrappers35Specs are exec wrappers the tables still lacked (rt31 F1b,
// fx35b), each with its options as its manual gives them: schedtool's
// command after -e; nsjail's and ch-run's after `--`; minijail0; ip vrf
// exec VRF; uftrace (record, live, or none: it records and replays);
// mix cmd, which runs its words in each app of an umbrella (read as a
// command string, as Elixir once joined them for a shell); lerna exec;
// wezterm start and wezterm cli spawn; moreutils' zrun and lckdo;
// glibc's memusage; udocker run IMAGE; envconsul; aws-sso exec;
// likwid-pin; the GPU and game launchers gamemoderun, prime-run, optirun,
// vglrun, mangohud, steam-run and gamescope (after `--`); the proxy
// wrappers socksify and graftcp; empty -f; please; landrun; xtrace and
// xdg-terminal-exec. An option a table does not know leaves the part
// unreadable.
var wrappers35Specs = lazy[map[string]*wrapperSpec]{build: func() map[string]*wrapperSpec {
	wezterm := optSpec{short: "e", long: []string{"no-auto-connect", "always-new-process", "new-tab",
		"cwd=", "class=", "workspace=", "position=", "domain=", "attach", "pane-id=", "domain-name=",
		"window-id=", "new-window"}}
	return map[string]*wrapperSpec{
		// schedtool [policy, -a, -p, -n …] -e COMMAND; without -e it
		// works on the PIDs it is given.
		"schedtool": {after: []string{"-e"}},
		"nsjail":    {after: []string{"--"}},
		"ch-run":    {after: []string{"--"}},
		"gamescope": {after: []string{"--"}},
		// minijail0's getopt string, with its leading "+" (it stops at the
		// program), and the long options it knows.
		"minijail0": {opts: optSpec{short: "u:g:sS:c:C:P:b:B:V:f:m::M::k:a:e::R:T:vrGhHinNplLt::IUKwyYzd",
			long: []string{"help", "mount-dev", "ambient", "uts?", "logging=", "profile=",
				"preload-library=", "seccomp-bpf-binary=", "add-suppl-group=",
				"allow-speculative-execution", "config=", "env-add=", "env-reset", "fs-default-paths",
				"fs-path-rx=", "fs-path-ro=", "fs-path-rw=", "fs-path-advanced-rw=", "no-fs-restrictions",
				"no-default-runtime-environment", "mount=", "bind-mount=", "enable-profile-fs-restrictions"}},
			stop: []string{"-h", "--help", "-H"}},
		// uftrace CMD, with no subcommand, is uftrace live CMD (fx36e).
		"uftrace": {subs: []string{"record", "live"}, opts: uftraceOpts, bare: []string{"replay", "report",
			"info", "dump", "recv", "graph", "script", "tui"}},
		// fx36e (rt31 F1b): forever start SCRIPT runs it (bare, `forever
		// SCRIPT`, too); its -c COMMAND, which runs COMMAND SCRIPT, is
		// not in the table, so it leaves the part unreadable.
		"forever": {subs: []string{"start"}, bare: []string{"stop", "stopall", "restart", "restartall",
			"list", "config", "set", "clear", "logs", "cleanlogs", "columns"},
			opts: optSpec{short: "m:l:o:e:p:n:afdvwsh", long: []string{"pidFile=", "uid=", "sourceDir=",
				"workingDir=", "minUptime=", "spinSleepTime=", "killTree", "killSignal=", "colors",
				"no-colors", "plain", "debug", "verbose", "watch", "watchDirectory=", "watchIgnore=",
				"silent", "append", "fifo", "id=", "help"}},
			chdir: []string{"--workingDir"}, stop: []string{"-h", "--help"}},
		// hwloc-bind LOCATION… -- CMD; without `--` a location and the
		// command are not told apart (fx36e).
		"hwloc-bind": {after: []string{"--"}, unsure: true},
		// when-changed FILE… -c COMMAND (joined, run by a shell), or
		// when-changed FILE COMMAND…, whose start is not known (fx36e).
		"when-changed": {after: []string{"-c"}, joins: []string{"*"}, unsure: true},
		"mix": {subs: []string{"cmd"}, opts: optSpec{long: []string{"app=", "cd="}}, joins: []string{"*"},
			chdir: []string{"--cd"}},
		"lerna": {subs: []string{"exec"}, pre: optSpec{long: []string{"loglevel=", "concurrency=",
			"reject-cycles", "no-progress", "progress", "no-sort", "sort", "max-buffer="}},
			opts: optSpec{long: []string{"stream", "parallel", "no-bail", "bail", "no-prefix", "prefix",
				"profile", "profile-location=", "scope=", "ignore=", "no-private", "private", "since?",
				"exclude-dependents", "include-dependents", "include-dependencies", "include-merged-tags",
				"concurrency=", "reject-cycles", "loglevel=", "no-progress", "no-sort", "npm-client="}}},
		"wezterm": {subs: []string{"start", "cli spawn"}, pre: optSpec{short: "n", long: []string{
			"skip-config", "config-file=", "config="}}, opts: wezterm, chdir: []string{"--cwd"}},
		"zrun":  {},
		"lckdo": {opts: optSpec{short: "qwW:se"}, operands: 1},
		"memusage": {opts: optSpec{short: "n:p:d:ub:tTx:y:hV", long: []string{"progname=", "png=", "data=",
			"unbuffered", "buffer=", "no-timer", "time-based", "total", "title=", "x-size=", "y-size=",
			"help", "version", "usage"}}, stop: []string{"-h", "--help", "-V", "--version", "--usage"}},
		"udocker": {subs: []string{"run"}, opts: optSpec{short: "v:w:u:e:i", long: []string{"volume=",
			"workdir=", "user=", "env=", "env-file=", "hostauth", "hostenv", "nosysdirs", "nometa", "rm",
			"bindhome", "name=", "entrypoint=", "cpuset-cpus=", "containerauth", "dri", "location=",
			"kernel=", "device=", "platform=", "pull=", "publish-all", "publish=", "novol=", "hostname="}},
			operands: 1},
		"envconsul": {opts: optSpec{oneDash: true, long: []string{"config=", "consul-addr=", "consul-auth=",
			"consul-token=", "consul-retry", "consul-ssl", "consul-ssl-verify", "consul-ssl-ca-cert=",
			"consul-ssl-cert=", "consul-ssl-key=", "vault-addr=", "vault-token=", "vault-renew-token",
			"vault-retry", "vault-ssl", "vault-ssl-verify", "prefix=", "secret=", "service=", "no-prefix",
			"pristine", "sanitize", "upcase", "once", "log-level=", "wait=", "max-stale=",
			"exec-kill-signal=", "exec-kill-timeout=", "exec-splay=", "kill-signal=", "pid-file=",
			"reload-signal="}}},
		"aws-sso": {subs: []string{"exec"}, pre: optSpec{short: "S:", long: []string{"level=", "config=",
			"sso=", "lines", "no-config-check", "browser="}},
			opts: optSpec{short: "a:A:R:p:", long: []string{"arn=", "account=", "role=", "profile=",
				"sts-refresh", "no-region", "region="}}, shell: []string{"*"}},
		"likwid-pin":  {opts: optSpec{short: "c:s:Spiqmd:t:hvV:C:"}, stop: []string{"-h", "-v", "-p"}},
		"gamemoderun": {}, "prime-run": {}, "mangohud": {opts: optSpec{long: []string{"dlsym"}}},
		"steam-run": {}, "socksify": {}, "xtrace": {opts: optSpec{short: "hv"}}, "xdg-terminal-exec": {},
		"optirun": {opts: optSpec{short: "b:c:vq", long: []string{"bridge=", "vgl-compress=", "failsafe",
			"no-failsafe", "no-xorg", "debug", "quiet", "verbose", "primus-ldpath=", "help", "version"}},
			stop: []string{"--help", "--version"}},
		"vglrun": {opts: optSpec{short: "d:c:q:"}},
		"graftcp": {opts: optSpec{short: "a:b:c:fnp:r:w:Vh", long: []string{"local_addr=", "blackip-file=",
			"conf-file=", "notunnel", "not-ignore-local", "local_port=", "local_fifo=", "whiteip-file=",
			"version", "help"}}, stop: []string{"-V", "--version", "-h", "--help"}},
		// empty -f forks the command on a pseudo-terminal; its other modes
		// (-w, -s, -k) send or wait and run nothing.
		"empty": {opts: optSpec{short: "fi:o:p:L:rcSt:"}, needs: []string{"-f"}},
		"please": {opts: optSpec{short: "c:d:hlnpr:t:wa:", long: []string{"check=", "dir=", "help", "list",
			"noprompt", "purge", "reason=", "target=", "warm", "allowenv=", "version"}},
			stop: []string{"-c", "--check", "-h", "--help", "-l", "--list", "-p", "--purge", "-w", "--warm",
				"--version"}, chdir: []string{"-d", "--dir"}},
		"landrun": {opts: optSpec{oneDash: true, long: []string{"ro=", "rox=", "rw=", "rwx=", "bind-tcp=",
			"connect-tcp=", "env=", "best-effort", "log-level=", "unrestricted-network",
			"unrestricted-filesystem", "add-exec", "ldd", "help", "version"}},
			stop: []string{"--help", "--version"}},
	}
}}

// uftraceOpts are uftrace's record and live options (uftrace 0.15).
var uftraceOpts = optSpec{short: "A:C:D:E:F:H:L:N:P:R:S:T:U:W:Z:ab:d:ekr:st:v", long: []string{
	"argument=", "caller-filter=", "depth=", "Event=", "filter=", "hide=", "library-path=", "notrace=",
	"patch=", "retval=", "script=", "trigger=", "unpatch=", "watch=", "size-filter=", "auto-args",
	"buffer=", "data=", "debug", "demangle=", "disable", "force", "graph", "kernel", "kernel-depth=",
	"kernel-buffer=", "kernel-skip-out", "kernel-full", "logfile=", "max-stack=", "nest-libcall",
	"no-libcall", "no-merge", "no-pager", "no-event", "no-sched", "no-sched-preempt", "no-randomize-addr",
	"num-thread=", "opt-file=", "record", "report", "rt-prio=", "signal=", "symbols", "time",
	"time-filter=", "time-range=", "srcline", "with-syms=", "keep-pid", "list-event", "estimate-return",
	"clock=", "host=", "port=", "libmcount-single", "libname=", "match=", "no-comment", "flat",
	"column-view", "column-offset=", "task-newline", "tid=", "format=", "verbose", "agent",
	"nop", "sample-time=", "event-full", "trace=", "with-loc"}}
