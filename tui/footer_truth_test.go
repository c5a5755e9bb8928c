package tui

import (
	"reflect"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
)

// bindingsOf lists every key binding in v (a key map struct), its
// embedded and nested maps included, with its field's path.
func bindingsOf(v reflect.Value, path string, out map[string]key.Binding) {
	switch {
	case v.Type() == reflect.TypeOf(key.Binding{}):
		out[path] = v.Interface().(key.Binding)
	case v.Kind() == reflect.Pointer:
		bindingsOf(v.Elem(), path, out)
	case v.Kind() == reflect.Struct:
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() {
				bindingsOf(v.Field(i), path+"."+f.Name, out)
			}
		}
	}
}

// TestEveryKeyInHelp: every key the desk answers, in every view and
// dialog (the queue, the card, the rules, the audit trail, the nodes,
// details, the editor, confirmations, prompts, the filter, quit), is
// named in the help view: the footer shows what fits, the help the rest
// (issue 9).
func TestEveryKeyInHelp(t *testing.T) {
	d := openDesk(t, 200, 60)
	d.m.c.Keys.SetFleet(true)
	all := map[string]key.Binding{}
	bindingsOf(reflect.ValueOf(d.m.c.Keys), "Keys", all)
	if len(all) < 40 {
		t.Fatalf("found %d bindings: the walk misses the key maps", len(all))
	}
	_, sections := d.m.helpItems("")
	var help []string
	for _, s := range sections {
		for _, it := range s {
			help = append(help, it.key)
		}
	}
	for path, b := range all {
		if !b.Enabled() {
			continue
		}
		k := b.Help().Key
		found := false
		for _, h := range help {
			if h == k || strings.Contains("/"+h+"/", "/"+k+"/") {
				found = true
			}
		}
		if !found {
			t.Errorf("%s (%q, %q) is in no help section", path, k, b.Help().Desc)
		}
	}
}

// TestQueueFooterMarks: the queue's footer names the marking keys where
// the line has room (rt20k #8's ctrl+a and V were in the help alone):
// space and ctrl+a always, V once an ask is marked, and the marks come
// right after the decision keys then.
func TestQueueFooterMarks(t *testing.T) {
	d, _ := threeAsks(t, 200, 30)
	footer := func() string {
		lines := strings.Split(strings.TrimRight(d.screen(), "\n"), "\n")
		return lines[len(lines)-1]
	}
	f := footer()
	for _, want := range []string{"space mark", "ctrl+a all"} {
		if !strings.Contains(f, want) {
			t.Errorf("footer without marks lacks %q:\n%s", want, f)
		}
	}
	if strings.Contains(f, "V range") {
		t.Errorf("footer offers a range with no mark to start it:\n%s", f)
	}
	d.keys("space")
	f = footer()
	for _, want := range []string{"space mark", "ctrl+a all", "V range"} {
		if !strings.Contains(f, want) {
			t.Errorf("footer with a mark lacks %q:\n%s", want, f)
		}
	}
	if strings.Index(f, "V range") > strings.Index(f, "enter card") {
		t.Errorf("with marks made, marking comes after the list's keys:\n%s", f)
	}
}
