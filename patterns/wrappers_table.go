package patterns

// wrapperSpecs are the wrappers the reader peels, by base name, with their
// options as their manuals (GNU coreutils, util-linux, sudo, OpenBSD doas,
// findutils, procps) give them. A program that runs a command and also
// does something the reader must look at (env -S, flock -c, watch without
// -x, runuser without -u) stops peeling there, and a handler reads it.
// Package runners and exec wrappers are in runnerSpecs.
var wrapperSpecs = lazy[map[string]*wrapperSpec]{build: func() map[string]*wrapperSpec {
	return mergeSpecs(execWrapperSpecs.get(), runnerSpecs.get(), detachSpecs.get(), moreRunnerSpecs.get(), argvRunnerSpecs.get(), execMoreSpecs.get(),
		valuedSpecs.get(), unpeeledSpecs.get(), wrappers35Specs.get(), rt42RunnerSpecs.get())
}}

// mergeSpecs returns one table of the wrappers in tables, a later table's
// spec standing for a name in two. The table is sized for them all at
// once: grown as the names came, it was rehashed five times, some 0.1 M
// instructions of every process that reads a command (issue 10).
func mergeSpecs(tables ...map[string]*wrapperSpec) map[string]*wrapperSpec {
	size := 0
	for _, t := range tables {
		size += len(t)
	}
	out := make(map[string]*wrapperSpec, size)
	for _, t := range tables {
		for name, spec := range t {
			out[name] = spec
		}
	}
	return out
}

// execWrapperSpecs are the wrappers that change how, where or as whom a
// command runs.
var execWrapperSpecs = lazy[map[string]*wrapperSpec]{build: func() map[string]*wrapperSpec {
	return map[string]*wrapperSpec{
		"sudo": {
			opts: optSpec{short: "Aa:BbC:c:D:Eeg:Hh::iKklNnPp:R:r:SsT:t:U:u:Vv", long: []string{
				"askpass", "auth-type=", "background", "bell", "close-from=", "chdir=",
				"preserve-env?", "edit", "group=", "set-home", "help", "host=", "login",
				"remove-timestamp", "reset-timestamp", "list", "login-class=", "non-interactive",
				"no-update", "preserve-groups", "prompt=", "chroot=", "role=", "stdin", "shell",
				"type=", "command-timeout=", "other-user=", "user=", "version", "validate"}},
			assigns: true,
			stop:    []string{"-e", "--edit", "-l", "--list", "-V", "--version", "-K", "--remove-timestamp", "-v", "--validate", "--help"},
			shell:   []string{"-s", "--shell", "-i", "--login"},
		},
		"doas": {
			opts:  optSpec{short: "C:Lnsu:"},
			stop:  []string{"-C", "-L"},
			shell: []string{"-s"},
		},
		"run0": {
			opts: optSpec{short: "D:g:u:", long: []string{"no-ask-password", "unit=", "property=",
				"description=", "slave=", "slice=", "slice-inherit", "user=", "group=", "nice=",
				"chdir=", "setenv=", "background=", "machine=", "pty", "pipe", "via-shell", "empower"}},
			shell: []string{"*"},
		},
		"env": {
			opts: optSpec{short: "0C:iP:S:u:v", long: []string{"null", "chdir=", "ignore-environment",
				"split-string=", "unset=", "debug", "ignore-signal?", "default-signal?",
				"block-signal?", "list-signal-handling"}},
			assigns: true, dashEnv: true,
			stop: []string{"-S", "--split-string"},
		},
		"command": {opts: optSpec{short: "pvV"}, stop: []string{"-v", "-V"}},
		"builtin": {},
		"exec":    {opts: optSpec{short: "a:cl"}},
		"nice": {
			opts: optSpec{short: "n:", long: []string{"adjustment="}, numeric: true},
		},
		"nohup": {},
		"timeout": {
			opts: optSpec{short: "fk:ps:v", long: []string{"foreground", "kill-after=",
				"preserve-status", "signal=", "verbose"}},
			operands: 1,
		},
		"time": {
			opts: optSpec{short: "af:o:pqvV", long: []string{"append", "format=", "output=",
				"portability", "quiet", "verbose", "help", "version"}},
		},
		"stdbuf": {opts: optSpec{short: "i:o:e:", long: []string{"input=", "output=", "error="}}},
		"ionice": {
			opts: optSpec{short: "c:n:pPtu", long: []string{"class=", "classdata=", "pid",
				"pgid", "ignore", "uid"}},
			stop: []string{"-p", "--pid", "-P", "--pgid", "-u", "--uid"},
		},
		"setsid": {opts: optSpec{short: "cfw", long: []string{"ctty", "fork", "wait"}}},
		"flock": {
			opts: optSpec{short: "sexnoFuw:E:", long: []string{"shared", "exclusive", "nonblock",
				"nb", "close", "no-fork", "unlock", "timeout=", "wait=", "conflict-exit-code=", "verbose"}},
			operands:  1,
			stopWords: []string{"-c", "--command"},
		},
		"chroot": {
			opts:     optSpec{long: []string{"userspec=", "groups=", "skip-chdir"}},
			operands: 1,
			shell:    []string{"*"},
		},
		"xargs": {
			opts: optSpec{short: "0a:d:E:e::I:i::L:l::n:oP:prs:tx", long: []string{"null",
				"arg-file=", "delimiter=", "eof?", "replace?", "max-lines?", "max-args=",
				"open-tty", "max-procs=", "interactive", "process-slot-var=", "no-run-if-empty",
				"max-chars=", "verbose", "show-limits", "exit"}},
		},
		"watch": {
			opts: optSpec{short: "bCcd::egn:pq:rtwx", long: []string{"beep", "color", "no-color",
				"differences?", "errexit", "chgexit", "interval=", "precise", "equexit=",
				"no-rerun", "no-title", "no-wrap", "exec"}},
			needs: []string{"-x", "--exec"},
		},
		"nsenter": {
			opts: optSpec{short: "aCcefFG:i::m::n::p::r::S:t:T::U::u::w::W::Z", long: []string{
				"all", "target=", "mount?", "uts?", "ipc?", "net?", "pid?", "cgroup?", "user?",
				"time?", "setuid=", "setgid=", "preserve-credentials", "root?", "wd?", "wdns=",
				"env", "no-fork", "follow-context", "user-parent", "keep-caps", "join-cgroup"}},
			shell: []string{"*"},
		},
		"unshare": {
			opts: optSpec{short: "CcfG:imnpR:rS:TUuw:", long: []string{"mount?", "uts?", "ipc?",
				"net?", "pid?", "user?", "cgroup?", "time?", "fork", "kill-child?", "mount-proc?",
				"map-root-user", "map-current-user", "map-user=", "map-group=", "map-users=",
				"map-groups=", "map-auto", "propagation=", "setgroups=", "keep-caps",
				"setuid=", "setgid=", "root=", "wd=", "monotonic=", "boottime=", "load-interp="}},
			shell: []string{"*"},
		},
		"runuser": {
			opts: optSpec{short: "c:fg:G:lmpPs:u:w:", long: []string{"command=", "fast", "group=",
				"supp-group=", "login", "preserve-environment", "pty", "shell=", "user=",
				"whitelist-environment=", "session-command="}},
			needs: []string{"-u", "--user"},
			stop:  []string{"-c", "--command", "--session-command"},
		},
		"chrt": {
			opts: optSpec{short: "abdefimoprRvD:P:T:", long: []string{"all-tasks", "batch",
				"deadline", "ext", "fifo", "idle", "max", "other", "pid", "rr", "reset-on-fork",
				"verbose", "sched-runtime=", "sched-period=", "sched-deadline="}},
			operands: 1,
			stop:     []string{"-p", "--pid", "-m", "--max"},
		},
		"taskset": {
			opts:     optSpec{short: "acp", long: []string{"all-tasks", "cpu-list", "pid"}},
			operands: 1,
			stop:     []string{"-p", "--pid"},
		},
		"caffeinate": {opts: optSpec{short: "dimsut:w:"}},
		"systemd-run": {
			opts: optSpec{short: "dGH:E:M:p:PqrStu:", long: []string{"unit=", "property=",
				"description=", "slice=", "slice-inherit", "expand-environment=", "same-dir",
				"working-directory=", "uid=", "gid=", "nice=", "setenv=", "remain-after-exit",
				"service-type=", "wait", "pipe", "pty", "pty-late", "quiet", "verbose", "collect",
				"user", "system", "scope", "machine=", "host=", "on-active=", "on-boot=",
				"on-startup=", "on-unit-active=", "on-unit-inactive=", "on-calendar=",
				"on-clock-change", "on-timezone-change", "path-property=", "socket-property=",
				"timer-property=", "no-block", "no-ask-password", "send-sighup", "job-mode=",
				"shell", "json=", "ignore-failure", "background="}},
			shell: []string{"-S", "--shell"},
		},
		"entr":             {opts: optSpec{short: "acdnprsz"}, stop: []string{"-s"}},
		"fakeroot":         {opts: optSpec{short: "b:i:l:s:u", long: []string{"lib=", "faked=", "unknown-is-real"}}},
		"dbus-run-session": {opts: optSpec{long: []string{"config-file=", "dbus-daemon="}}},
		"xvfb-run":         {opts: optSpec{short: "ad:e:f:ln:p:s:w:", long: []string{"auto-servernum", "server-num=", "error-file=", "auth-file=", "listen-tcp", "xauth-protocol=", "server-args=", "wait="}}},
		"unbuffer":         {opts: optSpec{short: "p"}},
		"pkexec":           {opts: optSpec{long: []string{"user=", "disable-internal-agent", "keep-cwd"}}, shell: []string{"*"}},
		"ssh-agent":        {opts: optSpec{short: "a:cDdE:kO:P:st:"}},
		"proxychains":      {opts: optSpec{short: "qf:"}},
		"sshpass":          {opts: optSpec{short: "f:d:p:e::P:vhV"}, stop: []string{"-h", "-V"}},
		"eatmydata":        {},
		"nocache":          {opts: optSpec{short: "n:"}},
		"chronic":          {opts: optSpec{short: "ev"}},
		"ifne":             {opts: optSpec{short: "n"}},
		"catchsegv":        {},
		"pipenv":           {subs: []string{"run"}},
		"bundle":           {subs: []string{"exec"}, opts: optSpec{long: []string{"keep-file-descriptors", "gemfile="}}},
		"poetry": {subs: []string{"run"}, opts: optSpec{short: "hqVnP:C:v", long: []string{"help", "quiet", "version",
			"ansi", "no-ansi", "no-interaction", "no-plugins", "no-cache", "project=", "directory=", "verbose"}}},
		"pdm": {subs: []string{"run"}, pre: optSpec{short: "vqI", long: []string{"verbose", "quiet", "no-cache", "ignore-python"}},
			opts: optSpec{short: "gp:l", long: []string{"global", "project=", "list", "json", "site-packages", "recreate", "skip=", "venv="}}},
		"hatch": {subs: []string{"run", "env run"}, opts: optSpec{short: "e:i:x:f:", long: []string{"env=", "include=",
			"exclude=", "filter=", "force-continue", "ignore-compat"}}, pre: optSpec{short: "e:vq", long: []string{"env=", "project=", "verbose", "quiet",
			"color", "no-color", "interactive", "no-interactive", "data-dir=", "cache-dir=", "config="}}},
		"flatpak-spawn": {opts: optSpec{long: []string{"host", "watch-bus", "expose-pids", "share-pids", "clear-env",
			"latest-version", "sandbox", "no-network", "env=", "unset-env=", "forward-fd=", "directory=",
			"sandbox-expose=", "sandbox-expose-ro=", "sandbox-expose-path=", "sandbox-expose-path-ro=",
			"sandbox-flag=", "app-path=", "usr-path=", "verbose"}}, chdir: []string{"--directory"}},
		// Environment, sandbox, process-state and secret-injecting wrappers
		// (red-team finds): each runs the command after its own words.

		"flox":             {subs: []string{"activate"}, after: []string{"--", "-c"}, shell: []string{"-c"}},
		"toolbox":          {subs: []string{"run"}, opts: optSpec{short: "c:d:r:", long: []string{"container=", "distro=", "release="}}},
		"distrobox":        {subs: []string{"enter"}, after: []string{"--", "-e"}},
		"numactl":          {opts: optSpec{short: "C:N:m:p:i:lsHa", long: []string{"interleave=", "cpunodebind=", "physcpubind=", "membind=", "preferred=", "localalloc", "all", "show", "hardware"}}},
		"setarch":          {operands: 1, opts: optSpec{short: "v3BFILRSTXZ"}},
		"faketime":         {operands: 1, opts: optSpec{short: "mfp:"}},
		"ip":               {subs: []string{"netns exec", "vrf exec"}, operands: 1},
		"cgexec":           {opts: optSpec{short: "g:", long: []string{"sticky"}}},
		"retry":            {after: []string{"--"}},
		"sem":              {opts: optSpec{short: "j:", long: []string{"fg", "id=", "jobs=", "semaphoretimeout=", "wait", "bg"}}},
		"with-contenv":     {},
		"gosu":             {operands: 1},
		"su-exec":          {operands: 1},
		"chpst":            {opts: optSpec{short: "u:U:b:e:n:l:L:m:d:o:p:f:c:r:t:vP012"}},
		"torify":           {},
		"dotenvx":          {subs: []string{"run"}, after: []string{"--"}},
		"envchain":         {operands: 1},
		"with-aws-profile": {},
		"chamber":          {subs: []string{"exec"}, after: []string{"--"}},
		"berglas":          {subs: []string{"exec"}, after: []string{"--"}},
		"vault-env":        {},
		"summon":           {opts: optSpec{short: "p:f:D:", long: []string{"provider=", "yaml=", "environment=", "up"}}},
		"teller":           {subs: []string{"run"}, after: []string{"--"}},
		"proxychains4":     {opts: optSpec{short: "qf:"}},
		"torsocks":         {opts: optSpec{short: "a:dhiP:p:qu:", long: []string{"address=", "port=", "user=", "pass=", "isolate", "quiet", "debug"}}},
	}
}}
