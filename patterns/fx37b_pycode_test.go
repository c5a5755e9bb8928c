package patterns

import (
	"regexp"
	"strings"
	"testing"
)

// pyCodeCases (fx37b, rt31 E093–E095): python code that only imports and
// prints a module's metadata is left alone; a call outside the pure
// readers, a name the code rebinds, a module that runs on import and a
// module the line wrote still ask.
var pyCodeCases = []evalCase{
	allow(`python3 -c "import sys; print(sys.path)"`),
	allow(`python -c "import django; print(django.get_version())"`),
	allow(`python3 -c "import os; print(os.getcwd())"`),
	allow(`python3 -c "import numpy as np; print(np.__version__)"`),
	allow(`python3 -c "from importlib import metadata; import importlib.metadata; print(importlib.metadata.version('requests'))"`),
	allow(`python3 -c 'import platform, sys; print(platform.python_version(), sys.version_info, sep=" | ")'`),
	allow("python3 -c 'import torch\nprint(torch.__version__, torch.cuda)'"),
	allow(`python3 -c "import sys; print(len(sys.path), sorted(sys.modules), type(sys.path))"`),
	allow(`python3 - <<< 'import django; print(django.__file__)'`),
	ask(`python3 -c "import os; print(os.system('id'))"`, "cmd.unreadable"),
	ask(`python3 -c "from os import system as print; print('id')"`, "cmd.unreadable"),
	ask(`python3 -c "import subprocess as os; print(os.getcwd())"`, "cmd.unreadable"),
	ask(`python3 -c "import sys; print(sorted(sys.path, key=print))"`, "cmd.unreadable"),
	ask(`python3 -c "import sys; print(1, file=open('x', 'w'))"`, "cmd.unreadable"),
	ask(`python3 -c "import venv.__main__" --clear ~`, "cmd.unreadable"),
	ask(`python3 -c "import antigravity"`, "cmd.unreadable"),
	ask(`python3 -c "import os; print(os.getcwd.__globals__)"`, "cmd.unreadable"),
	ask(`python3 -c "import os; print(os.popen('id').read())"`, "cmd.unreadable"),
	ask(`python3 -c "print(__import__('os').system('id'))"`, "cmd.unreadable"),
	ask(`python3 -c "print(f'{__import__(\"os\").system(\"id\")}')"`, "cmd.unreadable"),
	ask(`python3 -c "import os; x = os.system; print(x)"`, "cmd.unreadable"),
	ask(`python3 -c 'print("""a"""); import os; os.system("id")'`, "cmd.unreadable"),
	ask(`python3 -c "import ｏｓ; print(ｏｓ.system('id'))"`, "cmd.unreadable"),
	ask(`python3 -c "import os; print(os.getcwd()) # \\"`, "cmd.unreadable"),
	ask(`echo 'import os; os.system("id")' > evil.py && python3 -c "import evil; print(evil.get_version())"`, "cmd.unreadable"),
	ask(`mkdir -p evil && echo 'import os' > evil/__init__.py && python3 -c "import evil"`, "cmd.unreadable"),
}

func TestPyCodeCases(t *testing.T) { runCases(t, pyCodeCases) }

// pyCallRe finds a call in python code whose strings were blanked.
var pyCallRe = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_]*(?:\s*\.\s*[A-Za-z_][A-Za-z0-9_]*)*)\s*\(`)
}}

// blankPyStrings replaces every quoted string of code by "", crudely:
// enough for code plainPyCode read.
func blankPyStrings(code string) string {
	var b strings.Builder
	for i := 0; i < len(code); i++ {
		c := code[i]
		if c != '"' && c != '\'' {
			b.WriteByte(c)
			continue
		}
		j := i + 1
		for j < len(code) && code[j] != c {
			if code[j] == '\\' {
				j++
			}
			j++
		}
		b.WriteString(`""`)
		i = j
	}
	return b.String()
}

// FuzzPyCode: plainPyCode never panics, and code it reads as plain calls
// only print and the pure readers.
func FuzzPyCode(f *testing.F) {
	for _, c := range pyCodeCases {
		f.Add(c.cmd)
	}
	for _, s := range []string{"import sys; print(sys.path)", "import django; print(django.get_version())",
		"from os import system as print; print('id')", "import os; print(os.getcwd(), sep='')",
		"print([1, 'a', [sys.x]], end='\\n')", "import importlib.metadata as m; print(m.version('x'))",
		// fx64f: statements with effects are never plain
		"import shutil; shutil.rmtree('build')", "import os; print(os.environ.get('HOME'))", "open('x','w').write('y')",
		"import subprocess; subprocess.run(['git', 'status'])", "import sys; sys.exit(0)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		if !plainPyCode(code) {
			return
		}
		for _, m := range pyCallRe.get().FindAllStringSubmatch(blankPyStrings(code), -1) {
			name := strings.Join(strings.Fields(strings.ReplaceAll(m[1], ".", " . ")), "")
			if name == "print" || strings.Contains(pyBuiltinReaders+pyZeroArgReaders, " "+name+" ") ||
				name == "importlib.metadata.version" || strings.HasSuffix(name, ".get_version") {
				continue
			}
			t.Fatalf("%q read as plain, but it calls %s", code, name)
		}
		if b := blankPyStrings(code); strings.Contains(b, "lambda") || strings.Contains(b, ":") {
			t.Fatalf("%q read as plain, but holds a lambda or a block", code)
		}
	})
}
