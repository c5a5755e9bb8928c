package patterns

import "testing"

// withinJoined must answer as within does on the joined path.
var withinJoinedCases = []struct{ p, dir, name string }{
	{"/home/op/.ssh", "/home/op", ".ssh"}, {"/home/op/.ssh/id", "/home/op", ".ssh"},
	{"/home/op/.sshx", "/home/op", ".ssh"}, {"/home/op", "/home/op", ".ssh"},
	{"/", "", ""}, {"/x", "", ""}, {"x", "", ""}, {"/a", "", "a"}, {"/a/b", "", "a"},
	{"", "", "a"}, {"/home/op/.aws/credentials", "/home/op", ".aws/credentials"},
}

func TestWithinJoined(t *testing.T) {
	for _, c := range withinJoinedCases {
		if got, want := withinJoined(c.p, c.dir, c.name), within(c.p, c.dir+"/"+c.name); got != want {
			t.Errorf("withinJoined(%q, %q, %q) = %v, within says %v", c.p, c.dir, c.name, got, want)
		}
	}
}

func FuzzWithinJoined(f *testing.F) {
	for _, c := range withinJoinedCases {
		f.Add(c.p, c.dir, c.name)
	}
	f.Fuzz(func(t *testing.T, p, dir, name string) {
		if got, want := withinJoined(p, dir, name), within(p, dir+"/"+name); got != want {
			t.Errorf("withinJoined(%q, %q, %q) = %v, within says %v", p, dir, name, got, want)
		}
	})
}
