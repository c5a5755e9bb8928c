package patterns

import "testing"

// fx42cTemplateCases (fx42c, rt41 "reasons that are wrong or vague"): a
// project template fetched and rendered runs the template's own code
// (cookiecutter's hooks always, copier's tasks once trusted), so it asks
// as download-run with the template as the word; a local template, and
// copier without --trust (it runs no task then), stay as before.
var fx42cTemplateCases = []evalCase{
	ask(`cookiecutter gh:org/template`, "cmd.download-run"),
	ask(`cookiecutter --no-input gh:org/template`, "cmd.download-run"),
	ask(`cookiecutter https://github.com/org/template`, "cmd.download-run"),
	ask(`cookiecutter git+ssh://git@github.com/o/t.git -o out`, "cmd.download-run"),
	ask(`cookiecutter gl:org/template`, "cmd.download-run"),
	ask(`copier copy --trust https://github.com/o/t newproj`, "cmd.download-run"),
	ask(`copier copy -r v1 --UNSAFE gh:o/t newproj`, "cmd.download-run"),
	allow(`cookiecutter ./local-template`),
	allow(`cookiecutter --no-input ./tpl -o build`),
	allow(`copier copy gh:o/t newproj`),
	allow(`copier copy --trust ./tpl newproj`),
}

func TestFx42cTemplate(t *testing.T) { runCases(t, fx42cTemplateCases) }

// TestFx42cTemplateBecause: the word a template's ask names is the
// template, where the code comes from.
func TestFx42cTemplateBecause(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, word string }{
		{`cookiecutter gh:org/template`, "gh:org/template"},
		{`cookiecutter --no-input https://github.com/org/template`, "https://github.com/org/template"},
		{`copier copy --trust gh:o/t newproj`, "gh:o/t"},
	} {
		cmd := Read(c.cmd)
		v := pol.Evaluate(cmd, testContext(), testNow)
		if v.Part < 0 || v.Parts[v.Part].Because == nil {
			t.Errorf("%q: %s by %s, no because", c.cmd, v.Outcome, v.Rule)
			continue
		}
		b := v.Parts[v.Part].Because
		if got := cmd.Source[b.Span.Start:b.Span.End]; got != c.word {
			t.Errorf("%q: because %q, want %q", c.cmd, got, c.word)
		}
	}
}
