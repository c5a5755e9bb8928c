package patterns

// argvRunnerSpecs are more programs that run their words as a command
// (fx20d1, rt20d #8), each with its options as its manual gives them:
// systemd-cat (logs what it runs), dbus-launch (starts a bus for it),
// rye run, reflex and lockrun after `--`, devenv shell, retry, trickle,
// runcon with its options, macOS's arch, setarch's personality names
// (linux32, linux64, i386, x86_64 …), with-lock-ex, timelimit, and sops's
// exec-env and exec-file, which hand their command to a shell.
// start-stop-daemon and cargo watch take their command by option: their
// handlers are in nested_daemon.go.
var argvRunnerSpecs = lazy[map[string]*wrapperSpec]{build: func() map[string]*wrapperSpec {
	personality := &wrapperSpec{opts: optSpec{short: "v3BFILRSTXZ", long: []string{"verbose",
		"addr-no-randomize", "fdpic-funcptrs", "mmap-page-zero", "addr-compat-layout", "read-implies-exec",
		"32bit", "whole-seconds", "sticky-timeouts", "short-inode", "uname-2.6"}}}
	m := map[string]*wrapperSpec{
		"systemd-cat": {opts: optSpec{short: "t:p:", long: []string{"identifier=", "priority=",
			"stderr-priority=", "level-prefix=", "namespace="}},
			stop: []string{"-h", "--help", "--version"}},
		"dbus-launch": {opts: optSpec{long: []string{"sh-syntax", "csh-syntax", "auto-syntax",
			"binary-syntax", "close-stderr", "exit-with-session", "exit-with-x11", "autolaunch=",
			"config-file="}}, stop: []string{"--version", "--help"}},
		"rye": {subs: []string{"run"}, opts: optSpec{short: "lvq", long: []string{"pyproject=", "list",
			"verbose", "quiet", "env-file="}}, stop: []string{"-l", "--list"}},
		"reflex":  {after: []string{"--"}},
		"lockrun": {after: []string{"--"}},
		"devenv":  {subs: []string{"shell"}},
		"retry": {opts: optSpec{short: "t:d:u:m:x:", long: []string{"times=", "delay=", "until=",
			"message=", "exit="}}},
		"trickle": {opts: optSpec{short: "svd:u:w:t:l:n:"}},
		"runcon": {opts: optSpec{short: "cu:r:t:l:", long: []string{"compute", "user=", "role=",
			"type=", "range="}}},
		"arch":         {attached: true},
		"with-lock-ex": {opts: optSpec{short: "qfw"}, operands: 1},
		"timelimit":    {opts: optSpec{short: "pqS:s:T:t:"}},
		"sops":         {subs: []string{"exec-env", "exec-file"}, opts: optSpec{long: []string{"background", "no-fifo", "user=", "filename=", "pristine", "same-process"}}, operands: 1, joins: []string{"*"}},
	}
	for _, name := range []string{"linux32", "linux64", "i386", "i486", "i586", "i686", "x86_64", "uname26"} {
		m[name] = personality
	}
	return m
}}
