package patterns

import "testing"

// packageJSONCases (rt16d #13): node reading a property of the
// project's package.json is everyday; any other require, or code beside
// it, is still foreign code.
var packageJSONCases = []evalCase{
	allow(`node -p 'require("./package.json").version'`),
	allow(`node -p "require('./package.json').name"`),
	allow(`node -e 'console.log(require("./package.json").version)'`),
	allow(`node -p 'require("./package.json").scripts["build:prod"]'`),
	ask(`node -p 'require("child_process").execSync("id")+""'`, "cmd.unreadable"),
	ask(`node -p 'require("./x.json").a'`, "cmd.unreadable"),
	ask(`node -p 'require("./package.json").version;require("child_process").execSync("id")'`, "cmd.unreadable"),
	ask(`node -p 'require("./package.json").constructor.constructor("return process")()'`, "cmd.unreadable"),
	ask(`node -p 'require("./package.json")[process.env.X]'`, "cmd.unreadable"),
	ask(`node -p 'require("../package.json").version'`, "cmd.unreadable"),
}

func TestPackageJSONCases(t *testing.T) { runCases(t, packageJSONCases) }

// FuzzPlainPackageJSON: whatever the code, plainPackageJSON allows only
// the one require with a chain of property names, and never a call
// beyond it.
func FuzzPlainPackageJSON(f *testing.F) {
	for _, s := range []string{`require("./package.json").version`, `console.log(require('./package.json').name)`,
		`require("./package.json").a()`, `require("./package.json")["x"]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		if !plainPackageJSON("node", code) {
			return
		}
		c := code
		if i := indexOf(c, "console.log("); i >= 0 {
			c = c[:i] + c[i+len("console.log("):]
		}
		if countOf(c, "(") != 1 || countOf(c, "require(") != 1 {
			t.Fatalf("allowed %q, which calls more than require", code)
		}
	})
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

func countOf(s, sub string) int {
	n := 0
	for i := indexOf(s, sub); i >= 0; i = indexOf(s, sub) {
		n++
		s = s[i+len(sub):]
	}
	return n
}
