package patterns

import (
	"strings"
	"testing"
)

// testArg reads one command word (as a shell would write it) into a Word.
func testArg(t testing.TB, src string) Word {
	t.Helper()
	p := testCommand(t, "x "+src).Parts[0]
	if len(p.Words) != 2 {
		t.Fatalf("%q is not one word", src)
	}
	return p.Words[1]
}

var (
	fullCtx = &Context{
		Cwd: "/home/op/proj/sub", Workdir: "/home/op/proj", Home: "/home/op",
		DefaultBranch: "live", Egress: []string{"get.k3s.io", "*.githubusercontent.com"},
		Protected: []string{"/home/op/.local/state/ozdesk"},
	}
	emptyCtx = &Context{}
)

func TestClasses(t *testing.T) {
	tests := []struct {
		class, arg, word string
		ctx              *Context
		might, certain   bool
	}{
		// [home]
		{"home", "", "~", fullCtx, true, true},
		{"home", "", "~/", fullCtx, true, true},
		{"home", "", "$HOME", fullCtx, true, true},
		{"home", "", `"$HOME/"`, fullCtx, true, true},
		{"home", "", "/home/op", fullCtx, true, true},
		{"home", "", "/home/op/", fullCtx, true, true},
		{"home", "", "/home", fullCtx, true, true},
		{"home", "", "/", fullCtx, true, true},
		{"home", "", "//", fullCtx, true, true},
		{"home", "", "../..", fullCtx, true, true},
		{"home", "", "../../..", fullCtx, true, true},
		{"home", "", "..", fullCtx, false, false},
		{"home", "", ".", fullCtx, false, false},
		{"home", "", "~/proj", fullCtx, false, false},
		{"home", "", "~/*", fullCtx, true, true},
		{"home", "", "/home/*", fullCtx, true, true},
		{"home", "", "/*", fullCtx, true, true},
		{"home", "", "~/.*", fullCtx, true, false},            // .* may match .. (before bash 5.2)
		{"home", "", "~/proj/.*", fullCtx, true, false},       // .* may match ~/proj/.. (before bash 5.2)
		{"home", "", "~/proj/.?*", fullCtx, true, false},      // ? may be the second dot of ..
		{"home", "", "~/proj/.[a-z]*", fullCtx, false, false}, // no dot after the dot: never . or ..
		{"home", "", "~/proj/.[!.]*", fullCtx, false, false},
		{"home", "", "~/proj/.[^.]*", fullCtx, false, false},
		{"home", "", "~/proj/..?*", fullCtx, false, false}, // three characters at least
		{"home", "", "~/proj/*", fullCtx, false, false},
		{"home", "", "/home/o*", fullCtx, true, false},
		{"home", "", "$DIR", fullCtx, true, false},
		{"home", "", `"$DIR"`, fullCtx, true, false},
		{"home", "", `"$DIR/build"`, fullCtx, false, false},
		{"home", "", "$(pwd)", fullCtx, false, false}, // pwd prints the cwd, /home/op/proj/sub
		{"home", "", "$(pwd)/../..", fullCtx, true, true},
		{"home", "", "`pwd`/../..", fullCtx, true, true},
		{"home", "", "$(pwd -P)/../..", fullCtx, true, false}, // -P: the cwd with its links resolved
		{"home", "", "/tmp/x", fullCtx, false, false},
		{"home", "", "~", emptyCtx, true, true},
		{"home", "", "~/..", emptyCtx, true, true},
		{"home", "", "~/x", emptyCtx, false, false},
		{"home", "", "~/*", emptyCtx, true, true},
		{"home", "", "/", emptyCtx, true, true},
		{"home", "", "/home/op", emptyCtx, true, false},
		{"home", "", "/usr/lib", emptyCtx, false, false},
		{"home", "", ".", emptyCtx, true, false},
		// A brace expansion stays within one path component only when no
		// word it makes holds a slash, a tilde, "." or "..".
		{"home", "", "{~,x}", fullCtx, true, false},
		{"home", "", "{/,x}", fullCtx, true, false},
		{"home", "", "{../..,x}", fullCtx, true, false},
		{"home", "", "x{/..,}/../..", fullCtx, true, false},
		{"home", "", "~/{.,x}", fullCtx, true, false},
		{"home", "", "~{op,}", fullCtx, true, false},
		{"home", "", "{build,dist}", fullCtx, false, false},
		{"home", "", "build{1..3}", fullCtx, false, false},
		{"home", "", "{a..c}", fullCtx, false, false},
		// [outside-workdir] (workdir /home/op/proj, cwd /home/op/proj/sub)
		{"outside-workdir", "", "/etc", fullCtx, true, true},
		{"outside-workdir", "", "../../other", fullCtx, true, true},
		{"outside-workdir", "", "..", fullCtx, false, false},
		{"outside-workdir", "", "build", fullCtx, false, false},
		{"outside-workdir", "", "/home/op/proj", fullCtx, false, false},
		{"outside-workdir", "", "/home/op/project", fullCtx, true, true},
		{"outside-workdir", "", "/tmp/x", fullCtx, false, false},
		{"outside-workdir", "", "/var/tmp", fullCtx, false, false},
		{"outside-workdir", "", "$TMPDIR/x", fullCtx, false, false},
		{"outside-workdir", "", "$TMPDIR/../x", fullCtx, true, false},
		{"outside-workdir", "", "~", fullCtx, true, true},
		{"outside-workdir", "", "~/proj/x", fullCtx, false, false},
		{"outside-workdir", "", "*.o", fullCtx, false, false},
		{"outside-workdir", "", ".*", fullCtx, true, false},
		{"outside-workdir", "", "/etc/*", fullCtx, true, false},
		{"outside-workdir", "", "build/$X", fullCtx, true, false},
		{"outside-workdir", "", "x", emptyCtx, true, false},
		{"outside-workdir", "", "{/etc,x}", fullCtx, true, false},
		{"outside-workdir", "", "{..,x}/../..", fullCtx, true, false},
		{"outside-workdir", "", "{build,dist}", fullCtx, false, false},
		{"outside-workdir", "", "/tmp/x", emptyCtx, false, false},
		// [inside-workdir]
		{"inside-workdir", "", "build", fullCtx, true, true},
		{"inside-workdir", "", "..", fullCtx, true, true},
		{"inside-workdir", "", "../..", fullCtx, false, false},
		{"inside-workdir", "", "/etc", fullCtx, false, false},
		{"inside-workdir", "", "*.o", fullCtx, true, true},
		{"inside-workdir", "", "$X", fullCtx, true, false},
		{"inside-workdir", "", "x", emptyCtx, true, false},
		// [default-branch] (the context adds prod)
		{"default-branch", "", "main", fullCtx, true, true},
		{"default-branch", "", "master", fullCtx, true, true},
		{"default-branch", "", "trunk", fullCtx, true, true},
		{"default-branch", "", "develop", fullCtx, true, true},
		{"default-branch", "", "live", fullCtx, true, true},
		{"default-branch", "", "live", emptyCtx, false, false},
		// fx47a: the shared branches are default ones in every repository;
		// staging and release/NAME are not.
		{"default-branch", "", "prod", emptyCtx, true, true},
		{"default-branch", "", "production", emptyCtx, true, true},
		{"default-branch", "", "HEAD:refs/heads/stable", emptyCtx, true, true},
		{"default-branch", "", "release", emptyCtx, true, true},
		{"default-branch", "", "staging", emptyCtx, false, false},
		{"default-branch", "", "release/1.2", emptyCtx, false, false},
		{"default-branch", "", "+main", fullCtx, true, true},
		{"default-branch", "", "HEAD:main", fullCtx, true, true},
		{"default-branch", "", "refs/heads/main", fullCtx, true, true},
		{"default-branch", "", ":main", fullCtx, true, true},
		{"default-branch", "", "feature:refs/heads/master", fullCtx, true, true},
		{"default-branch", "", "main:feature", fullCtx, false, false},
		{"default-branch", "", "feature", fullCtx, false, false},
		{"default-branch", "", "mainline", fullCtx, false, false},
		{"default-branch", "", "HEAD", fullCtx, true, false},
		{"default-branch", "", "$BRANCH", fullCtx, true, false},
		{"default-branch", "", `"$SRC:main"`, fullCtx, true, true},
		{"default-branch", "", `"feat-$X"`, fullCtx, true, false}, // feat-x:main
		{"default-branch", "", "feat-x", fullCtx, false, false},
		{"default-branch", "", "'refs/heads/*:refs/heads/*'", fullCtx, true, false}, // a refspec glob
		{"default-branch", "", "'refs/heads/feat-*'", fullCtx, false, false},
		{"default-branch", "", ":", fullCtx, true, false}, // the matching refspec
		// [force-refspec]
		{"force-refspec", "", "'+refs/heads/*:refs/heads/*'", fullCtx, true, false},
		{"force-refspec", "", "+main", fullCtx, true, true},
		{"force-refspec", "", "+HEAD:refs/heads/master", fullCtx, true, true},
		{"force-refspec", "", "+feature", fullCtx, false, false},
		{"force-refspec", "", "main", fullCtx, false, false},
		{"force-refspec", "", "+HEAD", fullCtx, true, false},
		{"force-refspec", "", `"+$B"`, fullCtx, true, false},
		{"force-refspec", "", "$SPEC", fullCtx, true, false},
		// [host:NAME]
		{"host", "get.k3s.io", "https://get.k3s.io", fullCtx, true, true},
		{"host", "get.k3s.io", "https://GET.k3s.io/install.sh", fullCtx, true, true},
		{"host", "get.k3s.io", "http://user@get.k3s.io:8080/x?y#z", fullCtx, true, true},
		{"host", "get.k3s.io", "get.k3s.io", fullCtx, true, true},
		{"host", "get.k3s.io", "get.k3s.io/x", fullCtx, true, true},
		{"host", "get.k3s.io", "https://get.k3s.io.evil.com/", fullCtx, false, false},
		{"host", "get.k3s.io", "https://get.k3s.io@evil.com/", fullCtx, false, false},
		{"host", "get.k3s.io", "https://evil.com/get.k3s.io", fullCtx, false, false},
		{"host", "get.k3s.io", "https://get.k3s.io/$X", fullCtx, true, true},
		{"host", "get.k3s.io", "https://$H/x", fullCtx, true, false},
		{"host", "get.k3s.io", `"$URL"`, fullCtx, true, false},
		{"host", "get.k3s.io", "https://get.k3s.io$X", fullCtx, true, false},
		{"host", "*.github.com", "https://api.github.com/x", fullCtx, true, true},
		{"host", "*.github.com", "https://github.com/x", fullCtx, false, false},
		{"host", "github.com", "git@github.com:o/r.git", fullCtx, true, true},
		{"host", "::1", "'http://[::1]:80/'", fullCtx, true, true},
		{"host", "x.io", "/tmp/x", fullCtx, false, false},
		// [egress]
		{"egress", "", "https://get.k3s.io/", fullCtx, true, true},
		{"egress", "", "https://raw.githubusercontent.com/x", fullCtx, true, true},
		{"egress", "", "https://evil.com/", fullCtx, false, false},
		{"egress", "", "$URL", fullCtx, true, false},
		{"egress", "", "https://get.k3s.io/", emptyCtx, false, false},
		// [url]
		{"url", "", "https://x.io", fullCtx, true, true},
		{"url", "", "git+ssh://x/y", fullCtx, true, true},
		{"url", "", "x.io", fullCtx, false, false},
		{"url", "", "$U", fullCtx, true, false},
		{"url", "", "/$X", fullCtx, false, false},
		{"url", "", "://x", fullCtx, false, false},
		// [device]
		{"device", "", "/dev/sda", fullCtx, true, true},
		{"device", "", "./.*", fullCtx, false, false},       // a dot-file here, ., or .. (fx41b)
		{"device", "", "src/.[!.]*", fullCtx, false, false}, // a dot-file in src
		{"device", "", "/d*/.*", fullCtx, true, false},      // a glob before the last slash
		{"device", "", "/dev/nvme0n1p1", fullCtx, true, true},
		{"device", "", "/dev/disk/by-id/x", fullCtx, true, true},
		{"device", "", "/dev/mapper/root", fullCtx, true, true},
		{"device", "", "/dev/mmcblk0", fullCtx, true, true},
		{"device", "", "/dev/loop0", fullCtx, true, true},
		{"device", "", "/dev/xvda", fullCtx, true, true},
		{"device", "", "/dev/md0", fullCtx, true, true},
		{"device", "", "/dev/dm-0", fullCtx, true, true},
		{"device", "", "/dev/hda", fullCtx, true, true},
		{"device", "", "/dev/vdb", fullCtx, true, true},
		{"device", "", "/dev/block/mmcblk0", fullCtx, true, true},
		{"device", "", "/dev/root", fullCtx, true, true},
		{"device", "", "/dev/nbd0", fullCtx, true, true},
		{"device", "", "/dev/zd16", fullCtx, true, true},
		{"device", "", "/dev/null", fullCtx, false, false},
		{"device", "", "/dev/stdout", fullCtx, false, false},
		{"device", "", "/dev/tty", fullCtx, false, false},
		{"device", "", "/dev/zero", fullCtx, false, false},
		{"device", "", "/dev/sd*", fullCtx, true, true},
		{"device", "", "/dev/$D", fullCtx, true, false},
		{"device", "", "$D", fullCtx, true, false},
		{"device", "", "/tmp/sda", fullCtx, false, false},
		{"device", "", "/dev/../dev/sda", fullCtx, true, true},
		// [shell], [interpreter], [downloader]
		{"shell", "", "bash", fullCtx, true, true},
		{"shell", "", "/bin/sh", fullCtx, true, true},
		{"shell", "", "zsh5", fullCtx, true, true},
		{"shell", "", "python3", fullCtx, false, false},
		{"shell", "", "$SHELL", fullCtx, true, false},
		{"shell", "", "/usr/bin/$X", fullCtx, true, false},
		{"interpreter", "", "python3.12", fullCtx, true, true},
		{"interpreter", "", "sh", fullCtx, true, true},
		{"interpreter", "", "node", fullCtx, true, true},
		{"interpreter", "", "cat", fullCtx, false, false},
		{"downloader", "", "curl", fullCtx, true, true},
		{"downloader", "", "/usr/bin/wget", fullCtx, true, true},
		{"downloader", "", "rsync", fullCtx, false, false},
		// [protected]
		{"protected", "", "~/.local/state/ozdesk/desk.db", fullCtx, true, true},
		{"protected", "", "/home/op/.local/state/ozdesk", fullCtx, true, true},
		{"protected", "", "~/.local", fullCtx, true, true},
		{"protected", "", "~/.local/share", fullCtx, false, false},
		{"protected", "", "~/.local/state/*", fullCtx, true, false},
		{"protected", "", "$X", fullCtx, true, false},
		{"protected", "", "/x", emptyCtx, false, false},
		// [credentials]
		{"credentials", "", "~/.ssh", fullCtx, true, true},
		{"credentials", "", "~/.ssh/id_ed25519", fullCtx, true, true},
		{"credentials", "", "~/.ssh/*", fullCtx, true, true},
		{"credentials", "", "/home/op/.aws/credentials", fullCtx, true, true},
		{"credentials", "", "~/.aws/config", fullCtx, true, true},
		{"credentials", "", "~/.kube/config", fullCtx, true, true},
		{"credentials", "", "~/.docker/config.json", fullCtx, true, true},
		{"credentials", "", "~/.netrc", fullCtx, true, true},
		{"credentials", "", "~/.gnupg/pubring.kbx", fullCtx, true, true},
		{"credentials", "", "~/.config/gh/hosts.yml", fullCtx, true, true},
		{"credentials", "", "/etc/shadow", fullCtx, true, true},
		{"credentials", "", "/etc/passwd", fullCtx, true, true},
		{"credentials", "", "/etc/sudoers.d/x", fullCtx, true, true},
		{"credentials", "", "/srv/git/.ssh/authorized_keys", fullCtx, true, true},
		{"credentials", "", "authorized_keys", emptyCtx, true, true},
		{"credentials", "", "~/.ssh/config", emptyCtx, true, true},
		{"credentials", "", "/home/op/.ssh/id_rsa", emptyCtx, true, false},
		{"credentials", "", "~/.aws", fullCtx, false, false},
		{"credentials", "", "~/.bashrc", fullCtx, false, false},
		{"credentials", "", "/etc/hosts", fullCtx, false, false},
		{"credentials", "", "~/$F", fullCtx, true, false},
		{"credentials", "", "~/.ss*", fullCtx, true, false},
		// A credential name (authorized_keys) counts where it is written
		// out; a glob in a directory that holds no credentials is not one.
		{"credentials", "", "*", fullCtx, false, false},
		{"credentials", "", "build/*", fullCtx, false, false},
		{"credentials", "", "{build,dist}", fullCtx, false, false},
		{"credentials", "", "/home/bob/.ssh/authorized_keys", fullCtx, true, true},
		{"credentials", "", "$X/authorized_keys", fullCtx, true, false},
		// Bash's * matches no dot-file: ~/* is not ~/.ssh, but ~/.* is.
		{"credentials", "", "~/*", fullCtx, false, false},
		{"credentials", "", "~/.*", fullCtx, true, false},
		{"protected", "", "~/*", fullCtx, false, false},
		{"protected", "", "~/.local/*", fullCtx, true, false},
		// Unknown classes judge nothing.
		{"nope", "", "x", fullCtx, false, false},
	}
	for _, tt := range tests {
		w := testArg(t, tt.word)
		j := JudgeClass(tt.class, tt.arg, w, tt.ctx)
		if j.Might != tt.might || j.Certainly != tt.certain {
			t.Errorf("[%s:%s] %q: got might=%v certainly=%v, want %v %v",
				tt.class, tt.arg, tt.word, j.Might, j.Certainly, tt.might, tt.certain)
		}
	}
}

func TestClassesDocumented(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Classes() {
		if c.Name == "" || c.Doc == "" || strings.Contains(c.Doc, "\n") || seen[c.Name] {
			t.Errorf("class %+v is not documented once on one line", c)
		}
		seen[c.Name] = true
		arg := ""
		if c.Arg != "" {
			arg = ":" + map[string]string{"tmux": "send-keys", "tmux-types": "send-keys", "kill-user": "all", "stack-deploy": "deploy"}[c.Name]
			if arg == ":" {
				arg = ":x.io"
			}
		}
		if _, err := ParsePattern("x [" + c.Name + arg + "]"); err != nil {
			t.Errorf("class %s does not parse: %v", c.Name, err)
		}
	}
	for _, want := range []string{"home", "outside-workdir", "inside-workdir", "default-branch", "force-refspec",
		"host", "egress", "url", "device", "shell", "interpreter", "downloader", "protected", "credentials"} {
		if !seen[want] {
			t.Errorf("class %s missing", want)
		}
	}
}

func TestJudgeClassNilContext(t *testing.T) {
	if j := JudgeClass("home", "", testArg(t, "~"), nil); !j.Certainly {
		t.Errorf("~ with no context: %+v", j)
	}
}

func TestCertainClasses(t *testing.T) {
	tests := []struct {
		word string
		want string
	}{
		{"~", "[home] [protected] [secret] [outside-workdir]"}, // sent whole, the home sends every credential (b7a)
		{"/dev/sda", "[device] [outside-workdir]"},
		{"+main", "[force-refspec] [default-branch] [inside-workdir]"},
		{"https://get.k3s.io/x", "[host:get.k3s.io] [egress] [url] [remote-code] [inside-workdir]"},
		{"~/.ssh/id_rsa", "[credentials] [secret] [outside-workdir]"},
		{"bash", "[shell] [interpreter] [inside-workdir]"},
		{"$X", ""},
	}
	for _, tt := range tests {
		var got []string
		for _, e := range CertainClasses(testArg(t, tt.word), fullCtx) {
			got = append(got, printElem(e, false))
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("CertainClasses(%q) = %q, want %q", tt.word, strings.Join(got, " "), tt.want)
		}
	}
}
