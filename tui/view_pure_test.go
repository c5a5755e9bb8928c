package tui

import (
	"context"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// TestViewChangesNothing draws every screen twice and checks that drawing
// changed nothing: the two frames are the same, and so is the model, field
// by field, before and after.
func TestViewChangesNothing(t *testing.T) {
	scenes := []struct {
		name string
		keys []string
	}{
		{"queue", nil},
		{"card", []string{"enter"}},
		{"card scrolled", []string{"enter", "G"}},
		{"pager", []string{"v", "j"}},
		{"filter", []string{"/", "git"}},
		{"deny prompt", []string{"d", "no"}},
		{"editor", []string{"A"}},
		{"editor and its confirmation", []string{"A", "tab", "beta releases", "enter", "right"}},
		{"help", []string{"?", "j"}},
		{"rules", []string{"2"}},
		{"audit", []string{"3", "k"}},
	}
	for _, size := range goldenSizes {
		for _, sc := range scenes {
			t.Run(sizeName(size.w, size.h)+"/"+sc.name, func(t *testing.T) {
				d := openDesk(t, size.w, size.h)
				d.ask("claude", "release", "npm publish --tag beta")
				d.ask("codex", "refactor", "git push --force origin main")
				d.reload()
				d.settle()
				d.keys(sc.keys...)
				before := dumpState(d.m)
				first := d.m.Screen()
				mid := dumpState(d.m)
				second := d.m.Screen()
				after := dumpState(d.m)
				if first != second {
					t.Fatalf("two frames differ:\n%s\n----\n%s", first, second)
				}
				for _, s := range []string{mid, after} {
					if s != before {
						t.Fatalf("drawing changed the model:\n%s", firstDiff(before, s))
					}
				}
			})
		}
	}
}

// dumpState writes a value out, following pointers, slices and maps
// (keys in order) into unexported fields; it does not enter the queue
// service, the change feed or a context (the store is not the desk's
// state), nor functions and channels (it says only whether they are nil).
func dumpState(v any) string {
	var b strings.Builder
	dumpValue(&b, reflect.ValueOf(v), map[uintptr]bool{}, 0)
	return b.String()
}

var (
	apiType     = reflect.TypeFor[queue.API]()
	watcherType = reflect.TypeFor[queue.Watcher]()
	ctxType     = reflect.TypeFor[context.Context]()
)

func dumpValue(b *strings.Builder, v reflect.Value, seen map[uintptr]bool, depth int) {
	if depth > 60 {
		b.WriteString("…")
		return
	}
	if !v.IsValid() {
		b.WriteString("<invalid>")
		return
	}
	t := v.Type()
	if t.Kind() != reflect.Interface && (t.Implements(apiType) || t.Implements(watcherType) || t.Implements(ctxType)) {
		b.WriteString("<" + t.String() + ">")
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		if seen[v.Pointer()] {
			b.WriteString("<seen " + t.String() + ">")
			return
		}
		seen[v.Pointer()] = true
		b.WriteString("&")
		dumpValue(b, v.Elem(), seen, depth+1)
	case reflect.Interface:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		dumpValue(b, v.Elem(), seen, depth+1)
	case reflect.Struct:
		b.WriteString(t.String() + "{")
		for i := range v.NumField() {
			b.WriteString(t.Field(i).Name + ":")
			dumpValue(b, v.Field(i), seen, depth+1)
			b.WriteString(" ")
		}
		b.WriteString("}")
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			b.WriteString("nil")
			return
		}
		b.WriteString("[")
		for i := range v.Len() {
			dumpValue(b, v.Index(i), seen, depth+1)
			b.WriteString(",")
		}
		b.WriteString("]")
	case reflect.Map:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		var items []string
		iter := v.MapRange()
		for iter.Next() {
			var kb, vb strings.Builder
			dumpValue(&kb, iter.Key(), map[uintptr]bool{}, depth+1)
			dumpValue(&vb, iter.Value(), seen, depth+1)
			items = append(items, kb.String()+"="+vb.String())
		}
		sort.Strings(items)
		b.WriteString("map[" + strings.Join(items, ",") + "]")
	case reflect.Func, reflect.Chan, reflect.UnsafePointer:
		fmt.Fprintf(b, "<%s nil=%v>", v.Kind(), v.IsNil())
	case reflect.String:
		fmt.Fprintf(b, "%q", v.String())
	case reflect.Bool:
		fmt.Fprint(b, v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		fmt.Fprint(b, v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		fmt.Fprint(b, v.Uint())
	case reflect.Float32, reflect.Float64:
		fmt.Fprint(b, v.Float())
	case reflect.Complex64, reflect.Complex128:
		fmt.Fprint(b, v.Complex())
	}
}

// firstDiff shows where two dumps part.
func firstDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(i-300, 0)
	return fmt.Sprintf("before: …%s…\nafter:  …%s…", a[from:min(i+200, len(a))], b[from:min(i+200, len(b))])
}
