package patterns

import "testing"

// FuzzBodyPart checks bodyPart on any line: the words it reads a runner
// from map back, in order, onto the part's own (the evidence points at
// them), the program word stays the part's, and a part with nothing to
// rewrite is handed back as it is.
func FuzzBodyPart(f *testing.F) {
	for _, s := range []string{
		"bash /tmp/{s,nothing}", "make -C {d,} x{1..3}", "source ~+/x.sh {a,b}{c,d}", `bash "$PWD"/x.sh ~ ~root/y`,
		"npm --prefix {a,} run x -- {,,}", "cd ~-/a && . $OLDPWD/x", "bash {x,~/y} $(pwd) <(true)", "npm test",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		cmd := Read(line)
		ctx := &Context{Cwd: "/home/u/proj", Workdir: "/home/u/proj", Home: "/home/u", cmd: cmd}
		for _, p := range cmd.Parts {
			if len(p.Words) == 0 {
				continue
			}
			q, idx := bodyPart(p, ctx)
			if idx == nil {
				if q != p {
					t.Fatalf("%q: a new part with no index", line)
				}
				continue
			}
			if len(idx) != len(q.Words) || idx[0] != 0 || q.Words[0].Raw != p.Words[0].Raw {
				t.Fatalf("%q: %d words, %d indices, program %q of %q", line, len(q.Words), len(idx), q.Words[0].Raw, p.Words[0].Raw)
			}
			for k := 1; k < len(idx); k++ {
				if idx[k] < idx[k-1] || idx[k] >= len(p.Words) {
					t.Fatalf("%q: index %d of word %d out of order or range (%v, %d words)", line, idx[k], k, idx, len(p.Words))
				}
			}
		}
	})
}
