package patterns

import "strings"

// A task a project's runner runs by the name release or publish (fx45e,
// rt44: `make release`, `just release`, `npm run release`, `nx run
// proj:publish`, `turbo run publish`) says what it does but not how: it
// might publish a package, image or release, or might only build an
// optimised binary (many Makefiles' `release` target). So it is a might,
// named by the task's word. A tag shaped as a version pushed to a remote
// (`git push origin v1.2.3`, `git push --tags`) is how a Go module's
// version is published (the module proxy keeps it for good), what a forge
// offers as that version's download, and what most release workflows
// start on: a might too, since the line does not show the remote's
// workflows or whether anyone fetches it.

// releaseTaskNames are the task names that say they release or publish:
// the two verbs, and the two release tools a project's script is most
// often named after (fx47a, rt46 §A11: `npm run semantic-release`).
var releaseTaskNames = []string{"release", "publish", "semantic-release", "release-it"}

// releaseSteps are the second names of a release:NAME task that only
// prepare or show a release and publish nothing (fx47a, rt46 §B: `npm run
// release:notes` writes notes).
var releaseSteps = []string{"notes", "note", "changelog", "changes", "draft", "dry", "dry-run", "dryrun",
	"check", "preview", "plan", "lint", "test"}

// registryNames are the registries a deploy:NAME (or NAME:deploy) task is
// named after when it publishes a package there (deploy:npm).
var registryNames = []string{"npm", "jsr", "pypi", "crates", "gem", "rubygems", "nuget", "maven"}

// isReleaseTask reports whether name is a task named for releasing:
// release, publish, semantic-release or release-it, alone, as a
// namespace (release:patch, publish:npm; not release:notes and the other
// releaseSteps) or as the target of a project (proj:publish, ci:release);
// or a deploy to a package registry (deploy:npm, npm:deploy).
func isReleaseTask(name string) bool {
	for _, n := range releaseTaskNames {
		if name == n || strings.HasSuffix(name, ":"+n) {
			return true
		}
		if rest, ok := strings.CutPrefix(name, n+":"); ok && !contains(releaseSteps, rest) {
			return true
		}
	}
	for _, r := range registryNames {
		if name == "deploy:"+r || name == r+":deploy" {
			return true
		}
	}
	return false
}

// judgeReleaseTask is [release-task]: a literal task, target or script
// name that says it releases or publishes. Each name of a comma-separated
// list counts (nx's `-t build,publish`).
func judgeReleaseTask(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{}
	}
	for _, name := range strings.Split(v, ",") {
		if isReleaseTask(name) {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// judgeTagPush is [tag-push]: a refspec git push takes that pushes a tag
// shaped as a version (v1.2.3, refs/tags/v1, HEAD:refs/tags/v2, +v1), not
// one that deletes it (:v1, which [tag-refspec] names), or git push's
// --tags (every tag here) and --follow-tags (the annotated tags its
// commits reach), which push whatever tags the repository holds.
func judgeTagPush(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{}
	}
	if v == "--tags" || v == "--follow-tags" {
		return Judgement{Might: true}
	}
	v = strings.TrimPrefix(v, "+")
	src, dst, colon := strings.Cut(v, ":")
	if !colon {
		dst = src
	}
	if src == "" || dst == "" || !isTagName(dst) {
		return Judgement{}
	}
	return Judgement{Might: true}
}
