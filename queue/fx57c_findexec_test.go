package queue

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// fx57cTree writes files (path: text, executable) below dir.
func fx57cTree(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

// TestFindExecProgramRead (fx57c, rt54 M8): find's `{}` as -exec's or
// -ok's program, bounded by -name, is read as `./F` is through the walk
// of ROOT/**/NAME: a match that approves an ask asks by the rule its text
// meets (it asked by the floor, unlisted, before), an ordinary script
// stays allowed, a file only in a symlinked directory is not run (find
// does not enter it) unless find follows links, and a tree past the
// walk's bounds asks by the floor.
func TestFindExecProgramRead(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	outside := filepath.Join(home, "outside")
	approve := "#!/bin/sh\nozdesk queue approve 5\n"
	fx57cTree(t, proj, map[string]string{
		"sub/p5":          approve,
		".hidden/deep/p7": approve,
		"tools/x":         "#!/bin/sh\necho 1.0\n",
		"a.sh":            "echo a\n",
		"b/b.sh":          "echo b\n",
	})
	fx57cTree(t, outside, map[string]string{"p6": approve})
	if err := os.Symlink(outside, filepath.Join(proj, "link")); err != nil {
		t.Fatal(err)
	}
	deepRoot := filepath.Join(home, "deeptree")
	deep := deepRoot
	for range deepGlobDepthMax {
		deep = filepath.Join(deep, "d")
	}
	fx57cTree(t, deep, map[string]string{"y": "echo y\n"}) // in the deepGlobDepthMax-th directory below deepRoot
	fx57cTree(t, filepath.Join(deep, "d"), map[string]string{"z": "echo z\n"})
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := newService(t)
	for _, c := range []struct {
		cwd, cmd string
		asks     bool
		floor    bool // asks by the floor (cmd.unreadable)
	}{
		{proj, `find . -name p5 -exec {} \;`, true, false},
		{proj, `find . -name p5 -exec {} +`, true, false},
		{proj, `find . -name p5 -ok {} \;`, true, false},
		{proj, `find . -type f -name p5 -exec {} ';'`, true, false},
		{proj, `find . -name p7 -exec {} \;`, true, false}, // find enters dot-directories
		{proj, `find sub -name p5 -exec {} \;`, true, false},
		// a -name with a wildcard leaves the program's name unknown: the
		// floor, as before
		{proj, `find . -name 'p?' -exec {} \;`, true, true},
		{proj, `find b -name '*.sh' -exec {} \;`, true, true},
		{proj, `find -L . -name p6 -exec {} \;`, true, true},
		{proj, `find . -follow -name p6 -exec {} \;`, true, true},
		{deepRoot, `find . -name z -exec {} \;`, true, true}, // past deepGlobDepthMax levels
		{filepath.Join(deep, "d"), `find .. -name y -exec {} \;`, false, false},
		{filepath.Join(deepRoot, "d"), `find . -name y -exec {} \;`, true, true},        // 17 directories to list
		{filepath.Join(deepRoot, "d", "d"), `find . -name z -exec {} \;`, false, false}, // 16 to list
		{proj, `find . -name p6 -exec {} \;`, false, false},                             // link/ is not entered
		{proj, `find tools -name x -exec {} --version \;`, false, false},
		{proj, `find tools -name nothing -exec {} \;`, false, false},
		{proj, `find . -name '*.sh' -exec chmod +x {} \;`, false, false},
		{proj, `find . -type f -exec grep -l x {} +`, false, false},
	} {
		ctx := s.contextLogged(ContextRecord{Cwd: c.cwd, Workdir: proj, Home: home}, "a", "n", nil, &lookLog{})
		v := pol.Evaluate(patterns.Read(c.cmd), ctx, time.Now())
		asks := v.Outcome != patterns.Allow
		if asks != c.asks || asks && (v.Rule == patterns.UnreadableRule) != c.floor {
			t.Errorf("%q in %s: %v by %s (%s), want asks=%v floor=%v", c.cmd, c.cwd, v.Outcome, v.Rule, v.Reason, c.asks, c.floor)
		}
	}
}

// TestGlobDeep (fx57c): globScripts lists ROOT/**/NAME and ROOT/** as
// find reaches them, in byte order, and errs past its bounds.
func TestGlobDeep(t *testing.T) {
	dir := t.TempDir()
	fx57cTree(t, dir, map[string]string{
		"x.sh": "", "a/x.sh": "", "a/b/c/x.sh": "", ".d/x.sh": "", "a/.x.sh": "", "a/y.py": "",
	})
	if err := os.Mkdir(filepath.Join(dir, "a", "dir.sh"), 0o755); err != nil {
		t.Fatal(err)
	}
	other := t.TempDir()
	fx57cTree(t, other, map[string]string{"z.sh": ""})
	if err := os.Symlink(other, filepath.Join(dir, "ln")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "a", "y.py"), filepath.Join(dir, "f.sh")); err != nil {
		t.Fatal(err)
	}
	rel := func(ps []string) []string {
		var out []string
		for _, p := range ps {
			out = append(out, strings.TrimPrefix(p, dir+"/"))
		}
		return out
	}
	for _, c := range []struct {
		pattern string
		max     int
		want    []string
		err     bool
	}{
		{dir + "/**/x.sh", 8, []string{".d/x.sh", "a/b/c/x.sh", "a/x.sh", "x.sh"}, false},
		{dir + "/**/*.sh", 8, []string{".d/x.sh", "a/.x.sh", "a/b/c/x.sh", "a/x.sh", "f.sh", "x.sh"}, false},
		{dir + "/**", 8, []string{".d/x.sh", "a/.x.sh", "a/b/c/x.sh", "a/x.sh", "a/y.py", "f.sh", "ln", "x.sh"}, false},
		{dir + "/a/**/x.sh", 8, []string{"a/b/c/x.sh", "a/x.sh"}, false},
		{dir + "/**/z.sh", 8, nil, false}, // ln/ is not entered
		{dir + "/none/**/x.sh", 8, nil, false},
		{dir + "/**/*.sh", 5, nil, true},
		{dir + "/**/a/x.sh", 8, nil, true}, // a directory below ** is not listed
		{dir + "/*/**/x.sh", 8, nil, true},
		{"/proc/**/exe", 8, nil, true},
	} {
		got, err := globScripts(c.pattern, c.max)
		if (err != nil) != c.err || !slices.Equal(rel(got), c.want) {
			t.Errorf("globScripts(%s, %d) = %q, %v; want %q, err=%v", c.pattern, c.max, rel(got), err, c.want, c.err)
		}
		if err != nil && !errors.Is(err, errScriptGlob) {
			t.Errorf("globScripts(%s): %v is not errScriptGlob", c.pattern, err)
		}
	}
}

// TestGlobDeepEntriesBound (fx57c): a walk past deepGlobEntriesMax
// entries is an error, the runner then asks; at the bound it lists.
func TestGlobDeepEntriesBound(t *testing.T) {
	dir := t.TempDir()
	for i := range deepGlobEntriesMax {
		if i%1000 == 0 {
			if err := os.Mkdir(filepath.Join(dir, "d"+strconv.Itoa(i)), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		f, err := os.Create(filepath.Join(dir, "d"+strconv.Itoa(i/1000*1000), "f"+strconv.Itoa(i)))
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	// deepGlobEntriesMax files and deepGlobEntriesMax/1000 directories
	if _, err := globScripts(dir+"/**/x", 8); !errors.Is(err, errScriptGlob) {
		t.Errorf("a walk of %d entries: %v, want errScriptGlob", deepGlobEntriesMax+deepGlobEntriesMax/1000, err)
	}
	if err := os.RemoveAll(filepath.Join(dir, "d0")); err != nil {
		t.Fatal(err)
	}
	if got, err := globScripts(dir+"/**/f5", 8); err != nil || len(got) != 0 {
		t.Errorf("a walk of %d entries: %q, %v, want none", deepGlobEntriesMax-1000+deepGlobEntriesMax/1000-1, got, err)
	}
}

// BenchmarkGlobDeep measures one walk of ROOT/**/NAME: over this
// repository (its work tree, the parent of queue) and over a made tree
// of 10,000 files in 400 directories, three levels deep.
func BenchmarkGlobDeep(b *testing.B) {
	repo, err := filepath.Abs("..")
	if err != nil {
		b.Fatal(err)
	}
	made := b.TempDir()
	for i := range 10000 {
		d := filepath.Join(made, "m"+strconv.Itoa(i%20), "n"+strconv.Itoa(i%400/20))
		if i < 400 {
			if err := os.MkdirAll(d, 0o755); err != nil {
				b.Fatal(err)
			}
		}
		f, err := os.Create(filepath.Join(d, "f"+strconv.Itoa(i)))
		if err != nil {
			b.Fatal(err)
		}
		f.Close()
	}
	for _, c := range []struct{ name, root string }{{"repo", repo}, {"10k", made}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := globScripts(c.root+"/**/no-such-name", 8); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
