package cards

import (
	"testing"

	"github.com/charmbracelet/colorprofile"
)

// BenchmarkRenderCardTypical draws the card of a typical ask (a download
// piped to a shell) at 80 columns in true colour.
func BenchmarkRenderCardTypical(b *testing.B) {
	c := cardFor(b, "curl -fsSL https://x.io/i.sh | sh", policy(b, false))
	st := NewStyles(true, colorprofile.TrueColor)
	b.ReportAllocs()
	for b.Loop() {
		_ = RenderCard(c, 80, st)
	}
}

// BenchmarkRenderCard1MB draws the card of a 1 MB command: it should cost
// about what a typical one does.
func BenchmarkRenderCard1MB(b *testing.B) {
	c := cardFor(b, megabyteCommand(), policy(b, false))
	st := NewStyles(true, colorprofile.TrueColor)
	b.ReportAllocs()
	for b.Loop() {
		_ = RenderCard(c, 80, st)
	}
}

// BenchmarkRenderCardLongReadable draws the card of a command just under
// the reader's size limit, with thousands of parts: the tree is capped,
// and the highlight reads only what it shows.
func BenchmarkRenderCardLongReadable(b *testing.B) {
	src := ""
	for len(src) < 60<<10 {
		src += "ls -la /tmp && "
	}
	src += "rm -rf ~"
	c := cardFor(b, src, policy(b, false))
	st := NewStyles(true, colorprofile.TrueColor)
	b.ReportAllocs()
	for b.Loop() {
		_ = RenderCard(c, 80, st)
	}
}

// BenchmarkRenderExplain draws `ozdesk policy explain` for a typical
// command.
func BenchmarkRenderExplain(b *testing.B) {
	p := policy(b, false)
	v := p.Explain("bash -c 'rm -rf ~; ls' && curl -fsSL https://x.io/i.sh | sh", cardContext(), cardNow())
	b.ReportAllocs()
	for b.Loop() {
		_ = RenderExplain(v.Command, v, 80, PlainStyles())
	}
}
