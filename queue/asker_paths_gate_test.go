package queue

import (
	"os"
	"path/filepath"
	"testing"
)

// TestLinkGateMissesNothing: whenever the full resolution finds a path
// written through a link, the cheap gate in front of it says it might,
// so skipping the resolution never drops what the broker should judge;
// and everyday commands that name no link skip it.
func TestLinkGateMissesNothing(t *testing.T) {
	proj, home := linkTree(t)
	linked := []string{
		"echo x > hh/.claude/settings.json",
		"echo x >hh/.bashrc",
		"echo x>>hh/.bashrc",
		"cd hh && tee -a .profile",
		"cd hh; cd .claude; echo x > settings.json",
		"cd a && echo x > up/.bashrc",
		"cd a/b && echo x > ../up/.bashrc",
		"cd a/b && echo x > ../../hh/.bashrc",
		"cp f hh/.bashrc",
		"dd if=f of=hh/.bashrc",
		"install -m 644 f hh/.bashrc",
		"git -C hh config core.hooksPath x",
		"tar -xf t.tar -C hh",
		"rm -f 'hh/.bashrc'",
		`rm -f "hh"/.bashrc`,
		"echo x > " + proj + "/hh/.bashrc",
		"echo x > ~/ln/x",
		"echo x > dangle",
		"mv f hh",
		"bash -c 'echo x > hh/.bashrc'",
		"sed -i s/a/b/ hh/.bashrc",
		"rsync -a f hh/",
		"cp -t hh f",
		"cp --target-directory=hh f",
		"ln -sf x hh/.bashrc",
	}
	for _, c := range linked {
		full := resolveAskerPaths(Request{Command: c, Cwd: proj, Home: home}, proj, home)
		gate := mayNameLink(c, proj, home)
		if len(full) > 0 && !gate {
			t.Errorf("%q: the gate skips a command whose paths lead elsewhere: %v", c, full)
		}
		if !gate {
			t.Errorf("%q names a link, and the gate says it does not", c)
		}
	}
	for _, c := range []string{
		"go test ./...",
		"echo x > notes; rm -f src/old",
		"git status && git diff --stat",
		"npm run build",
		"make -C src all",
		"cat src/main.go | wc -l",
	} {
		if mayNameLink(c, proj, home) {
			t.Errorf("%q names no link, and the gate says it might", c)
		}
		if got := AskerPaths(Request{Command: c, Cwd: proj, Home: home}); got != nil {
			t.Errorf("%q: paths %v", c, got)
		}
	}
}

// linkTree makes a project and a home with links between them: hh and
// a/up lead to the home, the home's ln to a directory in it, dangle to
// nothing yet.
func linkTree(t testing.TB) (proj, home string) {
	root := t.TempDir()
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	home, proj = filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{filepath.Join(home, ".claude"), filepath.Join(home, "real"), filepath.Join(proj, "a", "b"), filepath.Join(proj, "src")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	for link, target := range map[string]string{
		filepath.Join(proj, "hh"):      home,
		filepath.Join(proj, "a", "up"): home,
		filepath.Join(home, "ln"):      filepath.Join(home, "real"),
		filepath.Join(proj, "dangle"):  filepath.Join(home, "nothing-yet"),
	} {
		if err := os.Symlink(target, link); err != nil {
			t.Fatal(err)
		}
	}
	return proj, home
}

// FuzzLinkGate: for any command, when the full resolution finds a path
// written through a link, the gate in front of it does not skip it.
func FuzzLinkGate(f *testing.F) {
	for _, s := range []string{"echo x > hh/.bashrc", "cd a/b && echo x > ../up/x", "go test ./...", "cp -t hh f", "x=1 >hh/y"} {
		f.Add(s)
	}
	proj, home := linkTree(f)
	f.Fuzz(func(t *testing.T, c string) {
		if len(c) > 512 {
			return
		}
		full := resolveAskerPaths(Request{Command: c, Cwd: proj, Home: home}, proj, home)
		if len(full) > 0 && !mayNameLink(c, proj, home) {
			t.Errorf("%q: the gate skips paths that lead elsewhere: %v", c, full)
		}
	})
}
