package patterns

import "testing"

// composeMadeCases are compose files written in the line, then run by a
// compose tool (effects_compose.go, b7a): made-then-run, as `printf … >
// Makefile && make` is. "" must stay allowed.
var composeMadeCases = []doesCase{
	{"cat > docker-compose.yml <<'EOF'\nservices:\n  x:\n    image: alpine\n    privileged: true\n    volumes: [\"/:/host\"]\nEOF\ndocker compose up -d", "cmd.unreadable"},
	{"cat > docker-compose.yml <<EOF\nservices: {}\nEOF\ndocker compose up", "cmd.unreadable"},
	{"echo 'services: {}' > compose.yaml && docker compose up", "cmd.unreadable"},
	{"echo 'services: {}' > docker-compose.yml; docker-compose up", "cmd.unreadable"},
	{"echo x > compose.yml && podman-compose up", "cmd.unreadable"},
	{"echo x > compose.yml && podman compose up -d", "cmd.unreadable"},
	{"echo x > compose.yml && docker --context prod compose up -d", "cmd.unreadable"},
	{"printf 'services: {}\\n' > compose.override.yaml && docker compose run --rm app sh", "cmd.unreadable"},
	{"echo x > compose.yml && docker compose run app ps", "cmd.unreadable"},
	{"mkdir -p deploy && echo x > deploy/compose.yml && cd deploy && docker compose up", "cmd.unreadable"},
	// Everyday: the compose file on disk, one made but only validated or
	// staged, a run before the write, a Dockerfile (its build runs in a
	// container), another file.
	{"docker compose up -d", ""},
	{"docker compose -f docker-compose.prod.yml up -d", ""},
	{"echo x > compose.yml && git add compose.yml", ""},
	{"echo x > compose.yml && docker compose config", ""},
	{"docker compose up -d && echo x > compose.yml", ""},
	{"echo x > Dockerfile && docker compose build", ""},
	{"echo x > notes.md && docker compose up", ""},
}

// TestComposeMadeThenRun checks composeMadeCases against the defaults.
func TestComposeMadeThenRun(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", composeMadeCases)
}
