package patterns

// runnerSpecs are the package runners and exec wrappers the reader peels,
// by base name, with their options as their manuals give them (npm 10,
// pnpm 9, yarn 4, uv 0.5, pipx 1.7, conda 24, mise, nix 2.24, strace 6,
// ltrace, valgrind, gdb, firejail, bubblewrap, cpulimit). The tool a
// runner runs becomes the part's program, so the defaults judge it as
// themselves: `npx semantic-release`, `uvx twine upload`. An option a
// runner does not know leaves the part unreadable.
var runnerSpecs = lazy[map[string]*wrapperSpec]{build: func() map[string]*wrapperSpec {
	return map[string]*wrapperSpec{
		"npx": {opts: npmExecOpts.get(), pkg: true, stop: []string{"-c", "--call"}, shell: []string{"*"}},
		"npm": {subs: []string{"exec", "x"}, pre: npmExecOpts.get(), opts: npmExecOpts.get(), pkg: true,
			stop: []string{"-c", "--call"}, shell: []string{"*"}, chdir: []string{"-C", "--prefix"}},
		"bunx": {opts: optSpec{short: "p:", long: []string{"bun", "package=", "no-install", "verbose", "silent"}}, pkg: true},
		// bun exec STRING runs STRING with Bun Shell, a bash-like shell
		// (bun's manual: "Run a shell script directly with Bun Shell";
		// rt56c F0): its words are read as a command string.
		"bun": {subs: []string{"x", "exec"}, opts: optSpec{short: "p:", long: []string{"bun", "package=", "no-install", "verbose", "silent"}}, pkg: true,
			joinSub: "exec"},
		"pnpm": {subs: []string{"dlx", "exec"}, pre: pnpmOpts.get(), opts: pnpmOpts.get(), pkg: true,
			joins: []string{"-c", "--shell-mode"}, chdir: []string{"-C", "--dir"}},
		"pnpx": {opts: pnpmOpts.get(), pkg: true, joins: []string{"-c", "--shell-mode"}},
		// yarn run -T (--top-level) or -B (--binaries-only) runs a binary
		// of the project's dependencies, as yarn exec does (rt42 §12);
		// plain yarn run NAME runs the package's script NAME first, left
		// to the script's name (yarn run semantic-release).
		"yarn": {subs: []string{"dlx", "exec", "run"}, pre: optSpec{short: "s", long: []string{"cwd=", "silent", "verbose", "offline"}},
			opts: optSpec{short: "p:qTB", long: []string{"package=", "quiet", "top-level", "binaries-only",
				"inspect?", "inspect-brk?", "require="}}, pkg: true, joinSub: "exec",
			subNeeds: map[string][]string{"run": {"-T", "--top-level", "-B", "--binaries-only"}},
			chdir:    []string{"--cwd"}},
		"uvx": {opts: uvRunOpts.get(), pkg: true},
		"uv": {subs: []string{"run", "tool run"}, pre: uvGlobalOpts.get(), opts: uvRunOpts.get(), pkg: true,
			chdir: []string{"--directory"}},
		"pipx": {subs: []string{"run"}, opts: optSpec{short: "e:i:qv", long: []string{"no-cache", "pypackages",
			"spec=", "path", "python=", "fetch-missing-python", "system-site-packages", "index-url=",
			"editable", "pip-args=", "verbose", "quiet", "backend="}}, pkg: true},
		"conda": condaRun.get(), "mamba": condaRun.get(), "micromamba": condaRun.get(),
		"mise": {subs: []string{"exec", "x"}, pre: miseOpts.get(), opts: miseOpts.get(), after: []string{"--"},
			shell: []string{"*"}, chdir: []string{"-C", "--cd"}},
		"asdf":   {subs: []string{"exec"}},
		"direnv": {subs: []string{"exec"}, operands: 1},
		// cmake -E env [--unset=NAME] [--modify NAME=OP:VALUE] [NAME=VALUE]…
		// [--] CMD runs CMD as env does (rt39 §2).
		"cmake": {subs: []string{"env"}, pre: optSpec{short: "E"},
			opts: optSpec{long: []string{"unset=", "modify="}}, assigns: true, dashAfter: true},
		"nix": {subs: []string{"develop", "shell", "run"}, flakeRun: true, pre: optSpec{short: "j:Lv", long: []string{
			"extra-experimental-features=", "experimental-features=", "verbose", "print-build-logs",
			"impure", "offline", "refresh", "accept-flake-config", "no-write-lock-file", "quiet",
			"debug", "show-trace", "max-jobs=", "cores=", "log-format="}},
			after: []string{"-c", "--command"}, shell: []string{"*"}},
		"dotenv": {opts: optSpec{short: "c:e:op:v:", long: []string{"debug", "no-expand", "override", "quiet"}},
			stop: []string{"-p"}},
		// dotenv-cli is the package whose bin is dotenv: `npx dotenv-cli
		// -- CMD` runs CMD as `dotenv -- CMD` does (rt45 command-strings).
		"dotenv-cli": {opts: optSpec{short: "c:e:op:v:", long: []string{"debug", "no-expand", "override", "quiet"}},
			stop: []string{"-p"}},
		"aws-vault": {subs: []string{"exec"}, opts: optSpec{short: "d:jnst:", long: []string{"duration=",
			"no-session", "region=", "mfa-token=", "json", "server", "ec2-server", "ecs-server", "lazy",
			"stdout", "prompt=", "backend="}}, operands: 1, dashAfter: true},
		"op": {subs: []string{"run"}, after: []string{"--"}},
		// tox 4 runs the command after -- in an environment (rt22e #28).
		"tox":       {subs: []string{"exec"}, after: []string{"--"}},
		"doppler":   {subs: []string{"run"}, after: []string{"--"}},
		"infisical": {subs: []string{"run"}, after: []string{"--"}},
		"strace": {opts: optSpec{short: "a:b:cCdDe:E:fFhiI:kno:O:p:P:qrs:S:tTu:U:vVwxX:yYzZ", long: []string{
			"trace=", "trace-fds=", "signal=", "status=", "quiet?", "silence=", "decode-fds?",
			"decode-pids=", "output=", "output-separately", "summary-only", "summary", "summary-wall-clock",
			"summary-columns=", "summary-sort-by=", "follow-forks", "attach=", "string-limit=", "env=",
			"absolute-timestamps?", "relative-timestamps?", "syscall-times?", "instruction-pointer",
			"stack-trace", "no-abbrev", "verbose=", "raw=", "read=", "write=", "fault=", "inject=",
			"kill-on-exit", "user=", "columns=", "daemonize?", "detach-on=", "seccomp-bpf", "tips?",
			"const-print-style=", "timestamps?", "strings-in-hex?", "interruptible=", "help", "version"}}},
		"ltrace": {opts: optSpec{short: "a:A:bcCDe:fF:hil:L:n:o:p:rs:Su:w:x:", long: []string{"align=",
			"demangle", "indent=", "library=", "output=", "debug=", "config=", "help", "version"}}},
		"valgrind": {attached: true, stop: []string{"-h", "--help", "--help-debug", "--version"}},
		"gdb":      {after: []string{"--args", "-args"}},
		"firejail": {attached: true, shell: []string{"*"}, stop: []string{"--list", "--tree", "--top",
			"--help", "--version", "--shutdown", "--ls", "--get", "--put", "--netstats", "--audit"}},
		"bwrap": {opts: optSpec{long: []string{"help", "version", "args=", "argv0=", "level-prefix",
			"unshare-all", "share-net", "unshare-user", "unshare-user-try", "unshare-ipc", "unshare-pid",
			"unshare-net", "unshare-uts", "unshare-cgroup", "unshare-cgroup-try", "userns=", "userns2=",
			"disable-userns", "assert-userns-disabled", "pidns=", "uid=", "gid=", "hostname=", "chdir=",
			"clearenv", "setenv=", "unsetenv=", "lock-file=", "sync-fd=", "bind=", "bind-try=",
			"dev-bind=", "dev-bind-try=", "ro-bind=", "ro-bind-try=", "remount-ro=", "overlay-src=",
			"overlay=", "tmp-overlay=", "ro-overlay=", "exec-label=", "file-label=", "proc=", "dev=",
			"tmpfs=", "mqueue=", "dir=", "file=", "bind-data=", "ro-bind-data=", "symlink=", "seccomp=",
			"add-seccomp-fd=", "block-fd=", "userns-block-fd=", "info-fd=", "json-status-fd=",
			"new-session", "die-with-parent", "as-pid-1", "cap-add=", "cap-drop=", "perms=", "size=",
			"chmod="},
			values: map[string]int{"setenv": 2, "bind": 2, "bind-try": 2, "dev-bind": 2,
				"dev-bind-try": 2, "ro-bind": 2, "ro-bind-try": 2, "overlay": 3, "file": 2,
				"bind-data": 2, "ro-bind-data": 2, "symlink": 2, "chmod": 2}},
			stop: []string{"--help", "--version", "--args"}},
		"cpulimit": {opts: optSpec{short: "c:e:hikl:mp:P:qrs:vz", long: []string{"cpu=", "exe=", "help",
			"include-children", "kill", "limit=", "monitor-forks", "pid=", "path=", "quiet", "restore",
			"signal=", "verbose", "lazy"}},
			stop: []string{"-e", "--exe", "-p", "--pid", "-P", "--path", "-h", "--help"}},
		// rlwrap runs its command with a line editor in front: what is
		// typed or piped reaches the command.
		"rlwrap": {opts: optSpec{short: "a::Ab:cC:D:e:f:g:hH:il:m::M:nNoO:p::P:q:rRs:S:t:Uvw:Wz:", long: []string{
			"always-readline?", "no-children", "break-chars=", "complete-filenames", "command-name=",
			"history-no-dupes=", "extra-char-after-completion=", "file=", "forget-matching=", "help",
			"history-filename=", "case-insensitive", "logfile=", "multi-line?", "multi-line-ext=",
			"no-warnings", "one-shot", "only-cook=", "prompt-colour?", "pre-given=", "quote-characters=",
			"remember", "renice", "histsize=", "substitute-prompt=", "set-term-name=", "mirror-arguments",
			"version", "wait-before-prompt=", "polling", "filter="}},
			stop: []string{"-h", "--help", "-v", "--version"}},
		"busybox": {},
		"toybox":  {},
		// coreutils' and uutils' multicall binary runs its applet
		// (coreutils rm -rf ~); podman's and buildah's unshare run their
		// command in a user namespace as the caller (rt17d #2).
		"coreutils": {},
		"podman":    {subs: []string{"unshare"}},
		"buildah":   {subs: []string{"unshare"}},
		"corepack":  {},
	}
}}

// npmExecOpts are the options of npm exec and npx, and npm's own that may
// stand before exec.
var npmExecOpts = lazy[optSpec]{build: func() optSpec {
	return optSpec{short: "C:c:dgp:qsw:yf", long: []string{"package=", "call=", "yes", "no",
		"no-yes", "workspace=", "workspaces", "include-workspace-root", "prefix=", "registry=",
		"loglevel=", "silent", "quiet", "ignore-existing", "global", "location=", "userconfig=",
		"cache=", "offline", "prefer-offline", "prefer-online", "legacy-peer-deps", "force",
		"foreground-scripts", "node-options=", "script-shell=", "editor=", "browser="}}
}}

// pnpmOpts are pnpm's own options and those of pnpm dlx and exec.
var pnpmOpts = lazy[optSpec]{build: func() optSpec {
	return optSpec{short: "C:cF:rsw", long: []string{"dir=", "workspace-root", "recursive",
		"filter=", "filter-prod=", "silent", "reporter=", "stream", "aggregate-output", "loglevel=",
		"color", "no-color", "parallel", "workspace-concurrency=", "fail-if-no-match", "sort",
		"no-sort", "reverse", "resume-from=", "report-summary", "shell-mode", "no-bail", "bail",
		"package=", "allow-build=", "use-stderr"}}
}}

// uvGlobalOpts are uv's own options, which may stand before run.
var uvGlobalOpts = lazy[optSpec]{build: func() optSpec {
	return optSpec{short: "nqv", long: []string{"directory=", "project=", "quiet",
		"verbose", "offline", "no-cache", "cache-dir=", "color=", "native-tls", "no-progress",
		"config-file=", "no-config", "python-preference=", "managed-python", "no-managed-python",
		"no-python-downloads", "allow-insecure-host=", "preview", "no-preview"}}
}}

// uvRunOpts are the options of uv run, uv tool run and uvx. -m makes the
// command's first word a module, which is run as the program.
var uvRunOpts = lazy[optSpec]{build: func() optSpec {
	return optSpec{short: "C:f:i:mnp:P:qsUvw:", long: []string{"directory=", "project=",
		"quiet", "verbose", "offline", "no-cache", "cache-dir=", "color=", "native-tls", "no-progress",
		"config-file=", "no-config", "python-preference=", "managed-python", "no-managed-python",
		"no-python-downloads", "allow-insecure-host=", "preview", "no-preview",
		"with=", "with-editable=", "with-requirements=", "from=", "python=", "isolated", "env-file=",
		"no-env-file", "extra=", "all-extras", "no-extra=", "no-dev", "dev", "group=", "no-group=",
		"only-group=", "all-groups", "no-default-groups", "module", "only-dev", "no-editable", "exact",
		"frozen", "locked", "no-sync", "package=", "all-packages", "no-project", "script", "gui-script",
		"active", "index=", "default-index=", "index-url=", "extra-index-url=", "find-links=",
		"no-index", "upgrade", "upgrade-package=", "reinstall", "reinstall-package=", "refresh",
		"refresh-package=", "no-build", "no-build-package=", "no-binary", "no-binary-package=",
		"prerelease=", "resolution=", "exclude-newer=", "index-strategy=", "keyring-provider=",
		"link-mode=", "compile-bytecode", "no-sources", "config-setting=", "no-build-isolation"}}
}}

// condaRun is conda run (and mamba's and micromamba's).
var condaRun = lazy[*wrapperSpec]{build: func() *wrapperSpec {
	return &wrapperSpec{subs: []string{"run"}, opts: optSpec{short: "a:n:p:v", long: []string{
		"name=", "prefix=", "cwd=", "live-stream", "no-capture-output", "verbose",
		"debug-wrapper-scripts", "dev", "attach=", "clean-env"}}, chdir: []string{"--cwd"}}
}}

// miseOpts are mise's own options and those of mise exec.
var miseOpts = lazy[optSpec]{build: func() optSpec {
	return optSpec{short: "C:c:E:j:qvy", long: []string{"cd=", "command=", "env=", "jobs=",
		"raw", "quiet", "verbose", "yes", "no-prepare", "fresh-env"}}
}}
