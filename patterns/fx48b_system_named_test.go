package patterns

import "testing"

// fx48bNamedCases (fx48b, issue 7, rt46): system effects named cmd.system,
// the rule an operator reads to decide. Each was named otherwise before:
// a kernel tunable cmd.credentials, a file that runs later the floor, a
// system file or program cmd.delete-outside or cmd.guard-tamper. The
// calls decided otherwise keep their names (class "" is not checked).
var fx48bNamedCases = []struct {
	cmd, rule, class string
}{
	// The kernel's settings below /proc/sys: tunables are the system's,
	// its guards credentials'.
	{"sysctl -w net.ipv4.ip_forward=1", "cmd.system", ""},
	{"sysctl -w kernel.panic=1", "cmd.system", ""},
	{"echo 1 > /proc/sys/kernel/sysrq", "cmd.system", "system-config"},
	{"echo 3 > /proc/sys/vm/drop_caches", "cmd.system", "system-config"},
	{`sudo sh -c "echo 1 > /proc/sys/kernel/sysrq"`, "cmd.system", "system-config"},
	{"sysctl -w kernel.yama.ptrace_scope=0", "cmd.credentials", ""},
	{"sysctl kernel.randomize_va_space=0", "cmd.credentials", ""},
	{"sysctl -w kernel.core_pattern='|/tmp/x'", "cmd.credentials", ""},
	{"echo 0 > /proc/sys/kernel/yama/ptrace_scope", "cmd.credentials", "kernel-knob"},
	{"echo 0 > /proc/sys/fs/protected_symlinks", "cmd.credentials", "kernel-knob"},
	// A file that runs later, where cmd.system certainly matches.
	{"insmod ./x.ko", "cmd.system", ""},
	{"sudo ln -sf /bin/true /usr/bin/ssh", "cmd.system", "system-program"},
	{"ln -sf /usr/bin/python2 /usr/bin/python3", "cmd.system", "system-program"},
	{"crontab /tmp/x", "cmd.system", "crontab-change"},
	{"echo /tmp/e.so > /etc/ld.so.preload", "cmd.system", "system-config"},
	{"sudo cp evil.service /etc/systemd/system/ && systemctl enable --now evil", "cmd.system", "system-config"},
	// ... but cmd.credentials first where it certainly matches.
	{"git config --global credential.helper store", "cmd.credentials", ""},
	// cmd.system over a certain cmd.delete-outside.
	{"crontab -r", "cmd.system", "crontab-change"},
	{"crontab -u bob -r", "cmd.system", "crontab-change"},
	{`echo "nameserver 1.2.3.4" > /etc/resolv.conf`, "cmd.system", "system-config"},
	{"chmod 000 /usr/bin/sudo", "cmd.system", "system-program"},
	{"sudo chmod 000 /usr/bin/git", "cmd.system", "system-program"},
	{"chmod 700 /usr/bin/python3", "cmd.system", "bin-mode-loss"},
	{"chmod o-x /usr/bin/git", "cmd.system", "bin-mode-loss"},
	{"chmod -x /usr/bin/ssh", "cmd.system", "bin-mode-loss"},
	{"chmod -R 000 /usr/bin", "cmd.system", "bin-mode-loss"},
	{"mv /usr/bin/python3 /tmp/", "cmd.system", "system-program"},
	{"cp x.conf /etc/nginx/nginx.conf", "cmd.system", "system-config"},
	// A glob of the machine's programs is weak evidence of ozdesk's.
	{"chmod a-x /bin/*", "cmd.system", "bin-mode-loss"},
	{"chmod a-x /usr/bin/oz*", "cmd.guard-tamper", "protected"},
	{"chmod a-x /usr/local/bin/*", "cmd.guard-tamper", "protected"},
	// Every process killed.
	{"pkill -9 -f .", "cmd.system", "kill-any-name"},
	{"pkill -f ''", "cmd.system", "kill-any-name"},
	{"pkill -STOP -f '.*'", "cmd.system", "kill-any-name"},
	{"pkill -f ozdesk", "cmd.guard-tamper", ""},
	// Decided: these keep their names.
	{"sudo visudo", "cmd.credentials", ""},
	{"kubectl cordon node-1 && kubectl drain node-1", "cmd.cloud-delete", ""},
	{"docker rm -f $(docker ps -aq)", "cmd.delete-outside", ""},
	{"chown root:root /usr/local/bin/*", "cmd.guard-tamper", ""},
	{"sudo rm /etc/resolv.conf", "cmd.system", "system-file"}, // fx50n: named as its write is
	{"rm -rf /etc", "cmd.delete-outside", "outside-workdir"},
	{"rm -rf /usr/lib/python3", "cmd.delete-outside", "outside-workdir"},
	{"rm -rf /usr/local/bin", "cmd.delete-outside", "outside-workdir"},
}

// fx48bAllowed are the everyday neighbours of fx48bNamedCases.
var fx48bAllowed = []string{
	"crontab -l", "crontab -u op -l", "crontab -l | grep backup", "crontab -V",
	"sysctl kernel.panic", "sysctl -a", "cat /proc/sys/vm/drop_caches", "sysctl -n net.ipv4.ip_forward",
	"pkill -f vite", "pkill -f 'node server.js'", "pkill -9 -f 'python manage.py runserver'",
	"ls -l /usr/bin/python3", "chmod +x /usr/local/bin/tool", "chmod 755 /usr/bin/tool", "chmod go-w /usr/bin/tool",
	"lsmod", "modinfo nvidia",
}

// TestFx48bSystemNamed checks fx48bNamedCases and fx48bAllowed against the
// defaults, in the queue's context of the corpus (guardedContext).
func TestFx48bSystemNamed(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range fx48bNamedCases {
		v := pol.Explain(c.cmd, guardedContext("/home/op/proj"), testNow)
		rep := v.Report()
		class := ""
		if d := v.Part; d >= 0 && d < len(rep.Parts) && rep.Parts[d].Because != nil {
			class = rep.Parts[d].Because.Class
		}
		if v.Outcome != Ask || v.Rule != c.rule || c.class != "" && class != c.class {
			t.Errorf("%q: got %s by %q because %q; want ask by %q because %q", c.cmd, v.Outcome, v.Rule, class, c.rule, c.class)
		}
	}
	for _, cmd := range fx48bAllowed {
		if v := pol.Explain(cmd, guardedContext("/home/op/proj"), testNow); v.Outcome != Allow {
			t.Errorf("%q: got %s by %q, want allow", cmd, v.Outcome, v.Rule)
		}
	}
}

// TestFx48bProgramLinkBeside: a program of the machine that is a link to
// another beside it (/usr/bin/python3 → python3.11), which the queue
// resolves, is no write through a link into a place that runs later:
// its move and its mode are cmd.system's, as for a plain file (rt46
// p0218, p0248 were named cmd.guard-tamper where python3 is a link).
// A link in the workdir into such a place stays protected (rt19i #1).
func TestFx48bProgramLinkBeside(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	ctx.RealPath = func(p string) string {
		switch p {
		case "/usr/bin/python3":
			return "/usr/bin/python3.11"
		case "/home/op/proj/gh/pre-commit":
			return "/home/op/proj/.git/hooks/pre-commit"
		}
		return p
	}
	for _, c := range []struct{ cmd, rule string }{
		{"mv /usr/bin/python3 /tmp/", "cmd.system"},
		{"chmod 700 /usr/bin/python3", "cmd.system"},
		{"echo x > gh/pre-commit", "cmd.guard-tamper"},
	} {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != Ask || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q, want ask by %q", c.cmd, v.Outcome, v.Rule, c.rule)
		}
	}
}

// TestFx48bClasses checks the classes fx48b adds, on their words.
func TestFx48bClasses(t *testing.T) {
	ctx := guardedContext("/home/op/proj")
	for _, c := range []struct {
		class, cmd string
		word       int
		want       bool
	}{
		{"crontab-change", "crontab /tmp/x", 0, true},
		{"crontab-change", "crontab -u bob jobs.txt", 0, true},
		{"crontab-change", "crontab -ri", 0, true},
		{"crontab-change", "crontab -l", 0, false},
		{"crontab-change", "crontab -u bob -l", 0, false},
		{"crontab-change", "crontab -", 0, false},
		{"crontab-change", "crontab -T /tmp/x", 0, false},
		{"crontab-change", `crontab "$F"`, 0, false},
		{"kill-any-name", "pkill -9 -f .", 0, true},
		{"kill-any-name", "pkill -u bob -f '^'", 0, true},
		{"kill-any-name", "pkill -f vite", 0, false},
		{"kill-any-name", "pkill -u . vite", 0, false},
		{"kill-any-name", "pkill -f \"$P\"", 0, false},
		{"system-program", "rm /usr/bin/sudo", 1, true},
		{"system-program", "rm /usr/sbin/sshd", 1, true},
		{"system-program", "rm -rf /usr/bin", 2, false},
		{"system-program", "rm /usr/local/bin/tool", 1, false},
		{"system-program", "rm /usr/bin/*", 1, false},
	} {
		cmd := Read(c.cmd)
		ctx := *ctx
		ctx.cmd = cmd
		w := cmd.Parts[0].Words[c.word]
		if got := JudgeClass(c.class, "", w, &ctx).Certainly; got != c.want {
			t.Errorf("[%s] of %q word %d: got %v, want %v", c.class, c.cmd, c.word, got, c.want)
		}
	}
	for _, c := range []struct {
		path string
		want bool
	}{
		{"/proc/sys/kernel/yama/ptrace_scope", true},
		{"/proc/sys/kernel/yama", true},
		{"/proc/sys/fs/protected_hardlinks", true},
		{"/proc/sys/kernel/core_pattern", true},
		{"/proc/sys/kernel/panic", false},
		{"/proc/sys/kernel/sysrq", false},
		{"/proc/sys/vm/drop_caches", false},
		{"/proc/sys/net/ipv4/ip_forward", false},
		{"/etc/sysctl.conf", false},
	} {
		if got := kernelGuardPath(c.path); got != c.want {
			t.Errorf("kernelGuardPath(%q) = %v, want %v", c.path, got, c.want)
		}
	}
	for _, c := range []struct {
		mode   string
		noExec bool
	}{
		{"700", true}, {"750", true}, {"o-x", true}, {"go-x", true}, {"000", true}, {"-x", true},
		{"755", false}, {"711", false}, {"g-x", false}, {"go-w", false}, {"+x", false},
	} {
		if got, _ := modeLoss(c.mode); got != c.noExec {
			t.Errorf("modeLoss(%q) takes the execute bit: %v, want %v", c.mode, got, c.noExec)
		}
	}
}
