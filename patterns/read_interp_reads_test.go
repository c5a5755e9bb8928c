package patterns

import (
	"strings"
	"testing"
)

// interpReadCases (rt20d #15, fx21a): an interpreter's one-liner that only
// reads a project file and prints it is everyday; writing, deleting,
// spawning, other modules, secrets, dotfiles and paths outside the
// project still ask as foreign code (a write, delete or spawn with an exact
// shell spelling is judged as that spelling since fx64f, so these rows use
// ones the reader cannot spell).
var interpReadCases = []evalCase{
	allow(`python3 -c "print(open('go.mod').read())"`),
	allow(`python -c 'import json;print(json.load(open("package.json"))["version"])'`),
	allow(`python3 -c "print(len(open('src/main.py', 'r').readlines()))"`),
	allow(`node -e "const fs=require('fs');console.log(fs.readFileSync('README.md','utf8').length)"`),
	allow(`node -e 'let fs = require("node:fs"); console.log(JSON.parse(fs.readFileSync("package.json", "utf8"))["name"])'`),
	allow(`node -p "require('fs').readFileSync('VERSION','utf8').trim()"`),
	allow(`ruby -e 'puts File.read("Gemfile")'`),
	allow(`ruby -e 'require "json"; puts JSON.parse(File.read("package.json"))["version"]'`),
	ask(`python3 -c "print(open('/home/op/.aws/credentials').read())"`, "cmd.unreadable"),
	ask(`python3 -c "print(open('.env').read())"`, "cmd.unreadable"),
	ask(`python3 -c "print(open('.aws/credentials').read())"`, "cmd.unreadable"),
	ask(`python3 -c "print(open('credentials').read())"`, "cmd.unreadable"),
	ask(`python3 -c "print(open('id_rsa').read())"`, "cmd.unreadable"),
	ask(`python3 -c "print(open('config/server.key').read())"`, "cmd.unreadable"),
	ask(`python3 -c "print(open('../other/go.mod').read())"`, "cmd.unreadable"),
	ask(`python3 -c "print(open('go.mod', 'w').write('x'))"`, "cmd.unreadable"),
	ask(`python3 -c "open('go.mod','a').write(x)"`, "cmd.unreadable"),
	ask(`python3 -c "import os; print(open('go.mod').read()); os.remove('go.mod')"`, "cmd.unreadable"),
	ask(`python3 -c "print(open(__file__).read())"`, "cmd.unreadable"),
	ask(`python3 -c "open=exec;open('print(1)')"`, "cmd.unreadable"),
	ask(`node -e "const fs=require('fs');fs.writeFileSync('README.md',String(1))"`, "cmd.unreadable"),
	ask(`node -e "const fs=require('child_process');fs.execSync(process.argv[1])"`, "cmd.unreadable"),
	ask(`node -e "require('fs').rmSync('x'+1)"`, "cmd.unreadable"),
	ask(`node -e "console.log(require('fs').readFileSync('/etc/passwd','utf8'))"`, "cmd.unreadable"),
	ask(`node -e "import('fs').then(m=>m.rmSync('x'))"`, "cmd.unreadable"),
	ask(`node -e "eval(require('fs').readFileSync('x.js','utf8'))"`, "cmd.unreadable"),
	ask(`ruby -e 'puts File.read("|id")'`, "cmd.unreadable"),
	ask(`ruby -e 'File.write("x","y")'`, "cmd.unreadable"),
	ask(`ruby -e 'require "open3"; puts File.read("Gemfile")'`, "cmd.unreadable"),
	ask(`perl -e 'open(my $f,"<","go.mod");print <$f>'`, "cmd.unreadable"),
}

func TestInterpReadCases(t *testing.T) { runCases(t, interpReadCases) }

// readDeny are names that never stand in code plainCode allows, outside
// its string literals, whatever reads it holds.
var readDeny = map[string]bool{"os": true, "subprocess": true, "exec": true, "eval": true, "system": true,
	"spawn": true, "execSync": true, "writeFileSync": true, "rmSync": true, "unlinkSync": true, "write": true,
	"remove": true, "unlink": true, "Function": true, "constructor": true, "child_process": true, "import": false,
	"open3": true, "__import__": true, "globals": true, "getattr": true}

// FuzzPlainReads: whatever the code, what plainCode allows holds no
// name of readDeny outside its strings, and every file it opens is a
// plain project path.
func FuzzPlainReads(f *testing.F) {
	for _, s := range []string{`print(open('go.mod').read())`, `import json;print(json.load(open("package.json"))["v"])`,
		`const fs=require('fs');console.log(fs.readFileSync('README.md','utf8').length)`, `puts File.read("Gemfile")`,
		`open('a','w')`, `print(open("x").read());open("y","w")`, `require('fs').readFileSync("a")`} {
		for _, lang := range []string{"python", "node", "ruby"} {
			f.Add(lang, s)
		}
	}
	f.Fuzz(func(t *testing.T, lang, code string) {
		if lang != "python" && lang != "node" && lang != "ruby" || !plainCode(lang, code) {
			return
		}
		for i := 0; i < len(code); {
			c := code[i]
			if c == '"' || c == '\'' {
				j := strings.IndexByte(code[i+1:], c)
				if j < 0 {
					t.Fatalf("%s %q allowed with an open string", lang, code)
				}
				i += j + 2
				continue
			}
			if !isIdentByte(c) {
				i++
				continue
			}
			j := i
			for j < len(code) && isIdentByte(code[j]) {
				j++
			}
			name := code[i:j]
			if readDeny[name] {
				t.Fatalf("%s %q allowed, with %s", lang, code, name)
			}
			file := (name == "read" || name == "readlines") && strings.HasSuffix(code[:i], "File.")
			if (name == "open" || name == "readFileSync" || file) &&
				j < len(code) && code[j] == '(' {
				args, _, ok := literalArgs(code[j+1:])
				if !ok || len(args) == 0 || !plainReadPath(args[0]) {
					t.Fatalf("%s %q allowed, opening %q", lang, code, code[j:])
				}
			}
			i = j
		}
	})
}
