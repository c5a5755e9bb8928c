package patterns

import "testing"

// b7bClasspathCases: CLASSPATH is a module path as PYTHONPATH is: inside
// the project (relative, $PWD, an absolute path below the workdir) and the
// system's directories are everyday; elsewhere, or not known, java loads
// classes the line may have put there.
var b7bClasspathCases = []doesCase{
	{`CLASSPATH=lib/x.jar java Main`, ""},
	{`CLASSPATH=/home/op/proj/lib/x.jar java Main`, ""},
	{`CLASSPATH='lib/*' java Main`, ""},
	{`CLASSPATH=$PWD/build/classes java Main`, ""},
	{`CLASSPATH=/usr/share/java/junit.jar java Main`, ""},
	{`CLASSPATH=/tmp/x.jar java Main`, "cmd.unreadable"},
	{`CLASSPATH=~/evil.jar java Main`, "cmd.unreadable"},
	{`export CLASSPATH=/tmp/e; java Main`, "cmd.unreadable"},
	{`CLASSPATH="$CP" java Main`, "cmd.unreadable"},
}

// TestB7bClasspath checks b7bClasspathCases against the defaults.
func TestB7bClasspath(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "classpath ", b7bClasspathCases)
}
