package cards

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestEveryUnreadableCodeHasWords: each code the reader declares (read
// from its source, so that a new one cannot be missed) is said in plain
// words, which do not repeat a compound code.
func TestEveryUnreadableCodeHasWords(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "../patterns/command.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var codes []patterns.UnreadableCode
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || vs.Type == nil || len(vs.Values) != 1 {
			return true
		}
		if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != "UnreadableCode" {
			return true
		}
		if lit, ok := vs.Values[0].(*ast.BasicLit); ok {
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatal(err)
			}
			codes = append(codes, patterns.UnreadableCode(s))
		}
		return true
	})
	if len(codes) < 15 {
		t.Fatalf("found %d codes in patterns/command.go: the search is wrong", len(codes))
	}
	for _, c := range codes {
		w, ok := unreadableWords[c]
		if !ok {
			t.Errorf("%s has no plain words", c)
			continue
		}
		if strings.Contains(string(c), "-") && strings.Contains(w, string(c)) {
			t.Errorf("%s is said as %q, which reads like a code", c, w)
		}
		if UnreadableWords(c) != w {
			t.Errorf("UnreadableWords(%s) = %q", c, UnreadableWords(c))
		}
	}
	if got := UnreadableWords("new-code\x1b[2J"); got != `new-code\e[2J` {
		t.Errorf("an unknown code is shown as %q", got)
	}
}
