package patterns

import (
	"path"
	"strings"
)

// An image build runs its Dockerfile's RUN steps (rt20d #11). They run in
// a container, but with the network, and with the build context sent to
// the builder: a RUN step of a Dockerfile fetched earlier in the line can
// send the tree's files (.env, keys) anywhere, and any secret or ssh
// agent the build is given. A Dockerfile the line made and an image
// build that reads it by name from where it runs is made-then-run, as a
// fetched Makefile and make are. The project's own Dockerfile is left
// alone, and so is one whose text the line shows (echo, printf, or cat
// of a here-document, redirected into it: b7a2, fx17d1): its RUN steps
// are in the line for the operator to read.

// runsImageBuild reports whether p builds an image from a Dockerfile it
// finds where it runs: docker, podman, nerdctl or finch build (and
// buildx build, image build, builder build), buildah bud or build.
func runsImageBuild(p *Part) bool {
	_, ops := litArgs(p)
	switch p.Program {
	case "docker", "podman", "nerdctl", "finch":
	case "buildah":
		return len(ops) > 0 && (ops[0] == "bud" || ops[0] == "build")
	default:
		return false
	}
	if len(ops) == 0 {
		return false
	}
	switch ops[0] {
	case "build":
		return true
	case "buildx", "image", "builder":
		return len(ops) > 1 && (ops[1] == "build" || ops[1] == "b")
	}
	return false
}

// readsDockerfile reports whether an image build running in dir may read
// what made m made as its Dockerfile: Dockerfile, Containerfile, or one
// named NAME.Dockerfile or Dockerfile.NAME, in dir, a directory above it
// or below it.
func readsDockerfile(m made, dir place) bool {
	if m.tree || len(m.pat) != 1 {
		return false
	}
	base := path.Base(m.pat[0])
	low := strings.ToLower(base)
	if low != "dockerfile" && low != "containerfile" && !strings.HasSuffix(low, ".dockerfile") &&
		!strings.HasPrefix(low, "dockerfile.") && !strings.HasPrefix(low, "containerfile.") {
		return false
	}
	return madeNear(m, dir)
}

// shownText reports whether the part that made m wrote text the line
// shows: echo or printf, or cat fed a here-document or here-string,
// redirected into the file.
func shownText(p *Part, m made) bool {
	if m.how != "writes" {
		return false
	}
	switch p.Program {
	case "echo", "printf":
		return true
	case "cat":
		return (p.Feed == FeedHeredoc || p.Feed == FeedHereString) && len(p.Args()) == 0
	}
	return false
}
