package patterns

import "testing"

// TestModulePathAbsWithin: an absolute module path is decided against the
// directory the part runs in (workdir /home/op/proj).
func TestModulePathAbsWithin(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []doesCase{
		{"PYTHONPATH=/home/op/proj/src python3 -m pytest", ""},
		{"PYTHONPATH=/home/op/proj/src:/home/op/proj/lib python3 app.py", ""},
		{"NODE_PATH=/home/op/proj/lib node app.js", ""},
		{"RUBYLIB=/home/op/proj/lib ruby t.rb", ""},
		{"PERL5LIB=/home/op/proj/lib prove -r t", ""},
		{"env PYTHONPATH=/home/op/proj/src python3 -m pytest", ""},
		{"PYTHONPATH=/tmp/evil python3 -m pytest", "cmd.unreadable"},
		{"PYTHONPATH=/home/op/other python3 -m pytest", "cmd.unreadable"},
		{"PYTHONPATH=/home/op python3 -m pytest", "cmd.unreadable"},
		{"PYTHONPATH=/home/op/proj/../evil python3 x.py", "cmd.unreadable"},
		{"PYTHONPATH=/home/op/proj/src:/tmp/x python3 x.py", "cmd.unreadable"},
		{"PYTHONPATH=/home/op/proj/src:~/x python3 x.py", "cmd.unreadable"},
		{"PYTHONPATH=/home/op/proj/src LD_PRELOAD=/tmp/x.so python3 x.py", "cmd.unreadable"},
		{"PYTHONPATH=/home/op/proj/src NODE_PATH=/tmp/n node x.js", "cmd.unreadable"},
		{"cd /tmp && PYTHONPATH=/home/op/proj/src python3 x.py", "cmd.unreadable"},
		{"cd \"$D\" && PYTHONPATH=/home/op/proj/src python3 x.py", "cmd.unreadable"},
		{"PYTHONPATH=/home/op/proj/src bash -c 'rm -rf ~'", "cmd.delete-home"},
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "", cases)
	// From / or the home, nothing is inside the project by position.
	checkDoesCases(t, pol, effectsCtx("/home/op"), "cwd home: ", []doesCase{
		{"PYTHONPATH=/home/op/proj/src python3 -m pytest", "cmd.unreadable"},
	})
}

// TestModulePathAbsVerdictReadable: a part read after all is not listed
// as unreadable in the verdict.
func TestModulePathAbsVerdictReadable(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	v := pol.Explain("PYTHONPATH=/home/op/proj/src python3 -m pytest", effectsCtx("/home/op/proj"), testNow)
	if v.Outcome != Allow || len(v.Unreadable) != 0 {
		t.Errorf("got %s with %d unreadable, want allow with none", v.Outcome, len(v.Unreadable))
	}
}
