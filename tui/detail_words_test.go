package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
)

// TestDetailFieldSaysWhatIsHidden (rt13k): a detail's field cut after its
// lines says how much is left out in the card's words, "… 3,934 B more
// not shown", not "+3,934 B not shown".
func TestDetailFieldSaysWhatIsHidden(t *testing.T) {
	lines := field(cards.PlainStyles(), 80, "command", "rm -rf /srv/data/"+strings.Repeat("x", 4000), 3)
	last := ansi.Strip(lines[len(lines)-1])
	if !strings.HasSuffix(last, " B more not shown") || strings.Contains(last, "+") {
		t.Fatalf("the field's last line says %q, want \"… N B more not shown\"", last)
	}
}
