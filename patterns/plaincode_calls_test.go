package patterns

import "testing"

// plainCallCases (fx21a): node reaches Function, and so any code, by
// indexing a string: `""["constructor"]["constructor"]("code")()` was
// made only of strings, brackets and parentheses, and was allowed as a
// plain expression. Calling what a call, an index or a string gave, and
// indexing by anything but a number or one plain key, are not plain.
var plainCallCases = []evalCase{
	ask(`node -p '""["constructor"]["constructor"]("return process")()'`, "cmd.unreadable"),
	ask(`node -e 'console.log(""["constructor"]["constructor"]("return 1")())'`, "cmd.unreadable"),
	ask(`node -e 'console.log(""["constructor"] ["constructor"] ("return 1") ())'`, "cmd.unreadable"),
	ask(`node -p '""["con"+"structor"]["con"+"structor"]("return process")()'`, "cmd.unreadable"),
	ask(`node -p '[1].map(""["constructor"]["constructor"])'`, "cmd.unreadable"),
	ask(`node -p '[1]["map"](console.log)'`, "cmd.unreadable"),
	ask(`python3 -c 'print(1)(2)'`, "cmd.unreadable"),
	allow(`python3 -c 'print("a b".split()[0])'`),
	allow(`python3 -c 'import sys; print(sys.argv[1:])'`),
	allow(`python3 -c 'import json,sys; print(json.load(sys.stdin)["x"])'`),
	allow(`node -p 'JSON.stringify(process.versions["node"])'`),
	allow(`node -p 'require("./package.json").scripts["build:prod"]'`),
	allow(`node -e 'console.log(process.argv[2])'`),
}

func TestPlainCallCases(t *testing.T) { runCases(t, plainCallCases) }
