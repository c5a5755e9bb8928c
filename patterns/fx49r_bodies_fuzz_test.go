package patterns

import (
	"strings"
	"testing"
)

// FuzzPackageScripts: any package.json text is read without a panic, and
// a script read is the text's own.
func FuzzPackageScripts(f *testing.F) {
	f.Add([]byte(`{"scripts":{"fmt":"rm -rf ~","test":"jest"}}`))
	f.Add([]byte(`{"scripts":{"fmt":1}}`))
	f.Add([]byte(`{"scripts":null}`))
	f.Add([]byte(`[`))
	f.Fuzz(func(t *testing.T, b []byte) {
		scripts, ok := parsePackageScripts(b)
		if !ok && scripts != nil {
			t.Fatalf("unread package.json gave scripts %q", scripts)
		}
	})
}

// FuzzGitConfigAlias: any git configuration text is read without a
// panic; an alias found is in the text (escapes aside) and one that is
// not set is not found.
func FuzzGitConfigAlias(f *testing.F) {
	f.Add("[alias]\n\twipe = !rm -rf ~\n", "wipe")
	f.Add("[alias]\n\tq = \"!f() { rm -rf ~; }; f\" # x\n", "q")
	f.Add("[include]\n\tpath = x\n[alias]\n\tl = log \\\n --oneline\n", "l")
	f.Add("[alias] x = y", "x")
	f.Add("[alias\nx=y", "x")
	f.Fuzz(func(t *testing.T, text, name string) {
		val, found, _ := gitConfigAlias(text, name)
		if !found && val != "" {
			t.Fatalf("alias %q not found but valued %q", name, val)
		}
		if found && !strings.Contains(strings.ToLower(text), strings.ToLower(strings.TrimSpace(name))) {
			t.Fatalf("alias %q found in text that does not name it", name)
		}
	})
}

// FuzzMakefile: any Makefile text is read without a panic (conditionals,
// if, foreach and call included: fx62h), and the recipes of the targets
// that may be its goal are bounded by the text.
func FuzzMakefile(f *testing.F) {
	f.Add("all: a b\n\t@echo $(X) $$y\na:\n\t-rm -rf build\nb: a\n\tx ${Y\n")
	f.Add("define X\n\trm -rf ~\nendef\nt:\n\techo\n")
	f.Add("ifdef X\nt:\n\trm\nendif\n")
	f.Add("a: a\n\tb \\\n\tc\n")
	f.Add("ifeq ($(OS),Windows_NT)\nX := a\nelse ifeq (a,a)\nX := b\nelse\nt:\n\trm\nendif\n")
	f.Add("t:\n\techo\nifdef A\nifndef B\n\trm\nendif\nendif\nelse\n")
	f.Add("ifeq 'a' \"b\"\n\tifeq (\nt: $(eval x)\n.RECIPEPREFIX = >\n")
	f.Add("ifdef V\nQ :=\nelse\nQ := @\nendif\nt:\n\t$(Q)$(call F,$(foreach d,a b,$(if $(d),x,y)))\n")
	f.Add("X = $(foreach a,1 2 3 4 5 6 7 8,$(foreach b,1 2 3 4 5 6 7 8,$(foreach c,1 2 3 4 5 6 7 8,$(a)$(b)$(c))))\nt:\n\techo $(X) $(X)\n")
	f.Fuzz(func(t *testing.T, text string) {
		mf, why := makefileRead(text, false)
		if why == "" && mf.first != "" && (len(mf.firsts) == 0 || mf.firsts[0] != mf.first) {
			t.Fatalf("first target %q not first of %q", mf.first, mf.firsts)
		}
		if why != "" || mf.first == "" {
			return
		}
		body, _, ok := mf.recipes(mf.firsts, mf.vars)
		// a line's expansion is bounded by makeExpandMax (foreach
		// multiplies text), its variants by makeVariantsMax (fx64a)
		if ok && len(body) > 16*len(text)+64 && len(body) > (makeVariantsMax+1)*2*makeExpandMax*(strings.Count(text, "\n")+1) {
			t.Fatalf("recipes of %d bytes from %d of text", len(body), len(text))
		}
	})
}
