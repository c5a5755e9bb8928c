package tui

import (
	"sync/atomic"
	"testing"
)

// TestEditorReasonKeepsPreview (issue 9 #1): the preview (PreviewRule over
// the recorded commands and the pending asks) depends on the rule alone,
// so typing the reason letter by letter asks for none; widening the
// pattern or changing the scope asks for one each.
func TestEditorReasonKeepsPreview(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	d.ask("claude", "release", "npm publish --tag beta ./packages/core")
	d.reload()
	d.settle()
	d.keys("A")
	d.settle()
	d.mustShow("resolves 0 pending asks")
	steps := []struct {
		name string
		keys []string
		runs int64
	}{
		{"the reason typed", []string{"the beta tag is ours to publish"}, 0},
		{"the reason erased", []string{"backspace", "backspace"}, 0},
		{"the pattern widened", []string{"shift+tab", "right", "right", "right", "up"}, 1},
		{"the scope changed", []string{"tab", "tab", "right"}, 1},
		{"more reason", []string{"shift+tab", "!"}, 0},
	}
	for _, s := range steps {
		before := atomic.LoadInt64(&d.api.previews)
		d.keys(s.keys...)
		d.settle()
		if got := atomic.LoadInt64(&d.api.previews) - before; got != s.runs {
			t.Errorf("%s: %d previews run, want %d:\n%s", s.name, got, s.runs, d.screen())
		}
	}
	d.mustShow("pattern npm publish --tag=beta ./packages/*", "reason  the beta tag is ours to publi!", "resolves 1 pending ask")
}
