package patterns

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// typedFuzzSeeds are commands whose parts run what is typed, or take a
// file stream, and their neighbours.
var typedFuzzSeeds = []string{
	"xargs -L1 env", "xargs flock l", "fakeroot -u", "proot bash", "sed -nf /dev/stdin x", "m4 -", "patch -p1 -i -", "git -C r apply", "pax -rf -", "7z x -si", "ar x -", "dpkg-deb -x - d",
	"bash", "python3 -i", "nano x", "emacs -nw x", "mc", "vim -es", "ed", "less x", "man ls", "info ls",
	"screen", "tmux new", "byobu", "gdb -q", "lldb-15", "rlwrap sh", "ghci", "git commit", "git -p log",
	"crontab -e", "docker run -it ubuntu", "python3 manage.py shell", "socat - EXEC:sh", "lua5.4",
	"scp -t ~/.bashrc", "scp -r -f x", "/usr/lib/openssh/sftp-server", "internal-sftp",
	"rsync --server -e.LsfxC . ~", "git-receive-pack r.git", "git upload-pack .", "tar -xf - -C ~", "cpio -i",
	"git commit -m x", "emacs --batch -l x.el", "docker run --rm ubuntu ls", "tar -tf x.tar",
	"nano < notes.txt", "vim 0</dev/tty", "sudo -u op nano /etc/x", "env A=1 scp -t .",
}

// typedWrappers keep a command's standard input the caller's: a part
// inside them that runs what is typed must still be found.
var typedWrappers = []string{"{ %s\n}", "( %s\n)", "if true; then %s\nfi", "true; %s", "true && { %s\n}",
	"f() { %s\n}; f", "for i in 1; do %s\ndone", "exec 2>&1; %s", "command %s", "env %s"}

// checkWrapped fails when is finds a part in src (read whole, with no
// heredoc or trailing backslash to swallow the wrapper's end) but not in
// src wrapped by one of typedWrappers, unless the wrapped command is
// unreadable as a whole (then it is asked, never let through).
func checkWrapped(t *testing.T, src string, is func(*Part) bool) {
	dog := time.AfterFunc(5*time.Second, func() { panic(fmt.Sprintf("slow input: %q", src)) })
	defer dog.Stop()
	found := func(c *Command) bool {
		for _, p := range c.Parts {
			if is(p) {
				return true
			}
		}
		return false
	}
	c := Read(src)
	got := found(c)
	if again := found(Read(src)); again != got {
		t.Fatalf("%q: %v, then %v", src, got, again)
	}
	if !got || len(c.Unreadable) > 0 || strings.Contains(src, "<<") || strings.HasSuffix(strings.TrimRight(src, " \t\n"), `\`) {
		return
	}
	for _, w := range typedWrappers {
		wrapped := fmt.Sprintf(w, src)
		if strings.HasPrefix(w, "command ") || strings.HasPrefix(w, "env ") {
			if strings.ContainsAny(src, ";&|\n(){}") || strings.HasPrefix(src, "-") || strings.Contains(src, "=") {
				continue // only a simple command can follow a wrapper
			}
		}
		wc := Read(wrapped)
		if !found(wc) && len(wc.Unreadable) == 0 {
			t.Errorf("%q is found, %q is not", src, wrapped)
		}
	}
}

// FuzzReadsTypedProgram: ReadsTypedProgram never panics, answers the
// same twice, and a wrapper that keeps the caller's input does not hide
// a part that runs what is typed.
func FuzzReadsTypedProgram(f *testing.F) {
	for _, s := range typedFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<10 {
			return
		}
		checkWrapped(t, src, (*Part).ReadsTypedProgram)
	})
}

// FuzzTakesFileStream: the same for TakesFileStream.
func FuzzTakesFileStream(f *testing.F) {
	for _, s := range typedFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<10 {
			return
		}
		checkWrapped(t, src, (*Part).TakesFileStream)
	})
}
