package queue

import (
	"strings"
	"testing"
)

// TestDirDepthCapped: a request whose working directory, workdir, project
// directory or home is deeper than MaxDirDepth is refused before anything
// is built from it (a thousand directories deep once took seconds and
// gigabytes, holding the store), naming which directory and how deep;
// one at the cap is judged.
func TestDirDepthCapped(t *testing.T) {
	deep := "/srv/" + strings.Repeat("d/", MaxDirDepth)
	atCap := "/" + strings.Repeat("d/", MaxDirDepth)
	for _, tt := range []struct {
		name string
		req  Request
		err  string
	}{
		{name: "cwd", req: Request{Cwd: deep}, err: "the working directory is 65 directories deep"},
		{name: "workdir", req: Request{Cwd: "/srv", Workdir: deep}, err: "the workdir is 65 directories deep"},
		{name: "project", req: Request{Cwd: "/srv", ProjectDir: deep}, err: "the project directory is 65 directories deep"},
		{name: "home", req: Request{Cwd: "/srv", Home: deep}, err: "the home is 65 directories deep"},
		{name: "at the cap", req: Request{Cwd: atCap}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newService(t)
			tt.req.Command, tt.req.Agent = "rm -rf /srv/hc", "bot"
			ans, err := s.Evaluate(tt.req)
			if tt.err == "" {
				if err != nil || ans == nil {
					t.Fatalf("a directory at the cap: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Fatalf("got %v (answer %+v), want an error holding %q", err, ans, tt.err)
			}
			if p, _ := s.Pending(); len(p) != 0 {
				t.Fatalf("asks queued: %+v", p)
			}
		})
	}
}
