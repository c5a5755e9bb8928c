package patterns

// unpeeledSpecs are exec wrappers the tables lacked (rt31 F1b), each with
// its options as its manual gives them: util-linux's choom, uclampset,
// enosys, setpgid and pipesz; AppArmor's aa-exec; macOS's sandbox-exec and
// xcrun; apptainer and singularity exec (an image, then the command);
// Haskell's stack exec and cabal exec, opam exec and dune exec; guix
// shell and guix environment (the command after `--`, else a shell);
// zellij run; pm2 start (its words joined into a command
// string, as pm2 runs a command given as one); daemontools' setuidgid,
// envuidgid, envdir, softlimit and setlock. An option a table does not
// know leaves the part unreadable.
var unpeeledSpecs = lazy[map[string]*wrapperSpec]{build: func() map[string]*wrapperSpec {
	apptainer := &wrapperSpec{subs: []string{"exec"}, operands: 1,
		pre: optSpec{short: "c:dqsv", long: []string{"config=", "debug", "quiet", "silent", "verbose", "nocolor"}},
		opts: optSpec{short: "B:cCefH:ipuwW:o:S:", long: []string{"bind=", "contain", "containall",
			"cleanenv", "env=", "env-file=", "home=", "no-home", "writable", "writable-tmpfs", "nv",
			"rocm", "pwd=", "cwd=", "fakeroot", "overlay=", "scratch=", "workdir=", "net", "network=",
			"network-args=", "security=", "app=", "no-mount=", "userns", "ipc", "pid", "uts", "hostname=",
			"dns=", "keep-privs", "no-privs", "add-caps=", "drop-caps=", "allow-setuid", "mount=",
			"no-init", "no-nv", "compat", "boot", "unsquash", "fusemount=", "no-https",
			"disable-cache", "nvccli", "sharens", "no-eval", "no-umask", "oci", "apply-cgroups=",
			"cpus=", "memory=", "passphrase", "pem-path=", "docker-login", "authfile="}}}
	guix := &wrapperSpec{subs: []string{"shell", "environment"}, after: []string{"--"}, shell: []string{"*"}}
	return map[string]*wrapperSpec{
		"choom": {opts: optSpec{short: "n:p:hV", long: []string{"adjust=", "pid=", "help", "version"}},
			stop: []string{"-p", "--pid", "-h", "--help", "-V", "--version"}},
		"uclampset": {opts: optSpec{short: "m:M:Rap:svhV", long: []string{"all-tasks", "pid",
			"reset-on-fork", "system", "verbose", "help", "version"}},
			stop: []string{"-p", "--pid", "-s", "--system", "-h", "--help", "-V", "--version"}},
		"enosys": {opts: optSpec{short: "s:i:lmd::hV", long: []string{"syscall=", "ioctl=", "list",
			"list-ioctl", "dump?", "help", "version"}},
			stop: []string{"-l", "--list", "-m", "--list-ioctl", "-h", "--help", "-V", "--version"}},
		"setpgid": {opts: optSpec{short: "fhV", long: []string{"foreground", "help", "version"}},
			stop: []string{"-h", "--help", "-V", "--version"}},
		"pipesz": {opts: optSpec{short: "gs:f:n:ioecqvhV", long: []string{"get", "set=", "file=",
			"fd=", "stdin", "stdout", "stderr", "check", "quiet", "verbose", "help", "version"}},
			stop: []string{"-h", "--help", "-V", "--version"}},
		"aa-exec": {opts: optSpec{short: "p:n:ivdh", long: []string{"profile=", "namespace=",
			"immediate", "verbose", "debug", "help"}}, stop: []string{"-h", "--help"}},
		"sandbox-exec": {opts: optSpec{short: "f:n:p:D:"}},
		"xcrun": {opts: optSpec{short: "hvklnrf", oneDash: true, long: []string{"help", "version",
			"verbose", "kill-cache", "log", "no-cache", "run", "find", "sdk=", "toolchain=",
			"show-sdk-path", "show-sdk-version", "show-sdk-build-version", "show-sdk-platform-path",
			"show-sdk-platform-version", "show-toolchain-path"}},
			stop: []string{"-h", "--help", "-version", "--version", "-f", "--find", "-find",
				"--show-sdk-path", "--show-sdk-version", "--show-sdk-build-version",
				"--show-sdk-platform-path", "--show-sdk-platform-version", "--show-toolchain-path"}},
		"apptainer": apptainer, "singularity": apptainer,
		"stack": {subs: []string{"exec"}, pre: optSpec{long: []string{"stack-yaml=", "resolver=",
			"snapshot=", "verbosity=", "verbose", "silent", "nix", "no-nix", "docker", "no-docker",
			"work-dir=", "stack-root=", "system-ghc", "no-system-ghc", "install-ghc", "no-install-ghc",
			"compiler=", "color=", "terminal", "no-terminal"}},
			opts: optSpec{long: []string{"package=", "rts-options=", "cwd=", "ghc-package-path",
				"no-ghc-package-path", "stack-yaml=", "resolver=", "snapshot="}}, chdir: []string{"--cwd"}},
		"cabal": {subs: []string{"exec"}, opts: optSpec{short: "v::", long: []string{"verbose?",
			"builddir=", "project-file=", "project-dir=", "with-compiler=", "package-env=",
			"enable-tests", "disable-tests", "enable-benchmarks", "disable-benchmarks", "offline"}}},
		"opam": {subs: []string{"exec"}, opts: optSpec{short: "qvy", long: []string{"switch=",
			"set-switch", "set-root", "root=", "quiet", "verbose", "yes", "cli=", "debug", "color=",
			"safe", "readonly", "no-switch"}}},
		"dune": {subs: []string{"exec"}, opts: optSpec{short: "j:w", long: []string{"root=",
			"profile=", "release", "build-dir=", "display=", "watch", "no-build", "no-print-directory",
			"context=", "jobs=", "verbose", "always-show-command-line"}}},
		"guix": guix,
		"zellij": {subs: []string{"run"}, pre: optSpec{short: "s:l:c:d", long: []string{"session=",
			"layout=", "config=", "config-dir=", "debug", "data-dir=", "max-panes="}},
			opts: optSpec{short: "cd:fin:s", long: []string{"close-on-exit", "cwd=", "direction=",
				"floating", "in-place", "name=", "start-suspended", "width=", "height=", "x=", "y=",
				"pinned="}}, chdir: []string{"--cwd"}},
		"pm2": {subs: []string{"start"}, joins: []string{"*"}, opts: optSpec{short: "n:i:fo:e:l:",
			long: []string{"name=", "instances=", "watch?", "max-memory-restart=", "log=", "output=",
				"error=", "env=", "interpreter=", "cwd=", "node-args=", "cron=", "force",
				"no-autorestart", "time", "namespace=", "update-env", "restart-delay="}}},
		"setuidgid": {operands: 1},
		"envuidgid": {operands: 1},
		"envdir":    {operands: 1},
		"softlimit": {opts: optSpec{short: "m:a:d:s:l:f:p:o:c:r:t:"}},
		"setlock":   {opts: optSpec{short: "nNxX"}, operands: 1},
	}
}}
