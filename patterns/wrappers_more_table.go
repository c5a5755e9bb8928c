package patterns

// moreRunnerSpecs are runners and wrappers that run their words as a
// command (rt19d finding 15): npm's cross-env and env-cmd, task queues
// (pueue add, task-spooler's tsp or ts, nq), rootless chroots (proot,
// fakechroot), s6's and systemd's setuid and container shells, Software
// Collections, pixi and nx, version managers' exec, Procfile runners and
// Ubuntu's run-one family, each with its options as its manual gives
// them. Those that always hand their joined words to a shell (pueue add,
// cross-env-shell) read them as a command string.
var moreRunnerSpecs = lazy[map[string]*wrapperSpec]{build: func() map[string]*wrapperSpec {
	tsOpts := optSpec{short: "nEgfL:N:D:W:BmdrisS::lKChVt::c::p::o::k::u::U:w::"}
	tsStop := []string{"-r", "-i", "-s", "-S", "-l", "-K", "-C", "-h", "-V", "-t", "-c", "-p", "-o", "-k", "-u", "-U", "-w"}
	pixiOpts := optSpec{short: "e:vqs:c:", long: []string{"environment=", "manifest-path=", "frozen",
		"locked", "no-install", "revalidate", "clean-env", "force-activate", "no-lockfile-update",
		"tls-no-verify", "auth-file=", "pypi-keyring-provider=", "concurrent-solves=",
		"concurrent-downloads=", "verbose", "quiet", "color=", "no-progress", "skip-deps", "dry-run",
		"spec=", "with=", "channel=", "platform=", "force-reinstall", "list?"}}
	m := map[string]*wrapperSpec{
		"cross-env":       {assigns: true},
		"cross-env-shell": {assigns: true, joins: []string{"*"}},
		"env-cmd": {opts: optSpec{short: "f:r:e:x", long: []string{"file=", "rc-file=", "environments=",
			"fallback", "no-override", "use-shell", "silent", "verbose", "expand-envs", "recursive"}},
			joins: []string{"--use-shell"}},
		"pueue": {subs: []string{"add"}, pre: optSpec{short: "vc:p:", long: []string{"verbose", "config=",
			"profile=", "color="}},
			opts: optSpec{short: "eisd:g:a:o:l:w:pf", long: []string{"escape", "immediate", "stashed",
				"delay=", "group=", "after=", "priority=", "label=", "working-directory=", "print-task-id",
				"follow"}},
			joins: []string{"*"}, dashAfter: true, chdir: []string{"-w", "--working-directory"}},
		"tsp": {opts: tsOpts, stop: tsStop},
		"ts":  {opts: tsOpts, stop: tsStop},
		"nq":  {opts: optSpec{short: "cqt"}},
		"proot": {opts: optSpec{short: "r:b:m:q:w:0i:k:R:S:v:VhL", long: []string{"rootfs=", "bind=",
			"mount=", "qemu=", "pwd=", "cwd=", "root-id", "change-id=", "kernel-release=", "verbose=",
			"version", "help", "link2symlink", "kill-on-exit", "sysvipc", "ashmem-memfd"}},
			stop: []string{"-V", "--version", "-h", "--help"}, shell: []string{"*"}},
		"fakechroot": {opts: optSpec{short: "l:d:se:c:b:", long: []string{"lib=", "elfloader=",
			"use-system-libs", "environment=", "config-dir=", "bindir="}}, shell: []string{"*"}},
		"s6-setuidgid":        {operands: 1},
		"s6-envuidgid":        {operands: 1},
		"distrobox-host-exec": {},
		"machinectl": {subs: []string{"shell"}, pre: optSpec{short: "M:E:qH:", long: []string{"machine=",
			"setenv=", "quiet", "host=", "uid=", "no-pager", "no-ask-password"}},
			opts: optSpec{short: "E:q", long: []string{"setenv=", "uid=", "quiet"}}, operands: 1, shell: []string{"*"}},
		"scl": {subs: []string{"enable", "run"}, after: []string{"--"}},
		// watchexec runs its command words without a "--" too, and joins
		// them for a shell (its --shell, sh by default; rt19d #11).
		"watchexec": {opts: optSpec{short: "w:W:F:e:f:i:d:s:E:prcno:qN1vV", long: []string{"watch=",
			"watch-non-recursive=", "watch-file=", "exts=", "filter=", "filter-file=", "filter-prog=", "ignore=",
			"ignore-file=", "debounce=", "signal=", "stop-signal=", "stop-timeout=", "delay-run=", "env=",
			"shell=", "workdir=", "project-origin=", "on-busy-update=", "emit-events-to=", "poll?",
			"postpone", "restart", "clear?", "notify", "no-vcs-ignore", "no-project-ignore", "no-global-ignore",
			"no-default-ignore", "no-discover-ignore", "no-meta", "no-process-group", "no-environment", "wrap-process=",
			"print-events", "quiet", "bell", "timings", "color=", "log-file?", "verbose", "version", "help"}},
			joins: []string{"*"}, chdir: []string{"--workdir"}, stop: []string{"-V", "--version", "--help"}},
		"pixi":  {subs: []string{"run", "exec"}, pre: pixiOpts, opts: pixiOpts, dashAfter: true},
		"nx":    {subs: []string{"exec"}, after: []string{"--"}},
		"rbenv": {subs: []string{"exec"}}, "pyenv": {subs: []string{"exec"}}, "nodenv": {subs: []string{"exec"}},
		"goenv": {subs: []string{"exec"}}, "jenv": {subs: []string{"exec"}},
		"fnm":     {subs: []string{"exec"}, opts: optSpec{long: []string{"using="}}},
		"volta":   {subs: []string{"run"}, opts: optSpec{long: []string{"node=", "npm=", "pnpm=", "yarn=", "bundled-npm", "no-yarn", "env=", "verbose", "quiet"}}},
		"rustup":  {subs: []string{"run"}, opts: optSpec{long: []string{"install"}}, operands: 1},
		"foreman": {subs: []string{"run"}, opts: optSpec{short: "d:e:f:", long: []string{"root=", "env=", "procfile="}}},
		"honcho":  {subs: []string{"run"}, pre: optSpec{short: "e:d:f:", long: []string{"env=", "app-root=", "procfile="}}},
	}
	for _, name := range []string{"run-one", "run-this-one", "keep-one-running", "run-one-constantly",
		"run-one-until-success", "run-one-until-failure"} {
		m[name] = &wrapperSpec{}
	}
	return m
}}
