package tui

import (
	"strings"
	"testing"
)

// TestFilterMatchesEscapedText: "/" finds an ask by the escapes the desk
// draws for its hidden characters ("\e]0;T\a", "\u202e"), in the queue
// and in the audit view, as well as by its plain words (rt17k 9: the
// filter ran on the raw text, so what the operator saw found nothing).
func TestFilterMatchesEscapedText(t *testing.T) {
	const (
		hostile = "rm -rf /srv/build/out-5 # \x1b]0;T\x07"
		plain   = "rm -rf /srv/build/out-6"
	)
	for _, tc := range []struct {
		name   string
		view   []string
		needle string
		want   string
	}{
		{"queue, OSC escape", nil, `T\a`, `out-5`},
		{"queue, bidi", nil, `\u202e`, `lbl`},
		{"audit, OSC escape", []string{"3"}, `T\a`, `out-5`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			d.askFixed("lbl\u202e9", "", hostile)
			d.askFixed("plain", "", plain)
			d.reload()
			d.settle()
			d.keys(tc.view...)
			d.keys("/", tc.needle, "enter")
			scr := d.mustShow(tc.want)
			if strings.Contains(scr, "out-6") {
				t.Fatalf("/%s shows the plain ask too:\n%s", tc.needle, scr)
			}
		})
	}
}
