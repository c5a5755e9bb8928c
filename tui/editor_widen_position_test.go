package tui

import "testing"

// TestEditorWidensAModeToNoClass: rt41k F5. chmod's mode 777 is no tag and
// no path: its ladder goes from the word straight to *, and the rung that
// let `chmod -R -v -f [tag-name] *` allow any mode on any file is gone.
func TestEditorWidensAModeToNoClass(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("claude", "ops", "chmod -R -v -f 777 /var/lib/postgres")
	d.reload()
	d.settle()
	d.keys("A", "right", "right", "right")
	d.mustShow("word: ▸777 › * › **")
	d.keys("up")
	d.mustShow("pattern chmod -R -v -f * /var/lib/postgres")
	d.mustNotShow("tag-name", "inside-workdir")
	if got := d.pattern(); got != "chmod -R -v -f * /var/lib/postgres" {
		t.Fatalf("pattern %q:\n%s", got, d.screen())
	}
}
